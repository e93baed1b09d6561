import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SPORTS_LEAGUES, type SportsLeague } from '../../../../domain/sports/leagues.js';
import { advanceManual, finishManual, isOver, manualTimer, type ManualContext, type ManualState } from './manual.js';
import { createRandom } from './random.js';
import { totalOf } from './timeline.js';

const EXPECTED: Record<SportsLeague, { away: number; home: number }> = {
  NFL: { away: 21, home: 23 },
  NcaaFootball: { away: 27, home: 30 },
  MLB: { away: 4.2, home: 4.4 },
  NBA: { away: 111, home: 114 },
};

const contextFor = (league: SportsLeague, seed = 'manual-test'): ManualContext => ({
  league,
  expected: EXPECTED[league],
  random: (step) => createRandom(seed, step),
});

const at = (status: ManualState['status'], away: (number | null)[], home: (number | null)[]): ManualState => ({
  status,
  periodScores: { away, home },
});

const NOT_STARTED = at('NS', [], []);
const representable = (points: number | null) => points === null || points === 0 || (points >= 3 && points !== 4 && points !== 5);

function walk(league: SportsLeague, from: ManualState, seed?: string): ManualState[] {
  const context = contextFor(league, seed);
  const states = [from];
  let current = from;
  while (!isOver(league, current.status) && states.length < 40) {
    current = advanceManual(context, current);
    states.push(current);
  }
  return states;
}

describe('advanceManual: football', () => {
  it('steps NS → Q1 → Q2 → HT → Q3 → Q4 → FT/OT, one entry per quarter begun', () => {
    const states = walk('NFL', NOT_STARTED);
    expect(states.slice(0, 6).map((s) => s.status)).toEqual(['NS', 'Q1', 'Q2', 'HT', 'Q3', 'Q4']);
    expect(states.slice(0, 6).map((s) => s.periodScores.away.length)).toEqual([0, 1, 2, 2, 3, 4]);
    expect(states[1]?.periodScores).toEqual({ away: [0], home: [0] });
    expect(['FT', 'OT']).toContain(states[6]?.status);
  });

  it('adds points only to the quarter that ended', () => {
    const before = at('Q2', [7, 3], [0, 0]);
    const after = advanceManual(contextFor('NFL'), before);
    expect(after.status).toBe('HT');
    expect(after.periodScores.away[0]).toBe(7);
    expect(after.periodScores.home[0]).toBe(0);
    expect(after.periodScores.away[1]).toBeGreaterThanOrEqual(3);
  });

  it('sends a tie after Q4 to OT and OT to a winner (AOT)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('NFL' as const, 'NcaaFootball' as const), (seed, league) => {
        const tied = at('OT', [7, 7, 0, 3, 0], [0, 14, 3, 0, 0]);
        const states = walk(league, tied, seed);
        const final = states[states.length - 1];
        expect(final?.status).toBe('AOT');
        expect(totalOf(final?.periodScores.away ?? [])).not.toBe(totalOf(final?.periodScores.home ?? []));
        expect(final?.periodScores.away.length).toBeLessThanOrEqual(league === 'NFL' ? 5 : 10);
      }),
    );
  });

  it('scores only sums of 3, 6, 7 and 8 in each period', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('NFL' as const, 'NcaaFootball' as const), (seed, league) => {
        const final = finishManual(contextFor(league, seed), NOT_STARTED);
        for (const points of [...final.periodScores.away, ...final.periodScores.home]) expect(representable(points)).toBe(true);
      }),
    );
  });

  it('resumes a postponed game at the quarter its scores reach', () => {
    expect(advanceManual(contextFor('NFL'), at('PST', [7, 0], [3, 0]))).toEqual(at('Q2', [7, 0], [3, 0]));
    expect(advanceManual(contextFor('NFL'), at('Warmup', [], []))).toEqual(at('Q1', [0], [0]));
  });
});

