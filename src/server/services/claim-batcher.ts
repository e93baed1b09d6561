import { setImmediate as afterIo } from 'node:timers/promises';

/**
 * Group commit per key (decision 010): while a batch of one key's jobs runs, the jobs that
 * arrive for that key wait, and then all run together as the next batch. A busy key runs one
 * batch at a time, and the cost of a batch (a transaction, its commit, the topic head it
 * holds) is shared by its jobs. Each batch starts after the event loop has read the requests
 * already waiting on its sockets (setImmediate), not before: PGlite runs a transaction
 * synchronously, without letting I/O in, so a batch started at once would nearly always be
 * the one job whose request was read first.
 */

/** What one job of a batch came to: its value, or the error it is refused with. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<J, R> {
  job: J;
  resolve(value: R): void;
  reject(error: unknown): void;
}

/**
 * Returns `submit(key, job)`, which resolves or rejects with the job's own outcome. `run`
 * gets at most `maxBatch` jobs of one key and returns one outcome per job, in order; if it
 * throws, every job of the batch rejects with that error.
 */
export function createBatcher<J, R>(run: (key: string, jobs: J[]) => Promise<Outcome<R>[]>, maxBatch: number) {
  /** A key is here while its batches run; its array holds the jobs waiting for the next one. */
  const waiting = new Map<string, Waiting<J, R>[]>();

  const drain = async (key: string): Promise<void> => {
    for (;;) {
      await afterIo();
      const batch = (waiting.get(key) ?? []).splice(0, maxBatch);
      if (batch.length === 0) break;
      try {
        const outcomes = await run(key, batch.map((w) => w.job));
        batch.forEach((w, i) => {
          const outcome = outcomes[i];
          if (outcome?.ok) w.resolve(outcome.value);
          else w.reject(outcome ? outcome.error : new Error('the batch gave this job no outcome'));
        });
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    waiting.delete(key);
  };

  return (key: string, job: J): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      const queue = waiting.get(key);
      if (queue) {
        queue.push({ job, resolve, reject });
        return;
      }
      waiting.set(key, [{ job, resolve, reject }]);
      void drain(key);
    });
}
