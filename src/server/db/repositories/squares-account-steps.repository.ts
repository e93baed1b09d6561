// What the squares account steps (services/squares-account-steps.ts) change when a player's
// account is promoted, deleted or shows a new public face (decision 006).
import type { GameId } from '../../../contracts/ids.js';
import { z } from 'zod';
import type { EntryOwner, Square } from '../../../contracts/squares.js';
import type { Queryable } from '../database.js';
import { gameIdColumn } from '../row-types.js';
import { SQUARE_COLUMNS, toSquare, validSquares } from './squares.repository.js';

/** The squares games with a row of `uid` (a square or a label), row-locked FOR UPDATE in id order. */
export async function findSquaresGameIdsWithPlayer(db: Queryable, uid: string): Promise<GameId[]> {
  const { rows } = await db.query(
    `select id from games where id in (select game_id from squares_entries where uid = $1 union select game_id from squares_labels where uid = $1)
     order by id for update`,
    [uid],
  );
  return rows.map((row) => z.object({ id: gameIdColumn }).parse(row).id);
}

/** Moves the squares of `fromUid` in a game to `toUid`, renaming labels by `renames` (promotion, deletion). */
export async function moveSquares(
  db: Queryable,
  gameId: GameId,
  fromUid: string,
  toUid: string,
  renames: ReadonlyMap<string, string>,
  options: { clearOwner?: boolean } = {},
): Promise<Square[]> {
  const { rows } = await db.query(
    `update squares_entries set uid = $3,
       entry_name = coalesce(($4::text::jsonb) ->> entry_name, entry_name),
       entry_owner = case when $5 then null else entry_owner end
     where game_id = $1 and uid = $2
     returning ${SQUARE_COLUMNS}`,
    [gameId, fromUid, toUid, JSON.stringify(Object.fromEntries(renames)), options.clearOwner ?? false],
  );
  return validSquares(rows).sort((a, b) => a.square - b.square);
}

/** Deletes every square `uid` holds in the game; returns the squares released. */
export async function deleteSquaresOfUser(db: Queryable, gameId: GameId, uid: string): Promise<number[]> {
  const { rows } = await db.query('delete from squares_entries where game_id = $1 and uid = $2 returning square', [gameId, uid]);
  return rows.map((row) => z.object({ square: z.number().int() }).parse(row).square).sort((a, b) => a - b);
}

/** Sets the owner shown on the player's own squares (their public face changed); returns them by game id. */
export async function setOwnSquaresOwner(db: Queryable, uid: string, entryOwner: EntryOwner): Promise<Map<GameId, Square[]>> {
  const { rows } = await db.query(
    `update squares_entries set entry_owner = $2::text::jsonb where uid = $1 and not on_behalf returning ${SQUARE_COLUMNS}`,
    [uid, JSON.stringify(entryOwner)],
  );
  const byGame = new Map<GameId, Square[]>();
  for (const row of rows) {
    const square = toSquare(row);
    if (!square) continue;
    const gameId = gameIdColumn.parse(row.game_id);
    byGame.set(gameId, [...(byGame.get(gameId) ?? []), square].sort((a, b) => a.square - b.square));
  }
  return byGame;
}

/**
 * The initials and display name `uid` last typed when claiming a square for themselves (not on
 * someone's behalf), each from the most recent square that has one.
 */
export async function findLastTypedLabels(db: Queryable, uid: string): Promise<{ initials: string | null; name: string | null }> {
  const { rows } = await db.query(
    `select
       (select entry_name from squares_entries where uid = $1 and not on_behalf order by created_at desc, game_id, square limit 1) as initials,
       (select entry_owner->>'name' from squares_entries where uid = $1 and not on_behalf and coalesce(entry_owner->>'name', '') <> ''
          order by created_at desc, game_id, square limit 1) as name`,
    [uid],
  );
  const row = z.object({ initials: z.string().nullable(), name: z.string().nullable() }).parse(rows[0] ?? { initials: null, name: null });
  return row;
}
