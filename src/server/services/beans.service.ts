import { BEAN_LEDGER_LIMIT } from '../../contracts/beans.js';
import type { MyBeans } from '../../contracts/beans.js';
import type { Database } from '../db/database.js';
import { findBeanBalance, findBeanLedger } from '../db/repositories/beans.repository.js';
import { requireUser } from './errors.js';

/**
 * The profile's jelly beans (docs/product/pickem.md#jelly-beans): only the caller's own balance and
 * ledger, read in one transaction so the two agree. The balance shows whole beans, floored.
 */
export async function readMyBeans(db: Database, sessionUser: { uid: string } | undefined): Promise<MyBeans> {
  const { uid } = requireUser(sessionUser);
  return db.transaction(async (tx) => {
    const balance = await findBeanBalance(tx, uid);
    const rows = await findBeanLedger(tx, uid, BEAN_LEDGER_LIMIT);
    return {
      balance: Math.floor(balance),
      entries: rows.map((r) => ({ gameId: r.game_id, gameName: r.game_name, amount: r.amount, reason: r.reason, at: r.created_at })),
    };
  });
}
