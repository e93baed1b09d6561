import type { TopicDef } from '../../contracts/topics.js';
import type { Queryable } from '../db/database.js';
import type { SessionUser } from '../services/sessions.service.js';

/** What the hub needs to serve one topic of the catalogue (contracts/topics.ts). */
export interface TopicHandler<Params, Snapshot, Update> {
  readonly topic: TopicDef<Params, Snapshot, Update>;
  /** Whether this user may receive this topic (checked at every subscribe). */
  authorize(user: SessionUser, params: Params, db: Queryable): Promise<boolean>;
  /** The topic's full current state, read in the same snapshot as its head version. */
  snapshot(db: Queryable, params: Params): Promise<Snapshot>;
}

/** A handler, its types taken from its topic. */
export function topicHandler<Params, Snapshot, Update>(
  topic: TopicDef<Params, Snapshot, Update>,
  handler: Omit<TopicHandler<Params, Snapshot, Update>, 'topic'>,
): TopicHandler<Params, Snapshot, Update> {
  return { topic, authorize: handler.authorize, snapshot: handler.snapshot };
}

/** A topic name the registry knows, with its parameters bound: what the hub serves. */
export interface ResolvedTopic {
  /** The topic's pattern (`game:{id}`). */
  readonly name: string;
  authorize(user: SessionUser, db: Queryable): Promise<boolean>;
  /** The snapshot as the topic's handler read it; the hub only sends it on. */
  snapshot(db: Queryable): Promise<TopicData>;
}

/** A snapshot once its topic's parameters are bound: each handler's own type, sent as JSON. */
type TopicData = object | string | number | boolean | null;

interface Entry {
  readonly name: string;
  resolve(topic: string): ResolvedTopic | null;
}

export class TopicRegistry {
  private readonly entries: Entry[] = [];

  register<Params, Snapshot extends TopicData, Update>(handler: TopicHandler<Params, Snapshot, Update>): this {
    const { name } = handler.topic;
    this.entries.push({
      name,
      resolve: (topic) => {
        const params = handler.topic.match(topic);
        if (params === null) return null;
        return { name, authorize: (user, db) => handler.authorize(user, params, db), snapshot: (db) => handler.snapshot(db, params) };
      },
    });
    return this;
  }

  /** Every registered topic's pattern, so a test can require a decision for each. */
  names(): string[] {
    return this.entries.map((entry) => entry.name);
  }

  resolve(topic: string): ResolvedTopic | undefined {
    for (const entry of this.entries) {
      const resolved = entry.resolve(topic);
      if (resolved) return resolved;
    }
    return undefined;
  }
}

/** A topic with no parameters that everyone may read. */
export function publicTopic<Snapshot, Update>(
  topic: TopicDef<Readonly<Record<never, string>>, Snapshot, Update>,
  snapshot: (db: Queryable) => Promise<Snapshot>,
): TopicHandler<Readonly<Record<never, string>>, Snapshot, Update> {
  return topicHandler(topic, { authorize: () => Promise.resolve(true), snapshot: (db) => snapshot(db) });
}
