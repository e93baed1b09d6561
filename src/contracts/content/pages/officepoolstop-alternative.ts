import type { ContentPage } from '../types.js';

// Written in full by the content pass; the shape is the one every page shares.
export const officepoolstopAlternative: ContentPage = {
  path: '/officepoolstop-alternative',
  title: 'An OfficePoolStop alternative | Sportsball',
  description: 'An OfficePoolStop alternative',
  heading: 'An OfficePoolStop alternative',
  lead: '',
  kind: 'page',
  updated: '2026-11-26',
  sections: [],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};
