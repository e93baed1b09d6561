import { z } from 'zod';
import type { Queryable } from '../database.js';

const UserRowSchema = z.object({ uid: z.string(), type: z.enum(['anonymous', 'signedIn']) });
export type UserRow = z.infer<typeof UserRowSchema>;

export async function insertAnonymousUser(db: Queryable, uid: string): Promise<UserRow> {
  const { rows } = await db.query('insert into users (uid, type) values ($1, $2) returning uid, type', [uid, 'anonymous']);
  return UserRowSchema.parse(rows[0]);
}
