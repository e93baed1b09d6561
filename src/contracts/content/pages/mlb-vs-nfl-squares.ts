import type { ContentPage } from '../types.js';

// Written in full by the content pass; the shape is the one every page shares.
export const mlbVsNflSquares: ContentPage = {
  path: '/learning-center/mlb-vs-nfl-squares',
  title: 'MLB squares vs NFL squares | Sportsball',
  description: 'MLB squares vs NFL squares',
  heading: 'MLB squares vs NFL squares',
  lead: '',
  kind: 'article',
  updated: '2026-11-26',
  sections: [],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};
