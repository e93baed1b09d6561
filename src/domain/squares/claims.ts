// Who may claim or release a square (docs/product/squares.md#claims).
import { ANON_HOST_ENTRY_LIMIT, HOST_ERRORS } from '../people/hosting.js';
import { REFUSAL_TEXTS, type Refusal } from '../refusals.js';
import { isSquareIndex } from './grid.js';
import type { SquaresSize } from './types.js';

/** The squares refusals' texts the web shows outside a refusal (titles, notices). */
export const CLAIM_ERRORS = {
  outOfRange: REFUSAL_TEXTS.squareOffGrid,
  taken: REFUSAL_TEXTS.squareTaken,
  locked: REFUSAL_TEXTS.squaresLocked,
  notOwner: REFUSAL_TEXTS.notYourSquare,
  ...HOST_ERRORS,
  birthBeforeLock: REFUSAL_TEXTS.birthBeforeLock,
} as const;

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
export function checkClaim(claim: ClaimCheck): Refusal | null {
  const isHost = claim.claimerUid === claim.host.uid;
  if (!isSquareIndex(claim.square, claim.size)) return { reason: 'squareOffGrid' };
  if (claim.locked) return { reason: 'squaresLocked' };
  if (claim.onBehalf && !isHost) return { reason: 'notHost' };
  if (claim.host.isAnonymous && !isHost) return { reason: 'hostAnonymous' };
  if (claim.host.isAnonymous && claim.held >= ANON_HOST_ENTRY_LIMIT) return { reason: 'anonymousHostLimit' };
  if (claim.taken) return { reason: 'squareTaken' };
  if (claim.entryLimit !== null && claim.held >= claim.entryLimit) return { reason: 'squaresEntryLimit', limit: claim.entryLimit, held: claim.held };
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
}): Refusal | null {
  if (!isSquareIndex(release.square, release.size)) return { reason: 'squareOffGrid' };
  if (release.locked) return { reason: 'squaresLocked' };
  const { holder } = release;
  const own = holder !== null && holder.uid === release.claimerUid;
  const hostsOnBehalf = holder !== null && holder.onBehalf && release.claimerUid === release.hostUid;
  return own || hostsOnBehalf ? null : { reason: 'notYourSquare' };
}
