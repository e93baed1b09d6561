/**
 * The one seam over both engines: embedded PGlite (default) and a real PostgreSQL
 * server (DATABASE_URL). Repositories see only this, so every query runs on both.
 */
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

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; retried on serialization failure or deadlock (SPEC §7). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}
