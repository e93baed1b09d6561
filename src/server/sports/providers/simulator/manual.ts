// Manual control of a simulated game (the test control "POST /api/dev/sim/games/{id}"): a game
// that was overridden is moved on period by period from whatever state the override left it in,
// with simulated points from the same sport models as the clock-driven games.

import type { PeriodScores } from '../../../../contracts/sports.js';
import { sportOfLeague, type SportsLeague } from '../../../../domain/sports/leagues.js';
import { statusStateOf, type SportsStatus } from '../../../../domain/sports/statuses.js';
import { EXTRAS_PERIOD, drawHalfInningRuns, inningStatus, playExtraInnings, REGULATION_INNINGS, walkOffRuns } from './baseball.js';
import { drawOvertimeBaskets, drawPeriodBaskets, MAX_OVERTIMES } from './basketball.js';
import { collegeOvertimePeriod, COLLEGE_MAX_OVERTIMES, drawQuarterPlays, nflOvertime, type Possession } from './football.js';
import type { Random } from './random.js';
import { formatClock, ordinal, overtimeLabel, totalOf, type Side } from './timeline.js';

/** A game under manual control: its status and scores, frozen until the next control. */
export interface ManualState {
  status: SportsStatus;
  periodScores: PeriodScores;
}

export interface ManualContext {
  league: SportsLeague;
  /** Points each side is expected to score (the game's line), so manual play matches the odds. */
  expected: Readonly<Record<Side, number>>;
  /** A seeded stream per step, keyed by what is being played (deterministic per seed and game). */
  random: (step: string) => Random;
}

/** Most entries periodScores can have: 4 quarters plus overtimes, or 9 innings plus the extras entry. */
export const MAX_PERIODS: Readonly<Record<SportsLeague, number>> = {
  NFL: 5, // one overtime period
  NcaaFootball: 4 + COLLEGE_MAX_OVERTIMES,
  MLB: REGULATION_INNINGS + 1,
  NBA: 4 + MAX_OVERTIMES,
};

type Scores = (number | null)[];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const lengthOf = (scores: PeriodScores) => Math.max(scores.away.length, scores.home.length);

function padTo(list: readonly (number | null)[], length: number): Scores {
  const copy = [...list];
  while (copy.length < length) copy.push(0);
  return copy;
}

function addAt(list: readonly (number | null)[], index: number, points: number): Scores {
  const copy = padTo(list, index + 1);
  copy[index] = (copy[index] ?? 0) + points;
  return copy;
}

function state(status: SportsStatus, away: Scores, home: Scores, length?: number): ManualState {
  return { status, periodScores: length === undefined ? { away, home } : { away: padTo(away, length), home: padTo(home, length) } };
}

/** Whether the game is over (docs/product/live-data.md: a Done status): nothing more to advance. */
export function isOver(league: SportsLeague, status: SportsStatus): boolean {
  const sport = sportOfLeague(league);
  return statusStateOf({ sport, status }) === 'Done';
}

/**
 * One step: the period in play ends with simulated points added to it and the next one begins
 * (NS → first period, Q2 → HT, HT → Q3, Q4 → FT or OT when tied, IN9 → FT or EXTRAS when tied).
 * A delayed or not-yet-started game resumes at the period its scores reach. A finished game is
 * returned unchanged.
 */
export function advanceManual(context: ManualContext, current: ManualState): ManualState {
  if (isOver(context.league, current.status)) return current;
  const random = context.random(`${current.status}:${lengthOf(current.periodScores)}`);
  switch (sportOfLeague(context.league)) {
    case 'Football':
      return advanceFootball(context, current, random);
    case 'Baseball':
      return advanceBaseball(context, current, random);
    case 'Basketball':
      return advanceBasketball(context, current, random);
  }
}

/** Plays every step left, to a final result with a winner (ties go to overtime or extra innings). */
export function finishManual(context: ManualContext, current: ManualState): ManualState {
  let next = current;
  // Every sport ends well within this many steps; the bound only guards against a bug looping forever.
  for (let step = 0; step < 40 && !isOver(context.league, next.status); step++) next = advanceManual(context, next);
  return next;
}

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
const quarterOf = (status: SportsStatus) => (QUARTERS as readonly string[]).indexOf(status);

/** Quarter sports (football, basketball) resume at the quarter their scores reach. */
function resumeQuarters(current: ManualState): ManualState {
  const { away, home } = current.periodScores;
  const length = lengthOf(current.periodScores);
  if (length === 0) return state('Q1', [0], [0]);
  return state(length > 4 ? 'OT' : (QUARTERS[length - 1] ?? 'Q4'), [...away], [...home], length);
}

function possessionPoints(possessions: readonly Possession[], side: Side): number {
  return sum(possessions.filter((p) => p.side === side).map((p) => p.points));
}

function advanceFootball(context: ManualContext, current: ManualState, random: Random): ManualState {
  const { away, home } = current.periodScores;
  const quarter = quarterOf(current.status);
  if (quarter >= 0) {
    const a = addAt(away, quarter, sum(drawQuarterPlays(random, context.expected.away, quarter)));
    const h = addAt(home, quarter, sum(drawQuarterPlays(random, context.expected.home, quarter)));
    if (quarter === 0) return state('Q2', a, h, 2);
    if (quarter === 1) return state('HT', a, h, 2);
    if (quarter === 2) return state('Q4', a, h, 4);
    return totalOf(a) === totalOf(h) ? state('OT', a, h, 5) : state('FT', a, h, 4);
  }
  if (current.status === 'HT') return state('Q3', [...away], [...home], 3);
  if (current.status === 'OT') {
    const index = Math.max(lengthOf(current.periodScores) - 1, 4);
    const diff = totalOf(home) - totalOf(away);
    if (context.league === 'NFL') {
      const possessions = nflOvertime(random, diff);
      return state('AOT', addAt(away, index, possessionPoints(possessions, 'away')), addAt(home, index, possessionPoints(possessions, 'home')), index + 1);
    }
    const decide = index + 1 >= MAX_PERIODS.NcaaFootball;
    const possessions = collegeOvertimePeriod(random, diff, decide);
    const a = addAt(away, index, possessionPoints(possessions, 'away'));
    const h = addAt(home, index, possessionPoints(possessions, 'home'));
    return totalOf(a) === totalOf(h) ? state('OT', a, h, index + 2) : state('AOT', a, h, index + 1);
  }
  return resumeQuarters(current); // NS, Warmup, PST
}

