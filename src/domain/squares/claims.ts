// Who may claim or release a square (SPEC §4 Squares actions, §5, §9; issue #5 §6).
import { ANON_HOST_ENTRY_LIMIT, HOST_ERRORS } from '../people/hosting.js';
import { isSquareIndex } from './grid.js';
import type { SquaresSize } from './types.js';

export const CLAIM_ERRORS = {
  /** Ours: the spec has no text for a square off the grid. */
  outOfRange: 'That square is not on the grid',
  taken: 'That square is already taken',
  locked: 'This game is locked. Squares can no longer change.',
  notOwner: 'You can only release your own squares',
  ...HOST_ERRORS,
  birthBeforeLock: 'Enter the birth result after locking the game',
} as const;

function entryLimitError(limit: number): string {
  return `You can hold at most ${limit} squares in this game`;
}

export interface ClaimCheck {
  square: number;
  size: SquaresSize;
  locked: boolean;
  claimerUid: string;
  host: { uid: string; isAnonymous: boolean };
  /** Only the host claims for an offline player (commissioner tools). */
  onBehalf?: boolean;
  /**
   * Squares already held by whoever the claim is for: the claimer's own squares, or for an
   * on-behalf claim those under the offline player's label. An anonymous host's limit counts
   * every square the host holds, so for an anonymous host pass all of the host's squares.
   */
  held: number;
  /** Squares per player; null: no limit. */
  entryLimit: number | null;
  /** Whether someone holds the square, when the caller knows (the database has the last word). */
  taken?: boolean;
}

/** The first rule the claim breaks, or null when it may go ahead. */
export function checkClaim(claim: ClaimCheck): string | null {
  const isHost = claim.claimerUid === claim.host.uid;
  if (!isSquareIndex(claim.square, claim.size)) return CLAIM_ERRORS.outOfRange;
  if (claim.locked) return CLAIM_ERRORS.locked;
  if (claim.onBehalf && !isHost) return CLAIM_ERRORS.notHost;
  if (claim.host.isAnonymous && !isHost) return CLAIM_ERRORS.hostAnonymous;
  if (claim.host.isAnonymous && claim.held >= ANON_HOST_ENTRY_LIMIT) return CLAIM_ERRORS.anonymousHostLimit;
  if (claim.taken) return CLAIM_ERRORS.taken;
  if (claim.entryLimit !== null && claim.held >= claim.entryLimit) return entryLimitError(claim.entryLimit);
  return null;
}

/** The first rule a release breaks, or null: your own square, or the host's on-behalf square, while unlocked. */
export function checkRelease(release: {
  square: number;
  size: SquaresSize;
  locked: boolean;
  claimerUid: string;
  hostUid: string;
  /** The square's holder; null when free. */
  holder: { uid: string; onBehalf: boolean } | null;
}): string | null {
  if (!isSquareIndex(release.square, release.size)) return CLAIM_ERRORS.outOfRange;
  if (release.locked) return CLAIM_ERRORS.locked;
  const { holder } = release;
  const own = holder !== null && holder.uid === release.claimerUid;
  const hostsOnBehalf = holder !== null && holder.onBehalf && release.claimerUid === release.hostUid;
  return own || hostsOnBehalf ? null : CLAIM_ERRORS.notOwner;
}
