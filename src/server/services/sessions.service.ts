import type { Database } from '../db/database.js';
import { SESSIONS_CHANNEL, parseSessionRevocation } from '../db/repositories/session-revocations.js';
import type { SessionRevocation } from '../db/repositories/session-revocations.js';
import { findLiveSessionHashes, findSessionUser, insertSession } from '../db/repositories/sessions.repository.js';
import type { SessionUserRow } from '../db/repositories/sessions.repository.js';
import { insertAnonymousUser } from '../db/repositories/users.repository.js';
import { SESSION_DAYS, hashSessionToken, newSessionToken, newUserId } from '../auth/session-tokens.js';

export type SessionUser = SessionUserRow;
export type { SessionRevocation };

/** A new anonymous user and a session for it, in one transaction. Returns the cookie token. */
export async function createAnonymousSession(db: Database, now: Date): Promise<{ token: string; user: SessionUser }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  const user = await db.transaction(async (tx) => {
    const created = await insertAnonymousUser(tx, newUserId());
    await insertSession(tx, hashSessionToken(token), created.uid, expiresAt);
    return created;
  });
  return { token, user };
}

/** How a session cookie's token is stored; undefined when there is none or it is too long to be one. */
export function sessionTokenHash(token: string | undefined): string | undefined {
  return !token || token.length > 100 ? undefined : hashSessionToken(token);
}

export async function findUserBySessionToken(db: Database, token: string | undefined, now: Date): Promise<SessionUser | undefined> {
  const tokenHash = sessionTokenHash(token);
  return tokenHash === undefined ? undefined : findSessionUser(db, tokenHash, now);
}

/** The user of a live session, by its token hash. */
export async function findSessionOwner(db: Database, tokenHash: string, now: Date): Promise<string | undefined> {
  return (await findSessionUser(db, tokenHash, now))?.uid;
}

/**
 * Hears every instance's session revocations. `null`: the listener reconnected and notices may
 * have been missed; `undefined`: a notice that is not a revocation.
 */
export function listenForSessionRevocations(db: Database, onNotice: (revocation: SessionRevocation | null | undefined) => void): Promise<() => Promise<void>> {
  return db.listen(SESSIONS_CHANNEL, (payload) => onNotice(payload === null ? null : parseSessionRevocation(payload)));
}

/** Which of these session token hashes are still live sessions. */
export function findLiveSessions(db: Database, sessions: readonly string[], now: Date): Promise<Set<string>> {
  return findLiveSessionHashes(db, sessions, now);
}
