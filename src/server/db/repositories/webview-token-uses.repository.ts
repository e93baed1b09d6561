import type { Queryable } from '../database.js';

/**
 * Records a webview token's id as used. False when it already was: the caller
 * refuses the replay. A concurrent use of the same id waits for the first
 * transaction and then sees its row.
 */
export async function recordWebviewTokenUse(db: Queryable, use: { jti: string; subject: string; expiresAt: Date }): Promise<boolean> {
  const { rows } = await db.query(
    'insert into webview_token_uses (jti, subject, expires_at) values ($1, $2, $3) on conflict (jti) do nothing returning jti',
    [use.jti, use.subject, use.expiresAt],
  );
  return rows.length === 1;
}

/** Ids of tokens that could no longer be accepted anyway. */
export async function deleteExpiredWebviewTokenUses(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from webview_token_uses where expires_at < $1', [now]);
}
