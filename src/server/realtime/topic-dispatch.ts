import type { Database } from '../db/database.js';
import type { CommittedEvent } from '../services/publisher.js';
import { readTopicsEventsAfter } from '../services/topic-log.service.js';
import type { LoggedTopicEvent } from '../services/topic-log.service.js';
import { committedFrame, readSnapshotFrame, runsWithoutGap, updateFrame } from './hub-frames.js';
import type { HubLog, HubOptions } from './hub-options.js';
import type { HubSocket, HubWriter } from './hub-writer.js';
import type { TopicRegistry } from './topic-registry.js';

/** A socket subscribed to topics, as the dispatch sees it. */
export interface Subscriber extends HubSocket {
  /** topic → version this socket holds */
  versions: Map<string, number>;
}

interface TopicState {
  subscribers: Set<Subscriber>;
  /** Highest version this instance has dispatched. */
  cursor: number;
  queue: Promise<void>;
  /** Steps queued or running; the state is dropped when none remain and nobody listens. */
  pending: number;
  dispatchQueued: boolean;
  /** When the change that queued the pending dispatch was heard (performance.now()). */
  heardAt: number;
}

/**
 * The topics an instance's sockets hold: each topic's queue of steps (a subscriber's snapshot
 * or catch-up, a dispatch of new events), run one at a time so every socket sees each version
 * once and in order, and the fan-out of new versions to the topic's subscribers.
 */
export class TopicDispatch {
  private readonly topics = new Map<string, TopicState>();
  private reads: Array<{ topic: string; after: number; resolve: (events: LoggedTopicEvent[]) => void; reject: (error: unknown) => void }> = [];

  constructor(
    private readonly db: Database,
    private readonly registry: TopicRegistry,
    private readonly writer: HubWriter,
    private readonly log: HubLog,
    private readonly options: Pick<HubOptions, 'maxCatchUp' | 'onFanOut'>,
  ) {}

  /** Subscriptions held, over every topic. */
  get subscriptionCount(): number {
    let count = 0;
    for (const state of this.topics.values()) count += state.subscribers.size;
    return count;
  }

  /** A topic's log grew (on this or another instance); null means "maybe any topic". */
  topicChanged(topic: string | null): void {
    if (topic === null) {
      for (const name of this.topics.keys()) this.queueDispatch(name);
      return;
    }
    if (this.topics.has(topic)) this.queueDispatch(topic);
  }

  /**
   * Updates this instance just committed to a topic (decision 045): fanned out from what it wrote,
   * without waiting for its own NOTIFY and reading the log back — the read waits for a pooled
   * connection behind the instance's other work. Only when they follow the last version this
   * instance dispatched; otherwise (another instance's versions in between, not heard yet) the log
   * is read as for a NOTIFY. The NOTIFY still comes, and its read finds nothing new.
   */
  topicCommitted(topic: string, events: readonly CommittedEvent[]): void {
    if (events.length === 0 || !this.topics.has(topic)) return;
    const heardAt = performance.now();
    this.enqueue(topic, () => this.deliver(topic, events, heardAt));
  }

  /** Runs `step` in the topic's queue, after every step queued before it. */
  enqueue(topic: string, step: () => Promise<void>): void {
    let state = this.topics.get(topic);
    if (!state) {
      state = { subscribers: new Set(), cursor: 0, queue: Promise.resolve(), pending: 0, dispatchQueued: false, heardAt: 0 };
      this.topics.set(topic, state);
    }
    const current = state;
    current.pending++;
    current.queue = current.queue
      .then(step)
      .catch((error: unknown) => this.log.error({ err: error, topic }, 'realtime topic step failed'))
      .finally(() => {
        current.pending--;
        // Idle state is dropped, so topics nobody watches cost nothing.
        if (current.pending === 0 && current.subscribers.size === 0 && this.topics.get(topic) === current) this.topics.delete(topic);
      });
  }

  /** A subscriber that was just sent `version` (in a step of the topic's queue) gets the versions after it. */
  join(topic: string, subscriber: Subscriber, version: number): void {
    const state = this.topics.get(topic);
    if (!state) return;
    if (state.subscribers.size === 0) state.cursor = version;
    subscriber.versions.set(topic, version);
    state.subscribers.add(subscriber);
  }

  leave(subscriber: Subscriber, topic: string): void {
    const state = this.topics.get(topic);
    if (!state) return;
    state.subscribers.delete(subscriber);
    if (state.subscribers.size === 0 && state.pending === 0) this.topics.delete(topic);
  }

