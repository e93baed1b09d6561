import type { ContentPage } from '../types.js';

// Written in full by the content pass; the shape is the one every page shares.
export const squaresScoring: ContentPage = {
  path: '/learning-center/squares-scoring',
  title: 'How squares are scored | Sportsball',
  description: 'How squares are scored',
  heading: 'How squares are scored',
  lead: '',
  kind: 'article',
  updated: '2026-11-26',
  sections: [],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};
