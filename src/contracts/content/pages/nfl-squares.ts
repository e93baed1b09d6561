import type { ContentPage } from '../types.js';

// Written in full by the content pass; the shape is the one every page shares.
export const nflSquares: ContentPage = {
  path: '/learning-center/nfl-squares',
  title: 'NFL squares | Sportsball',
  description: 'NFL squares',
  heading: 'NFL squares',
  lead: '',
  kind: 'article',
  updated: '2026-11-26',
  sections: [],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};
