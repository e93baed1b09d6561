// The code each refusal of the rules answers with, apart from the error codes themselves
// (errors.ts) so that the home page, which parses error bodies, does not carry this table.
import type { RefusalReason } from '../domain/refusals.js';
import type { ErrorCode } from './errors.js';

/** The code each refusal of the rules answers with (its text is REFUSAL_TEXTS'). */
export const REFUSAL_CODES = {
  squareOffGrid: 'invalid_input',
  squareTaken: 'square_taken',
  squaresLocked: 'game_locked',
  notYourSquare: 'forbidden',
  nobodyHoldsSquare: 'conflict',
  squaresEntryLimit: 'entry_limit',
  emptySquares: 'conflict',
  birthBeforeLock: 'conflict',
  tooManyPayouts: 'invalid_input',
  sameInitials: 'conflict',
  squareChangedHands: 'conflict',
  initialsRequired: 'invalid_input',
  initialsTaken: 'initials_taken',
  initialsMixedScript: 'invalid_input',
  hostAnonymous: 'host_anonymous',
  anonymousHostLimit: 'sign_in_required',
  notHost: 'forbidden',
  gameNotFound: 'not_found',
  notPickem: 'invalid_input',
  picksLocked: 'game_locked',
  noQuestion: 'invalid_input',
  choiceNotOffered: 'invalid_input',
  entryNotFound: 'not_found',
  entryRemovalLocked: 'game_locked',
  tiebreakerRequired: 'conflict',
  maxAnswers: 'conflict',
  oneEntry: 'entry_limit',
  pickemEntryLimit: 'entry_limit',
  noTiebreaker: 'invalid_input',
  notProps: 'invalid_input',
  notPropsTiebreaker: 'invalid_input',
  noWinner: 'invalid_input',
  signInToRename: 'sign_in_required',
  entryNameGenerationFailed: 'conflict',
  entryNameTaken: 'conflict',
} as const satisfies Record<RefusalReason, ErrorCode>;
