// Period winners from the feed's period scores and the drawn digits (docs/product/squares.md#winners).
// Pure: the server re-runs it whenever the feed changes a referenced game, so a stat correction after
// the Final re-settles to whatever the corrected scores say.
import { isPlayedFinal, isSportsStatus, statusState } from '../sports/index.js';
import type { Sport, SportsStatus } from '../sports/index.js';
import { axisLength, squareAt } from './grid.js';
import { payingPeriods, regularPeriods } from './periods.js';
import type { ChangeTargetScores, ClaimedSquare, DigitSet, PeriodResult, PeriodScores, ScoringPeriods, SquaresSize, TeamScores } from './types.js';

export interface CompletedPeriods {
  /** Regular periods (quarters, innings 1–9) that are over. */
  periods: number;
  /** The game was played to the end (FT, AOT, AWD): the Final can be settled. */
  final: boolean;
}

/** A status that is checked against its sport's list: feeds send strings, and a typo must not settle a pool. */
function checkedStatus(sport: Sport, status: string): SportsStatus {
  if (!isSportsStatus(sport, status)) throw new Error(`Unknown ${sport} status: ${status}`);
  return status;
}

/** How many periods have a score from either team: play has reached that period. */
function periodsStarted(periodScores: PeriodScores): number {
  const length = Math.max(periodScores.away.length, periodScores.home.length);
  for (let i = length - 1; i >= 0; i--) {
    if (periodScores.away[i] != null || periodScores.home[i] != null) return i + 1;
  }
  return 0;
}

/** Periods over while in play: Q2 means Q1 is over, HT two quarters, IN5 four innings, OT and EXTRAS all. */
function periodsOverInPlay(sport: Sport, status: SportsStatus, periodScores: PeriodScores): number {
  const numbered = /^(?:Q|IN)(\d)$/.exec(status);
  if (numbered) return Number(numbered[1]) - 1;
  if (status === 'HT') return 2;
  if (status === 'OT' || status === 'EXTRAS') return regularPeriods(sport);
  // BT, a break between basketball quarters: the quarter with the latest score is over.
  return periodsStarted(periodScores);
}

/**
 * The periods that are over (docs/product/squares.md: a period is settled only once complete). A delayed,
 * suspended, postponed, cancelled or abandoned game keeps only the periods play went past
 * (the latest period with a score was still under way), so it settles nothing more.
 */
export function completedPeriods(sport: Sport, status: string, periodScores: PeriodScores): CompletedPeriods {
  const checked = checkedStatus(sport, status);
  const regular = regularPeriods(sport);
  if (isPlayedFinal(checked)) return { periods: regular, final: true };
  const state = statusState(sport, checked);
  let periods = 0;
  if (state === 'InPlay') periods = periodsOverInPlay(sport, checked, periodScores);
  else if (state === 'Delayed' || state === 'Done') periods = Math.max(0, periodsStarted(periodScores) - 1);
  return { periods: Math.min(periods, regular), final: false };
}

/** The score after `through` periods (null counts 0), or the final score with overtime and extras. */
export function cumulativeScores(periodScores: PeriodScores, through: number | 'final'): TeamScores {
  const sum = (list: readonly (number | null)[]) =>
    (through === 'final' ? list : list.slice(0, through)).reduce<number>((total, points) => total + (points ?? 0), 0);
  return { away: sum(periodScores.away), home: sum(periodScores.home) };
}

/** The square whose row holds the away score's last digit and whose column holds the home score's. */
export function winningSquare(scores: TeamScores, digitSet: DigitSet, size: SquaresSize): { square: number; rowCol: [number, number] } {
  const row = digitSet.rows.findIndex((cell) => cell.includes(scores.away % 10));
  const col = digitSet.cols.findIndex((cell) => cell.includes(scores.home % 10));
  if (row < 0 || col < 0 || digitSet.rows.length !== axisLength(size) || digitSet.cols.length !== axisLength(size)) {
    throw new Error('Digit set does not cover 0–9 on both axes');
  }
  return { square: squareAt(row, col, size), rowCol: [row, col] };
}

/** The result of one period: the winning square and who holds it (null when empty). */
export function periodResult(
  label: string,
  scores: TeamScores,
  digitSet: DigitSet,
  size: SquaresSize,
  squares: readonly ClaimedSquare[],
): PeriodResult {
  const { square, rowCol } = winningSquare(scores, digitSet, size);
  const holder = squares.find((s) => s.square === square);
  return { label, rowCol, square, uid: holder?.uid ?? null, entryName: holder?.entryName ?? null, scores };
}

export interface SettleInput {
  sport: Sport;
  status: string;
  periodScores: PeriodScores;
  size: SquaresSize;
  scoringPeriods: ScoringPeriods;
  changeTargetScores: ChangeTargetScores;
  /** Null while Pending: nothing settles before the draw. */
  targetScores: readonly DigitSet[] | null;
  squares: readonly ClaimedSquare[];
}

/** The results of every paying period that is complete, in period order (docs/product/squares.md). */
export function settleResults(input: SettleInput): PeriodResult[] {
  const { targetScores } = input;
  if (targetScores === null || targetScores.length === 0) return [];
  const done = completedPeriods(input.sport, input.status, input.periodScores);
  const results: PeriodResult[] = [];
  for (const period of payingPeriods(input.sport, input.size, input.scoringPeriods, input.changeTargetScores)) {
    const complete = period.through === 'final' ? done.final : period.through <= done.periods;
    if (!complete) break;
    const digitSet = targetScores[period.digitSet];
    if (!digitSet) throw new Error(`No digit set ${period.digitSet} for ${period.label}`);
    const scores = cumulativeScores(input.periodScores, period.through);
    results.push(periodResult(period.label, scores, digitSet, input.size, input.squares));
  }
  return results;
}
