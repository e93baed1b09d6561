// The squares domain's own shapes (SPEC §3 Squares game, Squares entry, Period result).
// Structurally the same as src/contracts/squares.ts, which the domain may not import (DESIGN §3.1).

/** SPEC §5, §9: a grid has 25 (5×5) or 100 (10×10) squares. */
export type SquaresSize = 25 | 100;

/** SPEC §3 changeTargetScores: the form's never / at halftime / each quarter. */
export type ChangeTargetScores = 'SameAllGame' | 'ChangeEveryOtherPeriod' | 'ChangeEveryPeriod';

/** Which periods pay (issue #5 §4). A 100-square game always pays every period. */
export type ScoringPeriods = 'Every' | 'Halves' | 'Final';

/** SPEC §3 targetScores: one set of axis digits; rows are the away team, columns the home team. */
export interface DigitSet {
  /** One cell per row: one digit for size 100, two for size 25. */
  rows: number[][];
  cols: number[][];
}

/** Away and home points. */
export interface TeamScores {
  away: number;
  home: number;
}

/** SPEC §3 Period result: the winning square of one paying period. */
export interface PeriodResult {
  label: string;
  rowCol: [number, number];
  square: number;
  /** Null when the winning square was left empty. */
  uid: string | null;
  entryName: string | null;
  /** Cumulative score at the end of the period (baby shower: birth day and ounces). */
  scores: TeamScores;
}

/** The parts of a claimed square (SPEC §3 Squares entry) the rules read. */
export interface ClaimedSquare {
  square: number;
  uid: string;
  entryName: string;
}

/** Points per period, index 0 = period 1; baseball extras are one entry at index 9; null = not played. */
export interface PeriodScores {
  away: readonly (number | null)[];
  home: readonly (number | null)[];
}
