import type { Database } from '../db/database.js';

export interface LeaderOptions {
  /** How often a follower tries to take over; the target is "within seconds". */
  retryMs: number;
  onError: (error: unknown) => void;
}

/**
 * Exactly one instance runs `lead` at a time (a PostgreSQL advisory lock). When the
 * leader dies its connection drops, the server frees the lock, and the next instance
 * to retry becomes leader. `lead` returns the function that stops its work.
 */
export function startLeaderElection(db: Database, key: number, lead: () => () => Promise<void>, options: LeaderOptions) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: { release: () => Promise<void>; stopWork: () => Promise<void> } | undefined;

  const attempt = async () => {
    timer = undefined;
    if (stopped) return;
    try {
      const lease = await db.tryLock(key);
      if (lease && !stopped) {
        const stopWork = once(lead());
        current = { release: () => lease.release(), stopWork };
        await lease.lost;
        current = undefined;
        await stopWork();
      } else if (lease) {
        await lease.release();
      }
    } catch (error) {
      options.onError(error);
    }
    if (!stopped) timer = setTimeout(() => void attempt(), options.retryMs);
  };
  void attempt();

  return {
    get isLeader() {
      return current !== undefined;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const held = current;
      current = undefined;
      if (held) {
        await held.stopWork();
        await held.release();
      }
    },
  };
}

/** Work is stopped from two sides (lease lost, election stopped); it must stop once. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= fn());
}
