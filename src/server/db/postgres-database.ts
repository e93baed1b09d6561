import pg from 'pg';
import type { Database, Queryable, QueryResult, TransactionOptions } from './database.js';
import { GENERIC_PLANS, MAX_PREPARED_STATEMENTS } from './database.js';
import { isConnectionError } from './connection-errors.js';
import { tryAdvisoryLock } from './postgres-advisory-lock.js';
import { createPostgresListener } from './postgres-listener.js';
import { withTransactionRetry } from './transaction-retry.js';

export interface PostgresOptions {
  url: string;
  poolSize: number;
  /** Connection failures outside any request (an idle pooled connection, LISTEN, the leader's lock): for the log. */
  onBackgroundError?: (error: Error) => void;
}

/**
 * A real PostgreSQL server (DATABASE_URL). Queries share a pool; LISTEN holds one
 * dedicated connection, re-established with back-off if the server drops it; each advisory
 * lock holds one more. Every connection has an 'error' listener at all times, so the server
 * going away fails the requests of the moment (503) instead of ending the process.
 */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    // Every connection, once open, stays open: pg-pool's default closes one idle for 10 s, and the
    // next burst (a kickoff after a quiet minute) then waits for new server processes, each with
    // cold caches and none of the hot statements prepared: all that the warm-up did before ready.
    min: options.poolSize,
    connectionTimeoutMillis: 5_000,
    // The pool hands a new connection out only once this is done (pg-pool awaits the promise;
    // @types/pg declares the hook's result void).
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    onConnect: async (client) => {
      await client.query(GENERIC_PLANS);
    },
  });
  // An idle pooled connection that fails is dropped by the pool, which then emits this.
  pool.on('error', (error) => options.onBackgroundError?.(error));
  // Fail fast on an unreachable server, before anything else starts.
  const probe = await pool.connect();
  probe.release();

  const run = async <Row>(q: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> => {
    // Without parameters pg sends a simple query, which may hold several statements: those stay unnamed.
    const name = params && params.length > 0 ? statementName(sql) : undefined;
    const result = await q.query({ text: sql, values: params as unknown[] | undefined, ...(name === undefined ? {} : { name }) });
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  };

  const listener = createPostgresListener({ url: options.url, ...(options.onBackgroundError ? { onError: options.onBackgroundError } : {}) });

  return {
    kind: 'postgres',
    stats: () => ({
      listening: listener.connected,
      pool: { max: options.poolSize, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    }),
    query: (sql, params) => run(pool, sql, params),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>, txOptions?: TransactionOptions) =>
      withTransactionRetry(async () => {
        const client = await pool.connect();
        // pg-pool listens for errors only on idle connections. A checked-out one whose server goes
        // away between statements emits 'error' with nobody listening, which ends the process; here
        // the loss is noted and the transaction's next statement fails with it instead.
        let broken: Error | undefined;
        const onError = (error: Error) => void (broken ??= error);
        client.on('error', onError);
        try {
          await client.query(txOptions?.isolation ? `begin isolation level ${txOptions.isolation}` : 'begin');
          const value = await fn({ query: (sql, params) => run(client, sql, params) });
          await client.query('commit');
          return value;
        } catch (error) {
          if (!broken && isConnectionError(error)) broken = error as Error;
          if (!broken) await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.removeListener('error', onError);
          // Released with the error, a broken connection is closed rather than handed out again.
          client.release(broken);
        }
      }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: (channel, handler) => listener.listen(channel, handler),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    tryLock: (key) => tryAdvisoryLock(options.url, key, options.onBackgroundError),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * Each statement text with parameters runs as a named prepared statement (decision 011): a connection parses
 * and plans it once, then only binds and executes it. The texts are the repositories' own,
 * so they are few; past MAX_PREPARED_STATEMENTS the rest run unnamed.
 */
const statementNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
    name = `sb_${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}
