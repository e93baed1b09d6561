// The public activity log of a squares game: every host override (docs/product/squares.md#host-tools).
import type { GameId } from '../../../contracts/ids.js';
import type { ActivityRecord } from '../../../contracts/squares.js';
import { z } from 'zod';
import type { Queryable } from '../database.js';
import { timestamp } from '../row-types.js';

const ActivityRowSchema = z.object({ at: timestamp, subject: z.string(), change: z.string(), by_name: z.string() });

/** Appends one record; returns it as players see it. */
export async function appendActivity(db: Queryable, gameId: GameId, record: { at: Date; subject: string; change: string; by: string }): Promise<ActivityRecord> {
  await db.query('insert into squares_activity_log (game_id, at, subject, change, by_name) values ($1, $2, $3, $4, $5)', [
    gameId,
    record.at,
    record.subject,
    record.change,
    record.by,
  ]);
  return { at: record.at.toISOString(), subject: record.subject, change: record.change, by: record.by };
}

/** The game's records, oldest first. */
export async function findActivity(db: Queryable, gameId: GameId): Promise<ActivityRecord[]> {
  const { rows } = await db.query('select at, subject, change, by_name from squares_activity_log where game_id = $1 order by id', [gameId]);
  return rows.map((row) => {
    const r = ActivityRowSchema.parse(row);
    return { at: r.at, subject: r.subject, change: r.change, by: r.by_name };
  });
}
