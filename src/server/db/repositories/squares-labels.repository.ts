// Labels: the initials a player's squares carry, unique per game (docs/product/squares.md).
import type { GameId } from '../../../contracts/ids.js';
import { z } from 'zod';
import type { Queryable } from '../database.js';

const LabelRowSchema = z.object({ entry_name: z.string(), uid: z.string() });
const UidRowSchema = z.object({ uid: z.string() });

export interface SquaresLabel {
  entryName: string;
  uid: string;
}

export async function findLabels(db: Queryable, gameId: GameId): Promise<SquaresLabel[]> {
  const { rows } = await db.query('select entry_name, uid from squares_labels where game_id = $1 order by entry_name', [gameId]);
  return rows.map((row) => {
    const r = LabelRowSchema.parse(row);
    return { entryName: r.entry_name, uid: r.uid };
  });
}

/**
 * Takes the label for `uid` unless someone holds it; returns its holder. Two players
 * racing for one label meet at the primary key: the second waits and sees the first.
 */
export async function claimLabel(db: Queryable, gameId: GameId, entryName: string, uid: string): Promise<string> {
  await db.query('insert into squares_labels (game_id, entry_name, uid) values ($1, $2, $3) on conflict do nothing', [gameId, entryName, uid]);
  const { rows } = await db.query('select uid from squares_labels where game_id = $1 and entry_name = $2', [gameId, entryName]);
  return UidRowSchema.parse(rows[0]).uid;
}

/** Drops the labels `uid` holds in the game that no square of theirs carries, except `keep`. */
export async function deleteUnusedLabels(db: Queryable, gameId: GameId, uid: string, keep: string | null): Promise<void> {
  await db.query(
    `delete from squares_labels l where l.game_id = $1 and l.uid = $2 and l.entry_name is distinct from $3
       and not exists (select 1 from squares_entries e where e.game_id = l.game_id and e.uid = l.uid and e.entry_name = l.entry_name)`,
    [gameId, uid, keep],
  );
}

/**
 * Moves the labels of `fromUid` to `toUid`, renamed by `renames`; a label `toUid` already
 * holds stays one row (same person now).
 */
export async function moveLabels(db: Queryable, gameId: GameId, fromUid: string, toUid: string, renames: ReadonlyMap<string, string>): Promise<void> {
  const { rows } = await db.query('delete from squares_labels where game_id = $1 and uid = $2 returning entry_name', [gameId, fromUid]);
  const names = rows.map((row) => LabelRowSchema.pick({ entry_name: true }).parse(row).entry_name).map((name) => renames.get(name) ?? name);
  if (names.length === 0) return;
  await db.query(
    `insert into squares_labels (game_id, entry_name, uid) select $1, name, $3 from unnest($2::text[]) as name on conflict do nothing`,
    [gameId, names, toUid],
  );
}

export async function deleteLabelsOfUser(db: Queryable, gameId: GameId, uid: string): Promise<void> {
  await db.query('delete from squares_labels where game_id = $1 and uid = $2', [gameId, uid]);
}

/** An admin's rename of a player's label (the caller checked `to` is free); the squares follow in renameSquaresLabel. */
export async function renameLabel(db: Queryable, gameId: GameId, from: string, to: string): Promise<void> {
  await db.query('update squares_labels set entry_name = $3 where game_id = $1 and entry_name = $2', [gameId, from, to]);
}
