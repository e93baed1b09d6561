import type { ContentPage } from '../types.js';

// Written in full by the content pass; the shape is the one every page shares.
export const superBowlFundraiser: ContentPage = {
  path: '/learning-center/super-bowl-fundraiser',
  title: 'A Super Bowl squares fundraiser | Sportsball',
  description: 'A Super Bowl squares fundraiser',
  heading: 'A Super Bowl squares fundraiser',
  lead: '',
  kind: 'article',
  updated: '2026-11-26',
  sections: [],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};
