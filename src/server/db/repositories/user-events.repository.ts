import type { Queryable } from '../database.js';

/** docs/product/accounts.md: analytics events the server records itself. */
export type UserEventType = 'sign_up';

export async function insertUserEvent(db: Queryable, uid: string, type: UserEventType, now: Date): Promise<void> {
  await db.query('insert into user_events (uid, type, created_at) values ($1, $2, $3)', [uid, type, now]);
}

/** Promotion: the anonymous user's events become the account's. */
export async function moveUserEvents(db: Queryable, fromUid: string, toUid: string): Promise<void> {
  await db.query('update user_events set uid = $2 where uid = $1', [fromUid, toUid]);
}