function advanceBasketball(context: ManualContext, current: ManualState, random: Random): ManualState {
  const { away, home } = current.periodScores;
  const quarter = quarterOf(current.status);
  if (quarter >= 0) {
    const a = addAt(away, quarter, sum(drawPeriodBaskets(random, context.expected.away, 12)));
    const h = addAt(home, quarter, sum(drawPeriodBaskets(random, context.expected.home, 12)));
    if (quarter === 0) return state('Q2', a, h, 2);
    if (quarter === 1) return state('HT', a, h, 2);
    if (quarter === 2) return state('Q4', a, h, 4);
    return totalOf(a) === totalOf(h) ? state('OT', a, h, 5) : state('FT', a, h, 4);
  }
  if (current.status === 'HT') return state('Q3', [...away], [...home], 3);
  if (current.status === 'BT') {
    // The break after a quarter: the next quarter begins.
    const next = lengthOf(current.periodScores) + 1;
    return next > 4 ? state('OT', [...away], [...home], next) : state(QUARTERS[next - 1] ?? 'Q1', [...away], [...home], next);
  }
  if (current.status === 'OT') {
    const index = Math.max(lengthOf(current.periodScores) - 1, 4);
    const diff = totalOf(home) - totalOf(away);
    const baskets = drawOvertimeBaskets(random, context.expected, diff, index + 1 >= MAX_PERIODS.NBA);
    const a = addAt(away, index, sum(baskets.away));
    const h = addAt(home, index, sum(baskets.home));
    return totalOf(a) === totalOf(h) ? state('OT', a, h, index + 2) : state('AOT', a, h, index + 1);
  }
  return resumeQuarters(current); // NS, Warmup, POST, SUSP
}

/** The inning of IN1–IN9; null for any other status (INTR is a delay, not an inning). */
function inningOf(status: SportsStatus): number | null {
  const match = /^IN(\d)$/.exec(status);
  return match === null ? null : Number(match[1]);
}

function advanceBaseball(context: ManualContext, current: ManualState, random: Random): ManualState {
  const { away, home } = current.periodScores;
  const inning = inningOf(current.status);
  if (inning !== null) {
    const index = inning - 1;
    // The top half is over once the home side has an entry for this inning.
    const topDone = home.length > index;
    const a = topDone ? [...away] : addAt(away, index, drawHalfInningRuns(random, context.expected.away, false));
    const last = inning >= REGULATION_INNINGS;
    if (last && !topDone && totalOf(home) > totalOf(a)) {
      // The home side leads after the top of the 9th and does not bat.
      const h = padTo(home, index);
      h[index] = null;
      return state('FT', a, h);
    }
    let runs = drawHalfInningRuns(random, context.expected.home, false);
    if (last) runs = walkOffRuns(runs, totalOf(a) - totalOf(home));
    const h = addAt(home, index, runs);
    if (!last) return state(inningStatus(inning + 1), padTo(a, inning + 1), h);
    return totalOf(a) === totalOf(h) ? state('EXTRAS', padTo(a, EXTRAS_PERIOD + 1), h) : state('FT', a, h);
  }
  if (current.status === 'EXTRAS') {
    const extra = playExtraInnings(random, context.expected, totalOf(home) - totalOf(away));
    return state('FT', addAt(away, EXTRAS_PERIOD, extra.away), addAt(home, EXTRAS_PERIOD, extra.home));
  }
  // NS, Warmup, INTR, POST: play resumes in the inning the scores reach.
  if (away.length === 0) return state('IN1', [0], []);
  return state(inningStatus(Math.min(away.length, EXTRAS_PERIOD + 1)), [...away], [...home]);
}

/**
 * The timer of a manual state. The clock of a game under manual control is not known, so an
 * in-play period shows its full clock ("15:00 - 2nd"), as it reads when a step begins it.
 */
export function manualTimer(league: SportsLeague, current: ManualState): string | null {
  const length = lengthOf(current.periodScores);
  const status = current.status;
  if (status === 'HT') return 'Halftime';
  const sport = sportOfLeague(league);
  if (sport === 'Baseball') {
    if (status === 'EXTRAS') return 'Extras';
    const inning = inningOf(status);
    if (inning === null) return null;
    return `${current.periodScores.home.length >= inning ? 'Bot' : 'Top'} ${ordinal(inning)}`;
  }
  const quarter = quarterOf(status);
  const football = sport === 'Football';
  if (quarter >= 0) return formatClock(football ? 900 : 720, ordinal(quarter + 1));
  if (status === 'BT') return `End of ${ordinal(Math.max(1, length))}`;
  if (status !== 'OT') return null;
  const overtime = Math.max(1, length - 4);
  if (league === 'NFL') return formatClock(600, 'OT');
  return football ? overtimeLabel(overtime) : formatClock(300, overtimeLabel(overtime));
}
