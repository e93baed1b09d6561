import pg from 'pg';
import type { Database, Lease, NotificationHandler, Queryable, QueryResult, TransactionOptions } from './database.js';
import { GENERIC_PLANS, MAX_PREPARED_STATEMENTS } from './database.js';
import { withTransactionRetry } from './transaction-retry.js';

export interface PostgresOptions {
  url: string;
  poolSize: number;
  onListenError?: (error: Error) => void;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A real PostgreSQL server (DATABASE_URL). Queries share a pool; LISTEN holds one
 * dedicated connection, re-established with back-off if the server drops it.
 */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: 5_000,
    // The pool hands a new connection out only once this is done (pg-pool awaits the promise;
    // @types/pg declares the hook's result void).
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    onConnect: async (client) => {
      await client.query(GENERIC_PLANS);
    },
  });
  pool.on('error', (error) => options.onListenError?.(error));
  // Fail fast on an unreachable server, before anything else starts.
  const probe = await pool.connect();
  probe.release();

  const run = async <Row>(q: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> => {
    // Without parameters pg sends a simple query, which may hold several statements: those stay unnamed.
    const name = params && params.length > 0 ? statementName(sql) : undefined;
    const result = await q.query({ text: sql, values: params as unknown[] | undefined, ...(name === undefined ? {} : { name }) });
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  };

  const listener = createListener(options);

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>, txOptions?: TransactionOptions) =>
      withTransactionRetry(async () => {
        const client = await pool.connect();
        try {
          await client.query(txOptions?.isolation ? `begin isolation level ${txOptions.isolation}` : 'begin');
          const value = await fn({ query: (sql, params) => run(client, sql, params) });
          await client.query('commit');
          return value;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: (channel, handler) => listener.listen(channel, handler),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    tryLock: (key) => tryAdvisoryLock(options.url, key),
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

function createListener(options: PostgresOptions) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', (error) => {
      options.onListenError?.(error);
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      if (!closed) scheduleReconnect(1);
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`listen ${quoteIdent(channel)}`);
    client = next;
    return next;
  };

  const ensure = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const scheduleReconnect = (attempt: number) => {
    setTimeout(() => {
      if (closed) return;
      ensure().then(
        () => {
          // Anything published while we were away is in the topic log: tell handlers to catch up.
          for (const set of handlers.values()) for (const handler of set) handler(null);
        },
        () => scheduleReconnect(attempt + 1),
      );
    }, Math.min(100 * 2 ** attempt, 5_000)).unref();
  };

  return {
    async listen(channel: string, handler: NotificationHandler) {
      const existing = handlers.get(channel);
      if (existing) existing.add(handler);
      else {
        handlers.set(channel, new Set([handler]));
        const c = await ensure();
        await c.query(`listen ${quoteIdent(channel)}`);
      }
      return async () => {
        const set = handlers.get(channel);
        set?.delete(handler);
        if (set && set.size === 0) {
          handlers.delete(channel);
          await client?.query(`unlisten ${quoteIdent(channel)}`);
        }
      };
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

/**
 * A session-level advisory lock lives as long as its connection, so it gets one of
 * its own: if this process dies or loses the connection, PostgreSQL frees the lock
 * and another instance can take it.
 */
async function tryAdvisoryLock(url: string, key: number): Promise<Lease | null> {
  const client = new pg.Client({ connectionString: url });
  let markLost!: () => void;
  const lost = new Promise<void>((resolve) => (markLost = resolve));
  client.on('error', () => markLost());
  client.on('end', () => markLost());
  await client.connect();
  const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
  if (!rows[0]?.locked) {
    await client.end();
    return null;
  }
  // A keepalive query notices a half-open connection that 'error' alone would miss.
  const keepalive = setInterval(() => {
    client.query('select 1').catch(() => markLost());
  }, 5_000);
  keepalive.unref();
  void lost.then(() => clearInterval(keepalive));
  return {
    lost,
    release: async () => {
      clearInterval(keepalive);
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
}
