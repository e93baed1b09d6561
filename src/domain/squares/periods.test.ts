import { describe, expect, it } from 'vitest';
import { digitSetCount, digitSetOfPeriod, payingPeriods } from './periods.js';
import type { ChangeTargetScores, ScoringPeriods, SquaresSize } from './types.js';
import type { Sport } from '../sports/index.js';

const summary = (sport: Sport, size: SquaresSize, scoring: ScoringPeriods, change: ChangeTargetScores) =>
  payingPeriods(sport, size, scoring, change).map((p) => `${p.label}@${p.through}:${p.digitSet}`);

describe('payingPeriods: football', () => {
  it.each<[SquaresSize, ScoringPeriods, ChangeTargetScores, string[]]>([
    [100, 'Every', 'SameAllGame', ['Q1@1:0', 'Half@2:0', 'Q3@3:0', 'Final@final:0']],
    [100, 'Every', 'ChangeEveryOtherPeriod', ['Q1@1:0', 'Half@2:0', 'Q3@3:1', 'Final@final:1']],
    [100, 'Every', 'ChangeEveryPeriod', ['Q1@1:0', 'Half@2:1', 'Q3@3:2', 'Final@final:3']],
    // A 100-square game always pays every period.
    [100, 'Final', 'SameAllGame', ['Q1@1:0', 'Half@2:0', 'Q3@3:0', 'Final@final:0']],
    [25, 'Every', 'SameAllGame', ['Q1@1:0', 'Half@2:0', 'Q3@3:0', 'Final@final:0']],
    [25, 'Halves', 'SameAllGame', ['Half@2:0', 'Final@final:0']],
    [25, 'Halves', 'ChangeEveryOtherPeriod', ['Half@2:0', 'Final@final:1']],
    [25, 'Halves', 'ChangeEveryPeriod', ['Half@2:1', 'Final@final:3']],
    [25, 'Final', 'ChangeEveryPeriod', ['Final@final:3']],
  ])('size %i, %s, %s', (size, scoring, change, expected) => {
    expect(summary('Football', size, scoring, change)).toEqual(expected);
  });
});

describe('payingPeriods: baseball', () => {
  const innings = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];
  it('pays after each inning on one digit set, then the Final', () => {
    expect(summary('Baseball', 100, 'Every', 'SameAllGame')).toEqual([...innings.map((l, i) => `${l}@${i + 1}:0`), 'Final@final:0']);
  });

  it.each<ChangeTargetScores>(['ChangeEveryOtherPeriod', 'ChangeEveryPeriod'])('%s changes digits every 3 innings', (change) => {
    expect(summary('Baseball', 100, 'Every', change)).toEqual([
      ...innings.map((l, i) => `${l}@${i + 1}:${Math.floor(i / 3)}`),
      'Final@final:2',
    ]);
  });

  it.each<[ScoringPeriods, string[]]>([
    ['Halves', ['5th@5:0', 'Final@final:0']],
    ['Final', ['Final@final:0']],
  ])('25 squares, %s', (scoring, expected) => {
    expect(summary('Baseball', 25, scoring, 'SameAllGame')).toEqual(expected);
  });

  it('25 squares by halves with changing digits: 5th on the middle set, Final on the last', () => {
    expect(summary('Baseball', 25, 'Halves', 'ChangeEveryPeriod')).toEqual(['5th@5:1', 'Final@final:2']);
  });
});

describe('digitSetCount and digitSetOfPeriod', () => {
  it.each<[Sport, ChangeTargetScores, number]>([
    ['Football', 'SameAllGame', 1],
    ['Football', 'ChangeEveryOtherPeriod', 2],
    ['Football', 'ChangeEveryPeriod', 4],
    ['Baseball', 'SameAllGame', 1],
    ['Baseball', 'ChangeEveryOtherPeriod', 3],
    ['Baseball', 'ChangeEveryPeriod', 3],
  ])('%s %s draws %i sets', (sport, change, count) => {
    expect(digitSetCount(sport, change)).toBe(count);
  });

  it('overtime and extra innings use the last regular period’s set', () => {
    expect(digitSetOfPeriod('Football', 'ChangeEveryPeriod', 5)).toBe(3);
    expect(digitSetOfPeriod('Baseball', 'ChangeEveryPeriod', 10)).toBe(2);
  });

  it('every paying period’s set exists among the drawn sets', () => {
    for (const sport of ['Football', 'Baseball', 'Basketball'] as const)
      for (const change of ['SameAllGame', 'ChangeEveryOtherPeriod', 'ChangeEveryPeriod'] as const)
        for (const scoring of ['Every', 'Halves', 'Final'] as const)
          for (const period of payingPeriods(sport, 25, scoring, change)) expect(period.digitSet).toBeLessThan(digitSetCount(sport, change));
  });
});