  private queueDispatch(topic: string): void {
    const state = this.topics.get(topic);
    if (!state || state.dispatchQueued) return;
    state.dispatchQueued = true;
    state.heardAt = performance.now();
    this.enqueue(topic, () => this.dispatch(topic));
  }

  private async dispatch(topic: string): Promise<void> {
    const state = this.topics.get(topic);
    if (!state) return;
    state.dispatchQueued = false;
    const heardAt = state.heardAt;
    const events = await this.readLog(topic, state.cursor);
    if (events.length === 0) return;
    const readAt = performance.now();
    if (!runsWithoutGap(events, state.cursor + 1) || events.length > this.options.maxCatchUp) {
      // Too far behind to replay (log pruned), or events gone (a deleted account's): everyone on this instance starts again from a snapshot.
      return this.resnapshot(topic, state);
    }
    await this.fanOut(topic, state, events.map((event) => ({ version: event.version, frame: updateFrame(topic, event) })), heardAt, readAt);
  }

  private async deliver(topic: string, events: readonly CommittedEvent[], heardAt: number): Promise<void> {
    const state = this.topics.get(topic);
    // Nobody holds the topic yet: a subscribe queued behind this reads its own snapshot.
    if (!state || state.subscribers.size === 0) return;
    if ((events[events.length - 1]?.version ?? 0) <= state.cursor) return;
    if (!runsWithoutGap(events, state.cursor + 1)) return this.queueDispatch(topic);
    await this.fanOut(topic, state, events.map((event) => ({ version: event.version, frame: committedFrame(topic, event) })), heardAt, heardAt);
  }

  /** Writes new versions (oldest first, following the cursor) to every subscriber that lacks them. */
  private async fanOut(topic: string, state: TopicState, events: ReadonlyArray<{ version: number; frame: Buffer }>, heardAt: number, readAt: number): Promise<void> {
    const first = state.cursor + 1;
    const last = events[events.length - 1]?.version ?? first;
    // Each frame is encoded once, and a socket gets every frame it lacks in one write: the
    // same bytes as every other socket that lacks the same ones (nearly always all of them).
    const frames = events.map((event) => event.frame);
    const batches = new Map<number, Buffer>();
    const framesFrom = (index: number) => {
      let batch = batches.get(index);
      if (!batch) batches.set(index, (batch = Buffer.concat(frames.slice(index))));
      return batch;
    };
    state.cursor = last;
    await this.writer.forEachSocket([...state.subscribers], (subscriber) => {
      // Gone while the loop yielded (a new subscription queues behind this step).
      if (!state.subscribers.has(subscriber)) return;
      const held = subscriber.versions.get(topic) ?? 0;
      if (held >= last) return;
      subscriber.versions.set(topic, last);
      // A subscriber whose snapshot was newer than the cursor holds some of these already.
      this.writer.send(subscriber, framesFrom(held < first ? 0 : events.findIndex((event) => event.version > held)));
    });
    const writtenAt = performance.now();
    this.options.onFanOut?.((writtenAt - heardAt) / 1000);
    if (this.log.isLevelEnabled?.('debug')) {
      const epoch = (at: number) => Math.round(performance.timeOrigin + at);
      this.log.debug?.({ topic, heardAt: epoch(heardAt), readAt: epoch(readAt), writtenAt: epoch(writtenAt), sockets: state.subscribers.size }, 'topic fanned out');
    }
  }

  private async resnapshot(topic: string, state: TopicState): Promise<void> {
    const resolved = this.registry.resolve(topic);
    if (!resolved) return;
    const { version, frame } = await readSnapshotFrame(this.db, topic, resolved);
    state.cursor = version;
    await this.writer.forEachSocket([...state.subscribers], (subscriber) => {
      if (!state.subscribers.has(subscriber)) return;
      subscriber.versions.set(topic, version);
      this.writer.send(subscriber, frame);
    });
  }

  /**
   * A dispatch's read of its topic's log. The reads of the dispatches that start in the same
   * turn (the topics one command announced, a feed tick's dozens) go to the database as one
   * statement.
   */
  private readLog(topic: string, after: number): Promise<LoggedTopicEvent[]> {
    return new Promise((resolve, reject) => {
      this.reads.push({ topic, after, resolve, reject });
      if (this.reads.length === 1) setImmediate(() => void this.readPendingLogs());
    });
  }

  private async readPendingLogs(): Promise<void> {
    const reads = this.reads;
    this.reads = [];
    const limit = this.options.maxCatchUp + 1;
    try {
      const events = await readTopicsEventsAfter(this.db, reads, limit);
      reads.forEach((read, i) => read.resolve(events[i] ?? []));
    } catch (error) {
      for (const read of reads) read.reject(error);
    }
  }
}
