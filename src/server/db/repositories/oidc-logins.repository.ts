import { z } from 'zod';
import type { Queryable } from '../database.js';

const OidcLoginRowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  code_verifier: z.string(),
  mode: z.enum(['popup', 'redirect']),
  then_navigate: z.string(),
  anon_uid: z.string().nullable(),
  takeover_code: z.string().nullable(),
  expires_at: z.union([z.date(), z.string()]).transform((v) => new Date(v)),
});

/** A Google login between /api/auth/google/start and its callback. */
export interface OidcLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  mode: 'popup' | 'redirect';
  thenNavigate: string;
  anonUid: string | null;
  takeoverCode: string | null;
  expiresAt: Date;
}

export async function insertOidcLogin(db: Queryable, login: OidcLogin): Promise<void> {
  await db.query(
    `insert into oidc_logins (state, nonce, code_verifier, mode, then_navigate, anon_uid, takeover_code, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [login.state, login.nonce, login.codeVerifier, login.mode, login.thenNavigate, login.anonUid, login.takeoverCode, login.expiresAt],
  );
}

/** Reads and deletes the login in one statement: a state is good for one callback only, even when two race. */
export async function takeOidcLogin(db: Queryable, state: string): Promise<OidcLogin | undefined> {
  const { rows } = await db.query(
    `delete from oidc_logins where state = $1
     returning state, nonce, code_verifier, mode, then_navigate, anon_uid, takeover_code, expires_at`,
    [state],
  );
  if (rows[0] === undefined) return undefined;
  const row = OidcLoginRowSchema.parse(rows[0]);
  return {
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    mode: row.mode,
    thenNavigate: row.then_navigate,
    anonUid: row.anon_uid,
    takeoverCode: row.takeover_code,
    expiresAt: row.expires_at,
  };
}

/** Logins nobody came back from. */
export async function deleteExpiredOidcLogins(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from oidc_logins where expires_at < $1', [now]);
}
