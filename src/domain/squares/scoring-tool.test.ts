import { describe, expect, it } from 'vitest';
import { SCORE_NOT_WHOLE, checkScore, runningScoreError, scoreColumns, scoringRows, toolWinners, type ToolGame } from './scoring-tool.js';
import type { ClaimedSquare, DigitSet } from './types.js';
import { cumulativeScores } from './winners.js';

/** Row (column) c holds digit c. */
const straight: DigitSet = { rows: Array.from({ length: 10 }, (_, c) => [c]), cols: Array.from({ length: 10 }, (_, c) => [c]) };
const brief = (rows: ReturnType<typeof scoringRows>) => rows.map((r) => `${r.label} ${r.scores ? `${r.scores.away}-${r.scores.home} → ${r.digits?.away}/${r.digits?.home}` : '—'}`);

describe('score boxes', () => {
  it.each([
    ['Football', 'running', ['Q1', 'Half', 'Q3', 'Final']],
    ['Football', 'points', ['Q1', 'Q2', 'Q3', 'Q4', 'OT']],
    ['Baseball', 'running', ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', 'Final']],
    ['Baseball', 'points', ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', 'Extras']],
  ] as const)('%s, %s', (sport, mode, columns) => {
    expect(scoreColumns(sport, mode)).toEqual(columns);
  });

  it('a score is a whole number from 0; empty is not yet played', () => {
    expect(checkScore(' 17 ')).toEqual({ ok: true, value: 17 });
    expect(checkScore('0')).toEqual({ ok: true, value: 0 });
    expect(checkScore('')).toEqual({ ok: true, value: null });
    for (const bad of ['-3', '2.5', '7a', '1e2', '+4', '1000']) expect(checkScore(bad)).toEqual({ ok: false, error: SCORE_NOT_WHOLE });
    expect(SCORE_NOT_WHOLE).toBe('Scores are whole numbers, 0 or more.');
  });

  it('a running score cannot go down', () => {
    const columns = scoreColumns('Football', 'running');
    expect(runningScoreError(columns, [7, 3, null, null])).toBe("The running score can't go down: Half is lower than Q1.");
    expect(runningScoreError(columns, [7, null, 3, 10])).toBe("The running score can't go down: Q3 is lower than Q1.");
    expect(runningScoreError(columns, [7, 7, 10, 24])).toBeNull();
  });
});

describe('winning digits per period', () => {
  it('football, typed as the scoreboard shows it', () => {
    expect(brief(scoringRows('Football', 'running', [7, 10, 10, 20], [0, 13, 17, 24]))).toEqual([
      'Q1 7-0 → 7/0',
      'Half 10-13 → 0/3',
      'Q3 10-17 → 0/7',
      'Final 20-24 → 0/4',
    ]);
  });

  it('football, typed as points per quarter, overtime counting in the Final', () => {
    expect(brief(scoringRows('Football', 'points', [7, 3, 0, 7, 3], [0, 13, 4, 7, null]))).toEqual([
      'Q1 7-0 → 7/0',
      'Half 10-13 → 0/3',
      'Q3 10-17 → 0/7',
      'Final 20-24 → 0/4',
    ]);
    // The same totals as the settlement's running score.
    expect(cumulativeScores({ away: [7, 3, 0, 7, 3], home: [0, 13, 4, 7, 0] }, 'final')).toEqual({ away: 20, home: 24 });
  });

  it('a period waits for every box it needs', () => {
    expect(brief(scoringRows('Football', 'points', [7, null, 3, null, null], [0, 3, 0, null, null]))).toEqual(['Q1 7-0 → 7/0', 'Half —', 'Q3 —', 'Final —']);
    expect(brief(scoringRows('Football', 'running', [7, null, null, 21], [0, null, null, 14]))).toEqual(['Q1 7-0 → 7/0', 'Half —', 'Q3 —', 'Final 21-14 → 1/4']);
  });

  it('baseball pays every inning and the final, extras in the final', () => {
    const away = [0, 1, 0, 0, 2, 0, 0, 0, 1, 1];
    const home = [1, 0, 0, 0, 0, 2, 0, 0, 0, null];
    const rows = scoringRows('Baseball', 'points', away, home);
    expect(rows.map((r) => r.label)).toEqual(['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', 'Final']);
    expect(rows[4]?.scores).toEqual({ away: 3, home: 1 });
    expect(rows[8]?.scores).toEqual({ away: 4, home: 3 });
    expect(rows[9]?.scores).toEqual({ away: 5, home: 3 });
  });
});

describe('winning squares of one of our games', () => {
  const squares: ClaimedSquare[] = [
    { square: 70, uid: 'a', entryName: 'AB' },
    { square: 3, uid: 'b', entryName: 'CD' },
  ];
  const game: ToolGame = { size: 100, scoringPeriods: 'Every', changeTargetScores: 'SameAllGame', targetScores: [straight], squares };

  it('names the holder of each winning square, or none when it is empty', () => {
    const rows = scoringRows('Football', 'running', [7, 10, null, null], [0, 13, null, null]);
    expect(toolWinners('Football', rows, game)).toEqual([
      { label: 'Q1', rowCol: [7, 0], square: 70, uid: 'a', entryName: 'AB', scores: { away: 7, home: 0 } },
      { label: 'Half', rowCol: [0, 3], square: 3, uid: 'b', entryName: 'CD', scores: { away: 10, home: 13 } },
      { label: 'Q3', pending: true },
      { label: 'Final', pending: true },
    ]);
  });

  it('a 25-square game paying halves settles only Half and Final, on its own digit sets', () => {
    const paired: DigitSet = { rows: [0, 1, 2, 3, 4].map((c) => [2 * c, 2 * c + 1]), cols: [0, 1, 2, 3, 4].map((c) => [2 * c, 2 * c + 1]) };
    const swapped: DigitSet = { rows: [...paired.rows].reverse(), cols: paired.cols };
    const halves: ToolGame = { size: 25, scoringPeriods: 'Halves', changeTargetScores: 'ChangeEveryOtherPeriod', targetScores: [paired, swapped], squares: [] };
    const rows = scoringRows('Football', 'running', [7, 10, 10, 20], [0, 13, 17, 24]);
    const winners = toolWinners('Football', rows, halves);
    expect(winners.map((w) => w.label)).toEqual(['Half', 'Final']);
    // Half 10-13 on set 0: row of 0 is 0, column of 3 is 1 → square 1. Final 20-24 on set 1: row of 0 is 4, column of 4 is 2 → 22.
    expect(winners.map((w) => ('square' in w ? w.square : null))).toEqual([1, 22]);
    expect(winners.every((w) => 'entryName' in w && w.entryName === null)).toBe(true);
  });
});
