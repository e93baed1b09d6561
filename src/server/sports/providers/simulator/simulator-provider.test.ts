import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SportsGameSchema, type SportsGame } from '../../../../contracts/sports.js';
import { addDays, slateDate } from '../../../../domain/sports/calendar.js';
import { SPORTS_LEAGUES, sportOfLeague } from '../../../../domain/sports/leagues.js';
import { statusStateOf } from '../../../../domain/sports/statuses.js';
import { findTeamBySlug } from '../../../../domain/sports/teams/index.js';
import { FeedError } from '../../provider.js';
import { createSimulatorProvider, SimulatorInputError, type SimulatorProvider } from './index.js';

const MINUTE = 60_000;
// NFL week 11 of 2026: Thursday 19 to Monday 23 November; college Saturday 21 November.
const SUNDAY = '2026-11-22';
const SATURDAY = '2026-11-21';
const SUNDAY_NOON_PT = new Date('2026-11-22T20:00:00Z');

function simulator(options: { seed?: string; speed?: number; at?: Date } = {}) {
  let now = options.at ?? SUNDAY_NOON_PT;
  const provider = createSimulatorProvider({ seed: options.seed ?? 'provider-test', speed: options.speed ?? 1, now: () => now });
  return {
    provider,
    setNow: (next: Date | number) => {
      now = new Date(next);
    },
  };
}

const total = (scores: readonly (number | null)[]) => scores.reduce<number>((sum, points) => sum + (points ?? 0), 0);
const stateOf = (game: SportsGame) => {
  const sport = game.sport;
  return statusStateOf({ sport, status: game.status });
};
const kickoff = (game: SportsGame) => Date.parse(game.gameTime);

function inputError(run: () => unknown): SimulatorInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof SimulatorInputError) return error;
    throw error;
  }
  throw new Error('expected a SimulatorInputError');
}

function firstGame(provider: SimulatorProvider, league: (typeof SPORTS_LEAGUES)[number] = 'NFL', date = SUNDAY): SportsGame {
  const game = provider.listGames(league, date)[0];
  if (game === undefined) throw new Error(`no ${league} game on ${date}`);
  return game;
}

describe('the simulator provider', () => {
  it('names itself and plays all four leagues', () => {
    const { provider } = simulator();
    expect(provider.name).toBe('simulator');
    expect([...provider.leagues].sort()).toEqual([...SPORTS_LEAGUES].sort());
  });

  it('refuses a speed that is not a positive number', () => {
    for (const speed of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createSimulatorProvider({ seed: 's', speed, now: () => new Date() })).toThrow(RangeError);
    }
  });
});

describe('simulated games', () => {
  it('all pass SportsGameSchema before, during and after play, in every league', () => {
    const { provider, setNow } = simulator();
    for (const at of ['2026-11-21T12:00:00Z', '2026-11-22T19:30:00Z', '2026-11-22T21:10:00Z', '2026-11-23T02:30:00Z', '2026-11-25T00:00:00Z']) {
      setNow(new Date(at));
      for (const league of SPORTS_LEAGUES) {
        for (const date of [SATURDAY, SUNDAY]) {
          for (const game of provider.listGames(league, date)) {
            const parsed = SportsGameSchema.safeParse(game);
            expect(parsed.success ? null : parsed.error.issues).toBeNull();
          }
        }
      }
    }
  });

  it('carry our team data, a record, and college ranks and conferences', () => {
    const { provider } = simulator();
    for (const league of SPORTS_LEAGUES) {
      for (const game of provider.listGames(league, league === 'NcaaFootball' ? SATURDAY : SUNDAY)) {
        expect(game.provider).toBe('simulator');
        expect(game.sport).toBe(sportOfLeague(league));
        expect(game.stage).toBe('Regular Season');
        expect(game.week === null).toBe(game.sport !== 'Football');
        for (const team of [game.teams.away, game.teams.home]) {
          const info = findTeamBySlug(league, team.slug ?? '');
          expect(info).toBeDefined();
          expect(team).toMatchObject({
            name: info?.name,
            city: info?.city,
            teamCode: info?.code,
            primaryColor: info?.primaryColor,
            secondaryColor: info?.secondaryColor,
          });
          expect(team.record).toMatch(/^\d+-\d+$/);
          expect(team.conference).toBe(league === 'NcaaFootball' ? info?.conference : null);
          if (league !== 'NcaaFootball') expect(team.rank).toBeNull();
        }
      }
    }
  });

  it('predict what their odds imply', () => {
    const { provider } = simulator();
    for (const game of provider.listGames('NBA', SUNDAY)) {
      const { away, home } = game.odds?.vegasOdds ?? { away: 0, home: 0 };
      const implied = 1 / home / (1 / home + 1 / away);
      expect(game.predictions?.homeWinProbability).toBeCloseTo(implied, 4);
    }
  });

  it('are identical for the same seed and moment (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...SPORTS_LEAGUES), fc.integer({ min: -60, max: 600 }), (seed, league, minutes) => {
        const at = new Date(Date.parse('2026-11-22T18:00:00Z') + minutes * MINUTE);
        const date = league === 'NcaaFootball' ? SATURDAY : SUNDAY;
        const one = simulator({ seed, at }).provider.listGames(league, date);
        const two = simulator({ seed, at }).provider.listGames(league, date);
        expect(one).toEqual(two);
      }),
      { numRuns: 40 },
    );
  });

  it('differ between seeds', () => {
    const matchups = (seed: string) => simulator({ seed }).provider.listGames('NFL', SUNDAY).map((g) => `${g.teams.away.slug}@${g.teams.home.slug}`);
    expect(matchups('one')).not.toEqual(matchups('two'));
  });
});

