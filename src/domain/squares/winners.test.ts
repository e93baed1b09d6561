import { describe, expect, it } from 'vitest';
import { digitSetCount } from './periods.js';
import type { ChangeTargetScores, ClaimedSquare, DigitSet, PeriodScores, ScoringPeriods, SquaresSize } from './types.js';
import { completedPeriods, cumulativeScores, settleResults, winningSquare } from './winners.js';
import type { Sport } from '../sports/index.js';

/** Set k of size 100: row (column) c holds digit (c + k) mod 10, so each set puts a score elsewhere. */
const rotated = (k: number): DigitSet => {
  const axis = Array.from({ length: 10 }, (_, c) => [(c + k) % 10]);
  return { rows: axis, cols: axis };
};
/** Size 25: cell c holds 2c and 2c+1. */
const paired: DigitSet = { rows: [0, 1, 2, 3, 4].map((c) => [2 * c, 2 * c + 1]), cols: [0, 1, 2, 3, 4].map((c) => [2 * c, 2 * c + 1]) };

const everyone: ClaimedSquare[] = Array.from({ length: 100 }, (_, square) => ({ square, uid: `u${square}`, entryName: `P${square}` }));

function settle(
  sport: Sport,
  status: string,
  periodScores: PeriodScores,
  options: { size?: SquaresSize; scoring?: ScoringPeriods; change?: ChangeTargetScores; squares?: ClaimedSquare[]; sets?: DigitSet[] } = {},
) {
  const { size = 100, scoring = 'Every', change = 'SameAllGame', squares = everyone } = options;
  const sets = options.sets ?? Array.from({ length: digitSetCount(sport, change) }, (_, k) => rotated(k));
  return settleResults({ sport, status, periodScores, size, scoringPeriods: scoring, changeTargetScores: change, targetScores: sets, squares });
}
const brief = (results: ReturnType<typeof settleResults>) => results.map((r) => `${r.label} ${r.scores.away}-${r.scores.home} #${r.square}`);

describe('football winners', () => {
  // Away 7 3 0 7 | 3 (OT), home 0 10 7 3 | 0.
  const full: PeriodScores = { away: [7, 3, 0, 7, 3], home: [0, 10, 7, 3, 0] };
  const upTo = (n: number): PeriodScores => ({ away: full.away.slice(0, n), home: full.home.slice(0, n) });
  const q1 = 'Q1 7-0 #70';
  const half = 'Half 10-10 #0';
  const q3 = 'Q3 10-17 #7';

  it.each<[string, PeriodScores, string[]]>([
    ['NS', upTo(0), []],
    ['Warmup', upTo(0), []],
    ['Q1', upTo(1), []],
    ['Q2', upTo(2), [q1]],
    ['HT', upTo(2), [q1, half]],
    ['Q3', upTo(3), [q1, half]],
    ['Q4', upTo(4), [q1, half, q3]],
    ['OT', upTo(5), [q1, half, q3]],
    ['FT', upTo(4), [q1, half, q3, 'Final 17-20 #70']],
    ['AOT', upTo(5), [q1, half, q3, 'Final 20-20 #0']], // overtime counts in the Final
    ['PST', upTo(0), []],
    ['PST', upTo(3), [q1, half]], // postponed during Q3: settles nothing more
    ['CANC', upTo(2), [q1]],
  ])('%s after %j', (status, scores, expected) => {
    expect(brief(settle('Football', status, scores))).toEqual(expected);
  });

  it('a stat correction after Final re-settles to a different result', () => {
    const before = settle('Football', 'FT', upTo(4));
    const after = settle('Football', 'FT', { away: [7, 3, 0, 7], home: [0, 10, 7, 6] });
    expect(brief(after).slice(0, 3)).toEqual(brief(before).slice(0, 3));
    expect(after[3]).toMatchObject({ label: 'Final', scores: { away: 17, home: 23 }, square: 73, uid: 'u73', entryName: 'P73' });
    expect(after[3]?.square).not.toBe(before[3]?.square);
  });

  it.each<[ChangeTargetScores, number[]]>([
    ['SameAllGame', [0, 0, 0, 0]],
    ['ChangeEveryOtherPeriod', [0, 0, 1, 1]],
    ['ChangeEveryPeriod', [0, 1, 2, 3]],
  ])('%s reads Q1, Half, Q3, Final on sets %j', (change, sets) => {
    const results = settle('Football', 'AOT', full, { change });
    results.forEach((result, i) => {
      expect(result.rowCol).toEqual(winningSquare(result.scores, rotated(sets[i] ?? -1), 100).rowCol);
    });
    expect(results).toHaveLength(4);
  });

  it('25 squares by halves: Half and Final, two digits per cell', () => {
    expect(brief(settle('Football', 'HT', upTo(2), { size: 25, scoring: 'Halves', sets: [paired] }))).toEqual(['Half 10-10 #0']);
    const results = settle('Football', 'AOT', full, { size: 25, scoring: 'Halves', sets: [paired] });
    // Final 20-20: digit 0 is in cell 0 on both axes.
    expect(brief(results)).toEqual(['Half 10-10 #0', 'Final 20-20 #0']);
    const q3Final = settle('Football', 'FT', upTo(4), { size: 25, scoring: 'Final', sets: [paired] });
    // Final 17-20: 7 is in row cell 3 ([6, 7]), 0 in column cell 0.
    expect(q3Final).toEqual([{ label: 'Final', rowCol: [3, 0], square: 15, uid: 'u15', entryName: 'P15', scores: { away: 17, home: 20 } }]);
  });

  it('25 squares by quarters: four results even with overtime', () => {
    expect(settle('Football', 'AOT', full, { size: 25, sets: [paired] }).map((r) => r.label)).toEqual(['Q1', 'Half', 'Q3', 'Final']);
  });

  it('an empty winning square has no winner', () => {
    const [first] = settle('Football', 'Q2', upTo(2), { squares: [{ square: 1, uid: 'a', entryName: 'AB' }] });
    expect(first).toEqual({ label: 'Q1', rowCol: [7, 0], square: 70, uid: null, entryName: null, scores: { away: 7, home: 0 } });
  });

  it('settles nothing before the draw', () => {
    expect(settleResults({ sport: 'Football', status: 'FT', periodScores: full, size: 100, scoringPeriods: 'Every', changeTargetScores: 'SameAllGame', targetScores: null, squares: [] })).toEqual([]);
  });
});

