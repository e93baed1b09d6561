import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { WebSocket } from 'ws';
import { ClientMessageSchema } from '../../contracts/realtime.js';
import type { LiveErrorCode, ServerMessage } from '../../contracts/realtime.js';
import type { Database } from '../db/database.js';
import { isDatabaseUnavailable } from '../services/errors.js';
import { readTopicCatchUp, readTopicSnapshot, readTopicsEventsAfter } from '../services/topic-log.service.js';
import type { LoggedTopicEvent as TopicEventRow } from '../services/topic-log.service.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../services/errors.js';
import type { SessionUser } from '../services/sessions.service.js';
import type { CommittedEvent } from '../services/publisher.js';
import { rawSocket, textFrame } from './frames.js';
import { describeInputProblem, findInputProblem } from '../http/hostile-input.js';
import { TokenBucket } from './message-rate.js';
import type { ResolvedTopic, TopicRegistry } from './topic-registry.js';

export interface HubOptions {
  /** A socket whose unsent bytes exceed this is dropped, not buffered without bound. */
  maxBufferedBytes: number;
  heartbeatMs: number;
  maxTopicsPerClient: number;
  /** Resume sends at most this many missed updates; more than that gets a snapshot. */
  maxCatchUp: number;
  /**
   * Loops over every socket (a dispatch, a heartbeat) yield to the event loop after this
   * many, so HTTP requests, heartbeats and other topics are not held up for the whole loop.
   */
  socketsPerTurn: number;
  /**
   * Messages a socket may send at once, and refilled per second; past that it is closed with 1008.
   * The web client sends one subscribe per topic it holds on a reconnect (at most the topic cap)
   * and a few per page change, so twice the cap at once is more than it ever needs.
   */
  messageBurst: number;
  messagesPerSecond: number;
  /** Told how long each dispatch took, from the change heard to the last socket written (metrics). */
  onFanOut?: (seconds: number) => void;
}

export const defaultHubOptions: HubOptions = {
  maxBufferedBytes: 1 << 20,
  heartbeatMs: 30_000,
  maxTopicsPerClient: 50,
  maxCatchUp: 500,
  // About 5 ms of writes at the fan-out's measured cost per socket (docs/BENCHMARKS.md).
  socketsPerTurn: 500,
  messageBurst: 100,
  messagesPerSecond: 20,
};

interface Client {
  ws: WebSocket;
  /** Where this client's frames are written, prebuilt (frames.ts). */
  socket: Socket;
  user: SessionUser;
  /** The upgrade's correlation id, in every log line about this socket. */
  correlationId: string;
  /** topic → version this socket holds */
  versions: Map<string, number>;
  /**
   * topic → the subscribe queued for it. They count against the topic cap as soon as they are
   * accepted, so a burst cannot pass the check while earlier ones still wait in their queues;
   * an unsubscribe withdraws one.
   */
  pending: Map<string, object>;
  messages: TokenBucket;
  alive: boolean;
}

interface TopicState {
  subscribers: Set<Client>;
  /** Highest version this instance has dispatched. */
  cursor: number;
  queue: Promise<void>;
  /** Steps queued or running; the state is dropped when none remain and nobody listens. */
  pending: number;
  dispatchQueued: boolean;
  /** When the change that queued the pending dispatch was heard (performance.now()). */
  heardAt: number;
}

type Log = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  /** Per-dispatch stage times, for game-day investigations (LOG_LEVEL=debug; bench/gameday-stages.ts reads them). */
  debug?(obj: object, msg: string): void;
  isLevelEnabled?(level: string): boolean;
};

/**
 * The socket hub of one instance. Work on a topic (a subscriber's snapshot or
 * catch-up, a dispatch of new events) runs through that topic's queue, one step
 * at a time, so every socket sees each version once and in order.
 */
export class Hub {
  private readonly clients = new Set<Client>();
  private readonly topics = new Map<string, TopicState>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly corked = new Set<Socket>();
  private reads: Array<{ topic: string; after: number; resolve: (events: TopicEventRow[]) => void; reject: (error: unknown) => void }> = [];
  /** True while a heartbeat's loop runs (it yields between slices): a second beat meanwhile would take pongs still on their way for silence. */
  private beating = false;

