import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SportsGameIdSchema } from '../../../../contracts/sports.js';
import { addDays, slateDate } from '../../../../domain/sports/calendar.js';
import { SPORTS_LEAGUES, type SportsLeague } from '../../../../domain/sports/leagues.js';
import { teamsOfLeague } from '../../../../domain/sports/teams/index.js';
import { fixturesOn, type Fixture } from './schedule.js';

const SEED = 'schedule-test';
const fixtures = (league: SportsLeague, date: string, seed = SEED) => fixturesOn(seed, league, date, teamsOfLeague(league));

const eastern = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const easternTime = (fixture: Fixture) => eastern.format(fixture.gameTime);
const slugs = (list: readonly Fixture[]) => list.flatMap((fixture) => [fixture.away.slug, fixture.home.slug]);
const countBy = (values: readonly string[]) => values.reduce<Record<string, number>>((counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }), {});

// 2026: NFL week 11 runs Thursday 19 November to Monday 23 November; DST ends Sunday 1 November.
const THURSDAY = '2026-11-19';
const SATURDAY = '2026-11-21';
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';

describe('NFL slate', () => {
  it('plays Thursday night, a full Sunday and Monday night', () => {
    expect(fixtures('NFL', THURSDAY).map(easternTime)).toEqual(['20:15']);
    expect(countBy(fixtures('NFL', SUNDAY).map(easternTime))).toEqual({ '13:00': 9, '16:05': 2, '16:25': 2, '20:20': 1 });
    expect(fixtures('NFL', MONDAY).map(easternTime)).toEqual(['20:15']);
  });

  it('plays nothing Tuesday, Wednesday, Friday or Saturday', () => {
    for (const date of ['2026-11-17', '2026-11-18', '2026-11-20', SATURDAY]) expect(fixtures('NFL', date)).toEqual([]);
  });

  it('plays every team exactly once a week (16 games), in any week of the year', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 60 }), (seed, weeks) => {
        const thursday = addDays('2026-01-01', weeks * 7); // a Thursday
        const week = [0, 3, 4].flatMap((offset) => fixtures('NFL', addDays(thursday, offset), seed));
        expect(week).toHaveLength(16);
        expect(new Set(slugs(week)).size).toBe(32);
        expect(new Set(week.map((fixture) => fixture.week)).size).toBe(1);
      }),
      { numRuns: 40 },
    );
  });

  it('keeps a 1:00pm Eastern kickoff through the DST change', () => {
    const edt = fixtures('NFL', '2026-10-25')[0];
    const est = fixtures('NFL', '2026-11-01')[0];
    expect(edt?.gameTime.toISOString()).toBe('2026-10-25T17:00:00.000Z');
    expect(est?.gameTime.toISOString()).toBe('2026-11-01T18:00:00.000Z');
    // The week across the change: Thursday in EDT, Monday in EST, both 8:15pm Eastern.
    expect(fixtures('NFL', '2026-10-29')[0]?.gameTime.toISOString()).toBe('2026-10-30T00:15:00.000Z');
    expect(fixtures('NFL', '2026-11-02')[0]?.gameTime.toISOString()).toBe('2026-11-03T01:15:00.000Z');
  });

  it('numbers the week from the opener, Thursday to Monday', () => {
    expect(fixtures('NFL', THURSDAY)[0]?.week).toBe(11);
    expect(fixtures('NFL', MONDAY)[0]?.week).toBe(11);
  });

  it('pairs teams differently for different seeds', () => {
    expect(slugs(fixtures('NFL', SUNDAY, 'one'))).not.toEqual(slugs(fixtures('NFL', SUNDAY, 'two')));
  });
});

describe('college slate', () => {
  it('plays 30 games on Saturdays, noon to 10:30pm Eastern, each school at most once', () => {
    const games = fixtures('NcaaFootball', SATURDAY);
    expect(games).toHaveLength(30);
    expect(new Set(slugs(games)).size).toBe(60);
    expect(easternTime(games[0] as Fixture)).toBe('12:00');
    expect(easternTime(games[games.length - 1] as Fixture)).toBe('22:30');
    expect(games.every((fixture) => fixture.week === 12)).toBe(true);
  });

  it('plays only on Saturdays', () => {
    for (let day = 0; day < 7; day++) {
      const date = addDays('2026-11-15', day);
      expect(fixtures('NcaaFootball', date).length > 0).toBe(date === SATURDAY);
    }
  });

  it('ranks 25 of the teams 1–25, each rank once', () => {
    const ranks = fixtures('NcaaFootball', SATURDAY)
      .flatMap((fixture) => [fixture.awayRank, fixture.homeRank])
      .filter((rank): rank is number => rank !== null)
      .sort((a, b) => a - b);
    expect(ranks).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});

describe('MLB slate', () => {
  it('plays all 30 teams every day in 15 games from 1:05pm to 10:10pm Eastern', () => {
    for (const date of ['2026-04-01', '2026-07-04', SUNDAY, '2027-01-15']) {
      const games = fixtures('MLB', date);
      expect(games).toHaveLength(15);
      expect(new Set(slugs(games)).size).toBe(30);
      expect(easternTime(games[0] as Fixture)).toBe('13:05');
      expect(easternTime(games[14] as Fixture)).toBe('22:10');
      expect(games.every((fixture) => fixture.week === null && fixture.awayRank === null)).toBe(true);
    }
  });
});

describe('NBA slate', () => {
  it('plays about 8 games a day between 7:00 and 10:30pm Eastern, each team at most once', () => {
    const counts: number[] = [];
    for (let day = 0; day < 60; day++) {
      const games = fixtures('NBA', addDays('2026-11-01', day));
      counts.push(games.length);
      expect(games.length).toBeGreaterThanOrEqual(6);
      expect(games.length).toBeLessThanOrEqual(10);
      expect(new Set(slugs(games)).size).toBe(games.length * 2);
      for (const fixture of games) {
        expect(easternTime(fixture) >= '19:00' && easternTime(fixture) <= '22:30').toBe(true);
      }
    }
    expect(counts.reduce((a, b) => a + b, 0) / counts.length).toBeCloseTo(8, 0);
  });
});

describe('every slate', () => {
  it('has url-safe, unique ids naming the league and day, in kickoff order', () => {
    expect(fixtures('NFL', SUNDAY)[2]?.id).toBe('sim-nfl-20261122-03');
    for (const league of SPORTS_LEAGUES) {
      for (const date of [SATURDAY, SUNDAY]) {
        const games = fixtures(league, date);
        expect(new Set(games.map((fixture) => fixture.id)).size).toBe(games.length);
        games.forEach((fixture, i) => {
          expect(SportsGameIdSchema.safeParse(fixture.id).success).toBe(true);
          expect(fixture.id.endsWith(`-${String(i + 1).padStart(2, '0')}`)).toBe(true);
          if (i > 0) expect(fixture.gameTime.getTime()).toBeGreaterThanOrEqual(games[i - 1]?.gameTime.getTime() ?? 0);
        });
      }
    }
  });

  it('dates each game by its Pacific calendar day', () => {
    for (const league of SPORTS_LEAGUES) {
      for (const date of [SATURDAY, SUNDAY, '2026-07-04', '2026-03-08']) {
        for (const fixture of fixtures(league, date)) {
          expect(fixture.date).toBe(date);
          expect(slateDate(fixture.gameTime)).toBe(date);
        }
      }
    }
  });

  it('is the same for the same seed and date', () => {
    for (const league of SPORTS_LEAGUES) expect(fixtures(league, SATURDAY)).toEqual(fixtures(league, SATURDAY));
  });
});
