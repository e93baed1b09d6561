// Server-side analytics (decision 042): a command records its event after it commits, into an
// in-memory queue that one timer writes in batches, one multi-row INSERT each. A command never
// waits on analytics, and a failed write is logged, not retried. The price, accepted: events
// still queued when the process dies (at most a flush interval's worth) are lost.
import type { AnalyticsEventName, ClientEventName, EventProps } from '../../contracts/analytics.js';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';
import { forgetEventsOf, insertRuns, queuedRun } from '../db/repositories/analytics.repository.js';
import type { AccountSteps } from './account-steps.js';
import type { QueuedRun } from '../db/repositories/analytics.repository.js';

/** Who an event is about: a user id, or the client id of a browser that has no session yet. */
export interface EventSubject {
  uid?: string | undefined;
  clientId?: string | undefined;
}

export interface AnalyticsRecorder {
  record<N extends AnalyticsEventName>(name: N, subject: EventSubject, props: EventProps<N>): void;
  /** A browser's batch, already checked against its schema: one subject, one time for them all. */
  recordAll(events: ReadonlyArray<{ name: ClientEventName; props: unknown }>, subject: EventSubject): void;
  /** Writes what is queued now (tests, benches, shutdown). */
  flush(): Promise<void>;
  /** Stops the timer after a last flush. */
  close(): Promise<void>;
}

export interface AnalyticsRecorderOptions {
  db: Database;
  now: () => Date;
  onError: (error: unknown) => void;
  flushMs?: number;
  /**
   * Most events one INSERT carries: by default a busy second's worth (5,000 events, a few hundred
   * kB), in one statement, since each statement costs its own parse, plan and commit (on PGlite,
   * 100 browser batches of 50 took 7.8–7.9 ms of CPU in five statements and 5.3–6.4 ms in one).
   */
  batchSize?: number;
  /** Beyond this many waiting (the database is down), new events are dropped rather than held. */
  maxQueued?: number;
}

export function createAnalyticsRecorder(options: AnalyticsRecorderOptions): AnalyticsRecorder {
  const { db, now, onError } = options;
  const batchSize = options.batchSize ?? 5_000;
  const maxQueued = options.maxQueued ?? 50_000;
  let queue: QueuedRun[] = [];
  let queued = 0;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  const flush = (): Promise<void> => {
    if (queue.length === 0) return writing;
    const taken = queue;
    queue = [];
    queued = 0;
    // One write at a time: batches land in the order they were queued.
    writing = writing.then(async () => {
      for (let i = 0; i < taken.length; ) {
        let events = 0;
        let end = i;
        while (end < taken.length && (end === i || events + taken[end]!.count <= batchSize)) events += taken[end++]!.count;
        await insertRuns(db, taken.slice(i, end)).catch(onError);
        i = end;
      }
    });
    return writing;
  };
  const timer = setInterval(() => void flush(), options.flushMs ?? 1_000);
  timer.unref();

  /** Events of one subject at one time, queued in order until the queue is full (the rest dropped). */
  const enqueue = (events: ReadonlyArray<{ name: AnalyticsEventName; props: unknown }>, subject: EventSubject) => {
    if (closed || events.length === 0) return;
    const room = maxQueued - queued;
    if (room <= 0) return;
    const kept = events.length <= room ? events : events.slice(0, room);
    const uid = subject.uid ?? null;
    queue.push(queuedRun(kept, now(), uid, uid ? null : (subject.clientId ?? null)));
    queued += kept.length;
  };

  return {
    record(name, subject, props) {
      enqueue([{ name, props }], subject);
    },
    recordAll: enqueue,
    flush,
    async close() {
      closed = true;
      clearInterval(timer);
      await flush();
    },
  };
}

/** A deleted account's events are kept for the counts, but no longer name it. */
export const analyticsAccountSteps: Partial<AccountSteps> = {
  deletion: [{ name: 'analytics-events', run: (tx, { uid }) => forgetEventsOf(tx, uid, `deleted-${randomBytes(12).toString('base64url')}`) }],
};
