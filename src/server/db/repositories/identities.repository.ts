import type { Queryable } from '../database.js';

export type IdentityProvider = 'email' | 'google' | 'webview';

export async function findIdentityUid(db: Queryable, provider: IdentityProvider, subject: string): Promise<string | undefined> {
  const { rows } = await db.query<{ uid: string }>('select uid from identities where provider = $1 and subject = $2', [provider, subject]);
  return rows[0]?.uid;
}

/** Links (provider, subject) to an account; a no-op when that identity already names it. */
export async function insertIdentity(db: Queryable, provider: IdentityProvider, subject: string, uid: string, now: Date): Promise<void> {
  await db.query(
    'insert into identities (provider, subject, uid, created_at) values ($1, $2, $3, $4) on conflict (provider, subject) do nothing',
    [provider, subject, uid, now],
  );
}
