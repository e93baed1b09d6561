import type { Queryable } from '../db/database.js';
import type { SessionUser } from '../services/sessions.service.js';

/** What the hub needs to serve one kind of topic. */
export interface TopicHandler {
  /** The topic's pattern as people write it (`game:{id}`): what the authorisation matrix test lists. */
  readonly name: string;
  /** Matches a topic name and extracts its parameters, or returns null. */
  match(topic: string): Record<string, string> | null;
  /** Whether this user may receive this topic (checked at every subscribe). */
  authorize(user: SessionUser, params: Record<string, string>, db: Queryable): Promise<boolean>;
  /** The topic's full current state, read in the same snapshot as its head version. */
  snapshot(db: Queryable, params: Record<string, string>): Promise<unknown>;
}

export class TopicRegistry {
  private readonly handlers: TopicHandler[] = [];

  register(handler: TopicHandler): this {
    this.handlers.push(handler);
    return this;
  }

  /** Every registered handler's name, so a test can require a decision for each. */
  names(): string[] {
    return this.handlers.map((handler) => handler.name);
  }

  resolve(topic: string): { handler: TopicHandler; params: Record<string, string> } | undefined {
    for (const handler of this.handlers) {
      const params = handler.match(topic);
      if (params) return { handler, params };
    }
    return undefined;
  }
}

/** A topic with no parameters that everyone may read. */
export function publicTopic(name: string, snapshot: (db: Queryable) => Promise<unknown>): TopicHandler {
  return {
    name,
    match: (topic) => (topic === name ? {} : null),
    authorize: () => Promise.resolve(true),
    snapshot: (db) => snapshot(db),
  };
}
