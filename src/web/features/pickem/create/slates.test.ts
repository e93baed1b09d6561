import { describe, expect, it } from 'vitest';
import { baseballGame, basketballGame, stored } from '../../../testing/sports-games.js';
import { NOW, nflGame } from './fixtures.js';
import { dayLabel, defaultSlateName, isOpenGame, slatesOf } from './slates.js';

describe('slates: a football week, a baseball or basketball day (slate day in Pacific time)', () => {
  it('groups football by week, soonest first, and leaves out games that started or kick off now', () => {
    const games = [
      stored(nflGame(3, { week: 12, gameTime: '2026-11-29T18:00:00.000Z', date: '2026-11-29' })),
      stored(nflGame(2)),
      stored(nflGame(1)),
      stored(nflGame(0, { status: 'Q1', gameTime: '2026-11-22T15:00:00.000Z' })),
      stored(nflGame(4, { gameTime: '2026-11-22T16:00:00.000Z' })),
    ];
    const slates = slatesOf(games, NOW);
    expect(slates.map((s) => [s.label, s.games.map((g) => g.id)])).toEqual([
      ['Week 11', ['nfl-1', 'nfl-2']],
      ['Week 12', ['nfl-3']],
    ]);
    expect(defaultSlateName('NFL', slates[0] ?? null)).toBe("NFL Week 11 Pick'em");
    expect(defaultSlateName('NcaaFootball', slates[1] ?? null)).toBe("College Football Week 12 Pick'em");
  });

  it('names postseason weeks by their round, apart from the regular weeks of the same number', () => {
    const post = (n: number, week: number, day: number) =>
      stored(nflGame(n, { stage: 'Postseason', week, gameTime: `2027-01-${String(day).padStart(2, '0')}T21:00:00.000Z`, date: `2027-01-${String(day).padStart(2, '0')}` }));
    const games = [
      stored(nflGame(1, { week: 1 })),
      post(2, 1, 9),
      post(3, 2, 16),
      post(4, 3, 23),
      post(5, 4, 30),
      stored(nflGame(6, { stage: 'Postseason', week: 5, gameTime: '2027-02-07T23:30:00.000Z', date: '2027-02-07' })),
    ];
    const slates = slatesOf(games, NOW);
    expect(slates.map((s) => [s.label, s.nameLabel, s.games.map((g) => g.id)])).toEqual([
      ['Week 1', 'Week 1', ['nfl-1']],
      ['Wild Card', 'Wild Card', ['nfl-2']],
      ['Divisional Round', 'Divisional Round', ['nfl-3']],
      ['Conference Championships', 'Conference Championships', ['nfl-4']],
      ['Pro Bowl', 'Pro Bowl', ['nfl-5']],
      ['Super Bowl', 'Super Bowl', ['nfl-6']],
    ]);
    expect(defaultSlateName('NFL', slates[5] ?? null)).toBe("NFL Super Bowl Pick'em");
    expect(defaultSlateName('NFL', slates[1] ?? null)).toBe("NFL Wild Card Pick'em");
    const bowls = slatesOf([stored(nflGame(7, { sportsLeague: 'NcaaFootball', stage: 'Postseason', week: 1 }))], NOW);
    expect(defaultSlateName('NcaaFootball', bowls[0] ?? null)).toBe("College Football Bowl Season Pick'em");
  });

  it('groups baseball and basketball by slate day, named Today, Tomorrow, then the date', () => {
    const games = [
      stored(baseballGame({ id: 'a', date: '2026-11-22' })),
      stored(baseballGame({ id: 'b', date: '2026-11-23', gameTime: '2026-11-23T18:05:00.000Z' })),
      // 7:30 PM Pacific on the 24th is already the 25th in UTC: the slate day is the Pacific one.
      stored(basketballGame({ id: 'c', date: '2026-11-24', gameTime: '2026-11-25T03:30:00.000Z' })),
    ];
    expect(slatesOf(games, NOW).map((s) => [s.label, s.nameLabel])).toEqual([
      ['Today', 'Nov 22'],
      ['Tomorrow', 'Nov 23'],
      ['Tue, Nov 24', 'Nov 24'],
    ]);
    expect(dayLabel('2026-11-22', Date.parse('2026-11-23T07:00:00.000Z'))).toBe('Today');
    expect(defaultSlateName('MLB', { nameLabel: 'Nov 28' })).toBe("MLB Nov 28 Pick'em");
  });

  it('a game is open while it has not started by status and its start is ahead', () => {
    expect(isOpenGame(nflGame(1), NOW)).toBe(true);
    expect(isOpenGame(nflGame(1, { status: 'PST' }), NOW)).toBe(false);
    expect(isOpenGame(nflGame(1, { gameTime: '2026-11-22T15:59:00.000Z' }), NOW)).toBe(false);
  });
});
