import { describe, expect, it } from 'vitest';
import { refusalText, type Refusal } from '../refusals.js';
import { CLAIM_ERRORS, checkClaim, checkRelease } from './claims.js';
import type { ClaimCheck } from './claims.js';

const claim = (over: Partial<ClaimCheck> = {}): ClaimCheck => ({
  square: 10,
  size: 100,
  locked: false,
  claimerUid: 'player',
  host: { uid: 'host', isAnonymous: false },
  held: 0,
  entryLimit: null,
  ...over,
});
const anonHost = { uid: 'host', isAnonymous: true };
/** The words of a refusal, or null. */
const textOf = (refusal: Refusal | null) => (refusal === null ? null : refusalText(refusal));

describe('checkClaim', () => {
  it.each<[string, Partial<ClaimCheck>, string | null]>([
    ['a free square', {}, null],
    ['off a 10×10 grid', { square: 100 }, 'That square is not on the grid'],
    ['off a 5×5 grid', { square: 25, size: 25 }, CLAIM_ERRORS.outOfRange],
    ['a fraction', { square: 2.5 }, CLAIM_ERRORS.outOfRange],
    ['a locked game', { locked: true }, 'This game is locked. Squares can no longer change.'],
    ['a taken square', { taken: true }, 'That square is already taken'],
    ['a player while the host is anonymous', { host: anonHost }, 'Game owner is anonymous'],
    ['an anonymous host’s first square', { claimerUid: 'host', host: anonHost, held: 0 }, null],
    ['an anonymous host’s second square', { claimerUid: 'host', host: anonHost, held: 1 }, null],
    ['an anonymous host’s third square', { claimerUid: 'host', host: anonHost, held: 2 }, 'Sign in to add more entries'],
    ['an anonymous host on behalf of someone', { claimerUid: 'host', host: anonHost, held: 2, onBehalf: true }, CLAIM_ERRORS.anonymousHostLimit],
    ['a signed-in host’s third square', { claimerUid: 'host', held: 2 }, null],
    ['under the entry limit', { held: 2, entryLimit: 3 }, null],
    ['at the entry limit', { held: 3, entryLimit: 3 }, '3 of 3 squares: the most one player can hold in this game'],
    ['past a limit the host lowered', { held: 5, entryLimit: 3 }, 'You hold 5 squares, more than the 3 a player may now hold in this game'],
    ['on behalf, not the host', { onBehalf: true }, 'Only the host can do that'],
    ['on behalf, by the host', { claimerUid: 'host', onBehalf: true, held: 5 }, null],
    ['locked and off the grid: the range first', { square: -1, locked: true }, CLAIM_ERRORS.outOfRange],
  ])('%s', (_case, over, error) => {
    expect(textOf(checkClaim(claim(over)))).toBe(error);
  });
});

describe('checkRelease', () => {
  const release = (over: Partial<Parameters<typeof checkRelease>[0]> = {}) =>
    checkRelease({ square: 4, size: 25, locked: false, claimerUid: 'me', hostUid: 'host', holder: { uid: 'me', onBehalf: false }, ...over });

  it.each<[string, Partial<Parameters<typeof checkRelease>[0]>, string | null]>([
    ['your own square', {}, null],
    ['someone else’s square', { holder: { uid: 'you', onBehalf: false } }, 'You can only release your own squares'],
    ['a free square', { holder: null }, CLAIM_ERRORS.notOwner],
    ['the host, an on-behalf square', { claimerUid: 'host', holder: { uid: 'host', onBehalf: true } }, null],
    ['the host, a player’s square', { claimerUid: 'host', holder: { uid: 'me', onBehalf: false } }, CLAIM_ERRORS.notOwner],
    ['a locked game', { locked: true }, CLAIM_ERRORS.locked],
    ['off the grid', { square: 25 }, CLAIM_ERRORS.outOfRange],
  ])('%s', (_case, over, error) => {
    expect(textOf(release(over))).toBe(error);
  });
});
