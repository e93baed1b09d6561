import type { Database } from '../db/database.js';
import type { CommittedEvent, Publisher } from '../services/publisher.js';

export const TOPICS_CHANNEL = 'sb_topics';
/** DESIGN/issue: at most one NOTIFY per topic every 50 ms, never one per row. */
export const NOTIFY_INTERVAL_MS = 50;
/** A NOTIFY that could not be sent is sent again after this, doubling per failure up to NOTIFY_RETRY_MAX_MS. */
export const NOTIFY_RETRY_FIRST_MS = 100;
export const NOTIFY_RETRY_MAX_MS = 5_000;

/**
 * Carries "topic X has new events" between instances through LISTEN/NOTIFY.
 * The payload is only the topic name: receivers read the topic log from the
 * version they hold, so coalescing NOTIFYs can never skip a version.
 */
export function createNotifyBridge(db: Database, onError: (error: unknown) => void) {
  const lastSent = new Map<string, number>();
  const scheduled = new Set<string>();

  // Topics due now are sent together, one statement for all the topics a command announces
  // (a feed tick announces dozens); each is still its own notification.
  const due = new Set<string>();
  // A change is committed before its NOTIFY: a NOTIFY that fails (the database went away, no
  // pooled connection in time) is sent again until it goes out, or every instance would miss the
  // change until the topic's next one. Receivers read the log, so a late NOTIFY is harmless.
  const retrying = new Set<string>();
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  const retryLater = (topics: readonly string[]) => {
    for (const topic of topics) retrying.add(topic);
    failures++;
    if (retryTimer) return;
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        const again = [...retrying];
        retrying.clear();
        for (const topic of again) if (!due.has(topic)) send(topic);
      },
      Math.min(NOTIFY_RETRY_MAX_MS, NOTIFY_RETRY_FIRST_MS * 2 ** (failures - 1)),
    );
    retryTimer.unref();
  };
  const flush = () => {
    const topics = [...due];
    due.clear();
    // Runs from a microtask: a synchronous throw here would end the process.
    try {
      const sent =
        topics.length === 1
          ? db.notify(TOPICS_CHANNEL, topics[0] as string)
          : db.query('select pg_notify($1, topic) from unnest($2::text[]) with ordinality as t(topic, n) order by n', [TOPICS_CHANNEL, topics]);
      sent.then(
        () => {
          failures = 0;
        },
        (error: unknown) => {
          onError(error);
          retryLater(topics);
        },
      );
    } catch (error) {
      onError(error);
      retryLater(topics);
    }
  };
  const send = (topic: string) => {
    lastSent.set(topic, Date.now());
    due.add(topic);
    if (due.size === 1) queueMicrotask(flush);
  };

  let local: ((topic: string, events: readonly CommittedEvent[]) => void) | undefined;
  const publisher: Publisher = {
    committed(topic, events) {
      // A throw here would fail a command that has already committed.
      try {
        local?.(topic, events);
      } catch (error) {
        onError(error);
      }
    },
    announce(topic) {
      if (scheduled.has(topic)) return;
      const wait = (lastSent.get(topic) ?? 0) + NOTIFY_INTERVAL_MS - Date.now();
      if (wait <= 0) {
        send(topic);
        if (lastSent.size > 10_000) pruneOlderThan(Date.now() - NOTIFY_INTERVAL_MS);
        return;
      }
      scheduled.add(topic);
      setTimeout(() => {
        scheduled.delete(topic);
        send(topic);
      }, wait);
    },
  };

  const pruneOlderThan = (cutoff: number) => {
    for (const [topic, at] of lastSent) if (at < cutoff) lastSent.delete(topic);
  };

  /**
   * null: notifications may have been missed (listener reconnected). The callback runs inside
   * the database client's event handlers, where a throw would end the process: it is logged instead.
   */
  const listen = (onTopicChanged: (topic: string | null) => void) =>
    db.listen(TOPICS_CHANNEL, (payload) => {
      try {
        onTopicChanged(payload);
      } catch (error) {
        onError(error);
      }
    });

  /** This instance's own committed updates go straight to `deliver` (its hub), besides the NOTIFY. */
  const deliverLocally = (deliver: (topic: string, events: readonly CommittedEvent[]) => void) => {
    local = deliver;
  };

  /** Stops retrying failed NOTIFYs (the server is closing). */
  const stop = () => {
    clearTimeout(retryTimer);
    retrying.clear();
  };

  return { publisher, listen, deliverLocally, stop };
}
