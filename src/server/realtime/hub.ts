import type { WebSocket } from 'ws';
import { ClientMessageSchema } from '../../contracts/realtime.js';
import type { ServerMessage } from '../../contracts/realtime.js';
import type { Database } from '../db/database.js';
import { findTopicEventsAfter, findTopicHead } from '../db/repositories/topic-events.repository.js';
import type { TopicEventRow } from '../db/repositories/topic-events.repository.js';
import type { SessionUser } from '../services/sessions.service.js';
import type { TopicHandler, TopicRegistry } from './topic-registry.js';

export interface HubOptions {
  /** A socket whose unsent bytes exceed this is dropped, not buffered without bound. */
  maxBufferedBytes: number;
  heartbeatMs: number;
  maxTopicsPerClient: number;
  /** Resume sends at most this many missed updates; more than that gets a snapshot. */
  maxCatchUp: number;
}

export const defaultHubOptions: HubOptions = {
  maxBufferedBytes: 1 << 20,
  heartbeatMs: 30_000,
  maxTopicsPerClient: 50,
  maxCatchUp: 500,
};

interface Client {
  ws: WebSocket;
  user: SessionUser;
  /** topic → version this socket holds */
  versions: Map<string, number>;
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
}

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * The socket hub of one instance. Work on a topic (a subscriber's snapshot or
 * catch-up, a dispatch of new events) runs through that topic's queue, one step
 * at a time, so every socket sees each version once and in order.
 */
