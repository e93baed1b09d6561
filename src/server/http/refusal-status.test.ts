import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../contracts/errors.js';
import { REFUSAL_CODES } from '../../contracts/refusal-codes.js';
import { REFUSAL_TEXTS, type Refusal } from '../../domain/refusals.js';
import { refuse } from '../services/errors.js';
import { toHttpError } from './error-status.js';

/** Every refusal of the rules, with the status, code and words a client gets for it. */
const ANSWERS: readonly [Refusal, number, string, string][] = [
  [{ reason: 'squareOffGrid' }, 400, 'invalid_input', 'That square is not on the grid'],
  [{ reason: 'squareTaken' }, 409, 'square_taken', 'That square is already taken'],
  [{ reason: 'squaresLocked' }, 409, 'game_locked', 'This game is locked. Squares can no longer change.'],
  [{ reason: 'notYourSquare' }, 403, 'forbidden', 'You can only release your own squares'],
  [{ reason: 'nobodyHoldsSquare' }, 409, 'conflict', 'Nobody holds that square.'],
  [{ reason: 'squaresEntryLimit', limit: 3, held: 3 }, 409, 'entry_limit', '3 of 3 squares: the most one player can hold in this game'],
  [{ reason: 'emptySquares', empty: 1 }, 409, 'conflict', '1 square is still empty. Confirm to lock the game with empty squares.'],
  [{ reason: 'birthBeforeLock' }, 409, 'conflict', 'Enter the birth result after locking the game'],
  [{ reason: 'tooManyPayouts', limit: 1 }, 400, 'invalid_input', 'At most 1 payout, one per paying period'],
  [{ reason: 'tooManyPayouts', limit: 4 }, 400, 'invalid_input', 'At most 4 payouts, one per paying period'],
  [{ reason: 'sameInitials' }, 409, 'conflict', 'That square already carries those initials'],
  [{ reason: 'playerNotFound' }, 404, 'not_found', 'No player of this game carries those initials'],
  [{ reason: 'samePlayerInitials' }, 409, 'conflict', 'That player already carries those initials'],
  [{ reason: 'squareChangedHands' }, 409, 'conflict', 'That square changed hands a moment ago. Look at it again.'],
  [{ reason: 'initialsRequired' }, 400, 'invalid_input', 'Initials required'],
  [{ reason: 'initialsTaken' }, 409, 'initials_taken', 'Initials already taken'],
  [{ reason: 'initialsMixedScript' }, 400, 'invalid_input', 'Initials must use letters from one alphabet'],
  [{ reason: 'hostAnonymous' }, 403, 'host_anonymous', 'Game owner is anonymous'],
  [{ reason: 'anonymousHostLimit' }, 403, 'sign_in_required', 'Sign in to add more entries'],
  [{ reason: 'notHost' }, 403, 'forbidden', 'Only the host can do that'],
  [{ reason: 'gameNotFound' }, 404, 'not_found', 'Game not found'],
  [{ reason: 'notPickem' }, 400, 'invalid_input', "Game is not a pick'em game"],
  [{ reason: 'picksLocked' }, 409, 'game_locked', 'Picks are locked for this game'],
  [{ reason: 'noQuestion' }, 400, 'invalid_input', 'That question does not exist'],
  [{ reason: 'choiceNotOffered' }, 400, 'invalid_input', 'That choice is not offered'],
  [{ reason: 'entryNotFound' }, 404, 'not_found', 'Entry not found'],
  [{ reason: 'entryRemovalLocked' }, 409, 'game_locked', 'Entries can no longer be removed: picks have locked'],
  [{ reason: 'tiebreakerRequired' }, 409, 'conflict', 'Set Tiebreaker to Submit!'],
  [{ reason: 'maxAnswers', limit: 1, props: false }, 409, 'conflict', 'You can pick at most 1 game'],
  [{ reason: 'oneEntry' }, 409, 'entry_limit', 'You already have an entry in this game'],
  [{ reason: 'pickemEntryLimit', limit: 1 }, 409, 'entry_limit', 'You can have at most 1 entry in this game'],
  [{ reason: 'pickemEntryLimit', limit: 2 }, 409, 'entry_limit', 'You can have at most 2 entries in this game'],
  [{ reason: 'noTiebreaker' }, 400, 'invalid_input', 'This game has no tiebreaker'],
  [{ reason: 'notProps' }, 400, 'invalid_input', 'Only props questions are settled by the host; game questions settle from the scores'],
  [{ reason: 'notPropsTiebreaker' }, 400, 'invalid_input', 'Only a props tiebreaker is settled by the host'],
  [{ reason: 'noWinner' }, 400, 'invalid_input', 'Name the winning choice, or void the question'],
  [{ reason: 'signInToRename' }, 403, 'sign_in_required', 'Sign in required to customize entry name'],
  [{ reason: 'entryNameGenerationFailed' }, 409, 'conflict', 'Failed to generate safe entry name'],
  [{ reason: 'entryNameTaken' }, 409, 'conflict', 'That entry name is already taken'],
  [{ reason: 'alreadyInSeason' }, 409, 'conflict', 'This game is already part of a season'],
  [{ reason: 'propsHaveNoSeason' }, 400, 'invalid_input', 'A props game has no slate to follow, so it cannot become a season'],
  [{ reason: 'botsCannotPlay' }, 403, 'forbidden', 'Automated players cannot enter public challenges'],
  [{ reason: 'seasonGameKept' }, 409, 'conflict', 'This game is part of a season and stays with it'],
];

describe('a refusal of the rules as the client gets it', () => {
  it.each(ANSWERS)('%j answers %i %s', (refusal, status, code, message) => {
    expect(toHttpError(refuse(refusal))).toEqual({ status, code, message });
  });

  it('the table above covers every refusal, and every refusal has a code and words', () => {
    const reasons = Object.keys(REFUSAL_TEXTS);
    expect(new Set(ANSWERS.map(([refusal]) => refusal.reason))).toEqual(new Set(reasons));
    expect(Object.keys(REFUSAL_CODES).sort()).toEqual([...reasons].sort());
  });

  it("each answer's body parses with the contract, so the web reads its code", () => {
    for (const [refusal] of ANSWERS) {
      const { code, message } = toHttpError(refuse(refusal));
      expect(ErrorBodySchema.safeParse({ error: { code, message, correlationId: 'c' } }).success).toBe(true);
    }
  });

  it('a body with a code outside the closed set does not parse', () => {
    expect(ErrorBodySchema.safeParse({ error: { code: 'refused_somehow', message: 'x', correlationId: 'c' } }).success).toBe(false);
  });
});
