import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminAnalytics, AdminErrors } from '../../../contracts/analytics.js';
import { AnalyticsCharts } from './analytics-panel.js';

const analytics: AdminAnalytics = {
  dailyPlayers: [
    { day: '2026-11-25', players: 40 },
    { day: '2026-11-26', players: 10 },
  ],
  gamesByType: [
    { gameType: 'Squares', kind: 'SportsGame', games: 12 },
    { gameType: 'Questions', kind: 'Props', games: 3 },
    { gameType: 'Questions', kind: 'VsSpread', games: 1 },
  ],
  funnel: { created: 15, shared: 9, joined: 6, over: 3 },
};
const errors: AdminErrors = {
  groups: [
    {
      fingerprint: '0123456789abcdef',
      source: 'server',
      name: 'TypeError',
      message: 'boom',
      stack: '    at claim (src/server/x.ts:1:1)',
      route: 'GET /api/admin/analytics',
      version: '0.4.142',
      correlationId: 'req-12345678',
      count: 7,
      firstSeen: '2026-11-25T10:00:00.000Z',
      lastSeen: '2026-11-26T10:00:00.000Z',
    },
  ],
};

describe("the admin's analytics and errors", () => {
  it('draws daily players, games per kind and the funnel, each with its numbers in text', () => {
    const html = renderToStaticMarkup(<AnalyticsCharts analytics={analytics} errors={errors} />);
    expect(html).toContain('2026-11-25: 40 players');
    expect(html).toContain('height:100%');
    expect(html).toContain('height:25%');
    expect(html).toContain('Today: 10 · peak 40 · 50 player-days');
    expect(html).toMatch(/Squares<\/span>.*12<\/span>/);
    expect(html).toMatch(/Props<\/span>.*3<\/span>/);
    expect(html).toContain('Pick&#x27;em, against the spread');
    expect(html).toMatch(/Shared<\/span>.*9 <small>60%<\/small>/);
    expect(html).toMatch(/Game over<\/span>.*3 <small>20%<\/small>/);
  });

  it('lists error groups with count, first and last seen, and the correlation id', () => {
    const html = renderToStaticMarkup(<AnalyticsCharts analytics={analytics} errors={errors} />);
    expect(html).toContain('aria-label="7 times"');
    expect(html).toContain('First seen');
    expect(html).toContain('Last seen');
    expect(html).toContain('req-12345678');
    expect(html).toContain('GET /api/admin/analytics');
  });

  it('says so when there is nothing yet', () => {
    const html = renderToStaticMarkup(<AnalyticsCharts analytics={{ dailyPlayers: [], gamesByType: [], funnel: { created: 0, shared: 0, joined: 0, over: 0 } }} errors={{ groups: [] }} />);
    expect(html).toContain('No players yet.');
    expect(html).toContain('No games created yet.');
    expect(html).toContain('No errors reported.');
  });
});
