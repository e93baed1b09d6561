// A public challenge's settlement still to run after its game end has been published (decision 046,
// amended; migration 029): the refresh marks it, the settlement's own transaction clears it.
import { z } from 'zod';
import type { GameId } from '../../../contracts/ids.js';
import type { Queryable } from '../database.js';
import { gameIdColumn } from '../row-types.js';

const DueRowSchema = z.object({ game_id: gameIdColumn });

/** The game's ledger credits and season settlement are due (again: a correction marks it anew). */
export async function markSettlementDue(db: Queryable, gameId: GameId, now: Date): Promise<void> {
  await db.query('update questions_games set settlement_due_at = coalesce(settlement_due_at, $2) where game_id = $1', [gameId, now]);
}

/** True when the game's settlement is due; the caller holds the game row's lock. */
export async function isSettlementDue(db: Queryable, gameId: GameId): Promise<boolean> {
  const { rows } = await db.query('select 1 from questions_games where game_id = $1 and settlement_due_at is not null', [gameId]);
  return rows.length > 0;
}

export async function clearSettlementDue(db: Queryable, gameId: GameId): Promise<void> {
  await db.query('update questions_games set settlement_due_at = null where game_id = $1', [gameId]);
}

/** Games whose settlement is due, oldest mark first (of `among` when given), off the partial index. */
export async function findGamesDueSettlement(db: Queryable, among?: readonly GameId[]): Promise<GameId[]> {
  const { rows } =
    among === undefined
      ? await db.query('select game_id from questions_games where settlement_due_at is not null order by settlement_due_at, game_id')
      : await db.query('select game_id from questions_games where settlement_due_at is not null and game_id = any($1::text[]) order by settlement_due_at, game_id', [among]);
  return rows.map((row) => DueRowSchema.parse(row).game_id);
}
