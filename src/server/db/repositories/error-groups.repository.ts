import { z } from 'zod';
import type { Queryable } from '../database.js';

export interface ErrorOccurrence {
  fingerprint: string;
  source: 'client' | 'server';
  name: string;
  message: string;
  stack: string;
  version: string;
  route: string;
  correlationId: string | null;
  at: Date;
}

/** One more of a group: the first makes the row; later ones count and keep the latest sample (decision 043). */
export async function addErrorOccurrence(db: Queryable, e: ErrorOccurrence): Promise<void> {
  await db.query(
    `insert into error_groups (fingerprint, source, name, message, stack, version, route, correlation_id, count, first_seen, last_seen)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $9)
     on conflict (fingerprint) do update set
       count = error_groups.count + 1,
       last_seen = greatest(error_groups.last_seen, excluded.last_seen),
       message = excluded.message, stack = excluded.stack, version = excluded.version,
       route = excluded.route, correlation_id = excluded.correlation_id`,
    [e.fingerprint, e.source, e.name, e.message, e.stack, e.version, e.route, e.correlationId, e.at],
  );
}

const GroupRowSchema = z.object({
  fingerprint: z.string(),
  source: z.enum(['client', 'server']),
  name: z.string(),
  message: z.string(),
  stack: z.string(),
  route: z.string(),
  version: z.string(),
  correlation_id: z.string().nullable(),
  count: z.coerce.number().int(),
  first_seen: z.coerce.date(),
  last_seen: z.coerce.date(),
});

/** The most recently seen groups first. */
export async function listErrorGroups(db: Queryable, limit: number) {
  const { rows } = await db.query('select * from error_groups order by last_seen desc, fingerprint limit $1', [limit]);
  return rows.map((row) => {
    const r = GroupRowSchema.parse(row);
    return {
      fingerprint: r.fingerprint,
      source: r.source,
      name: r.name,
      message: r.message,
      stack: r.stack,
      route: r.route,
      version: r.version,
      correlationId: r.correlation_id,
      count: r.count,
      firstSeen: r.first_seen.toISOString(),
      lastSeen: r.last_seen.toISOString(),
    };
  });
}
