// Part of warming an instance before it listens (src/server/http/warm-up.ts, decision 045).
import { randomBytes } from 'node:crypto';
import { hashSessionToken } from '../auth/session-tokens.js';
import type { GameId } from '../../contracts/ids.js';
import type { Database, Queryable } from '../db/database.js';
import { startEntries } from '../db/repositories/squares-claims.repository.js';

const BARRIER_MS = 2_000;

/**
 * Every pool connection at once (each transaction holds one until all have started), each
 * preparing the claim batch's first statement: a prepared statement lives on its connection.
 */
export async function warmConnections(db: Database, now: Date): Promise<number> {
  const count = db.stats().pool?.max ?? 1;
  let arrived = 0;
  let release: () => void = () => undefined;
  const everyone = new Promise<void>((resolve) => (release = resolve));
  // A pool that cannot open them all (the server's connection limit) still warms what it has.
  const giveUp = setTimeout(() => release(), BARRIER_MS);
  const attempt = { tokenHash: hashSessionToken(randomBytes(32).toString('base64url')), square: 0, entryName: 'WARM' };
  await Promise.all(
    Array.from({ length: count }, () =>
      db.transaction(async (tx: Queryable) => {
        if (++arrived === count) release();
        await everyone;
        await startEntries(tx, randomBytes(15).toString('base64url') as GameId, [attempt], now);
      }),
    ),
  ).finally(() => clearTimeout(giveUp));
  return count;
}

