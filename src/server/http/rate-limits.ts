import '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../services/errors.js';
import type { ClientKey } from './client-allowance.js';
import { clientAddress } from './client-address.js';
import { requestTokenHash } from './request-user.js';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** Which user a session token hash belongs to, if it is a live session. */
export type SessionOwnerLookup = (tokenHash: string) => Promise<string | undefined>;

/** How long a token's owner is remembered for the limit's key, and for how many tokens at most. */
const COMMAND_KEY_CACHE = { ttlMs: 30_000, max: 10_000 };

/**
 * The key of the per-client command limit: the client's address, with the user of a session
 * that exists. A made-up or expired cookie is no session, so inventing a cookie per request
 * lands every request in the address's one bucket. A failed lookup counts as no session; the
 * route reports the failure itself.
 *
 * The owner of a token is remembered for a few seconds: the hot commands (claims, releases)
 * check their session inside their own statement, and a lookup per command just to pick a
 * bucket would double their database work. A session revoked within that time keeps its
 * bucket a little longer, which changes nothing it may do. The cache is bounded, so tokens
 * made up by the thousand only push others out of it.
 */
export function commandKey(ownerOf: SessionOwnerLookup): ClientKey {
  const owners = new LRUCache<string, string>({ max: COMMAND_KEY_CACHE.max, ttl: COMMAND_KEY_CACHE.ttlMs });
  const keyOf = (address: string, owner: string) => (owner === '' ? address : `${address} ${owner}`);
  const lookUp = async (address: string, tokenHash: string): Promise<string> => {
    const found = await ownerOf(tokenHash).catch(() => null);
    if (found === null) return address;
    owners.set(tokenHash, found ?? '');
    return keyOf(address, found ?? '');
  };
  // A remembered owner (the usual case) is answered at once, with no promise: the analytics
  // routes' limiter is synchronous then (decision 055).
  return (request) => {
    const address = clientAddress(request.ip);
    const tokenHash = requestTokenHash(request);
    if (tokenHash === undefined) return address;
    const owner = owners.get(tokenHash);
    return owner === undefined ? lookUp(address, tokenHash) : keyOf(address, owner);
  };
}

export interface ClientLimitOptions {
  max: number;
  windowMs: number;
  /** The refusal's text, given the wait in whole minutes (at least 1). */
  message: (minutes: number) => string;
}

/** Counts one use against a limit. Throws `rate_limited` (429, with Retry-After) past it. */
export type ClientLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A limit per client address, whatever the session (new sessions, sign-in mails, code guesses):
 * a client that has no session yet, or throws its sessions away, is still one client.
 * Registered once per server, after @fastify/rate-limit; one store per limit.
 */
export function perClientLimit(app: FastifyInstance, options: ClientLimitOptions): ClientLimit {
  const count = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => clientAddress(request.ip),
  });
  return async (request, reply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError('rate_limited', options.message(Math.max(1, Math.ceil(result.ttl / MINUTE_MS))));
  };
}
