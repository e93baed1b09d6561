import * as z from 'zod/mini';
import { GameIdSchema } from './ids.js';

/** The most ledger rows GET /api/me/beans returns (newest first). */
export const BEAN_LEDGER_LIMIT = 100;

/** One row of the player's jelly bean ledger (docs/product/pickem.md#jelly-beans). */
export const BeanLedgerEntrySchema = z.object({
  gameId: GameIdSchema,
  /** null once the game was deleted: the ledger outlives it. */
  gameName: z.nullable(z.string()),
  /** As stored, in hundredths of a bean; negative for a correction that takes beans back. */
  amount: z.number(),
  reason: z.enum(['award', 'correction']),
  /** ISO time the row was written. */
  at: z.string(),
});
export type BeanLedgerEntry = z.infer<typeof BeanLedgerEntrySchema>;

/** GET /api/me/beans: the caller's own site-wide balance and ledger (decision 036). */
export const MyBeansSchema = z.object({
  /** Whole beans: the balance floored. */
  balance: z.int().check(z.minimum(0)),
  entries: z.array(BeanLedgerEntrySchema).check(z.maxLength(BEAN_LEDGER_LIMIT)),
});
export type MyBeans = z.infer<typeof MyBeansSchema>;
