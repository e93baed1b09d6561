// A player's jelly beans (docs/product/pickem.md#jelly-beans, decision 036): the materialised
// balance and the newest rows of the ledger. Rows are written by pickem-standings.repository.ts.
import { z } from 'zod';
import type { Queryable } from '../database.js';
import { gameIdColumn, timestamp } from '../row-types.js';

const BalanceRowSchema = z.object({ balance: z.number().min(0) });

const LedgerRowSchema = z.object({
  game_id: gameIdColumn,
  game_name: z.string().nullable(),
  amount: z.number(),
  reason: z.enum(['award', 'correction']),
  created_at: timestamp,
});
export type BeanLedgerRow = z.infer<typeof LedgerRowSchema>;

/** The player's balance as stored (hundredths of a bean); 0 when the ledger has never named them. */
export async function findBeanBalance(db: Queryable, uid: string): Promise<number> {
  const { rows } = await db.query('select balance from bean_balances where uid = $1', [uid]);
  return rows[0] === undefined ? 0 : BalanceRowSchema.parse(rows[0]).balance;
}

/** The player's own ledger rows, newest first; a deleted game's rows keep their place with no name. */
export async function findBeanLedger(db: Queryable, uid: string, limit: number): Promise<BeanLedgerRow[]> {
  const { rows } = await db.query(
    `select bt.game_id, g.name as game_name, bt.amount, bt.reason, bt.created_at
       from bean_transactions bt left join games g on g.id = bt.game_id
      where bt.uid = $1
      order by bt.created_at desc, bt.id desc
      limit $2`,
    [uid, limit],
  );
  return rows.map((row) => LedgerRowSchema.parse(row));
}
