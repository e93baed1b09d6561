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

export interface BatcherOptions {
  /** At most this many jobs in one batch. */
  maxBatch: number;
  /**
   * Under load (a batch of the key has just run), wait up to this long for `fillTo` jobs
   * before the next batch, like PostgreSQL's commit_delay: fewer, fuller batches cost less
   * per job. A key's first batch after a quiet spell never waits. 0: never wait.
   */
  lingerMs?: number;
  fillTo?: number;
  /**
   * Whether a batch that threw may owe it to one of its jobs: then it is split in halves, each
   * run as a batch of its own, until the job that fails stands alone (decision 018). False
   * for an error that fails any batch (the database is gone): its jobs all reject at once.
   * Default: always.
   */
  splits?: (error: unknown) => boolean;
}

interface Waiting<J, R> {
  job: J;
  resolve(value: R): void;
  reject(error: unknown): void;
}

/**
 * Returns `submit(key, job)`, which resolves or rejects with the job's own outcome. `run`
 * gets at most `maxBatch` jobs of one key and returns one outcome per job, in order; if it
 * throws, the batch's halves run again apart, in arrival order (`splits`), and a job alone in
 * a batch that throws rejects with that error.
 */
export function createBatcher<J, R, K extends string = string>(run: (key: K, jobs: J[]) => Promise<Outcome<R>[]>, options: BatcherOptions) {
  const { maxBatch, lingerMs = 0, fillTo = 1, splits = () => true } = options;
  /** A key is here while its batches run; its array holds the jobs waiting for the next one. */
  const waiting = new Map<K, Waiting<J, R>[]>();
  /** Keys lingering for more jobs, with what ends the wait early. */
  const lingering = new Map<K, () => void>();

  const linger = (key: K) =>
    new Promise<void>((resolve) => {
      // Unreferenced: a quiet key's last wait never keeps a stopping server alive.
      const timer = setTimeout(done, lingerMs).unref();
      function done() {
        clearTimeout(timer);
        lingering.delete(key);
        resolve();
      }
      lingering.set(key, done);
    });

  const drain = async (key: K): Promise<void> => {
    for (let loaded = false; ; loaded = true) {
      await afterIo();
      if (loaded && lingerMs > 0 && (waiting.get(key)?.length ?? 0) < fillTo) await linger(key);
      const batch = (waiting.get(key) ?? []).splice(0, maxBatch);
      if (batch.length === 0) break;
      await settle(key, batch);
    }
    waiting.delete(key);
  };

  /** Runs one batch and answers its jobs; a batch that throws is split (decision 018). */
  const settle = async (key: K, batch: Waiting<J, R>[]): Promise<void> => {
    let outcomes: Outcome<R>[];
    try {
      outcomes = await run(key, batch.map((w) => w.job));
    } catch (error) {
      if (batch.length === 1 || !splits(error)) {
        for (const w of batch) w.reject(error);
        return;
      }
      // The first half runs (and commits) first: the second half's jobs arrived after it.
      const middle = Math.ceil(batch.length / 2);
      await settle(key, batch.slice(0, middle));
      await settle(key, batch.slice(middle));
      return;
    }
    batch.forEach((w, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) w.resolve(outcome.value);
      else w.reject(outcome ? outcome.error : new Error('the batch gave this job no outcome'));
    });
  };

  return (key: K, job: J): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      const queue = waiting.get(key);
      if (queue) {
        queue.push({ job, resolve, reject });
        if (queue.length >= fillTo) lingering.get(key)?.();
        return;
      }
      waiting.set(key, [{ job, resolve, reject }]);
      void drain(key);
    });
}

/**
 * A batch that threw is split to find the job it owes that to (decision 018), unless the error
 * says the database itself is unable (SQLSTATE classes 08 connection, 53 resources, 57 shutdown,
 * 58 system): then every batch would fail, and splitting would only multiply the failures.
 */
export function mayOweToOneJob(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return !(typeof code === 'string' && /^(08|53|57|58)/.test(code));
}

/**
 * How the players' commands batch (squares claims and releases, pick'em picks): at most 200 in
 * one transaction (a 10x10 grid's worth, twice). Under load a game's next batch waits up to 2 ms
 * for 4 of them: on PGlite, whose statements run on the server's one thread, that halved the
 * transactions at 1,000 claims/s (decision 011).
 */
export const COMMAND_BATCHING: BatcherOptions = { maxBatch: 200, lingerMs: 2, fillTo: 4, splits: mayOweToOneJob };
