// What a pool's host may do, the same in squares and pick'em (SPEC §4, §5, §9): an anonymous
// host's entry limit and the refusal texts both games share.
import { REFUSAL_TEXTS } from '../refusals.js';

/** SPEC §5, §9: an anonymous host may hold 2 entries in their own game. */
export const ANON_HOST_ENTRY_LIMIT = 2;

/** Refusals about the host, shared by CLAIM_ERRORS (squares) and PICKEM_ERRORS. */
export const HOST_ERRORS = {
  /** SPEC §5 "Joining is disabled if the game owner is anonymous"; the web shows 'Game host needs to sign in'. */
  hostAnonymous: REFUSAL_TEXTS.hostAnonymous,
  /** SPEC §5: an anonymous host's third entry. */
  anonymousHostLimit: REFUSAL_TEXTS.anonymousHostLimit,
  notHost: REFUSAL_TEXTS.notHost,
  notFound: REFUSAL_TEXTS.gameNotFound,
} as const;
