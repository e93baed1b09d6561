import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NCAA_TEAMS, NFL_TEAMS } from '../../../../domain/sports/teams/index.js';
import { collegePoll, normalCdf, teamRating, teamRecord, winProbability } from './ratings.js';

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1, 0.841345],
    [-1, 0.158655],
    [1.959964, 0.975],
    [-3, 0.00135],
  ])('Φ(%d) = %d', (x, p) => expect(normalCdf(x)).toBeCloseTo(p, 5));
});

describe('teamRating', () => {
  it('is stable for a seed and differs between seeds', () => {
    expect(teamRating('a', 'NFL', 'kansas-city-chiefs')).toBe(teamRating('a', 'NFL', 'kansas-city-chiefs'));
    expect(teamRating('a', 'NFL', 'kansas-city-chiefs')).not.toBe(teamRating('b', 'NFL', 'kansas-city-chiefs'));
  });

  it('favours the better team', () => {
    expect(winProbability('NFL', 3)).toBeGreaterThan(0.5);
    expect(winProbability('NFL', -3)).toBeLessThan(0.5);
    expect(winProbability('NBA', 0)).toBe(0.5);
  });
});

describe('teamRecord', () => {
  it('reads wins-losses adding up to the games played', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 162 }), (seed, games) => {
        const [wins, losses] = teamRecord(seed, 'MLB', 2026, 'new-york-yankees', games).split('-').map(Number);
        expect((wins ?? -1) + (losses ?? -1)).toBe(games);
      }),
    );
  });

  it('never loses a win as the season goes on', () => {
    const winsAfter = (games: number) => Number(teamRecord('seed', 'NFL', 2026, NFL_TEAMS[0]?.slug ?? '', games).split('-')[0]);
    for (let games = 1; games <= 17; games++) expect(winsAfter(games)).toBeGreaterThanOrEqual(winsAfter(games - 1));
  });
});

describe('collegePoll', () => {
  it('ranks 25 schools 1–25, each once', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 20 }), (seed, week) => {
        const poll = collegePoll(seed, NCAA_TEAMS, 2026, week);
        expect(poll.size).toBe(25);
        expect([...poll.values()].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      }),
      { numRuns: 30 },
    );
  });

  it('moves a little from week to week', () => {
    const week1 = collegePoll('seed', NCAA_TEAMS, 2026, 1);
    const week2 = collegePoll('seed', NCAA_TEAMS, 2026, 2);
    expect([...week1.entries()]).not.toEqual([...week2.entries()]);
    const stayed = [...week1.keys()].filter((slug) => week2.has(slug)).length;
    expect(stayed).toBeGreaterThanOrEqual(15);
  });
});
