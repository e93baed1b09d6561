// A squares game's phase and badge (docs/product/squares.md#phase-and-badge, Squares badge).
import { isPlayedFinal, isPostponedOrCancelled } from '../sports/index.js';
import type { Phase, SportsStatus, SquaresBadge, StatusState } from '../sports/index.js';
import type { SquaresVariant } from './types.js';

/** docs/product/squares.md#phase-and-badge: the same values as the sports domain's Phase and SquaresBadge. */
export type SquaresPhase = Phase;
export type SquaresGameBadge = SquaresBadge;

/**
 * docs/product/squares.md: Pending while squares are claimed, Live once locked (digits drawn), Over when the
 * sports game is a played final or the birth result is entered. A postponed or cancelled game
 * stays Live (its badge reads Locked) until it is played or the host deletes it (docs/product/squares.md).
 */
export function squaresPhase(input: {
  locked: boolean;
  variant: SquaresVariant;
  status?: string | null;
  birthResultEntered: boolean;
}): SquaresPhase {
  if (!input.locked) return 'Pending';
  const over = input.variant === 'BabyShower' ? input.birthResultEntered : isPlayedFinal(input.status ?? '');
  return over ? 'Over' : 'Live';
}

/**
 * docs/product/squares.md#phase-and-badge: Open when pending; Locked when locked or a live game is not in play
 * (warming up, delayed, postponed, cancelled; a baby shower waiting for the birth); LIVE in
 * play; Over when done. The value is 'Live'; the page renders it in capitals.
 */
export function squaresGameBadge(input: {
  gamePhase: SquaresPhase;
  sportsState: StatusState | null;
  status: string | null;
}): SquaresGameBadge {
  if (input.gamePhase === 'Pending') return 'Open';
  if (input.gamePhase === 'Over') return 'Over';
  if (input.status !== null && isPostponedOrCancelled(input.status as SportsStatus)) return 'Locked';
  return input.sportsState === 'InPlay' ? 'Live' : 'Locked';
}
