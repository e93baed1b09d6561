import type { ContentPage } from '../types.js';

// Written in full by the content pass; the shape is the one every page shares.
export const superBowlTemplate: ContentPage = {
  path: '/squares/nfl/super-bowl-template',
  title: 'Super Bowl squares template | Sportsball',
  description: 'Super Bowl squares template',
  heading: 'Super Bowl squares template',
  lead: '',
  kind: 'article',
  updated: '2026-11-26',
  sections: [],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};
