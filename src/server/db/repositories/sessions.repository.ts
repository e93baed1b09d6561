import { z } from 'zod';
import type { Queryable } from '../database.js';

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

export async function revokeSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [tokenHash, now]);
}

/** Ends every live session of a user (sign-out everywhere). */
export async function revokeUserSessions(db: Queryable, uid: string, now: Date): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where uid = $1 and revoked_at is null', [uid, now]);
}
