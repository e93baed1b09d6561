import type { ContentPage } from '../types.js';

// Written in full by the content pass; the shape is the one every page shares.
export const pickemStrategy: ContentPage = {
  path: '/learning-center/pickem-strategy',
  title: 'Pick’em strategy | Sportsball',
  description: 'Pick’em strategy',
  heading: 'Pick’em strategy',
  lead: '',
  kind: 'article',
  updated: '2026-11-26',
  sections: [],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};