describe('the clock', () => {
  it('reads NS before kickoff and the first period from kickoff (no Warmup)', () => {
    const { provider, setNow } = simulator();
    const game = firstGame(provider);
    setNow(kickoff(game) - 1);
    expect(provider.getGame(game.id)).toMatchObject({ status: 'NS', periodScores: { away: [], home: [] }, timer: null });
    setNow(kickoff(game));
    expect(provider.getGame(game.id)).toMatchObject({ status: 'Q1', periodScores: { away: [0], home: [0] }, timer: '15:00 - 1st' });
  });

  it('plays a whole game in about three hours at speed 1, with halftime at 80 minutes', () => {
    const { provider, setNow } = simulator();
    const game = firstGame(provider);
    setNow(kickoff(game) + 85 * MINUTE);
    expect(provider.getGame(game.id).status).toBe('HT');
    setNow(kickoff(game) + 4 * 60 * MINUTE);
    expect(['FT', 'AOT']).toContain(provider.getGame(game.id).status);
  });

  it('finishes an NFL game within 3.5 real minutes of kickoff at speed 60 (SIM_SPEED)', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      for (const date of [SUNDAY, addDays(SUNDAY, 7), addDays(SUNDAY, 14)]) {
        const { provider, setNow } = simulator({ seed, speed: 60 });
        for (const game of provider.listGames('NFL', date)) {
          setNow(kickoff(game) + 2.5 * MINUTE);
          expect(stateOf(provider.getGame(game.id))).toBe('InPlay');
          setNow(kickoff(game) + 3.5 * MINUTE);
          const final = provider.getGame(game.id);
          expect(['FT', 'AOT']).toContain(final.status);
          expect(total(final.periodScores.away)).not.toBe(total(final.periodScores.home));
        }
      }
    }
  });

  it('ends every game of a slate final with a winner', () => {
    const { provider } = simulator({ at: new Date('2026-11-30T00:00:00Z') });
    for (const league of SPORTS_LEAGUES) {
      for (const game of provider.listGames(league, league === 'NcaaFootball' ? SATURDAY : SUNDAY)) {
        expect(stateOf(game)).toBe('Done');
        expect(total(game.periodScores.away)).not.toBe(total(game.periodScores.home));
      }
    }
  });

  it('never lowers a score as time passes (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...SPORTS_LEAGUES), fc.array(fc.integer({ min: 0, max: 16 * 60 }), { minLength: 2, maxLength: 8 }), (seed, league, minutes) => {
        const { provider, setNow } = simulator({ seed });
        const date = league === 'NcaaFootball' ? SATURDAY : SUNDAY;
        const id = firstGame(provider, league, date).id;
        const readings = [...minutes]
          .sort((a, b) => a - b)
          .map((m) => {
            setNow(Date.parse(`${date}T16:00:00Z`) + m * MINUTE);
            return provider.getGame(id);
          });
        for (let i = 1; i < readings.length; i++) {
          expect(total(readings[i]?.periodScores.away ?? [])).toBeGreaterThanOrEqual(total(readings[i - 1]?.periodScores.away ?? []));
          expect(total(readings[i]?.periodScores.home ?? [])).toBeGreaterThanOrEqual(total(readings[i - 1]?.periodScores.home ?? []));
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('fetchSchedule and fetchLive', () => {
  it('return every slate day’s games in the range', async () => {
    const { provider } = simulator();
    expect((await provider.fetchSchedule('NFL', '2026-11-19', '2026-11-23')).games).toHaveLength(16);
    const mlb = await provider.fetchSchedule('MLB', '2026-07-01', '2026-07-03');
    expect(mlb.games).toHaveLength(45);
    expect(new Set(mlb.games.map((g) => g.date))).toEqual(new Set(['2026-07-01', '2026-07-02', '2026-07-03']));
    expect(mlb.skipped).toEqual([]);
    expect((await provider.fetchSchedule('NcaaFootball', '2026-11-22', '2026-11-27')).games).toEqual([]);
    expect((await provider.fetchSchedule('NBA', '2026-11-23', '2026-11-22')).games).toEqual([]);
  });

  it('fail as a whole on a bad request', async () => {
    const { provider } = simulator();
    await expect(provider.fetchSchedule('NFL', '2026-11-31', '2026-12-01')).rejects.toBeInstanceOf(FeedError);
    await expect(provider.fetchSchedule('NFL', '2026-01-01', '2027-12-31')).rejects.toThrow(/at most 366 days/);
    await expect(provider.fetchLive('NHL' as 'NFL', SUNDAY)).rejects.toThrow(/Unknown league NHL/);
  });

  it('fetchLive gives the day’s games as they stand now, controls applied', async () => {
    const { provider, setNow } = simulator();
    const game = firstGame(provider);
    setNow(kickoff(game) + 30 * MINUTE);
    provider.override(game.id, { status: 'Q3', periodScores: { away: [7, 3, 0], home: [0, 14, 0] } });
    const live = await provider.fetchLive('NFL', SUNDAY);
    expect(live.games).toHaveLength(14);
    expect(live.games.find((g) => g.id === game.id)).toMatchObject({ status: 'Q3', periodScores: { away: [7, 3, 0], home: [0, 14, 0] } });
    expect(live.games.filter((g) => g.id !== game.id).every((g) => g.status !== 'Q3')).toBe(true);
  });
});

describe('listGames and findGame', () => {
  it('list today’s slate day (Pacific) by default', () => {
    const { provider } = simulator({ at: new Date('2026-11-23T06:00:00Z') }); // 22:00 Sunday in Los Angeles
    expect(slateDate(new Date('2026-11-23T06:00:00Z'))).toBe(SUNDAY);
    expect(provider.listGames('NFL').map((g) => g.id)).toEqual(provider.listGames('NFL', SUNDAY).map((g) => g.id));
  });

  it('reject an unknown league or a bad date', () => {
    const { provider } = simulator();
    expect(inputError(() => provider.listGames('XFL' as 'NFL', SUNDAY)).code).toBe('invalid-input');
    expect(inputError(() => provider.listGames('NFL', '22/11/2026')).code).toBe('invalid-input');
  });

  it('find a game by id, or none', () => {
    const { provider } = simulator();
    const game = firstGame(provider, 'MLB');
    expect(provider.findGame(game.id)).toEqual(game);
    for (const id of ['sim-mlb-20261122-99', 'sim-xfl-20261122-01', 'sim-mlb-20261332-01', 'espn-123', '', 'sim-nfl-20261124-01']) {
      expect(provider.findGame(id)).toBeNull();
      expect(inputError(() => provider.getGame(id)).code).toBe('unknown-game');
    }
  });
});

describe('test controls', () => {
  it('override sets status and scores and freezes the game there', () => {
    const { provider, setNow } = simulator();
    const game = firstGame(provider);
    setNow(kickoff(game) - 60 * MINUTE);
    const overridden = provider.override(game.id, { status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] } });
    expect(overridden).toMatchObject({ status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] }, timer: '15:00 - 2nd' });
    setNow(kickoff(game) + 5 * 60 * MINUTE);
    expect(provider.getGame(game.id)).toEqual(overridden);
  });

  it('override rejects what the sport does not allow, and changes nothing', () => {
    const { provider } = simulator();
    const game = firstGame(provider);
    expect(inputError(() => provider.override(game.id, { status: 'IN3' })).code).toBe('invalid-status');
    expect(inputError(() => provider.override(game.id, { status: 'Q1', periodScores: { away: [-7], home: [0] } })).code).toBe('invalid-period-scores');
    expect(inputError(() => provider.override(game.id, { status: 'OT', periodScores: { away: [0, 0, 0, 0, 0, 0], home: [] } })).code).toBe('invalid-period-scores');
    expect(inputError(() => provider.override('sim-nfl-20261122-77', { status: 'Q1' })).code).toBe('unknown-game');
    expect(provider.getGame(game.id)).toEqual(game);
  });

  it('advance steps a clock-run game through its own script, so it plays the game the clock would', () => {
    const { provider, setNow } = simulator();
    const clock = simulator().provider;
    const game = firstGame(provider);
    setNow(kickoff(game) - 10 * MINUTE);
    const steps = ['Q1', 'Q2', 'HT', 'Q3', 'Q4'].map((expected) => {
      const stepped = provider.advance(game.id, 'period');
      expect(stepped.status).toBe(expected);
      return stepped;
    });
    expect(steps.map((s) => s.periodScores.away.length)).toEqual([1, 2, 2, 3, 4]);
    // Halftime by steps is halftime by the clock (80 minutes after kickoff at speed 1).
    const clockAtHalf = simulator({ at: new Date(kickoff(game) + 80 * MINUTE) }).provider.getGame(game.id);
    expect(steps[2]).toEqual(clockAtHalf);
    const final = provider.advance(game.id, 'final');
    expect(['FT', 'AOT']).toContain(final.status);
    const clockFinal = simulator({ at: new Date(kickoff(game) + 12 * 60 * MINUTE) }).provider.getGame(game.id);
    expect(final).toEqual(clockFinal);
    expect(stateOf(clock.getGame(game.id))).toBe('InPlay'); // another instance still runs on the clock
    // A final game stays final.
    expect(provider.advance(game.id, 'period')).toEqual(final);
  });

  it('advance from an override plays on with simulated points to a final with a winner', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...SPORTS_LEAGUES), (seed, league) => {
        const { provider } = simulator({ seed });
        const date = league === 'NcaaFootball' ? SATURDAY : SUNDAY;
        const game = firstGame(provider, league, date);
        const tied = league === 'MLB' ? { status: 'IN9', periodScores: { away: [1, 0, 0, 0, 0, 0, 0, 0, 0], home: [0, 0, 0, 0, 0, 0, 0, 0, 1] } } : { status: 'Q4', periodScores: { away: [3, 0, 0, 0], home: [0, 3, 0, 0] } };
        provider.override(game.id, tied);
        const final = provider.advance(game.id, 'final');
        expect(stateOf(final)).toBe('Done');
        expect(total(final.periodScores.away)).not.toBe(total(final.periodScores.home));
        expect(final.periodScores.away.slice(0, 3)).toEqual(tied.periodScores.away.slice(0, 3));
        expect(SportsGameSchema.safeParse(final).success).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('advance period by period from an override: Q4 → FT, or OT when tied', () => {
    const { provider } = simulator();
    const game = firstGame(provider, 'NBA');
    provider.override(game.id, { status: 'Q4', periodScores: { away: [30, 25, 28, 0], home: [27, 30, 26, 0] } });
    const next = provider.advance(game.id, 'period');
    const tie = total(next.periodScores.away) === total(next.periodScores.home);
    expect(next.status).toBe(tie ? 'OT' : 'FT');
    expect(next.periodScores.away.slice(0, 3)).toEqual([30, 25, 28]);
  });

  it('advance refuses an unknown target or game', () => {
    const { provider } = simulator();
    const game = firstGame(provider);
    expect(inputError(() => provider.advance(game.id, 'quarter' as 'period')).code).toBe('invalid-input');
    expect(inputError(() => provider.advance('nope', 'final')).code).toBe('unknown-game');
  });

  it('release hands a game back to the clock', () => {
    const { provider } = simulator();
    const game = firstGame(provider);
    provider.advance(game.id, 'final');
    expect(provider.release(game.id)).toEqual(game);
  });

  it('controls are per provider instance, keyed by game', () => {
    const { provider } = simulator();
    const [first, second] = provider.listGames('MLB', SUNDAY);
    if (first === undefined || second === undefined) throw new Error('two games');
    provider.override(first.id, { status: 'IN2', periodScores: { away: [1, 0], home: [0] } });
    expect(provider.getGame(second.id)).toEqual(second);
    expect(simulator().provider.getGame(first.id)).toEqual(first);
  });
});
