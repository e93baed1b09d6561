// The dashboard's daily rollup on the elected leader (decision 052): a turn at start, so a day
// missed while no instance led (or across a restart) is caught up, then one every few minutes.
import type { Database } from '../db/database.js';
import { rollUpSettledDays } from '../services/analytics-rollup.service.js';

export interface AnalyticsRollupJobOptions {
  db: Database;
  now: () => Date;
  onError: (error: unknown) => void;
  intervalMs?: number;
}

export function startAnalyticsRollup(options: AnalyticsRollupJobOptions): () => Promise<void> {
  let running: Promise<void> | undefined;
  const turn = () => {
    running ??= rollUpSettledDays(options.db, options.now())
      .then(() => undefined, options.onError)
      .finally(() => {
        running = undefined;
      });
  };
  turn();
  const timer = setInterval(turn, options.intervalMs ?? 5 * 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
