import { z } from 'zod';
import type { Queryable } from '../database.js';
import { notifySessionEnded, notifyUserSessionsEnded } from './session-revocations.js';

const SessionUserRowSchema = z.object({ uid: z.string(), type: z.enum(['anonymous', 'signedIn']) });
export type SessionUserRow = z.infer<typeof SessionUserRowSchema>;

export async function insertSession(db: Queryable, tokenHash: string, uid: string, expiresAt: Date): Promise<void> {
  await db.query('insert into sessions (token_hash, uid, expires_at) values ($1, $2, $3)', [tokenHash, uid, expiresAt]);
}

/**
 * The live session's user (token known, not revoked, not expired) as a common table
 * expression named live_session (uid, type), for a statement that checks the caller's
 * session itself instead of a lookup before it. `tokenHash` and `now` name the statement's
 * parameters that carry them, e.g. '$2'.
 */
export function sessionUserCte(params: { tokenHash: string; now: string }): string {
  return `live_session as (
       select u.uid, u.type from sessions s join users u on u.uid = s.uid
       where s.token_hash = ${params.tokenHash} and s.revoked_at is null and s.expires_at > ${params.now}
     )`;
}

/** The live session's user, or undefined when the token is unknown, expired or revoked. */
export async function findSessionUser(db: Queryable, tokenHash: string, now: Date): Promise<SessionUserRow | undefined> {
  const { rows } = await db.query(`with ${sessionUserCte({ tokenHash: '$1', now: '$2' })} select uid, type from live_session`, [tokenHash, now]);
  return rows[0] === undefined ? undefined : SessionUserRowSchema.parse(rows[0]);
}

/** Ends one session; every instance closes its sockets (session-revocations.ts). */
export async function revokeSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query(
    `with revoked as (update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null returning token_hash)
     select ${notifySessionEnded('token_hash')} from revoked`,
    [tokenHash, now],
  );
}

/** Ends every live session of a user (sign-out everywhere); every instance closes their sockets. */
export async function revokeUserSessions(db: Queryable, uid: string, now: Date): Promise<void> {
  await db.query(
    `with revoked as (update sessions set revoked_at = $2 where uid = $1 and revoked_at is null returning uid)
     select ${notifyUserSessionsEnded('$1::text')} where exists (select 1 from revoked)`,
    [uid, now],
  );
}

const TokenHashRowSchema = z.object({ token_hash: z.string() });

/** Which of these sessions are still live (known, not revoked, not expired). */
export async function findLiveSessionHashes(db: Queryable, tokenHashes: readonly string[], now: Date): Promise<Set<string>> {
  const { rows } = await db.query(
    'select token_hash from sessions where token_hash = any($1::text[]) and revoked_at is null and expires_at > $2',
    [tokenHashes, now],
  );
  return new Set(rows.map((row) => TokenHashRowSchema.parse(row).token_hash));
}
