// The reads the live hub makes of the topic log (topic_heads, topic_events): a subscriber's
// catch-up, a snapshot in the same snapshot as its head version, and the dispatches' reads.
import type { Database, Queryable } from '../db/database.js';
import { findTopicEventsAfter, findTopicHead, findTopicHeadAndEventsAfter, findTopicsEventsAfter } from '../db/repositories/topic-events.repository.js';
import type { TopicEventRow } from '../db/repositories/topic-events.repository.js';

export type LoggedTopicEvent = TopicEventRow;

/** The topic's head version and up to `limit` updates after `after`. */
export function readTopicCatchUp(db: Database, topic: string, after: number, limit: number): Promise<{ head: number; events: LoggedTopicEvent[] }> {
  return findTopicHeadAndEventsAfter(db, topic, after, limit);
}

/** The topic's head version and `read`'s snapshot, both in one repeatable-read snapshot, so the version is the snapshot's. */
export function readTopicSnapshot<T>(db: Database, topic: string, read: (tx: Queryable) => Promise<T>): Promise<{ version: number; data: T }> {
  return db.transaction(async (tx) => ({ version: await findTopicHead(tx, topic), data: await read(tx) }), { isolation: 'repeatable read' });
}

/** Up to `limit` updates after each read's version; one read is one simple statement, several are one statement together. */
export async function readTopicsEventsAfter(db: Database, reads: ReadonlyArray<{ topic: string; after: number }>, limit: number): Promise<LoggedTopicEvent[][]> {
  const [only] = reads;
  return reads.length === 1 && only ? [await findTopicEventsAfter(db, only.topic, only.after, limit)] : findTopicsEventsAfter(db, reads, limit);
}
