import type { Database, Queryable } from '../db/database.js';
import { appendTopicEvent } from '../db/repositories/topic-events.repository.js';

/** Tells every instance, after commit, that a topic's log has grown (realtime/notify-bridge). */
export interface Publisher {
  announce(topic: string): void;
}

export type Publish = (topic: string, data: unknown) => Promise<void>;

/**
 * Runs a command as one transaction. Updates are written to the topic log inside it,
 * so they exist only if the change commits, and are announced only after commit.
 */
export async function runCommand<T>(
  db: Database,
  publisher: Publisher,
  fn: (tx: Queryable, publish: Publish) => Promise<T>,
): Promise<T> {
  const topics = new Set<string>();
  const result = await db.transaction(async (tx) => {
    topics.clear(); // a retried attempt starts over
    return fn(tx, async (topic, data) => {
      await appendTopicEvent(tx, topic, data);
      topics.add(topic);
    });
  });
  for (const topic of topics) publisher.announce(topic);
  return result;
}
