import { z } from 'zod';
import type { Queryable } from '../database.js';

/** Serialises sends to one mailbox, so concurrent requests cannot overshoot its rate limit. */
export async function lockEmailAddress(db: Queryable, mailbox: string): Promise<void> {
  await db.query("select pg_advisory_xact_lock(hashtext('email-link:' || $1))", [mailbox]);
}

/** Links sent to a mailbox (domain/people/mailbox.ts: every +tag and Gmail dot variant of it). */
export async function countEmailLinksSince(db: Queryable, mailbox: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>('select count(*)::int as n from email_link_tokens where mailbox = $1 and created_at > $2', [
    mailbox,
    since,
  ]);
  return Number(rows[0]?.n ?? 0);
}

export async function insertEmailLinkToken(
  db: Queryable,
  token: { tokenHash: string; email: string; mailbox: string; createdAt: Date; expiresAt: Date; browserHash: string },
): Promise<void> {
  await db.query('insert into email_link_tokens (token_hash, email, mailbox, created_at, expires_at, browser_hash) values ($1, $2, $3, $4, $5, $6)', [
    token.tokenHash,
    token.email,
    token.mailbox,
    token.createdAt,
    token.expiresAt,
    token.browserHash,
  ]);
}

const SpentLinkRowSchema = z.object({ browser_hash: z.string().nullable() });

/**
 * Spends the token if it is for this address, unused and unexpired, and answers the hash of
 * the browser it is bound to; undefined otherwise. The row lock makes a second use of the
 * same link wait, then find it spent.
 */
export async function spendEmailLinkToken(
  db: Queryable,
  tokenHash: string,
  email: string,
  now: Date,
): Promise<{ browserHash: string | null } | undefined> {
  const { rows } = await db.query(
    'update email_link_tokens set used_at = $3 where token_hash = $1 and email = $2 and used_at is null and expires_at > $3 returning browser_hash',
    [tokenHash, email, now],
  );
  if (rows[0] === undefined) return undefined;
  return { browserHash: SpentLinkRowSchema.parse(rows[0]).browser_hash };
}

/** Rows older than the rate-limit window and the link lifetime are of no use. */
export async function pruneEmailLinkTokens(db: Queryable, before: Date): Promise<void> {
  await db.query('delete from email_link_tokens where created_at < $1', [before]);
}

export async function deleteEmailLinkTokensFor(db: Queryable, email: string): Promise<void> {
  await db.query('delete from email_link_tokens where email = $1', [email]);
}