describe('baseball winners', () => {
  // Tied 4-4 after nine; the away team scores 2 in extras (one entry at index 9).
  const game: PeriodScores = { away: [1, 0, 0, 2, 0, 0, 0, 1, 0, 2], home: [0, 0, 3, 0, 0, 0, 1, 0, 0, 0] };
  /** The first n innings; without the home half of the last one when the home team has not batted yet. */
  const upTo = (n: number, homeBatted = true): PeriodScores => ({
    away: game.away.slice(0, n),
    home: n === 0 ? [] : [...game.home.slice(0, n - 1), homeBatted ? (game.home[n - 1] ?? null) : null],
  });
  const innings = (n: number) => brief(settle('Baseball', 'FT', game)).slice(0, n);

  it('settles each inning 1–9 on the cumulative score and the Final with extras', () => {
    expect(brief(settle('Baseball', 'FT', game))).toEqual([
      '1st 1-0 #10', '2nd 1-0 #10', '3rd 1-3 #13', '4th 3-3 #33', '5th 3-3 #33',
      '6th 3-3 #33', '7th 3-4 #34', '8th 4-4 #44', '9th 4-4 #44', 'Final 6-4 #64',
    ]);
  });

  it.each<[string, PeriodScores, number]>([
    ['NS', upTo(0), 0],
    ['IN1', upTo(1, false), 0],
    ['IN5', upTo(5, false), 4],
    ['IN9', upTo(9), 8],
    ['EXTRAS', game, 9],
    ['INTR', upTo(6, false), 5], // rain delay in the 6th
    ['POST', upTo(0), 0],
    ['CANC', upTo(3), 2],
    ['ABD', upTo(7, false), 6],
  ])('%s on %j settles the first %i innings and no Final', (status, scores, count) => {
    expect(brief(settle('Baseball', status, scores))).toEqual(innings(count));
  });

  it('a home team that does not bat in the 9th counts nothing there', () => {
    const walkOff: PeriodScores = { away: [0, 0, 0, 0, 0, 0, 0, 0, 1], home: [2, 0, 0, 0, 0, 0, 0, 0, null] };
    expect(brief(settle('Baseball', 'FT', walkOff)).slice(-2)).toEqual(['9th 1-2 #12', 'Final 1-2 #12']);
  });

  it('changing digits every 3 innings reads sets 0, 0, 0, 1, 1, 1, 2, 2, 2, 2', () => {
    const results = settle('Baseball', 'FT', game, { change: 'ChangeEveryPeriod' });
    expect(results.map((r) => winningSquare(r.scores, rotated(0), 100).square === r.square)).toEqual([
      true, true, true, false, false, false, false, false, false, false,
    ]);
    const sets = [0, 0, 0, 1, 1, 1, 2, 2, 2, 2];
    results.forEach((r, i) => expect(r.rowCol).toEqual(winningSquare(r.scores, rotated(sets[i] ?? -1), 100).rowCol));
  });

  it('25 squares by halves pays the 5th and the Final', () => {
    expect(settle('Baseball', 'FT', game, { size: 25, scoring: 'Halves', sets: [paired] }).map((r) => r.label)).toEqual(['5th', 'Final']);
  });
});

describe('completedPeriods', () => {
  it.each<[Sport, string, PeriodScores, number, boolean]>([
    ['Football', 'FT', { away: [], home: [] }, 4, true],
    ['Football', 'CANC', { away: [0, 7], home: [0, 0] }, 1, false],
    ['Basketball', 'BT', { away: [20], home: [18] }, 1, false],
    ['Basketball', 'AWD', { away: [], home: [] }, 4, true],
    ['Basketball', 'SUSP', { away: [20, 22, 5], home: [18, 20, 2] }, 2, false],
    ['Baseball', 'FT', { away: [], home: [] }, 9, true],
  ])('%s %s', (sport, status, scores, periods, final) => {
    expect(completedPeriods(sport, status, scores)).toEqual({ periods, final });
  });

  it('refuses a status its sport does not have', () => {
    expect(() => completedPeriods('Football', 'IN3', { away: [], home: [] })).toThrow('Unknown Football status: IN3');
  });
});

describe('cumulativeScores and winningSquare', () => {
  it('sums periods, null as nothing', () => {
    expect(cumulativeScores({ away: [3, null, 7], home: [0, 0] }, 2)).toEqual({ away: 3, home: 0 });
    expect(cumulativeScores({ away: [3, null, 7], home: [0, 0] }, 'final')).toEqual({ away: 10, home: 0 });
  });

  it('refuses a digit set that does not cover the score', () => {
    expect(() => winningSquare({ away: 1, home: 1 }, { rows: [[0]], cols: [[1]] }, 100)).toThrow('Digit set does not cover');
  });
});
