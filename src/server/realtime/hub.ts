import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { ClientMessageSchema } from '../../contracts/realtime.js';
import type { LiveErrorCode } from '../../contracts/realtime.js';
import type { Database } from '../db/database.js';
import { isDatabaseUnavailable } from '../services/errors.js';
import { readTopicCatchUp } from '../services/topic-log.service.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../services/errors.js';
import type { SessionUser } from '../services/sessions.service.js';
import type { CommittedEvent } from '../services/publisher.js';
import { rawSocket } from './frames.js';
import { describeInputProblem, findInputProblem } from '../http/hostile-input.js';
import { frameOf, readSnapshotFrame, runsWithoutGap, updateFrame } from './hub-frames.js';
import { defaultHubOptions } from './hub-options.js';
import type { HubLog, HubOptions } from './hub-options.js';
import { HubHeartbeat } from './hub-heartbeat.js';
import type { Pinged } from './hub-heartbeat.js';
import { HubWriter } from './hub-writer.js';
import { TokenBucket } from './message-rate.js';
import { TopicDispatch } from './topic-dispatch.js';
import type { Subscriber } from './topic-dispatch.js';
import type { ResolvedTopic, TopicRegistry } from './topic-registry.js';

export { defaultHubOptions } from './hub-options.js';
export type { HubOptions } from './hub-options.js';

interface Client extends Subscriber, Pinged {
  user: SessionUser;
  /**
   * topic → the subscribe queued for it. They count against the topic cap as soon as they are
   * accepted, so a burst cannot pass the check while earlier ones still wait in their queues;
   * an unsubscribe withdraws one.
   */
  pending: Map<string, object>;
  messages: TokenBucket;
}

/**
 * The socket hub of one instance: its sockets, their messages and their subscriptions. A
 * subscriber's snapshot or catch-up runs in its topic's queue (topic-dispatch.ts), as every
 * dispatch of new events does, so every socket sees each version once and in order.
 */
export class Hub {
  private readonly clients = new Set<Client>();
  private readonly writer: HubWriter;
  private readonly topics: TopicDispatch;
  private readonly heartbeat: HubHeartbeat;

  constructor(
    private readonly db: Database,
    private readonly registry: TopicRegistry,
    private readonly log: HubLog,
    private readonly options: HubOptions = defaultHubOptions,
  ) {
    this.writer = new HubWriter(options, log);
    this.topics = new TopicDispatch(db, registry, this.writer, log, options);
    this.heartbeat = new HubHeartbeat(this.clients, this.writer, log, options);
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** Subscriptions the open sockets hold on this instance. */
  get subscriptionCount(): number {
    return this.topics.subscriptionCount;
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
    this.topics.topicChanged(topic);
  }

  /** Updates this instance just committed to a topic, sent without reading them back (decision 045). */
  topicCommitted(topic: string, events: readonly CommittedEvent[]): void {
    this.topics.topicCommitted(topic, events);
  }

  close(): void {
    this.heartbeat.stop();
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
    this.topics.enqueue(topic, () => this.subscribe(client, ticket, topic, resolved, message.since));
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
      if (!current()) return;
      this.topics.join(topic, client, version);
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
    this.writer.send(client, Buffer.concat(events.map((event) => updateFrame(topic, event))));
    return last;
  }

  private async sendSnapshot(client: Client, topic: string, resolved: ResolvedTopic): Promise<number> {
    const { version, frame } = await readSnapshotFrame(this.db, topic, resolved);
    this.writer.send(client, frame);
    return version;
  }

  private unsubscribe(client: Client, topic: string): void {
    client.versions.delete(topic);
    client.pending.delete(topic);
    this.topics.leave(client, topic);
  }

  private detach(client: Client): void {
    this.clients.delete(client);
    for (const topic of client.versions.keys()) this.topics.leave(client, topic);
    client.versions.clear();
    client.pending.clear();
  }

  private sendError(client: Client, code: LiveErrorCode, message: string, topic?: string): void {
    this.writer.send(client, frameOf({ type: 'error', code, message, ...(topic === undefined ? {} : { topic }) }));
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
