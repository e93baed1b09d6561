import '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { AppError } from '../services/errors.js';
import { clientAddress } from './client-address.js';
import { findRequestUser } from './request-user.js';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/**
 * The key of the per-client command limit: the client's address, with the user of a session
 * that exists. A made-up or expired cookie is no session, so inventing a cookie per request
 * lands every request in the address's one bucket. A failed lookup counts as no session; the
 * route reports the failure itself, from the same lookup.
 */
export function commandKey(db: Database, now: () => Date) {
  return async (request: FastifyRequest): Promise<string> => {
    const address = clientAddress(request.ip);
    const user = await findRequestUser(request, db, now()).catch(() => undefined);
    return user ? `${address} ${user.uid}` : address;
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
