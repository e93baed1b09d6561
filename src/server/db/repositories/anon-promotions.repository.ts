import { z } from 'zod';
import type { Queryable } from '../database.js';

const AnonPromotionRowSchema = z.object({
  anon_uid: z.string(),
  code_hash: z.string(),
  promoted_to_uid: z.string().nullable(),
  created_at: z.coerce.date(),
});

/** docs/product/accounts.md#takeover-and-promotion, as stored under the anonymous user's id. */
export interface AnonPromotionRecord {
  anonUid: string;
  codeHash: string;
  promotedToUid: string | null;
  /** When the current code was issued. */
  createdAt: Date;
}

/** Stores a new takeover code for the anonymous user, replacing an unused one. */
export async function upsertTakeoverCode(db: Queryable, anonUid: string, codeHash: string, now: Date): Promise<void> {
  await db.query(
    `insert into anon_promotions (anon_uid, code_hash, created_at) values ($1, $2, $3)
     on conflict (anon_uid) do update set code_hash = excluded.code_hash, created_at = excluded.created_at
     where anon_promotions.promoted_to_uid is null`,
    [anonUid, codeHash, now],
  );
}

/** The record, row-locked until the transaction ends, so two sign-ins cannot promote it twice. */
export async function findAnonPromotionForUpdate(db: Queryable, anonUid: string): Promise<AnonPromotionRecord | undefined> {
  const { rows } = await db.query('select anon_uid, code_hash, promoted_to_uid, created_at from anon_promotions where anon_uid = $1 for update', [anonUid]);
  if (rows[0] === undefined) return undefined;
  const row = AnonPromotionRowSchema.parse(rows[0]);
  return { anonUid: row.anon_uid, codeHash: row.code_hash, promotedToUid: row.promoted_to_uid, createdAt: row.created_at };
}

/** A code works once: its hash is blanked (no code hashes to the empty string). */
export async function spendTakeoverCode(db: Queryable, anonUid: string): Promise<void> {
  await db.query("update anon_promotions set code_hash = '' where anon_uid = $1", [anonUid]);
}

/** Marks the anonymous user as promoted (creating the record when the promotion came from the session cookie). */
export async function recordPromotion(
  db: Queryable,
  promotion: { anonUid: string; toUid: string; email: string | null; now: Date },
): Promise<void> {
  await db.query(
    `insert into anon_promotions (anon_uid, code_hash, created_at, promoted_to_uid, email, promoted_at)
     values ($1, '', $4, $2, $3, $4)
     on conflict (anon_uid) do update set promoted_to_uid = $2, email = $3, promoted_at = $4`,
    [promotion.anonUid, promotion.toUid, promotion.email, promotion.now],
  );
}

export async function deleteAnonPromotion(db: Queryable, anonUid: string): Promise<void> {
  await db.query('delete from anon_promotions where anon_uid = $1', [anonUid]);
}
