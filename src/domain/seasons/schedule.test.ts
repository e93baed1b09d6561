import { describe, expect, it } from 'vitest';
import { challengeDay, planSlate, seasonGameLabel, seasonYear, SLATE_MAX_GAMES } from './schedule.js';
import type { SlateCandidate } from './schedule.js';

// 2026-11-26 is a Thursday; Los Angeles is UTC-8 in November, so 5am Pacific is 13:00 UTC.
const at = (iso: string) => new Date(iso);

function game(id: string, gameTime: string, over: Partial<SlateCandidate> = {}): SlateCandidate {
  return { id, sportsLeague: 'MLB', gameTime, notStarted: true, week: null, stage: null, ...over };
}

describe('challengeDay', () => {
  it('is yesterday until 5am Pacific and today from 5am', () => {
    expect(challengeDay(at('2026-11-26T12:59:59Z'))).toBe('2026-11-25');
    expect(challengeDay(at('2026-11-26T13:00:00Z'))).toBe('2026-11-26');
  });

  it('follows daylight saving time: 5am Pacific is 12:00 UTC in July', () => {
    expect(challengeDay(at('2026-07-04T11:59:00Z'))).toBe('2026-07-03');
    expect(challengeDay(at('2026-07-04T12:00:00Z'))).toBe('2026-07-04');
  });
});

describe('planSlate, daily', () => {
  const plan = { cadence: 'daily', league: 'MLB' } as const;
  const fivePast = at('2026-07-04T12:00:30Z');

  it('takes the league games of the Los Angeles day still to start, in first-pitch order', () => {
    const slate = planSlate(
      plan,
      [
        game('late', '2026-07-05T02:10:00Z'), // 7:10pm Pacific on the 4th
        game('early', '2026-07-04T17:05:00Z'),
        game('tomorrow', '2026-07-05T17:05:00Z'),
        game('nba', '2026-07-04T18:00:00Z', { sportsLeague: 'NBA' }),
      ],
      fivePast,
    );
    expect(slate).toEqual({ slateKey: '2026-07-04', label: null, gameIds: ['early', 'late'] });
  });

  it('leaves out games already started or called before 5am, and is null on a day without games', () => {
    expect(planSlate(plan, [game('started', '2026-07-04T17:05:00Z', { notStarted: false })], fivePast)).toBeNull();
    expect(planSlate(plan, [], fivePast)).toBeNull();
  });

  it('holds at most SLATE_MAX_GAMES games', () => {
    const many = Array.from({ length: 20 }, (_, i) => game(`g${String(i).padStart(2, '0')}`, `2026-07-04T${String(13 + (i % 10)).padStart(2, '0')}:00:00Z`));
    expect(planSlate(plan, many, fivePast)?.gameIds).toHaveLength(SLATE_MAX_GAMES);
  });

  it('takes the league with the most games of the day when the season has none (dailyPick)', () => {
    const nba = (id: string, time: string) => game(id, time, { sportsLeague: 'NBA' });
    const slate = planSlate({ cadence: 'daily', league: null }, [game('mlb', '2026-07-04T17:05:00Z'), nba('nba2', '2026-07-04T20:00:00Z'), nba('nba1', '2026-07-04T18:00:00Z')], fivePast);
    expect(slate?.gameIds).toEqual(['nba1', 'nba2']);
    // A tie goes to the league listed first (NFL, college, MLB, NBA).
    expect(planSlate({ cadence: 'daily', league: null }, [game('mlb', '2026-07-04T17:05:00Z'), nba('nba1', '2026-07-04T18:00:00Z')], fivePast)?.gameIds).toEqual(['mlb']);
  });
});

describe('planSlate, weekly', () => {
  const plan = { cadence: 'weekly', league: 'NFL' } as const;
  const nfl = (id: string, gameTime: string, week: number, notStarted = true) => game(id, gameTime, { sportsLeague: 'NFL', week, stage: 'Regular Season', notStarted });
  // Week 12: Monday night 2026-11-23 (5:15pm Pacific = 01:15Z on the 24th); week 13 starts Thursday 26th.
  const games = [nfl('mnf', '2026-11-24T01:15:00Z', 12, false), nfl('thu', '2026-11-26T21:30:00Z', 13), nfl('sun', '2026-11-29T18:00:00Z', 13), nfl('next', '2026-12-04T01:15:00Z', 14)];

  it('opens the next week at the first 5am after the last game of the week before kicked off', () => {
    expect(planSlate(plan, games, at('2026-11-24T02:00:00Z'))).toBeNull(); // Monday 6pm Pacific
    expect(planSlate(plan, games, at('2026-11-24T13:00:00Z'))).toEqual({ slateKey: 'Regular Season:13', label: 'Week 13', gameIds: ['thu', 'sun'] });
  });

  it('is null when no game of a week is still to start', () => {
    expect(planSlate(plan, [nfl('mnf', '2026-11-24T01:15:00Z', 12, false)], at('2026-11-25T13:00:00Z'))).toBeNull();
  });
});

describe('labels and years', () => {
  it('names a game by its slate, else by its count in the season', () => {
    expect(seasonGameLabel('weekly', 'Wild Card', 19)).toBe('Wild Card');
    expect(seasonGameLabel('daily', null, 34)).toBe('Day 34');
    expect(seasonGameLabel('weekly', null, 3)).toBe('Week 3');
  });

  it('puts January and February football in the season that started the year before', () => {
    expect(seasonYear('NFL', '2027-02-07')).toBe(2026);
    expect(seasonYear('NFL', '2026-09-10')).toBe(2026);
    expect(seasonYear('MLB', '2027-02-07')).toBe(2027);
    expect(seasonYear(null, '2027-01-02')).toBe(2027);
  });
});
