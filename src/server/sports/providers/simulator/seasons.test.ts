import { describe, expect, it } from 'vitest';
import { laborDay, ncaaWeekOf, nflWeekOf, seasonProgress } from './seasons.js';

describe('laborDay', () => {
  it.each([
    [2025, '2025-09-01'],
    [2026, '2026-09-07'],
    [2027, '2027-09-06'],
  ])('%i: %s', (year, date) => expect(laborDay(year)).toBe(date));
});

describe('nflWeekOf', () => {
  it('opens week 1 the Thursday after Labor Day', () => {
    expect(nflWeekOf('2026-09-10')).toEqual({ season: 2026, week: 1 });
    expect(nflWeekOf('2026-09-13')).toEqual({ season: 2026, week: 1 });
  });

  it('counts Monday night in the week of the Thursday before it', () => {
    expect(nflWeekOf('2026-11-19')).toEqual({ season: 2026, week: 11 });
    expect(nflWeekOf('2026-11-22')).toEqual({ season: 2026, week: 11 });
    expect(nflWeekOf('2026-11-23')).toEqual({ season: 2026, week: 11 });
    expect(nflWeekOf('2026-11-26')).toEqual({ season: 2026, week: 12 });
  });

  it('keeps counting through the off-season (the simulator plays all year)', () => {
    expect(nflWeekOf('2027-03-07')).toEqual({ season: 2026, week: 26 });
    expect(nflWeekOf('2026-09-06')).toEqual({ season: 2025, week: 53 });
  });
});

describe('ncaaWeekOf', () => {
  it('opens week 1 the Saturday before Labor Day', () => {
    expect(ncaaWeekOf('2026-09-05')).toEqual({ season: 2026, week: 1 });
    expect(ncaaWeekOf('2026-11-21')).toEqual({ season: 2026, week: 12 });
  });
});

describe('seasonProgress', () => {
  it('gives games played before the date, capped at a season', () => {
    expect(seasonProgress('NFL', '2026-09-13').gamesPlayed).toBe(0);
    expect(seasonProgress('NFL', '2026-11-22').gamesPlayed).toBe(10);
    expect(seasonProgress('NFL', '2027-03-07').gamesPlayed).toBe(17);
    expect(seasonProgress('NcaaFootball', '2026-11-21').gamesPlayed).toBe(11);
    expect(seasonProgress('MLB', '2026-03-26')).toEqual({ season: 2026, gamesPlayed: 0 });
    expect(seasonProgress('MLB', '2026-12-01').gamesPlayed).toBe(162);
    expect(seasonProgress('NBA', '2026-10-21')).toEqual({ season: 2026, gamesPlayed: 0 });
    expect(seasonProgress('NBA', '2026-06-01')).toEqual({ season: 2025, gamesPlayed: 82 });
  });
});
