import type { ContentPage } from '../types.js';

// Written in full by the content pass; the shape is the one every page shares.
export const weeklyNflPickEmSheet: ContentPage = {
  path: '/weekly-nfl-pick-em-sheet',
  title: 'Weekly NFL pick’em sheet | Sportsball',
  description: 'Weekly NFL pick’em sheet',
  heading: 'Weekly NFL pick’em sheet',
  lead: '',
  kind: 'article',
  updated: '2026-11-26',
  sections: [],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};
