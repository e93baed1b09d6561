/**
 * The one seam over both engines: embedded PGlite (default) and a real PostgreSQL
 * server (DATABASE_URL). Repositories see only this, so every query runs on both.
 */
/**
 * Statement texts each engine keeps prepared per connection (decision 011). The repositories'
 * texts are fixed and few; past this (texts built per call would grow it) the rest run unprepared.
 */
export const MAX_PREPARED_STATEMENTS = 500;

/**
 * Every session plans a prepared statement once, generically (decision 013). By default
 * PostgreSQL plans its first five runs for their values and keeps doing so whenever those
 * plans looked cheaper, which a claim batch of one attempt always does: PGlite then planned
 * the batch's first statement again on every run, 1 ms of the server's thread each time.
 */
export const GENERIC_PLANS = 'set plan_cache_mode = force_generic_plan';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
}

/** payload null: the listening connection was re-established and notifications may have been missed. */
export type NotificationHandler = (payload: string | null) => void;

export interface TransactionOptions {
  isolation?: 'read committed' | 'repeatable read' | 'serializable';
}

/** A session-level advisory lock held on its own connection (leader election). */
export interface Lease {
  /** Resolves when the lock is gone: released, or its connection died (the server frees it then too). */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

/** What the engine says about its connections, for readiness and metrics (read often: no I/O). */
export interface DatabaseStats {
  /** Whether the connection that LISTENs for other instances' changes is up (PGlite: always). */
  listening: boolean;
  /** The query pool (PostgreSQL); null for PGlite, which is one in-process connection. */
  pool: { max: number; total: number; idle: number; waiting: number } | null;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  stats(): DatabaseStats;
  /** Runs fn in one transaction; retried on serialization failure or deadlock (docs/product/accounts.md). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Takes the advisory lock `key` if nobody holds it; null when another session does. */
  tryLock(key: number): Promise<Lease | null>;
  close(): Promise<void>;
  /**
   * PGlite only: the data directory as an uncompressed tarball, taken while no statement or
   * transaction runs, so it holds every transaction committed before it (decision 044).
   */
  snapshot?(): Promise<Uint8Array>;
}
