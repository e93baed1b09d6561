// What a pick'em entry has earned: its score and rank, its podium probability, and its jelly
// beans in the bean_transactions ledger (docs/product/pickem.md; decision 009). The ledger has no
// foreign key to games: it outlives a deleted game and goes with the user's account.
import type { GameId } from '../../../contracts/ids.js';
import { z } from 'zod';
import type { Queryable } from '../database.js';
import { gameIdColumn } from '../row-types.js';
import { valuesByGameAndEntry } from './rows-by-game.js';

const LedgerRowSchema = z.object({ entry_id: z.string(), total: z.number() });

/** Score and rank per entry (scoring and ranking after a settlement or an entry change), in one statement. */
export async function saveStandings(db: Queryable, standings: ReadonlyArray<{ id: string; score: number; rank: number }>): Promise<void> {
  if (standings.length === 0) return;
  await db.query(
    'update pickem_entries e set score = v.score, rank = v.rank from unnest($1::text[], $2::float8[], $3::int[]) as v(id, score, rank) where e.id = v.id',
    [standings.map((s) => s.id), standings.map((s) => s.score), standings.map((s) => s.rank)],
  );
}

// ── Jelly bean ledger ──────────────────────────────────────────────────────

/** What the ledger holds per entry of the game. */
export async function findLedgerByEntry(db: Queryable, gameId: GameId, entryIds?: readonly string[]): Promise<Map<string, number>> {
  const { rows } =
    entryIds === undefined
      ? await db.query('select entry_id, sum(amount)::float8 as total from bean_transactions where game_id = $1 group by entry_id', [gameId])
      : await db.query('select entry_id, sum(amount)::float8 as total from bean_transactions where game_id = $1 and entry_id = any($2::text[]) group by entry_id', [gameId, entryIds]);
  return new Map(rows.map((row) => {
    const r = LedgerRowSchema.parse(row);
    return [r.entry_id, r.total];
  }));
}

const GameLedgerRowSchema = LedgerRowSchema.extend({ game_id: gameIdColumn });

/** findLedgerByEntry (every entry) for several games in one statement, by game. */
export async function findLedgerOfGames(db: Queryable, gameIds: readonly GameId[]): Promise<Map<GameId, Map<string, number>>> {
  const { rows } = await db.query(
    'select game_id, entry_id, sum(amount)::float8 as total from bean_transactions where game_id = any($1::text[]) group by game_id, entry_id',
    [gameIds],
  );
  return valuesByGameAndEntry(gameIds, rows, GameLedgerRowSchema, (r) => r.total);
}

/**
 * One ledger row and the player's balance move together, in one statement, so no reader ever
 * sees one without the other (decision 036); the balance's CHECK refuses a negative total. Amounts
 * are hundredths of a bean: rounding the sum keeps float drift from ever reading as -0.00…1.
 */
export async function insertBeanTransaction(
  db: Queryable,
  row: { uid: string; gameId: GameId; entryId: string; amount: number; reason: 'award' | 'correction'; createdAt: Date },
): Promise<void> {
  // The balance row is updated when it exists and inserted otherwise: a bare upsert would test the
  // CHECK against the amount alone (a negative correction) before it found the existing row. The
  // insert still adds on conflict: two first rows of one player may be written at once (two games
  // settling together), and neither sees the other's balance row before it commits.
  await db.query(
    `with t as (
       insert into bean_transactions (uid, game_id, entry_id, amount, reason, created_at) values ($1, $2, $3, $4, $5, $6) returning uid, amount
     ), updated as (
       update bean_balances b set balance = round((b.balance + t.amount)::numeric, 2)::float8 from t where b.uid = t.uid returning b.uid
     )
     insert into bean_balances (uid, balance) select uid, amount from t where not exists (select 1 from updated)
     on conflict (uid) do update set balance = round((bean_balances.balance + excluded.balance)::numeric, 2)::float8`,
    [row.uid, row.gameId, row.entryId, row.amount, row.reason, row.createdAt],
  );
}

/**
 * Credits every entry of a game that is over, in one statement (docs/product/pickem.md#jelly-beans;
 * decision 036): an entry earns its score plus `incentive` when submitted (migration 029's
 * pickem_won_beans, the rule a public challenge's readers show before this runs); the ledger gets the
 * difference from what it holds for the entry — an award for the first row, a correction after
 * that, nothing when equal, so settling again adds nothing — and each player's balance moves by
 * the sum of their rows in the same statement (the CHECK refuses a negative balance, and the rows
 * with it). Amounts in hundredths of a bean, as insertBeanTransaction rounds them.
 */
export async function creditGameBeans(db: Queryable, gameId: GameId, incentive: number, createdAt: Date): Promise<void> {
  await db.query(
    `with held as (
       select entry_id, sum(amount) as total from bean_transactions where game_id = $1 group by entry_id
     ), due as (
       select e.id, e.uid, e.created_at, h.total is null as first,
              round((pickem_won_beans(e.score, e.submitted, 'Over', $2::jsonb) - coalesce(h.total, 0))::numeric, 2)::float8 as amount
         from pickem_entries e left join held h on h.entry_id = e.id
        where e.game_id = $1
     ), t as (
       insert into bean_transactions (uid, game_id, entry_id, amount, reason, created_at)
       select uid, $1, id, amount, case when first then 'award' else 'correction' end, $3 from due where amount <> 0 order by created_at, id
       returning uid, amount
     ), per_player as (
       select uid, round(sum(amount)::numeric, 2)::float8 as amount from t group by uid
     ), updated as (
       update bean_balances b set balance = round((b.balance + p.amount)::numeric, 2)::float8 from per_player p where b.uid = p.uid returning b.uid
     )
     insert into bean_balances (uid, balance) select uid, amount from per_player p where not exists (select 1 from updated u where u.uid = p.uid)
     on conflict (uid) do update set balance = round((bean_balances.balance + excluded.balance)::numeric, 2)::float8`,
    [gameId, JSON.stringify({ type: 'PointsToBeans', entryIncentiveJellyBeans: incentive }), createdAt],
  );
}

/** The ledger rows of `fromUid` become `toUid`'s, and so does the balance (promotion: the beans follow the entries). */
export async function moveBeanTransactions(db: Queryable, fromUid: string, toUid: string): Promise<void> {
  await db.query('update bean_transactions set uid = $2 where uid = $1', [fromUid, toUid]);
  await db.query(
    `with moved as (delete from bean_balances where uid = $1 returning balance)
     insert into bean_balances (uid, balance) select $2, balance from moved
     on conflict (uid) do update set balance = round((bean_balances.balance + excluded.balance)::numeric, 2)::float8`,
    [fromUid, toUid],
  );
}
