// Basketball as the simulator plays it: four 12-minute quarters of ~30 real minutes, a 15-minute
// halftime, baskets of 2 and 3 and free throws adding up to ~25–32 points a quarter, and 5-minute
// overtimes until someone wins. No BT (the break between quarters) on the clock: it is optional
// in the status list and a test control can still set it.

import type { Random, Weighted } from './random.js';
import { MINUTE_MS, overtimeLabel, spreadPlays, type GameScript, type Play, type Segment, type Side } from './timeline.js';

export const QUARTER_MS = 30 * MINUTE_MS;
export const HALFTIME_MS = 15 * MINUTE_MS;
export const OVERTIME_MS = 12 * MINUTE_MS;
const QUARTER_MINUTES = 12;
const OVERTIME_MINUTES = 5;
/** Overtimes before the simulator stops pretending and decides the game (the NBA record is six). */
export const MAX_OVERTIMES = 6;

const BASKETS: readonly Weighted<number>[] = [
  [2, 0.55],
  [3, 0.27],
  [1, 0.18],
];

const quarterLabel = (quarter: number) => ['1st', '2nd', '3rd', '4th'][quarter] ?? `${quarter + 1}th`;
const QUARTER_STATUSES = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

/** The baskets one side scores in a period of `minutes` for a team expected to score `expected` in 48. */
export function drawPeriodBaskets(random: Random, expected: number, minutes: number): number[] {
  const mean = (expected * minutes) / 48;
  const sd = 4.5 * Math.sqrt(minutes / QUARTER_MINUTES);
  const target = Math.max(minutes >= QUARTER_MINUTES ? 12 : 0, Math.round(random.normal(mean, sd)));
  const baskets: number[] = [];
  for (let sum = 0; sum < target; ) {
    const points = Math.min(random.weighted(BASKETS), target - sum);
    baskets.push(points);
    sum += points;
  }
  return baskets;
}

/** One overtime's baskets per side; with `decide`, a tie at its end goes to a last basket. */
export function drawOvertimeBaskets(random: Random, expected: Readonly<Record<Side, number>>, diff: number, decide: boolean): Record<Side, number[]> {
  const baskets = {
    away: drawPeriodBaskets(random, expected.away, OVERTIME_MINUTES),
    home: drawPeriodBaskets(random, expected.home, OVERTIME_MINUTES),
  };
  const sum = (list: readonly number[]) => list.reduce((total, points) => total + points, 0);
  if (decide && diff + sum(baskets.home) - sum(baskets.away) === 0) baskets[random.chance(0.5) ? 'home' : 'away'].push(2);
  return baskets;
}

function period(status: Segment['status'], index: number, start: number, length: number, seconds: number, label: string): Segment {
  return {
    status,
    start,
    end: start + length,
    period: index,
    opens: ['away', 'home'],
    timer: { kind: 'clock', seconds, clockMs: length, label },
  };
}

/** A whole basketball game for teams expected to score `expected` points. */
export function basketballScript(random: Random, expected: Readonly<Record<Side, number>>): GameScript {
  const segments: Segment[] = [];
  const plays: Play[] = [];
  const place = (segment: Segment, baskets: Readonly<Record<Side, readonly number[]>>) => {
    for (const side of ['away', 'home'] as const) plays.push(...spreadPlays(segment, side, baskets[side], () => random.next()));
  };
  let at = 0;
  for (let quarter = 0; quarter < 4; quarter++) {
    if (quarter === 2) {
      segments.push({ status: 'HT', start: at, end: at + HALFTIME_MS, period: null, opens: [], timer: { kind: 'text', text: 'Halftime' } });
      at += HALFTIME_MS;
    }
    const segment = period(QUARTER_STATUSES[quarter] ?? 'Q4', quarter, at, QUARTER_MS, QUARTER_MINUTES * 60, quarterLabel(quarter));
    segments.push(segment);
    place(segment, {
      away: drawPeriodBaskets(random, expected.away, QUARTER_MINUTES),
      home: drawPeriodBaskets(random, expected.home, QUARTER_MINUTES),
    });
    at = segment.end;
  }
  const diffOf = () => plays.reduce((sum, play) => sum + (play.side === 'home' ? play.points : -play.points), 0);
  let overtimes = 0;
  for (let overtime = 1; diffOf() === 0; overtime++) {
    overtimes = overtime;
    const segment = period('OT', 3 + overtime, at, OVERTIME_MS, OVERTIME_MINUTES * 60, overtimeLabel(overtime));
    segments.push(segment);
    place(segment, drawOvertimeBaskets(random, expected, 0, overtime >= MAX_OVERTIMES));
    at = segment.end;
  }
  return { segments, plays, end: at, finalStatus: overtimes > 0 ? 'AOT' : 'FT' };
}