  constructor(
    private readonly db: Database,
    private readonly registry: TopicRegistry,
    private readonly log: Log,
    private readonly options: HubOptions = defaultHubOptions,
  ) {
    this.heartbeat = setInterval(() => {
      if (this.beating) return;
      this.beating = true;
      this.beat()
        .catch((error: unknown) => this.log.error({ err: error }, 'realtime heartbeat failed'))
        .finally(() => {
          this.beating = false;
        });
    }, options.heartbeatMs);
    this.heartbeat.unref();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** Subscriptions the open sockets hold on this instance. */
  get subscriptionCount(): number {
    let count = 0;
    for (const state of this.topics.values()) count += state.subscribers.size;
    return count;
  }

  attach(ws: WebSocket, user: SessionUser, correlationId: string = randomUUID()): void {
    const { messageBurst, messagesPerSecond } = this.options;
    const client: Client = {
      ws,
      socket: rawSocket(ws),
      user,
      correlationId,
      versions: new Map(),
      pending: new Map(),
      messages: new TokenBucket(messageBurst, messagesPerSecond),
      alive: true,
    };
    this.clients.add(client);
    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on('message', (raw, isBinary) => {
      // Frames already read when the socket began closing are not served.
      if (ws.readyState !== ws.OPEN) return;
      client.alive = true;
      if (!client.messages.take()) {
        this.log.warn({ correlationId }, 'closing a realtime socket that sends too many messages');
        ws.close(1008, 'Too many messages');
        // The close frame and FIN go out; whatever the client still sends is left unread (ws
        // drops the socket after its close timeout), so a flood costs no more parsing.
        client.socket.pause();
        client.socket.end();
        return;
      }
      try {
        this.receive(client, isBinary ? null : rawText(raw));
      } catch (error) {
        this.log.error({ err: error, correlationId }, 'realtime message failed');
        this.sendError(client, 'internal_error', 'The server could not handle this message.');
      }
    });
    ws.on('close', () => {
      try {
        this.detach(client);
      } catch (error) {
        this.log.error({ err: error, correlationId }, 'realtime socket cleanup failed');
      }
    });
    ws.on('error', () => ws.terminate());
  }

  /** A topic's log grew (on this or another instance); null means "maybe any topic". */
  topicChanged(topic: string | null): void {
    if (topic === null) {
      for (const name of this.topics.keys()) this.queueDispatch(name);
      return;
    }
    if (this.topics.has(topic)) this.queueDispatch(topic);
  }

  close(): void {
    clearInterval(this.heartbeat);
    // A socket already closing (one closed for flooding is left unread) would hold the shutdown up.
    for (const client of this.clients) {
      if (client.ws.readyState === client.ws.OPEN) client.ws.close(1001, 'server shutting down');
      else client.ws.terminate();
    }
  }

  private receive(client: Client, text: string | null): void {
    if (text === null) return this.sendError(client, 'bad_message', 'Messages must be JSON text.');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.sendError(client, 'bad_json', 'Message is not valid JSON.');
    }
    const problem = findInputProblem(json);
    if (problem) return this.sendError(client, 'bad_message', describeInputProblem(problem, 'message'));
    const parsed = ClientMessageSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      return this.sendError(client, 'bad_message', `Message does not match the schema${where}: ${issue?.message ?? 'invalid'}`);
    }
    const message = parsed.data;
    if (message.type === 'unsubscribe') return this.unsubscribe(client, message.topic);

