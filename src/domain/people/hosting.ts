// What a pool's host may do, the same in squares and pick'em (docs/product/accounts.md): an anonymous
// host's entry limit and the refusal texts both games share.
import { REFUSAL_TEXTS } from '../refusals.js';

/** docs/product/accounts.md: an anonymous host may hold 2 entries in their own game. */
export const ANON_HOST_ENTRY_LIMIT = 2;

/** Refusals about the host, shared by CLAIM_ERRORS (squares) and PICKEM_ERRORS. */
export const HOST_ERRORS = {
  /** docs/product/accounts.md "Joining is disabled if the game owner is anonymous"; the web shows 'Game host needs to sign in'. */
  hostAnonymous: REFUSAL_TEXTS.hostAnonymous,
  /** docs/product/accounts.md: an anonymous host's third entry. */
  anonymousHostLimit: REFUSAL_TEXTS.anonymousHostLimit,
  notHost: REFUSAL_TEXTS.notHost,
  notFound: REFUSAL_TEXTS.gameNotFound,
} as const;
