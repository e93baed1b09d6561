// Phases derived from sports statuses (docs/product/live-data.md#phases, "Squares badge").

import type { Sport } from './leagues.js';
import { statusState, type StatusOf, type StatusState } from './statuses.js';

/** A question's (or a whole game's) phase as docs/product/live-data.md#statuses derives it from sports statuses. */
export const PHASES = ['Pending', 'Live', 'Over'] as const;
export type Phase = (typeof PHASES)[number];

/**
 * A pick'em question's phase from its sports game status (docs/product/live-data.md#phases):
 * NS is Pending, done statuses are Over, all others Live. Taken literally, so Warmup and
 * Delayed (INTR, SUSP, POST/PST) are Live: the game has left its scheduled start.
 */
export function questionPhase<S extends Sport>(sport: S, status: StatusOf<S>): Phase {
  return phaseOfState(statusState(sport, status));
}

/** The Phase of a StatusState, by the same rule as questionPhase. */
export function phaseOfState(state: StatusState): Phase {
  if (state === 'Pending') return 'Pending';
  if (state === 'Done') return 'Over';
  return 'Live';
}

/**
 * A game's overall phase from its items' phases (docs/product/live-data.md#phases): Over when no
 * pending or live items remain, Pending when all are pending, else Live.
 *
 * Empty list: both "no pending or live items remain" and "all are pending" hold vacuously.
 * We answer Pending: a game with nothing in it yet (e.g. a pool still being set up) has not
 * started, and Over would show it as finished and let it be settled with no results.
 */
export function overallPhase(phases: readonly Phase[]): Phase {
  if (phases.length === 0) return 'Pending';
  if (phases.every((phase) => phase === 'Over')) return 'Over';
  if (phases.every((phase) => phase === 'Pending')) return 'Pending';
  return 'Live';
}

/**
 * The squares status badge. docs/product/live-data.md lists it as "Open, Locked, Live, Over" and prints
 * the live one as "LIVE"; the value is 'Live' and the badge may render it in capitals.
 */
export const SQUARES_BADGES = ['Open', 'Locked', 'Live', 'Over'] as const;
export type SquaresBadge = (typeof SQUARES_BADGES)[number];

export interface SquaresBadgeInput {
  /** The host has locked the squares game (docs/product/squares.md#claims). */
  readonly locked: boolean;
  /** The state of the sports game the grid is played on. */
  readonly state: StatusState;
}

/**
 * The squares badge (docs/product/squares.md#phase-and-badge): Open when pending; Locked when the host locked
 * it or a live game is not in play; LIVE when in play; Over when done.
 * The game's state wins over the lock once it has started: a locked grid on a game in play is
 * Live and on a finished game Over, else a locked grid would read Locked forever. Before kickoff
 * the lock wins (a locked pending game is Locked, not Open: nobody can claim, docs/product/squares.md#claims).
 * Warmup and Delayed are the "live game not in play" cases, so they read Locked even unlocked.
 */
export function squaresBadge({ locked, state }: SquaresBadgeInput): SquaresBadge {
  switch (state) {
    case 'Done':
      return 'Over';
    case 'InPlay':
      return 'Live';
    case 'Warmup':
    case 'Delayed':
      return 'Locked';
    case 'Pending':
      return locked ? 'Locked' : 'Open';
  }
}
