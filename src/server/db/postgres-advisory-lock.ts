import pg from 'pg';
import type { Lease } from './database.js';

/** How often a held lock's connection is checked (a query notices a half-open connection that 'error' alone would miss). */
const KEEPALIVE_MS = 5_000;

/**
 * A session-level advisory lock lives as long as its connection, so it gets one of its own: if
 * this process dies or loses the connection (the server restarted), PostgreSQL frees the lock and
 * any instance, this one included, can take it again. The lease is `lost` the moment the
 * connection fails; its work must stop then, since another instance may already hold the lock.
 */
export async function tryAdvisoryLock(url: string, key: number, onError?: (error: Error) => void): Promise<Lease | null> {
  const client = new pg.Client({ connectionString: url, keepAlive: true });
  let markLost!: () => void;
  const lost = new Promise<void>((resolve) => (markLost = resolve));
  let held = false;
  // Listening from the start: an 'error' event without a listener would end the process.
  client.on('error', (error) => {
    if (held) onError?.(error);
    markLost();
  });
  client.on('end', () => markLost());
  const end = () => client.end().catch(() => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) {
      await end();
      return null;
    }
  } catch (error) {
    await end();
    throw error;
  }
  held = true;
  const keepalive = setInterval(() => {
    client.query('select 1').catch(() => markLost());
  }, KEEPALIVE_MS);
  keepalive.unref();
  // A lost connection is closed here too, so a dead lease leaves nothing open behind it.
  void lost.then(() => {
    clearInterval(keepalive);
    return end();
  });
  return {
    lost,
    release: async () => {
      clearInterval(keepalive);
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      await end();
    },
  };
}
