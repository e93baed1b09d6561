import type { Database } from '../db/database.js';
import { deleteTopicEventsBefore } from '../db/repositories/topic-events.repository.js';

/** Resume covers the last 2 minutes; keep a margin beyond that. */
export const TOPIC_LOG_RETENTION_MS = 5 * 60_000;
const PRUNE_EVERY_MS = 60_000;

/** Deleting old rows is idempotent, so every instance may run it; no leader needed. */
export function startTopicLogPruning(db: Database, now: () => Date, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    deleteTopicEventsBefore(db, new Date(now().getTime() - TOPIC_LOG_RETENTION_MS)).catch(onError);
  }, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