describe('advanceManual: baseball', () => {
  it('ends an inning with both halves and opens the top of the next', () => {
    const after = advanceManual(contextFor('MLB'), at('IN3', [0, 1, 0], [2, 0]));
    expect(after.status).toBe('IN4');
    expect(after.periodScores.away).toHaveLength(4);
    expect(after.periodScores.away[3]).toBe(0);
    expect(after.periodScores.home).toHaveLength(3);
    expect(after.periodScores.away.slice(0, 2)).toEqual([0, 1]);
  });

  it('only plays the bottom half when the top is already over', () => {
    const after = advanceManual(contextFor('MLB'), at('IN3', [0, 1, 2], [2, 0, 0]));
    expect(after.periodScores.away.slice(0, 3)).toEqual([0, 1, 2]);
  });

  it('skips the bottom of the 9th when home leads, else goes to EXTRAS on a tie', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const after = advanceManual(contextFor('MLB', seed), at('IN9', [0, 0, 0, 0, 0, 0, 0, 0], [5, 0, 0, 0, 0, 0, 0, 0]));
        const away = totalOf(after.periodScores.away);
        const home = totalOf(after.periodScores.home);
        if (after.status === 'EXTRAS') {
          expect(away).toBe(home);
          expect(after.periodScores.away).toHaveLength(10);
        } else {
          expect(after.status).toBe('FT');
          expect(away).not.toBe(home);
          if (away < 5) expect(after.periodScores.home[8]).toBeNull();
        }
      }),
    );
  });

  it('plays extras to a winner in one aggregated entry', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const nine = [1, 0, 0, 0, 0, 0, 0, 0, 0];
        const after = advanceManual(contextFor('MLB', seed), at('EXTRAS', [...nine, 0], [...nine]));
        expect(after.status).toBe('FT');
        expect(after.periodScores.away).toHaveLength(10);
        expect(after.periodScores.home).toHaveLength(10);
        expect(totalOf(after.periodScores.away)).not.toBe(totalOf(after.periodScores.home));
      }),
    );
  });

  it('resumes a delayed game in its inning', () => {
    expect(advanceManual(contextFor('MLB'), at('INTR', [0, 0, 1, 0, 0], [0, 0, 0, 0]))).toEqual(at('IN5', [0, 0, 1, 0, 0], [0, 0, 0, 0]));
    expect(advanceManual(contextFor('MLB'), NOT_STARTED)).toEqual(at('IN1', [0], []));
  });
});

describe('advanceManual: basketball', () => {
  it('steps through quarters and halftime, and from a break to the next quarter', () => {
    expect(walk('NBA', NOT_STARTED).slice(0, 6).map((s) => s.status)).toEqual(['NS', 'Q1', 'Q2', 'HT', 'Q3', 'Q4']);
    expect(advanceManual(contextFor('NBA'), at('BT', [30], [28]))).toEqual(at('Q2', [30, 0], [28, 0]));
    expect(advanceManual(contextFor('NBA'), at('BT', [30, 25, 20], [28, 30, 22]))).toEqual(at('Q4', [30, 25, 20, 0], [28, 30, 22, 0]));
  });

  it('plays overtimes, one entry each, until someone leads', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const states = walk('NBA', at('OT', [25, 25, 25, 25, 0], [25, 25, 25, 25, 0]), seed);
        const final = states[states.length - 1];
        expect(final?.status).toBe('AOT');
        expect(totalOf(final?.periodScores.away ?? [])).not.toBe(totalOf(final?.periodScores.home ?? []));
        expect(final?.periodScores.away.length).toBeLessThanOrEqual(10);
      }),
    );
  });
});

describe('finishManual', () => {
  it('plays any league from NS to a final with a winner', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...SPORTS_LEAGUES), (seed, league) => {
        const final = finishManual(contextFor(league, seed), NOT_STARTED);
        expect(isOver(league, final.status)).toBe(true);
        expect(totalOf(final.periodScores.away)).not.toBe(totalOf(final.periodScores.home));
      }),
    );
  });

  it('is deterministic per seed and leaves a finished game alone', () => {
    expect(finishManual(contextFor('NBA'), NOT_STARTED)).toEqual(finishManual(contextFor('NBA'), NOT_STARTED));
    const final = at('FT', [7, 0, 0, 3], [0, 0, 0, 0]);
    expect(advanceManual(contextFor('NFL'), final)).toBe(final);
    expect(finishManual(contextFor('NFL'), at('CANC', [], []))).toEqual(at('CANC', [], []));
  });
});

describe('manualTimer', () => {
  it.each([
    ['NFL', at('Q2', [7, 0], [0, 0]), '15:00 - 2nd'],
    ['NFL', at('HT', [7, 0], [0, 0]), 'Halftime'],
    ['NFL', at('OT', [7, 0, 0, 0, 0], [7, 0, 0, 0, 0]), '10:00 - OT'],
    ['NcaaFootball', at('OT', [0, 0, 0, 7, 7, 0], [0, 0, 0, 7, 7, 0]), '2OT'],
    ['NBA', at('Q3', [30, 30, 0], [30, 30, 0]), '12:00 - 3rd'],
    ['NBA', at('OT', [1, 1, 1, 1, 0], [1, 1, 1, 1, 0]), '5:00 - OT'],
    ['NBA', at('BT', [30], [30]), 'End of 1st'],
    ['MLB', at('IN5', [0, 0, 0, 0, 0], [0, 0, 0, 0]), 'Top 5th'],
    ['MLB', at('IN5', [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]), 'Bot 5th'],
    ['MLB', at('EXTRAS', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0]), 'Extras'],
    ['NFL', at('FT', [7, 0, 0, 0], [0, 0, 0, 0]), null],
    ['MLB', NOT_STARTED, null],
    ['MLB', at('INTR', [0, 0], [0]), null],
  ] as const)('%s %o reads %s', (league, state, timer) => {
    expect(manualTimer(league, state)).toBe(timer);
  });
});