    const { topic } = message;
    const resolved = this.registry.resolve(topic);
    if (!resolved) return this.sendError(client, 'unknown_topic', `Unknown topic ${topic}.`, topic);
    if (!client.versions.has(topic) && !client.pending.has(topic) && topicCount(client) >= this.options.maxTopicsPerClient) {
      return this.sendError(client, 'too_many_topics', `At most ${this.options.maxTopicsPerClient} topics per connection.`, topic);
    }
    // A newer subscribe to the same topic supersedes one still queued: only the last one runs.
    const ticket = {};
    client.pending.set(topic, ticket);
    this.enqueue(topic, () => this.subscribe(client, ticket, topic, resolved, message.since));
  }

  /**
   * A subscription the database could not answer would otherwise wait for ever. The socket is told
   * why and closed with 1013 (try again later): the client reconnects with its back-off and
   * subscribes again with the versions it holds, losing nothing.
   */
  private dropUntilDatabaseBack(client: Client, topic: string): void {
    this.sendError(client, 'database_unavailable', DATABASE_UNAVAILABLE_MESSAGE, topic);
    // After this turn's corked writes, so the error frame goes out before the close frame.
    setImmediate(() => client.ws.close(1013, 'database unavailable'));
  }

  private async subscribe(
    client: Client,
    ticket: object,
    topic: string,
    resolved: ResolvedTopic,
    since: number | undefined,
  ): Promise<void> {
    // Gone, unsubscribed or superseded meanwhile: withdrawn subscribes cost no database work.
    const current = () => this.clients.has(client) && client.pending.get(topic) === ticket;
    try {
      if (!current()) return;
      if (!(await resolved.authorize(client.user, this.db))) {
        return this.sendError(client, 'forbidden_topic', `You may not subscribe to ${topic}.`, topic);
      }
      if (!current()) return;
      const held = client.versions.get(topic) ?? since;
      const caughtUp = held === undefined ? undefined : await this.catchUp(client, topic, held);
      const version = caughtUp ?? (await this.sendSnapshot(client, topic, resolved));
      const state = this.topics.get(topic);
      if (!state || !current()) return;
      if (state.subscribers.size === 0) state.cursor = version;
      client.versions.set(topic, version);
      state.subscribers.add(client);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return this.dropUntilDatabaseBack(client, topic);
      this.log.error({ err: error, topic, correlationId: client.correlationId }, 'realtime subscribe failed');
      this.sendError(client, 'subscribe_failed', `Could not subscribe to ${topic}. Try again.`, topic);
    } finally {
      if (client.pending.get(topic) === ticket) client.pending.delete(topic);
    }
  }

  /**
   * Sends the updates after `held` if the log still has every one of them up to the head (events
   * pruned, or removed with a deleted account, leave holes); returns the new version, or undefined.
   */
  private async catchUp(client: Client, topic: string, held: number): Promise<number | undefined> {
    const { head, events } = await readTopicCatchUp(this.db, topic, held, this.options.maxCatchUp + 1);
    if (events.length > this.options.maxCatchUp) return undefined;
    if (events.length === 0) return head === held ? held : undefined;
    const last = events[events.length - 1]?.version ?? held;
    if (!runsWithoutGap(events, held + 1) || last < head) return undefined;
    this.send(client, Buffer.concat(events.map((event) => updateFrame(topic, event))));
    return last;
  }

  private async sendSnapshot(client: Client, topic: string, resolved: ResolvedTopic): Promise<number> {
    const { version, frame } = await this.readSnapshot(topic, resolved);
    this.send(client, frame);
    return version;
  }

  /** A topic's snapshot frame and the head version it matches, both read in one repeatable-read snapshot. */
  private async readSnapshot(topic: string, resolved: ResolvedTopic): Promise<{ version: number; frame: Buffer }> {
    const { version, data } = await readTopicSnapshot(this.db, topic, (tx) => resolved.snapshot(tx));
    return { version, frame: frameOf({ type: 'snapshot', topic, version, data }) };
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
    await this.forEachSocket([...state.subscribers], (client) => {
      // Gone while the loop yielded (a new subscription queues behind this step).
      if (!state.subscribers.has(client)) return;
      const held = client.versions.get(topic) ?? 0;
      if (held >= last) return;
      client.versions.set(topic, last);
      // A subscriber whose snapshot was newer than the cursor holds some of these already.
      this.send(client, framesFrom(held < first ? 0 : events.findIndex((event) => event.version > held)));
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
    const { version, frame } = await this.readSnapshot(topic, resolved);
    state.cursor = version;
    await this.forEachSocket([...state.subscribers], (client) => {
      if (!state.subscribers.has(client)) return;
      client.versions.set(topic, version);
      this.send(client, frame);
    });
  }

  /**
   * A dispatch's read of its topic's log. The reads of the dispatches that start in the same
   * turn (the topics one command announced, a feed tick's dozens) go to the database as one
   * statement.
   */
  private readLog(topic: string, after: number): Promise<TopicEventRow[]> {
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

  private queueDispatch(topic: string): void {
    const state = this.topics.get(topic);
    if (!state || state.dispatchQueued) return;
    state.dispatchQueued = true;
    state.heardAt = performance.now();
    this.enqueue(topic, () => this.dispatch(topic));
  }

  private enqueue(topic: string, step: () => Promise<void>): void {
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

  private unsubscribe(client: Client, topic: string): void {
    client.versions.delete(topic);
    client.pending.delete(topic);
    this.leave(client, topic);
  }

  private detach(client: Client): void {
    this.clients.delete(client);
    for (const topic of client.versions.keys()) this.leave(client, topic);
    client.versions.clear();
    client.pending.clear();
  }

  private leave(client: Client, topic: string): void {
    const state = this.topics.get(topic);
    if (!state) return;
    state.subscribers.delete(client);
    if (state.subscribers.size === 0 && state.pending === 0) this.topics.delete(topic);
  }

  /** Writes prebuilt frames (one or several, whole) in one write. */
  private send(client: Client, frames: Buffer): void {
    const { ws, socket } = client;
    if (ws.readyState !== ws.OPEN) return;
    // What ws.bufferedAmount reports: every frame goes straight to the socket.
    if (socket.writableLength > this.options.maxBufferedBytes) {
      this.log.warn({ bufferedAmount: socket.writableLength }, 'dropping slow realtime consumer');
      ws.terminate();
      return;
    }
    // Held until the end of this turn: a socket that gets updates of several topics in one turn
    // (a game page's sports game and squares game in one feed tick) gets them in one write.
    if (!this.corked.has(socket)) {
      socket.cork();
      this.corked.add(socket);
      if (this.corked.size === 1) setImmediate(() => this.uncorkAll());
    }
    socket.write(frames);
  }

  private uncorkAll(): void {
    const sockets = [...this.corked];
    this.corked.clear();
    for (const socket of sockets) {
      try {
        socket.uncork();
      } catch (error) {
        this.log.error({ err: error }, 'realtime write failed');
        socket.destroy();
      }
    }
  }

  private sendError(client: Client, code: LiveErrorCode, message: string, topic?: string): void {
    this.send(client, frameOf({ type: 'error', code, message, ...(topic === undefined ? {} : { topic }) }));
  }

  private beat(): Promise<void> {
    const clients = [...this.clients];
    // Pings (and their pongs) cost about what an update does per socket. Spread over the first
    // half of the interval, they never stall an update for long; each socket is still pinged
    // once per interval and dropped if it has not answered the previous ping.
    const turns = Math.ceil(clients.length / this.options.socketsPerTurn);
    const pauseMs = turns > 1 ? this.options.heartbeatMs / 2 / turns : 0;
    return this.forEachSocket(
      clients,
      (client) => {
        if (!this.clients.has(client)) return;
        if (!client.alive) {
          client.ws.terminate();
          return;
        }
        client.alive = false;
        client.ws.ping();
      },
      pauseMs,
    );
  }

  /**
   * Calls `each` for every client, yielding to the event loop after every `socketsPerTurn`
   * (and waiting `pauseMs` there, if given).
   */
  private async forEachSocket(clients: readonly Client[], each: (client: Client) => void, pauseMs = 0): Promise<void> {
    const { socketsPerTurn } = this.options;
    for (let start = 0; start < clients.length; start += socketsPerTurn) {
      // Unreferenced: a heartbeat's pause must not keep a stopping process alive.
      if (start > 0) await (pauseMs > 0 ? sleep(pauseMs, undefined, { ref: false }) : nextTurn());
      const end = Math.min(clients.length, start + socketsPerTurn);
      for (let i = start; i < end; i++) {
        const client = clients[i] as Client;
        // One socket's failure (a ping or write that throws) drops that socket, not the loop.
        try {
          each(client);
        } catch (error) {
          this.log.error({ err: error, correlationId: client.correlationId }, 'realtime socket failed');
          client.ws.terminate();
        }
      }
    }
  }
}

/** Topics a socket holds or has asked for, each once. */
function topicCount(client: Client): number {
  let count = client.versions.size;
  for (const topic of client.pending.keys()) if (!client.versions.has(topic)) count++;
  return count;
}

/** ws hands text frames over as a Buffer (or fragments of one). */
function rawText(raw: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return (Buffer.isBuffer(raw) ? raw : Buffer.from(raw)).toString('utf8');
}

/** Whether the events (oldest first, versions unique) are exactly `first`, `first` + 1, … */
function runsWithoutGap(events: ReadonlyArray<{ version: number }>, first: number): boolean {
  const last = events[events.length - 1];
  return events[0]?.version === first && last !== undefined && last.version - first + 1 === events.length;
}

/** A message as one whole WebSocket frame: encoded once, the same bytes go to every socket. */
function frameOf(message: ServerMessage): Buffer {
  return textFrame(Buffer.from(JSON.stringify(message)));
}

function updateFrame(topic: string, event: TopicEventRow): Buffer {
  return frameOf({ type: 'update', topic, version: event.version, data: event.data });
}

/** The same update frame from the JSON text the command logged, which is not parsed again. */
function committedFrame(topic: string, event: CommittedEvent): Buffer {
  return textFrame(Buffer.from(`{"type":"update","topic":${JSON.stringify(topic)},"version":${event.version},"data":${event.json}}`));
}
