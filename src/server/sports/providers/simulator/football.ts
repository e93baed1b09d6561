// Football (NFL and college) as the simulator plays it: four 15-minute quarters of ~40 real
// minutes and a 20-minute halftime, scoring plays of 3 (field goal), 7 (touchdown and extra
// point), 6 (missed kick) and 8 (two-point try), and overtime until someone wins.

import type { SportsLeague } from '../../../../domain/sports/leagues.js';
import type { Random, Weighted } from './random.js';
import { MINUTE_MS, overtimeLabel, spreadPlays, type GameScript, type Play, type Segment, type Side } from './timeline.js';

export const QUARTER_MS = 40 * MINUTE_MS;
export const HALFTIME_MS = 20 * MINUTE_MS;
const QUARTER_SECONDS = 15 * 60;
/** NFL regular-season overtime: a 10-minute period, ~27 real minutes at the quarters' pace. */
const NFL_OVERTIME_SECONDS = 10 * 60;
const NFL_OVERTIME_MS = (QUARTER_MS * NFL_OVERTIME_SECONDS) / QUARTER_SECONDS;

/** The values a scoring play can have; every football score is a sum of these. */
export const FOOTBALL_PLAY_POINTS = [3, 6, 7, 8] as const;

// How often each kind of score happens (NFL-like): most are touchdowns with the kick.
const SCORING_PLAYS: readonly Weighted<number>[] = [
  [7, 0.55],
  [3, 0.35],
  [8, 0.06],
  [6, 0.04],
];
const MEAN_PLAY = SCORING_PLAYS.reduce((sum, [points, weight]) => sum + points * weight, 0);
// More points are scored before the half and late in the game.
const QUARTER_SHARE = [0.22, 0.3, 0.21, 0.27] as const;

const quarterLabel = (quarter: number) => ['1st', '2nd', '3rd', '4th'][quarter] ?? `${quarter + 1}th`;
const QUARTER_STATUSES = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

/** The scoring plays of one side in one quarter (0-based) for a team expected to score `expected` in the game. */
export function drawQuarterPlays(random: Random, expected: number, quarter: number): number[] {
  const share = QUARTER_SHARE[Math.min(quarter, 3)] ?? 0.25;
  const count = random.poisson((expected * share) / MEAN_PLAY);
  return Array.from({ length: count }, () => random.weighted(SCORING_PLAYS));
}

/** One overtime possession: who had the ball, what they scored, how long it took (real ms at speed 1). */
export interface Possession {
  side: Side;
  points: number;
  durationMs: number;
}

// NFL overtime starts at a team's own 25 with a 10-minute clock; college overtime starts at the
// opponent's 25, so it scores far more often.
const NFL_POSSESSION: readonly Weighted<number>[] = [
  [0, 0.48],
  [7, 0.25],
  [3, 0.22],
  [8, 0.03],
  [6, 0.02],
];
const COLLEGE_POSSESSION: readonly Weighted<number>[] = [
  [7, 0.42],
  [3, 0.3],
  [0, 0.25],
  [8, 0.02],
  [6, 0.01],
];
/** Six NFL possessions of at most 4.4 minutes fit in the period's ~27 minutes. */
const NFL_MAX_POSSESSIONS = 6;
/** College overtimes before the simulator stops pretending and decides it. */
export const COLLEGE_MAX_OVERTIMES = 6;

const other = (side: Side): Side => (side === 'away' ? 'home' : 'away');
const signOf = (side: Side) => (side === 'home' ? 1 : -1);

/** When a possession must decide the game, a score that would tie it becomes its opposite. */
function decisive(points: number, side: Side, diff: number): number {
  if (diff + signOf(side) * points !== 0) return points;
  return points === 0 ? 3 : 0;
}

/**
 * NFL overtime from a score difference (home − away, 0 when tied): both teams get the ball,
 * then it is sudden death. Regular-season NFL games can end tied; the simulator's cannot, so
 * the last possession that fits in the period always scores.
 */
