import type { Queryable } from '../db/database.js';

/** How old a successful probe may be and still answer for the database. */
export const PROBE_MAX_AGE_MS = 1_000;

/**
 * Whether the database answers, asked at most once a second however often health is
 * checked: a load balancer polling every instance must not put a query on each check.
 * Concurrent callers share one probe in flight; a failure is never reused.
 */
export function createDatabaseProbe(db: Queryable, now: () => number = Date.now) {
  let okAt = -Infinity;
  let inFlight: Promise<void> | undefined;
  return (): Promise<void> => {
    if (now() - okAt < PROBE_MAX_AGE_MS) return Promise.resolve();
    inFlight ??= db.query('select 1').then(
      () => {
        okAt = now();
        inFlight = undefined;
      },
      (error: unknown) => {
        inFlight = undefined;
        throw error;
      },
    );
    return inFlight;
  };
}
