import type { TopicDef } from '../../contracts/topics.js';
import type { Database, Queryable } from '../db/database.js';
import { appendTopicEvent, appendTopicEvents } from '../db/repositories/topic-events.repository.js';
import type { TopicEvent } from '../db/repositories/topic-events.repository.js';

/** Tells every instance, after commit, that a topic's log has grown (realtime/notify-bridge). */
export interface Publisher {
  announce(topic: string): void;
}

/** Logs an update of a topic of the catalogue (contracts/topics.ts) in the command's transaction; announced after commit. */
export interface Publish {
  <Params, Update>(topic: TopicDef<Params, unknown, Update>, params: Params, update: Update): Promise<void>;
  /**
   * A statement of the command logged an update of this topic itself (appendTopicEventsCtes, one
   * round trip for the change and its update): announce it after commit like the others.
   */
  logged<Params>(topic: TopicDef<Params, unknown, unknown>, params: Params): void;
  /** Logs one update for each of several topics of one definition, in one statement however many (a game's participants). */
  many<Params, Update>(topic: TopicDef<Params, unknown, Update>, updates: ReadonlyArray<readonly [Params, Update]>): Promise<void>;
}

export interface CommandOptions {
  /**
   * Log the command's updates in one statement when its work is done, instead of one statement
   * per update (a feed tick publishes dozens). Each topic's updates keep their order; a batched
   * command may not log updates through its own statements (publish.logged), since those would
   * overtake the ones still held.
   */
  batchUpdates?: boolean;
}

/**
 * Runs a command as one transaction. Updates are written to the topic log inside it,
 * so they exist only if the change commits, and are announced only after commit.
 */
export async function runCommand<T>(
  db: Database,
  publisher: Publisher,
  fn: (tx: Queryable, publish: Publish) => Promise<T>,
  options: CommandOptions = {},
): Promise<T> {
  const topics = new Set<string>();
  const result = await db.transaction(async (tx) => {
    topics.clear(); // a retried attempt starts over
    if (!options.batchUpdates) {
      const publish = async <Params, Update>(def: TopicDef<Params, unknown, Update>, params: Params, update: Update) => {
        const topic = def.topic(params);
        await appendTopicEvent(tx, topic, update);
        topics.add(topic);
      };
      const logged = <Params>(def: TopicDef<Params, unknown, unknown>, params: Params) => void topics.add(def.topic(params));
      const many = async <Params, Update>(def: TopicDef<Params, unknown, Update>, updates: ReadonlyArray<readonly [Params, Update]>) => {
        const events = updates.map(([params, update]) => ({ topic: def.topic(params), json: JSON.stringify(update) }));
        await appendTopicEvents(tx, events);
        for (const { topic } of events) topics.add(topic);
      };
      return fn(tx, Object.assign(publish, { logged, many }));
    }
    const held: TopicEvent[] = [];
    const publish = <Params, Update>(def: TopicDef<Params, unknown, Update>, params: Params, update: Update) => {
      const topic = def.topic(params);
      held.push({ topic, json: JSON.stringify(update) });
      topics.add(topic);
      return Promise.resolve();
    };
    const logged = () => {
      throw new Error('A command that batches its updates cannot log one through its own statement');
    };
    const many = async <Params, Update>(def: TopicDef<Params, unknown, Update>, updates: ReadonlyArray<readonly [Params, Update]>) => {
      for (const [params, update] of updates) await publish(def, params, update);
    };
    const value = await fn(tx, Object.assign(publish, { logged, many }));
    await appendTopicEvents(tx, held);
    return value;
  });
  for (const topic of topics) publisher.announce(topic);
  return result;
}
