import { describe, expect, it } from 'vitest';
import { LiveFigures, MINUTES } from './live-figures.js';

function figures(start = Date.UTC(2027, 0, 10, 18, 0, 0)) {
  let now = start;
  let sockets = 0;
  const polls = new Map<string, number>();
  const live = new LiveFigures({ sockets: () => sockets, lastPolls: () => polls.values() }, () => now);
  return {
    live,
    polls,
    at: (minutes: number, seconds = 0) => (now = start + minutes * 60_000 + seconds * 1000),
    sockets: (n: number) => (sockets = n),
  };
}

describe('the game-day figures, a point a minute over the last hour', () => {
  it('has 60 points, oldest first, null where nothing was recorded', () => {
    const { live } = figures();
    const points = live.points();
    expect(points).toHaveLength(MINUTES);
    expect(points.at(-1)).toEqual({ minute: '2027-01-10T18:00:00.000Z', sockets: 0, fanOutP99Ms: null, claimP99Ms: null, claims: 0, feedAgeS: null });
    expect(points[0]!.minute).toBe('2027-01-10T17:01:00.000Z');
    expect(points[0]!.sockets).toBeNull();
  });

  it('gives each minute its own 99th percentile of claims and fan-outs, and its most sockets', () => {
    const f = figures();
    f.sockets(10);
    for (let i = 1; i <= 100; i++) f.live.claim(i / 1000);
    f.live.fanOut(0.2);
    f.sockets(3);
    f.at(1, 30);
    f.live.claim(0.005);
    const points = f.live.points();
    expect(points.at(-2)).toMatchObject({ minute: '2027-01-10T18:00:00.000Z', sockets: 10, claimP99Ms: 99, claims: 100, fanOutP99Ms: 200 });
    expect(points.at(-1)).toMatchObject({ minute: '2027-01-10T18:01:00.000Z', sockets: 3, claimP99Ms: 5, claims: 1, fanOutP99Ms: null });
  });

  it('keeps a closed minute as it was, and forgets it after an hour', () => {
    const f = figures();
    f.live.claim(0.05);
    f.at(1);
    const closed = f.live.points().at(-2);
    expect(f.live.points().at(-2)).toEqual(closed);
    f.at(60);
    expect(f.live.points().every((point) => point.claims === 0)).toBe(true);
  });

  it('says how stale the stalest league is, from the last good polls', () => {
    const f = figures();
    f.polls.set('NFL', Date.UTC(2027, 0, 10, 17, 59, 50));
    f.polls.set('NBA', Date.UTC(2027, 0, 10, 17, 58, 0));
    f.at(0, 5);
    expect(f.live.points().at(-1)!.feedAgeS).toBe(125);
  });
});
