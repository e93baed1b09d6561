import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.js';
import type { EventSubject } from '../services/analytics-recorder.js';
import { listenForSessionRevocations } from '../services/sessions.service.js';
import type { SessionRevocation } from '../services/sessions.service.js';
import { findRequestUser, requestTokenHash } from './request-user.js';

/** How long a token's player is remembered, and for how many tokens at most. */
const OWNERS = { ttlMs: 30_000, max: 10_000 };

export interface EventSubjects {
  /** Whose events a request's batch is: its session's player, else the browser's client id. */
  of(request: FastifyRequest, clientId: string | undefined): EventSubject | Promise<EventSubject>;
  /** Stops hearing revocations. */
  close(): Promise<void>;
}

/**
 * Whose events these are, by session: remembered for 30 s per token hash, so a browser's batch
 * every 10 s costs no session read. A session that ends (sign-out, sign-out everywhere, account
 * deletion: on any instance, through the revocations' NOTIFY) is forgotten at once, so a batch
 * sent with its cookie after that is stored as the client's, not the player's. A notice that
 * arrives while a token is being looked up keeps that lookup's answer out of the cache, and a
 * listener that reconnected (notices possibly missed) forgets every token.
 */
export async function createEventSubjects(db: Database, now: () => Date): Promise<EventSubjects> {
  const owners = new LRUCache<string, string>({ max: OWNERS.max, ttl: OWNERS.ttlMs });
  let notices = 0;
  const forget = (revocation: SessionRevocation | null | undefined) => {
    notices++;
    if (revocation === null) return owners.clear();
    if (!revocation) return;
    if ('session' in revocation) {
      owners.delete(revocation.session);
      return;
    }
    for (const [hash, uid] of owners.entries()) if (uid === revocation.user) owners.delete(hash);
  };
  const stop = await listenForSessionRevocations(db, forget);

  const lookUp = async (request: FastifyRequest, tokenHash: string, clientId: string | undefined): Promise<EventSubject> => {
    const seen = notices;
    const uid = (await findRequestUser(request, db, now()))?.uid ?? '';
    if (seen === notices) owners.set(tokenHash, uid);
    return uid ? { uid } : { clientId };
  };

  return {
    // A known token's player is answered from memory, with no promise to wait for.
    of(request, clientId) {
      const tokenHash = requestTokenHash(request);
      if (tokenHash === undefined) return { clientId };
      const uid = owners.get(tokenHash);
      if (uid === undefined) return lookUp(request, tokenHash, clientId);
      return uid ? { uid } : { clientId };
    },
    close: stop,
  };
}
