import type { ContentPage } from '../types.js';

// Written in full by the content pass; the shape is the one every page shares.
export const learningCenter: ContentPage = {
  path: '/learning-center',
  title: 'Learning Center | Sportsball',
  description: 'Learning Center',
  heading: 'Learning Center',
  lead: '',
  kind: 'page',
  updated: '2026-11-26',
  sections: [],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};
