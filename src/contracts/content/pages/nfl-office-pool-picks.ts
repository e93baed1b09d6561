import type { ContentPage } from '../types.js';

// Written in full by the content pass; the shape is the one every page shares.
export const nflOfficePoolPicks: ContentPage = {
  path: '/nfl-office-pool-picks',
  title: 'NFL office pool picks | Sportsball',
  description: 'NFL office pool picks',
  heading: 'NFL office pool picks',
  lead: '',
  kind: 'article',
  updated: '2026-11-26',
  sections: [],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};
