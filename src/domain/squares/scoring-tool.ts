// The scoring tool (docs/product/squares.md#scoring-tool): a host types the score of a game, period
// by period, and sees each paying period's winning digits — the last digit of each team's running
// score — and, for one of our games, the winning square and who holds it. Scores can be typed as
// the scoreboard shows them (the running score at the end of each period) or as the points scored
// in each period; both give the same running scores, which is what squares pay on.
import { payingPeriods } from './periods.js';
import type { ChangeTargetScores, ClaimedSquare, DigitSet, PeriodResult, ScoringPeriods, SquaresSize, TeamScores } from './types.js';
import { periodResult } from './winners.js';

/** The sports a squares pool is played on. */
export type ScoringSport = 'Football' | 'Baseball';
/** 'running': the score at the end of each period; 'points': what each team scored in each period. */
export type ScoreEntryMode = 'running' | 'points';

export const SCORE_NOT_WHOLE = 'Scores are whole numbers, 0 or more.';
/** The most points the tool takes for one team (no real game comes near). */
export const MAX_TOOL_SCORE = 999;

/** The score boxes a host fills in, per team, in order. The last box's running score is the Final. */
export function scoreColumns(sport: ScoringSport, mode: ScoreEntryMode): string[] {
  const innings = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];
  if (sport === 'Baseball') return mode === 'running' ? [...innings, 'Final'] : [...innings, 'Extras'];
  return mode === 'running' ? ['Q1', 'Half', 'Q3', 'Final'] : ['Q1', 'Q2', 'Q3', 'Q4', 'OT'];
}

/** A score as typed: null when empty; whole numbers from 0 (a decimal, sign or letter is refused). */
export function checkScore(typed: string): { ok: true; value: number | null } | { ok: false; error: string } {
  const text = typed.trim();
  if (text === '') return { ok: true, value: null };
  if (!/^\d{1,3}$/.test(text)) return { ok: false, error: SCORE_NOT_WHOLE };
  return { ok: true, value: Number(text) };
}

/** The running score after each box, for one team; null where a box it needs is empty. */
function runningScores(mode: ScoreEntryMode, boxes: readonly (number | null)[]): (number | null)[] {
  if (mode === 'running') return [...boxes];
  const last = boxes.length - 1;
  let sum: number | null = 0;
  return boxes.map((points, i) => {
    // Overtime or extra innings: an empty box means none were played.
    const counted = points ?? (i === last ? 0 : null);
    sum = sum === null || counted === null ? null : sum + counted;
    return sum;
  });
}

/** "The running score can't go down: Half is lower than Q1." for the first box lower than one before it. */
export function runningScoreError(columns: readonly string[], boxes: readonly (number | null)[]): string | null {
  let highest: { label: string; value: number } | null = null;
  for (const [i, value] of boxes.entries()) {
    if (value === null) continue;
    const label = columns[i] ?? '';
    if (highest !== null && value < highest.value) return `The running score can't go down: ${label} is lower than ${highest.label}.`;
    if (highest === null || value >= highest.value) highest = { label, value };
  }
  return null;
}

export interface ScoringRow {
  /** Q1, Half, Q3, Final; 1st … 9th, Final. */
  label: string;
  /** The running score at the end of the period; null until every box it needs is filled. */
  scores: TeamScores | null;
  /** The winning digits: the last digit of each running score. */
  digits: TeamScores | null;
}

/** Every paying period of a full game (each quarter, each inning, the final) with its score and digits. */
export function scoringRows(
  sport: ScoringSport,
  mode: ScoreEntryMode,
  away: readonly (number | null)[],
  home: readonly (number | null)[],
): ScoringRow[] {
  const awayRunning = runningScores(mode, away);
  const homeRunning = runningScores(mode, home);
  const finalIndex = scoreColumns(sport, mode).length - 1;
  return payingPeriods(sport, 100, 'Every', 'SameAllGame').map(({ label, through }) => {
    const index = through === 'final' ? finalIndex : through - 1;
    const a = awayRunning[index] ?? null;
    const h = homeRunning[index] ?? null;
    const scores = a === null || h === null ? null : { away: a, home: h };
    return { label, scores, digits: scores && { away: scores.away % 10, home: scores.home % 10 } };
  });
}

/** The parts of one of our squares games the tool needs to name winning squares. */
export interface ToolGame {
  size: SquaresSize;
  scoringPeriods: ScoringPeriods;
  changeTargetScores: ChangeTargetScores;
  targetScores: readonly DigitSet[];
  squares: readonly ClaimedSquare[];
}

/**
 * The game's paying periods (a 25-square game may pay only halves or the final) with the winning
 * square on the game's digits, for each whose score is filled in.
 */
export function toolWinners(sport: ScoringSport, rows: readonly ScoringRow[], game: ToolGame): (PeriodResult | { label: string; pending: true })[] {
  return payingPeriods(sport, game.size, game.scoringPeriods, game.changeTargetScores).map((period) => {
    const scores = rows.find((row) => row.label === period.label)?.scores ?? null;
    const digitSet = game.targetScores[period.digitSet];
    if (scores === null || digitSet === undefined) return { label: period.label, pending: true };
    return periodResult(period.label, scores, digitSet, game.size, game.squares);
  });
}
