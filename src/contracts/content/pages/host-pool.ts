import type { ContentPage } from '../types.js';

// Written in full by the content pass; the shape is the one every page shares.
export const hostPool: ContentPage = {
  path: '/host-pool',
  title: 'Host a pool | Sportsball',
  description: 'Host a pool',
  heading: 'Host a pool',
  lead: '',
  kind: 'page',
  updated: '2026-11-26',
  sections: [],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};
