// A simulated game as a script on a timeline, and its state at any moment of it.
//
// A script is drawn once per game (football.ts, baseball.ts, basketball.ts): the segments of play
// (quarters, half-innings, breaks) and every scoring play, each at a time in milliseconds after
// the scheduled start at speed 1. The state at a moment is then a pure function of the script and
// the elapsed time, so scores never go down and the same moment always reads the same.

import type { PeriodScores } from '../../../../contracts/sports.js';
import type { SportsStatus } from '../../../../domain/sports/statuses.js';

export type Side = 'away' | 'home';
export const SIDES: readonly Side[] = ['away', 'home'];

export const MINUTE_MS = 60_000;

/** What the timer shows during a segment. */
export type TimerSpec =
  /** A game clock counting down from `seconds` over `clockMs` of real time, e.g. "12:34 - 2nd". */
  | { kind: 'clock'; seconds: number; clockMs: number; label: string }
  /** A fixed text, e.g. "Halftime", "Top 5th". */
  | { kind: 'text'; text: string };

export interface Segment {
  status: SportsStatus;
  start: number;
  end: number;
  /** Index into periodScores that plays in this segment count towards; null for breaks. */
  period: number | null;
  /** The sides whose period entry opens when the segment starts (baseball: the batting side). */
  opens: readonly Side[];
  timer: TimerSpec;
}

export interface Play {
  at: number;
  side: Side;
  points: number;
  period: number;
}

export interface GameScript {
  /** In time order, back to back. */
  segments: readonly Segment[];
  plays: readonly Play[];
  /** When the game is over: the end of the last segment, or the deciding play (walk-off, overtime score). */
  end: number;
  finalStatus: SportsStatus;
}

/** What a feed would report about a game: SportsGame's live fields. */
export interface GameState {
  status: SportsStatus;
  periodScores: PeriodScores;
  timer: string | null;
}

/** Before the scheduled start: the simulator has no Warmup (see simulator-provider.ts). */
export const NOT_STARTED: GameState = { status: 'NS', periodScores: { away: [], home: [] }, timer: null };

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 21st … */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** Overtime labels: OT, 2OT, 3OT. */
export function overtimeLabel(overtime: number): string {
  return overtime <= 1 ? 'OT' : `${overtime}OT`;
}

/** "12:34 - 2nd" from the seconds left on the clock. */
export function formatClock(secondsLeft: number, label: string): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} - ${label}`;
}

function timerAt(segment: Segment, elapsed: number): string {
  const spec = segment.timer;
  if (spec.kind === 'text') return spec.text;
  const fraction = Math.min(1, (elapsed - segment.start) / spec.clockMs);
  return formatClock(spec.seconds * (1 - fraction), spec.label);
}

/** The game's state `elapsed` ms (at speed 1) after its scheduled start. */
export function stateAt(script: GameScript, elapsed: number): GameState {
  if (elapsed < 0) return NOT_STARTED;
  const over = elapsed >= script.end;
  const at = over ? script.end : elapsed;
  const lengths = { away: 0, home: 0 };
  let current: Segment | undefined;
  for (const segment of script.segments) {
    if (segment.start > at) break;
    if (segment.period !== null) for (const side of segment.opens) lengths[side] = Math.max(lengths[side], segment.period + 1);
    current = segment;
  }
  if (over) {
    // A side that did not open its last period (the home 9th when ahead) shows it as not played.
    const longest = Math.max(lengths.away, lengths.home);
    lengths.away = longest;
    lengths.home = longest;
  }
  const scores: { away: (number | null)[]; home: (number | null)[] } = {
    away: Array.from({ length: lengths.away }, () => 0),
    home: Array.from({ length: lengths.home }, () => 0),
  };
  for (const play of script.plays) {
    if (play.at > at) continue;
    const list = scores[play.side];
    list[play.period] = (list[play.period] ?? 0) + play.points;
  }
  if (over) {
    for (const side of SIDES) {
      const opened = script.segments.some((s) => s.period === lengths[side] - 1 && s.opens.includes(side));
      if (!opened && lengths[side] > 0) scores[side][lengths[side] - 1] = null;
    }
    return { status: script.finalStatus, periodScores: scores, timer: null };
  }
  if (current === undefined) return NOT_STARTED;
  return { status: current.status, periodScores: scores, timer: timerAt(current, at) };
}

/**
 * The moments a period or break begins (kickoff included) and the end: where advance('period')
 * stops. Baseball half-innings share their inning's status and period, so only innings count,
 * and all extra innings are one step (they share the EXTRAS entry).
 */
export function periodStarts(script: GameScript): number[] {
  const starts: number[] = [];
  let previous: Segment | undefined;
  for (const segment of script.segments) {
    if (previous === undefined || previous.status !== segment.status || previous.period !== segment.period) starts.push(segment.start);
    previous = segment;
  }
  starts.push(script.end);
  return starts;
}

/** Places `points` plays at increasing random-looking times inside a segment (never on its edges). */
export function spreadPlays(
  segment: Pick<Segment, 'start' | 'end' | 'period'>,
  side: Side,
  points: readonly number[],
  fraction: () => number,
): Play[] {
  const length = segment.end - segment.start;
  const period = segment.period ?? 0;
  return points
    .map((value) => ({ value, at: Math.round(segment.start + length * (0.02 + 0.96 * fraction())) }))
    .sort((a, b) => a.at - b.at)
    .map(({ value, at }) => ({ at, side, points: value, period }));
}

/** Sum of a side's points; null entries (not played) count 0. */
export function totalOf(scores: readonly (number | null)[]): number {
  return scores.reduce<number>((sum, points) => sum + (points ?? 0), 0);
}
