import type { Database } from '../db/database.js';
import { migrationNames } from '../db/migrate.js';
import { createDatabaseProbe } from './database-probe.js';

/** How long the database may take to answer a readiness query before the instance counts as not ready. */
export const READY_QUERY_TIMEOUT_MS = 2_000;

export type CheckOutcome = 'ok' | 'failed';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckOutcome; migrations: CheckOutcome; listener: CheckOutcome };
}

/** Rejects when `promise` has not settled within `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance should get traffic: its database answers (a cheap query, at most once a
 * second however often a load balancer asks, given up after READY_QUERY_TIMEOUT_MS), every
 * migration this build knows is applied, and the connection that hears other instances' changes
 * is up. Liveness (/api/health) asks none of this: a lost database is no reason to restart a process.
 */
export function createReadinessCheck(db: Database, timeoutMs = READY_QUERY_TIMEOUT_MS) {
  const probe = createDatabaseProbe(db);
  let known: Promise<string[]> | undefined;
  // Migrations only ever move forward: once all of ours are applied, they stay applied.
  let migrated = false;
  const migrationsApplied = async (): Promise<boolean> => {
    if (migrated) return true;
    const names = await (known ??= migrationNames());
    const { rows } = await db.query<{ n: number | string }>('select count(*)::int as n from schema_migrations where name = any($1::text[])', [names]);
    migrated = Number(rows[0]?.n) === names.length;
    return migrated;
  };

  return async (): Promise<Readiness> => {
    const database: CheckOutcome = await withTimeout(probe(), timeoutMs).then(
      () => 'ok',
      () => 'failed',
    );
    const migrations: CheckOutcome =
      database === 'failed' ? 'failed' : await withTimeout(migrationsApplied(), timeoutMs).then((done) => (done ? 'ok' : 'failed'), () => 'failed' as const);
    const listener: CheckOutcome = db.stats().listening ? 'ok' : 'failed';
    const checks = { database, migrations, listener };
    return { ready: Object.values(checks).every((outcome) => outcome === 'ok'), checks };
  };
}
