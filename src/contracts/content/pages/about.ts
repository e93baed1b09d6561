import type { ContentPage } from '../types.js';

// Written in full by the content pass; the shape is the one every page shares.
export const about: ContentPage = {
  path: '/about',
  title: 'What is Sportsball',
  description: 'What is Sportsball',
  heading: 'What is Sportsball',
  lead: '',
  kind: 'page',
  updated: '2026-11-26',
  sections: [],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};
