// Every refusal a rule of the game can give, and the one table of the words a player reads for
// each (the spec's texts, unchanged; "ours" marks a text the spec does not give). A check returns a
// Refusal value, never a bare string: the code clients switch on is looked up from the refusal
// (REFUSAL_CODES in contracts/refusal-codes.ts), so nothing ever dispatches on the text.
// Adding a refusal: one entry here, one in REFUSAL_CODES; the compiler finds the rest.
import { MIXED_SCRIPT_ERROR } from './people/labels.js';

export const REFUSAL_TEXTS = {
  /** Ours: a square off the grid (the spec has no text for it). */
  squareOffGrid: 'That square is not on the grid',
  squareTaken: 'That square is already taken',
  squaresLocked: 'This game is locked. Squares can no longer change.',
  notYourSquare: 'You can only release your own squares',
  /** Ours: marking paid a square nobody holds. */
  nobodyHoldsSquare: 'Nobody holds that square.',
  /**
   * Ours: a player's squares beyond the game's entry limit, said with where they stand ('13 of 13
   * squares'). A host who lowered the limit leaves players holding more than it: they keep them.
   */
  squaresEntryLimit: ({ limit, held }: { limit: number; held: number }) =>
    held > limit
      ? `You hold ${held} squares, more than the ${limit} a player may now hold in this game`
      : `${held} of ${limit} squares: the most one player can hold in this game`,
  /** Ours: locking with empty squares, until the host confirms. */
  emptySquares: ({ empty }: { empty: number }) => `${empty} ${empty === 1 ? 'square is' : 'squares are'} still empty. Confirm to lock the game with empty squares.`,
  /** Ours: a baby shower's birth result is entered once the game is locked. */
  birthBeforeLock: 'Enter the birth result after locking the game',
  /** Ours: more payout lines than the game has paying periods (at creation and when the host edits). */
  tooManyPayouts: ({ limit }: { limit: number }) => `At most ${limit} ${limit === 1 ? 'payout' : 'payouts'}, one per paying period`,
  /** Ours: the host releasing or reassigning a square that changed hands since they looked at it. */
  squareChangedHands: 'That square changed hands a moment ago. Look at it again.',
  /** Ours: the host reassigning a square to the initials it already carries. */
  sameInitials: 'That square already carries those initials',
  /** Ours: an admin renaming a squares player whom no square or label of the game carries. */
  playerNotFound: 'No player of this game carries those initials',
  /** Ours: an admin renaming a squares player to the initials they already carry. */
  samePlayerInitials: 'That player already carries those initials',
  initialsRequired: 'Initials required',
  initialsTaken: 'Initials already taken',
  initialsMixedScript: MIXED_SCRIPT_ERROR,
  /** "Joining is disabled if the game owner is anonymous"; the web shows 'Game host needs to sign in'. */
  hostAnonymous: 'Game owner is anonymous',
  /** An anonymous host's third entry. */
  anonymousHostLimit: 'Sign in to add more entries',
  notHost: 'Only the host can do that',
  gameNotFound: 'Game not found',
  notPickem: "Game is not a pick'em game",
  picksLocked: 'Picks are locked for this game',
  noQuestion: 'That question does not exist',
  choiceNotOffered: 'That choice is not offered',
  entryNotFound: 'Entry not found',
  /** Ours: the host removing an entry once a question has locked (its locked picks are public and scored). */
  entryRemovalLocked: 'Entries can no longer be removed: picks have locked',
  /** Submit with a tiebreaker unanswered. */
  tiebreakerRequired: 'Set Tiebreaker to Submit!',
  /** A pick beyond the game's maxAnswers. */
  maxAnswers: ({ limit, props }: { limit: number; props: boolean }) =>
    `You can pick at most ${limit} ${props ? (limit === 1 ? 'question' : 'questions') : limit === 1 ? 'game' : 'games'}`,
  /** Ours: a second entry where the game allows one per player. */
  oneEntry: 'You already have an entry in this game',
  /** Ours: an entry beyond the game's entry limit. */
  pickemEntryLimit: ({ limit }: { limit: number }) => `You can have at most ${limit} ${limit === 1 ? 'entry' : 'entries'} in this game`,
  /** Ours: a tiebreaker answer in a game without one. */
  noTiebreaker: 'This game has no tiebreaker',
  /** Ours: the host settling a question that settles from the scores. */
  notProps: 'Only props questions are settled by the host; game questions settle from the scores',
  /** Ours: the host settling a tiebreaker that settles from the scores. */
  notPropsTiebreaker: 'Only a props tiebreaker is settled by the host',
  /** Ours: a props result naming no winner without voiding. */
  noWinner: 'Name the winning choice, or void the question',
  /** Anonymous players cannot name their entries. */
  signInToRename: 'Sign in required to customize entry name',
  /** No free generated name after the allowed tries. */
  entryNameGenerationFailed: 'Failed to generate safe entry name',
  /** Ours: a name another entry of the game has (entry names are unique). */
  entryNameTaken: 'That entry name is already taken',
  /** Ours: Extend for Season on a game that already belongs to a season. */
  alreadyInSeason: 'This game is already part of a season',
  /** Ours: Extend for Season on a props game, which has no slate to follow. */
  propsHaveNoSeason: 'A props game has no slate to follow, so it cannot become a season',
  /** Ours: a crawler or script entering a public challenge. */
  botsCannotPlay: 'Automated players cannot enter public challenges',
  /** Ours: deleting one game of a season (the season's standings count it). */
  seasonGameKept: 'This game is part of a season and stays with it',
} as const;

type Texts = typeof REFUSAL_TEXTS;

/** Which rule refused: one key of REFUSAL_TEXTS. */
export type RefusalReason = keyof Texts;

/** A rule's refusal: its reason, and what its text needs (a limit, a count). */
export type Refusal = {
  [R in RefusalReason]: Texts[R] extends (params: infer P) => string ? { readonly reason: R } & Readonly<P> : { readonly reason: R };
}[RefusalReason];

/** The words the player reads for a refusal. */
export function refusalText(refusal: Refusal): string {
  const text: string | ((params: never) => string) = REFUSAL_TEXTS[refusal.reason];
  return typeof text === 'string' ? text : text(refusal as never);
}
