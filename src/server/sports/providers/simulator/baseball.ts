// Baseball as the simulator plays it: nine innings of ~20 real minutes (10 per half), runs per
// half-inning from a realistic distribution (about 72% of half-innings are scoreless), no bottom
// of the 9th when the home side leads, walk-offs, and extra innings until someone wins, reported
// as one aggregated entry after the 9th (as API-Sports sends them, contracts/sports.ts).

import type { BaseballStatus } from '../../../../domain/sports/statuses.js';
import type { Random, Weighted } from './random.js';
import { MINUTE_MS, ordinal, spreadPlays, type GameScript, type Play, type Segment, type Side } from './timeline.js';

export const HALF_INNING_MS = 10 * MINUTE_MS;
export const REGULATION_INNINGS = 9;
/** periodScores index of the aggregated extra innings. */
export const EXTRAS_PERIOD = REGULATION_INNINGS;
/** Innings after which the simulator stops pretending and decides the game (real games rarely last 15). */
export const MAX_INNINGS = 15;

// Runs in a half-inning that scores: mostly one, sometimes a crooked number.
const RUNS_WHEN_SCORING: readonly Weighted<number>[] = [
  [1, 0.55],
  [2, 0.25],
  [3, 0.11],
  [4, 0.05],
  [5, 0.025],
  [6, 0.01],
  [7, 0.005],
];
const MEAN_RUNS_WHEN_SCORING = RUNS_WHEN_SCORING.reduce((sum, [runs, weight]) => sum + runs * weight, 0);
/** Extra innings start with a runner on second (since 2020), so far fewer are scoreless. */
const EXTRAS_SCORELESS = 0.42;

/** Runs in one half-inning for a team expected to score `expectedRuns` in nine innings. */
export function drawHalfInningRuns(random: Random, expectedRuns: number, extras: boolean): number {
  const perHalf = expectedRuns / REGULATION_INNINGS;
  const scoreless = extras ? EXTRAS_SCORELESS : Math.min(0.85, Math.max(0.55, 1 - perHalf / MEAN_RUNS_WHEN_SCORING));
  return random.chance(scoreless) ? 0 : random.weighted(RUNS_WHEN_SCORING);
}

/** A home half-inning in the 9th or later ends the moment home leads: runs past the winning one never score. */
export function walkOffRuns(runs: number, deficit: number): number {
  return deficit >= 0 && runs > deficit ? deficit + 1 : runs;
}

const INNING_STATUSES = ['IN1', 'IN2', 'IN3', 'IN4', 'IN5', 'IN6', 'IN7', 'IN8', 'IN9'] as const;

/**
 * The status of an inning (1-based): IN1–IN9, then EXTRAS. The simulator never reports INTR
 * (a delay) on its own; a test control can set it.
 */
export function inningStatus(inning: number): BaseballStatus {
  return inning > REGULATION_INNINGS ? 'EXTRAS' : (INNING_STATUSES[inning - 1] ?? 'IN1');
}

/** Extra innings from a tie (or any difference a test set): runs per side, until someone wins. */
export function playExtraInnings(random: Random, expected: Readonly<Record<Side, number>>, diff: number): Record<Side, number> {
  const runs = { away: 0, home: 0 };
  for (let inning = REGULATION_INNINGS + 1; ; inning++) {
    const away = drawHalfInningRuns(random, expected.away, true);
    runs.away += away;
    diff -= away;
    if (diff > 0) return runs;
    let home = walkOffRuns(drawHalfInningRuns(random, expected.home, true), -diff);
    if (inning >= MAX_INNINGS && diff + home === 0) home += 1;
    runs.home += home;
    diff += home;
    if (diff !== 0) return runs;
  }
}

function half(inning: number, side: Side, start: number): Segment {
  return {
    status: inningStatus(inning),
    start,
    end: start + HALF_INNING_MS,
    period: Math.min(inning - 1, EXTRAS_PERIOD),
    opens: [side],
    timer: { kind: 'text', text: `${side === 'away' ? 'Top' : 'Bot'} ${ordinal(inning)}` },
  };
}

const ones = (runs: number) => Array.from({ length: runs }, () => 1);

/** A whole baseball game; each run is its own play, at its moment in the half-inning. */
export function baseballScript(random: Random, expected: Readonly<Record<Side, number>>): GameScript {
  const segments: Segment[] = [];
  const plays: Play[] = [];
  let diff = 0; // home − away
  let at = 0;
  for (let inning = 1; ; inning++) {
    const extras = inning > REGULATION_INNINGS;
    const top = half(inning, 'away', at);
    const away = drawHalfInningRuns(random, expected.away, extras);
    segments.push(top);
    plays.push(...spreadPlays(top, 'away', ones(away), () => random.next()));
    diff -= away;
    at = top.end;
    // The home side does not bat in the 9th when it is already ahead.
    if (inning >= REGULATION_INNINGS && diff > 0) return { segments, plays, end: at, finalStatus: 'FT' };

    const bottom = half(inning, 'home', at);
    const late = inning >= REGULATION_INNINGS;
    let home = drawHalfInningRuns(random, expected.home, extras);
    if (late) home = walkOffRuns(home, -diff);
    if (inning >= MAX_INNINGS && diff + home === 0) home += 1;
    const homePlays = spreadPlays(bottom, 'home', ones(home), () => random.next());
    plays.push(...homePlays);
    diff += home;
    if (late && diff > 0) {
      // Walk-off: the game ends with the winning run.
      const end = homePlays[homePlays.length - 1]?.at ?? bottom.end;
      segments.push({ ...bottom, end });
      return { segments, plays, end, finalStatus: 'FT' };
    }
    segments.push(bottom);
    at = bottom.end;
    if (late && diff !== 0) return { segments, plays, end: at, finalStatus: 'FT' };
  }
}