export function nflOvertime(random: Random, diff: number): Possession[] {
  const possessions: Possession[] = [];
  let side: Side = random.chance(0.5) ? 'away' : 'home';
  for (let i = 1; i <= NFL_MAX_POSSESSIONS; i++) {
    let points = random.weighted(NFL_POSSESSION);
    if (i === NFL_MAX_POSSESSIONS) points = decisive(points, side, diff);
    possessions.push({ side, points, durationMs: random.between(2.5, 4.4) * MINUTE_MS });
    diff += signOf(side) * points;
    if (i >= 2 && diff !== 0) break;
    side = other(side);
  }
  return possessions;
}

/** One college overtime period: a possession each; `decide` makes the second one settle it. */
export function collegeOvertimePeriod(random: Random, diff: number, decide: boolean): Possession[] {
  const first: Side = random.chance(0.5) ? 'away' : 'home';
  const possessions: Possession[] = [];
  for (const side of [first, other(first)]) {
    let points = random.weighted(COLLEGE_POSSESSION);
    if (decide && side !== first) points = decisive(points, side, diff);
    possessions.push({ side, points, durationMs: random.between(3, 5) * MINUTE_MS });
    diff += signOf(side) * points;
  }
  return possessions;
}

function quarterSegment(quarter: number, start: number): Segment {
  return {
    status: QUARTER_STATUSES[quarter] ?? 'Q4',
    start,
    end: start + QUARTER_MS,
    period: quarter,
    opens: ['away', 'home'],
    timer: { kind: 'clock', seconds: QUARTER_SECONDS, clockMs: QUARTER_MS, label: quarterLabel(quarter) },
  };
}

/** Plays of a run of possessions starting at `start`; each score lands as its possession ends. */
function possessionPlays(possessions: readonly Possession[], start: number, period: number): { plays: Play[]; end: number } {
  let at = start;
  const plays: Play[] = [];
  for (const possession of possessions) {
    at += Math.round(possession.durationMs);
    if (possession.points > 0) plays.push({ at, side: possession.side, points: possession.points, period });
  }
  return { plays, end: at };
}

/** A whole football game for teams expected to score `expected` points. */
export function footballScript(league: SportsLeague, random: Random, expected: Readonly<Record<Side, number>>): GameScript {
  const segments: Segment[] = [];
  const plays: Play[] = [];
  let at = 0;
  for (let quarter = 0; quarter < 4; quarter++) {
    if (quarter === 2) {
      segments.push({ status: 'HT', start: at, end: at + HALFTIME_MS, period: null, opens: [], timer: { kind: 'text', text: 'Halftime' } });
      at += HALFTIME_MS;
    }
    const segment = quarterSegment(quarter, at);
    segments.push(segment);
    for (const side of ['away', 'home'] as const) {
      plays.push(...spreadPlays(segment, side, drawQuarterPlays(random, expected[side], quarter), () => random.next()));
    }
    at = segment.end;
  }

  let diff = plays.reduce((sum, play) => sum + signOf(play.side) * play.points, 0);
  if (diff !== 0) return { segments, plays, end: at, finalStatus: 'FT' };

  if (league === 'NFL') {
    const overtime = possessionPlays(nflOvertime(random, diff), at, 4);
    segments.push({
      status: 'OT',
      start: at,
      end: overtime.end,
      period: 4,
      opens: ['away', 'home'],
      timer: { kind: 'clock', seconds: NFL_OVERTIME_SECONDS, clockMs: NFL_OVERTIME_MS, label: 'OT' },
    });
    plays.push(...overtime.plays);
    return { segments, plays, end: overtime.end, finalStatus: 'AOT' };
  }

  // College: one period per overtime, each team a possession, until a period ends with a leader.
  for (let overtime = 1; diff === 0; overtime++) {
    const period = 3 + overtime;
    const played = possessionPlays(collegeOvertimePeriod(random, diff, overtime >= COLLEGE_MAX_OVERTIMES), at, period);
    segments.push({ status: 'OT', start: at, end: played.end, period, opens: ['away', 'home'], timer: { kind: 'text', text: overtimeLabel(overtime) } });
    plays.push(...played.plays);
    diff += played.plays.reduce((sum, play) => sum + signOf(play.side) * play.points, 0);
    at = played.end;
  }
  return { segments, plays, end: at, finalStatus: 'AOT' };
}
