import { z } from 'zod';
import type { Queryable } from '../database.js';
import { timestamp } from '../row-types.js';

export interface AdminAuditInsert {
  actorUid: string;
  actorEmail: string;
  action: string;
  /** What the action was done to (a game, an entry, a user); absent for site config changes. */
  target?: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const AuditRowSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  at: timestamp,
  actor_email: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});

export type AdminAuditRow = z.infer<typeof AuditRowSchema>;

/** Written in the transaction of the change it records (decision 039). */
export async function insertAdminAudit(db: Queryable, entry: AdminAuditInsert, at: Date): Promise<void> {
  await db.query('insert into admin_audit_log (at, actor_uid, actor_email, action, target, before, after) values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)', [
    at,
    entry.actorUid,
    entry.actorEmail,
    entry.action,
    entry.target ?? null,
    JSON.stringify(entry.before),
    JSON.stringify(entry.after),
  ]);
}

/** The newest entries of these actions first. */
export async function findRecentAdminAudit(db: Queryable, limit: number, actions: readonly string[]): Promise<AdminAuditRow[]> {
  const { rows } = await db.query(
    'select id, at, actor_email, action, target, before, after from admin_audit_log where action = any($2::text[]) order by at desc, id desc limit $1',
    [limit, actions],
  );
  return rows.map((row) => AuditRowSchema.parse(row));
}
