import { describe, expect, it } from 'vitest';
import { digitSetInPlay, winningScenarios } from './scenarios.js';
import type { DigitSet } from './types.js';

const rotated = (k: number): DigitSet => {
  const axis = Array.from({ length: 10 }, (_, c) => [(c + k) % 10]);
  return { rows: axis, cols: axis };
};

describe('winningScenarios (+1, +2, +3, +7)', () => {
  it('moves the away digit for away points and the home digit for home points', () => {
    const scenarios = winningScenarios({
      scores: { away: 14, home: 9 },
      digitSet: rotated(0),
      size: 100,
      squares: [{ square: 69, uid: 'u', entryName: 'AB' }],
    });
    expect(scenarios.map((s) => `${s.team}+${s.points} ${s.scores.away}-${s.scores.home} #${s.square} ${s.entryName ?? '-'}`)).toEqual([
      'away+1 15-9 #59 -',
      'away+2 16-9 #69 AB',
      'away+3 17-9 #79 -',
      'away+7 21-9 #19 -',
      'home+1 14-10 #40 -',
      'home+2 14-11 #41 -',
      'home+3 14-12 #42 -',
      'home+7 14-16 #46 -',
    ]);
    expect(scenarios[1]).toMatchObject({ uid: 'u', rowCol: [6, 9] });
  });

  it('uses two-digit cells at size 25', () => {
    const pairs: DigitSet = { rows: [0, 1, 2, 3, 4].map((c) => [2 * c, 2 * c + 1]), cols: [0, 1, 2, 3, 4].map((c) => [2 * c, 2 * c + 1]) };
    const [awayPlusOne] = winningScenarios({ scores: { away: 0, home: 9 }, digitSet: pairs, size: 25, squares: [] });
    expect(awayPlusOne).toMatchObject({ rowCol: [0, 4], square: 4 });
  });
});

describe('digitSetInPlay', () => {
  const sets = [0, 1, 2, 3].map(rotated);
  const base = { sport: 'Football' as const, size: 100 as const, scoringPeriods: 'Every' as const, changeTargetScores: 'ChangeEveryPeriod' as const, targetScores: sets };

  it.each([
    [0, 0],
    [1, 1], // Q2 in play: the Half's set
    [2, 2],
    [3, 3],
    [4, 3], // overtime plays on the Final's set
  ])('after %i quarters: set %i', (periods, set) => {
    expect(digitSetInPlay({ ...base, completed: { periods, final: false } })).toBe(sets[set]);
  });

  it('looks ahead to the next paying period with halves scoring', () => {
    expect(digitSetInPlay({ ...base, size: 25, scoringPeriods: 'Halves', completed: { periods: 0, final: false } })).toBe(sets[1]);
  });

  it('is null before the draw and after the Final', () => {
    expect(digitSetInPlay({ ...base, targetScores: null, completed: { periods: 0, final: false } })).toBeNull();
    expect(digitSetInPlay({ ...base, completed: { periods: 4, final: true } })).toBeNull();
  });
});
