// The squares domain's own shapes (docs/product/squares.md, Squares entry, Period result).
// Structurally the same as src/contracts/squares.ts, which the domain may not import (ARCHITECTURE.md#layers).

/** A grid has 25 (5×5) or 100 (10×10) squares (docs/product/squares.md). */
export const SQUARES_SIZES = [25, 100] as const;
export type SquaresSize = (typeof SQUARES_SIZES)[number];

/** A pool on a sports game, or a baby shower's birth weight and date. */
export const SQUARES_VARIANTS = ['SportsGame', 'BabyShower'] as const;
export type SquaresVariant = (typeof SQUARES_VARIANTS)[number];

/** changeTargetScores: the form's never / at halftime / each quarter (baseball: never / every 3 innings). */
export const CHANGE_TARGET_SCORES = ['SameAllGame', 'ChangeEveryOtherPeriod', 'ChangeEveryPeriod'] as const;
export type ChangeTargetScores = (typeof CHANGE_TARGET_SCORES)[number];

/** Which periods pay: every period, halves, or the final only. A 100-square game always pays every period. */
export const SCORING_PERIODS = ['Every', 'Halves', 'Final'] as const;
export type ScoringPeriods = (typeof SCORING_PERIODS)[number];

/** Who locked a grid: the host, or the game itself at kickoff. */
export const LOCKED_BY = ['host', 'kickoff'] as const;
export type LockedBy = (typeof LOCKED_BY)[number];

/** docs/product/squares.md#the-digits-draw targetScores: one set of axis digits; rows are the away team, columns the home team. */
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

/** docs/product/squares.md#winners: the winning square of one paying period. */
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

/** The parts of a claimed square (docs/product/squares.md) the rules read. */
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
