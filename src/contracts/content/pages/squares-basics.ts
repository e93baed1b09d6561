import type { ContentPage } from '../types.js';

// Written in full by the content pass; the shape is the one every page shares.
export const squaresBasics: ContentPage = {
  path: '/learning-center/squares-basics',
  title: 'Squares basics | Sportsball',
  description: 'Squares basics',
  heading: 'Squares basics',
  lead: '',
  kind: 'article',
  updated: '2026-11-26',
  sections: [],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};