export class Hub {
  private readonly clients = new Set<Client>();
  private readonly topics = new Map<string, TopicState>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly registry: TopicRegistry,
    private readonly log: Log,
    private readonly options: HubOptions = defaultHubOptions,
  ) {
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  attach(ws: WebSocket, user: SessionUser): void {
    const client: Client = { ws, user, versions: new Map(), alive: true };
    this.clients.add(client);
    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on('message', (raw, isBinary) => {
      client.alive = true;
      this.receive(client, isBinary ? null : rawText(raw));
    });
    ws.on('close', () => this.detach(client));
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
    for (const client of this.clients) client.ws.close(1001, 'server shutting down');
  }

  private receive(client: Client, text: string | null): void {
    if (text === null) return this.sendError(client, 'bad_message', 'Messages must be JSON text.');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.sendError(client, 'bad_json', 'Message is not valid JSON.');
    }
    const parsed = ClientMessageSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      return this.sendError(client, 'bad_message', `Message does not match the schema${where}: ${issue?.message ?? 'invalid'}`);
    }
    const message = parsed.data;
    if (message.type === 'unsubscribe') return this.unsubscribe(client, message.topic);

    const resolved = this.registry.resolve(message.topic);
    if (!resolved) return this.sendError(client, 'unknown_topic', `Unknown topic ${message.topic}.`, message.topic);
    if (!client.versions.has(message.topic) && client.versions.size >= this.options.maxTopicsPerClient) {
      return this.sendError(client, 'too_many_topics', `At most ${this.options.maxTopicsPerClient} topics per connection.`, message.topic);
    }
    this.enqueue(message.topic, () => this.subscribe(client, message.topic, resolved.handler, resolved.params, message.since));
  }

  private async subscribe(
    client: Client,
    topic: string,
    handler: TopicHandler,
    params: Record<string, string>,
    since: number | undefined,
  ): Promise<void> {
    if (!this.clients.has(client)) return;
    if (!(await handler.authorize(client.user, params, this.db))) {
      return this.sendError(client, 'forbidden_topic', `You may not subscribe to ${topic}.`, topic);
    }
    const held = client.versions.get(topic) ?? since;
    const caughtUp = held === undefined ? undefined : await this.catchUp(client, topic, held);
    const version = caughtUp ?? (await this.sendSnapshot(client, topic, handler, params));
    const state = this.topics.get(topic);
    if (!state || !this.clients.has(client)) return;
    if (state.subscribers.size === 0) state.cursor = version;
    client.versions.set(topic, version);
    state.subscribers.add(client);
  }

  /** Sends the updates after `held` if the log still has all of them; returns the new version, or undefined. */
  private async catchUp(client: Client, topic: string, held: number): Promise<number | undefined> {
    const events = await findTopicEventsAfter(this.db, topic, held, this.options.maxCatchUp + 1);
    if (events.length > this.options.maxCatchUp) return undefined;
    if (events.length === 0) return (await findTopicHead(this.db, topic)) === held ? held : undefined;
    if (events[0]?.version !== held + 1) return undefined;
    for (const event of events) this.send(client, encodeUpdate(topic, event));
    return events[events.length - 1]?.version;
  }

  private async sendSnapshot(client: Client, topic: string, handler: TopicHandler, params: Record<string, string>): Promise<number> {
    const { version, data } = await this.db.transaction(
      async (tx) => ({ version: await findTopicHead(tx, topic), data: await handler.snapshot(tx, params) }),
      { isolation: 'repeatable read' },
    );
    this.send(client, encode({ type: 'snapshot', topic, version, data }));
    return version;
  }

  private async dispatch(topic: string): Promise<void> {
    const state = this.topics.get(topic);
    if (!state) return;
    state.dispatchQueued = false;
    const events = await findTopicEventsAfter(this.db, topic, state.cursor, this.options.maxCatchUp + 1);
    if (events.length === 0) return;
    if (events[0]?.version !== state.cursor + 1 || events.length > this.options.maxCatchUp) {
      // Too far behind to replay (log pruned): everyone on this instance starts again from a snapshot.
      return this.resnapshot(topic, state);
    }
    for (const event of events) {
      const frame = encodeUpdate(topic, event);
      for (const client of state.subscribers) {
        if ((client.versions.get(topic) ?? 0) >= event.version) continue;
        client.versions.set(topic, event.version);
        this.send(client, frame);
      }
      state.cursor = event.version;
    }
  }

  private async resnapshot(topic: string, state: TopicState): Promise<void> {
    const resolved = this.registry.resolve(topic);
    if (!resolved) return;
    const { version, data } = await this.db.transaction(
      async (tx) => ({ version: await findTopicHead(tx, topic), data: await resolved.handler.snapshot(tx, resolved.params) }),
      { isolation: 'repeatable read' },
    );
    const frame = encode({ type: 'snapshot', topic, version, data });
    for (const client of state.subscribers) {
      client.versions.set(topic, version);
      this.send(client, frame);
    }
    state.cursor = version;
  }

  private queueDispatch(topic: string): void {
    const state = this.topics.get(topic);
    if (!state || state.dispatchQueued) return;
    state.dispatchQueued = true;
    this.enqueue(topic, () => this.dispatch(topic));
  }

  private enqueue(topic: string, step: () => Promise<void>): void {
    let state = this.topics.get(topic);
    if (!state) {
      state = { subscribers: new Set(), cursor: 0, queue: Promise.resolve(), pending: 0, dispatchQueued: false };
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
    this.leave(client, topic);
  }

  private detach(client: Client): void {
    this.clients.delete(client);
    for (const topic of client.versions.keys()) this.leave(client, topic);
    client.versions.clear();
  }

  private leave(client: Client, topic: string): void {
    const state = this.topics.get(topic);
    if (!state) return;
    state.subscribers.delete(client);
    if (state.subscribers.size === 0 && state.pending === 0) this.topics.delete(topic);
  }

  private send(client: Client, frame: Buffer): void {
    const { ws } = client;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > this.options.maxBufferedBytes) {
      this.log.warn({ bufferedAmount: ws.bufferedAmount }, 'dropping slow realtime consumer');
      ws.terminate();
      return;
    }
    ws.send(frame, { binary: false });
  }

  private sendError(client: Client, code: string, message: string, topic?: string): void {
    this.send(client, encode({ type: 'error', code, message, ...(topic === undefined ? {} : { topic }) }));
  }

  private beat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
  }
}

/** ws hands text frames over as a Buffer (or fragments of one). */
function rawText(raw: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return (Buffer.isBuffer(raw) ? raw : Buffer.from(raw)).toString('utf8');
}

/** Each frame is encoded once and the same bytes go to every socket. */
function encode(message: ServerMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}

function encodeUpdate(topic: string, event: TopicEventRow): Buffer {
  return encode({ type: 'update', topic, version: event.version, data: event.data });
}
