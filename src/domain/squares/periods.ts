// Which periods pay and which digit set each uses (docs/product/squares.md#paying-periods).
// Football (and basketball, also four quarters): Q1, Half, Q3, Final; overtime counts in the Final.
// Baseball: after each inning 1st–9th on the cumulative score, then the Final (extras count there).
import type { Sport } from '../sports/index.js';
import type { ChangeTargetScores, ScoringPeriods, SquaresSize } from './types.js';

/** Regular periods before the final: four quarters, nine innings. */
export function regularPeriods(sport: Sport): 4 | 9 {
  return sport === 'Baseball' ? 9 : 4;
}

export interface PayingPeriod {
  /** Q1, Half, Q3, Final; 1st … 9th, Final. */
  label: string;
  /** Settled on the cumulative score after this many regular periods, or on the final score. */
  through: number | 'final';
  /** Index into targetScores. */
  digitSet: number;
}

const INNING_LABELS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];
const QUARTER_LABELS = ['Q1', 'Half', 'Q3'];

/**
 * How many digit sets a game draws (docs/product/squares.md). Quarters: never 1, at halftime 2, each quarter 4.
 * Baseball: any change means every 3 innings, so 3 sets.
 */
export function digitSetCount(sport: Sport, changeTargetScores: ChangeTargetScores): number {
  if (changeTargetScores === 'SameAllGame') return 1;
  if (sport === 'Baseball') return 3;
  return changeTargetScores === 'ChangeEveryOtherPeriod' ? 2 : 4;
}

/** The digit set in force while regular period `period` (1-based) is played; extra periods use the last one's. */
export function digitSetOfPeriod(sport: Sport, changeTargetScores: ChangeTargetScores, period: number): number {
  const last = regularPeriods(sport);
  const p = Math.min(Math.max(period, 1), last);
  if (changeTargetScores === 'SameAllGame') return 0;
  if (sport === 'Baseball') return Math.floor((p - 1) / 3);
  return changeTargetScores === 'ChangeEveryOtherPeriod' ? Math.floor((p - 1) / 2) : p - 1;
}

/** The regular periods after which a result is paid, before the Final. */
function payingThroughs(sport: Sport, scoringPeriods: ScoringPeriods): number[] {
  const last = regularPeriods(sport);
  if (scoringPeriods === 'Final') return [];
  if (scoringPeriods === 'Halves') return [sport === 'Baseball' ? 5 : 2];
  // Every: each quarter but the fourth (the Final pays it); each inning including the 9th.
  const count = sport === 'Baseball' ? last : last - 1;
  return Array.from({ length: count }, (_, i) => i + 1);
}

function periodLabel(sport: Sport, through: number): string {
  return (sport === 'Baseball' ? INNING_LABELS : QUARTER_LABELS)[through - 1] ?? String(through);
}

/**
 * The paying periods of a game, in order. A 100-square game always pays every period
 * (the 25-square choice of quarters, halves or final is made at creation, docs/product/squares.md).
 */
export function payingPeriods(
  sport: Sport,
  size: SquaresSize,
  scoringPeriods: ScoringPeriods,
  changeTargetScores: ChangeTargetScores,
): PayingPeriod[] {
  const scoring = size === 100 ? 'Every' : scoringPeriods;
  const periods: PayingPeriod[] = payingThroughs(sport, scoring).map((through) => ({
    label: periodLabel(sport, through),
    through,
    digitSet: digitSetOfPeriod(sport, changeTargetScores, through),
  }));
  periods.push({ label: 'Final', through: 'final', digitSet: digitSetOfPeriod(sport, changeTargetScores, regularPeriods(sport)) });
  return periods;
}
