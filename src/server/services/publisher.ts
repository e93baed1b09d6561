import type { TopicDef } from '../../contracts/topics.js';
import type { Database, Queryable } from '../db/database.js';
import { appendTopicEventJson, appendTopicEvents } from '../db/repositories/topic-events.repository.js';
import type { TopicEvent } from '../db/repositories/topic-events.repository.js';

/** Tells every instance, after commit, that a topic's log has grown (realtime/notify-bridge). */
export interface Publisher {
  announce(topic: string): void;
  /**
   * Optional: the updates this instance just committed to a topic, with their versions, handed to
   * its own hub after commit so it fans them out without waiting for its NOTIFY and reading back
   * what it wrote (decision 045). Always announced as well: other instances still need the NOTIFY.
   */
  committed?(topic: string, events: readonly CommittedEvent[]): void;
}

/** An update as committed to a topic's log: its version and its data as JSON text. */
export interface CommittedEvent {
  version: number;
  json: string;
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
  // What each topic's own statements logged, for the publisher's `committed`; a topic with an
  // update logged through the command's own statement (publish.logged) is left to its NOTIFY.
  const known = new Map<string, CommittedEvent[]>();
  const unknown = new Set<string>();
  const keep = (topic: string, version: number, json: string) => {
    topics.add(topic);
    const list = known.get(topic);
    if (list) list.push({ version, json });
    else known.set(topic, [{ version, json }]);
  };
  const result = await db.transaction(async (tx) => {
    // a retried attempt starts over
    topics.clear();
    known.clear();
    unknown.clear();
    if (!options.batchUpdates) {
      const publish = async <Params, Update>(def: TopicDef<Params, unknown, Update>, params: Params, update: Update) => {
        const topic = def.topic(params);
        const json = JSON.stringify(update);
        keep(topic, await appendTopicEventJson(tx, topic, json), json);
      };
      const logged = <Params>(def: TopicDef<Params, unknown, unknown>, params: Params) => {
        const topic = def.topic(params);
        topics.add(topic);
        unknown.add(topic);
      };
      const many = async <Params, Update>(def: TopicDef<Params, unknown, Update>, updates: ReadonlyArray<readonly [Params, Update]>) => {
        const events = updates.map(([params, update]) => ({ topic: def.topic(params), json: JSON.stringify(update) }));
        const versions = await appendTopicEvents(tx, events);
        events.forEach(({ topic, json }, i) => keep(topic, versions[i] as number, json));
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
    const versions = await appendTopicEvents(tx, held);
    held.forEach(({ topic, json }, i) => keep(topic, versions[i] as number, json));
    return value;
  });
  for (const topic of topics) {
    const events = known.get(topic);
    if (events && !unknown.has(topic)) publisher.committed?.(topic, events);
    publisher.announce(topic);
  }
  return result;
}
