import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Lease, NotificationHandler, Queryable, QueryResult, TransactionOptions } from './database.js';
import { GENERIC_PLANS } from './database.js';
import { createPreparedStatements, toQueryResult } from './pglite-prepared.js';
import { withTransactionRetry } from './transaction-retry.js';

/**
 * Embedded PostgreSQL (PGlite) persisted under a directory. It is one connection
 * in one process: PGlite queues statements and runs a transaction exclusively.
 */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  const pg = await PGlite.create(dataDir === undefined ? undefined : { dataDir, ...freshClusterTemplate(dataDir) });
  await pg.exec(GENERIC_PLANS);
  const run = async <Row>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> =>
    toQueryResult<Row>(await q.query<Row>(sql, params as unknown[] | undefined));
  // Transactions carry the hot commands (claims, feed ticks): their statements run prepared.
  const prepared = createPreparedStatements(pg);
  const runPrepared = async <Row>(tx: Pick<PGlite, 'query'>, sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> =>
    (await pg.runExclusive(() => prepared<Row>(sql, params))) ?? run<Row>(tx, sql, params);

  return {
    kind: 'pglite',
    stats: () => ({ listening: !pg.closed, pool: null }),
    query: (sql, params) => run(pg, sql, params),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions) =>
      withTransactionRetry(() =>
        pg.transaction(async (tx) => {
          if (options?.isolation) await tx.query(`set transaction isolation level ${options.isolation}`);
          return fn({ query: (sql, params) => runPrepared(tx, sql, params) });
        }),
      ),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    listen: async (channel: string, handler: NotificationHandler) => {
      const unsubscribe = await pg.listen(channel, (payload) => handler(payload));
      return unsubscribe;
    },
    notify: async (channel, payload) => {
      await pg.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // One process owns a PGlite directory (the DATA_DIR lock), so it is always the leader;
    // the map only keeps two jobs in this process from taking the same key.
    tryLock: (key) => Promise.resolve(takeLocalLock(key)),
    close: () => pg.close(),
    // Our own empty transaction holds PGlite's transaction mutex, and dumpDataDir its query mutex:
    // no other transaction is open and none can begin, so the copy is every commit before it and
    // nothing after. The checkpoint only spares a restore from replaying the WAL.
    snapshot: () =>
      pg.transaction(async (tx) => {
        await tx.exec('checkpoint');
        const tarball = await pg.dumpDataDir('none');
        return new Uint8Array(await tarball.arrayBuffer());
      }),
  };
}

/** Written by `npm run build` (scripts/build-pglite-template.mjs) beside the compiled server. */
const TEMPLATE = fileURLToPath(new URL('./pglite-template.tar.gz', import.meta.url));

/**
 * An empty DATA_DIR starts from the initialised cluster saved at build time instead of
 * running initdb, which is most of a cold start. Without the file (tests run from source),
 * PGlite initialises the directory itself.
 */
function freshClusterTemplate(dataDir: string): { loadDataDir?: Blob } {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION')) || !fs.existsSync(TEMPLATE)) return {};
  return { loadDataDir: new Blob([fs.readFileSync(TEMPLATE)]) };
}

const localLocks = new Set<number>();

function takeLocalLock(key: number): Lease | null {
  if (localLocks.has(key)) return null;
  localLocks.add(key);
  let release!: () => void;
  const lost = new Promise<void>((resolve) => {
    release = () => {
      localLocks.delete(key);
      resolve();
    };
  });
  return {
    lost,
    release: () => {
      release();
      return Promise.resolve();
    },
  };
}
