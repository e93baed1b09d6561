// An instance fans its own committed updates out from what it wrote (Publisher.committed →
// Hub.topicCommitted, decision 045), without waiting for its NOTIFY or reading the log back; and
// still each version once, in order, per socket, when another instance's versions come in between.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { defineTopic } from '../../src/contracts/topics.js';
import type { Database } from '../../src/server/db/database.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openPgliteDatabase } from '../../src/server/db/pglite-database.js';
import { openPostgresDatabase } from '../../src/server/db/postgres-database.js';
import { appendTopicEvent } from '../../src/server/db/repositories/topic-events.repository.js';
import { Hub } from '../../src/server/realtime/hub.js';
import { TopicRegistry, topicHandler } from '../../src/server/realtime/topic-registry.js';
import { runCommand } from '../../src/server/services/publisher.js';
import type { Publisher } from '../../src/server/services/publisher.js';
import { createTestDatabaseUrl, dropTestDatabase, engines } from '../setup/test-databases.js';

const tickTopic = defineTopic('tick:{id}', { id: z.string().check(z.regex(/^\w+$/)) }, { snapshot: z.looseObject({}), update: z.unknown() });
const silentLog = { warn: () => undefined, error: () => undefined };

/** Every message one real ws socket got, in order. */
class Screen {
  readonly messages: ServerMessage[] = [];
  private readonly ws: WebSocket;
  private waiters: Array<() => void> = [];

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (raw) => {
      this.messages.push(JSON.parse((raw as Buffer).toString('utf8')) as ServerMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  async subscribe(topic: string): Promise<void> {
    if (this.ws.readyState !== WebSocket.OPEN) await once(this.ws, 'open');
    this.ws.send(JSON.stringify({ type: 'subscribe', topic }));
  }

  async until(count: number): Promise<void> {
    while (this.messages.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** s0, u1, …: each message's kind and version. */
  seen(): string[] {
    return this.messages.map((m) => `${m.type === 'snapshot' ? 's' : m.type === 'update' ? 'u' : 'e'}${m.type === 'error' ? '' : m.version}`);
  }

  close(): void {
    this.ws.terminate();
  }
}

describe.each(engines)("an instance's own commits on %s", (engine) => {
  let db: Database;
  let databaseUrl: string | undefined;
  let hub: Hub;
  let url: string;
  const server = http.createServer();
  const wss = new WebSocketServer({ noServer: true });
  let n = 0;
  const freshTopic = () => `tick:${engine}${n++}`;
  // This instance's publisher with its NOTIFY lost: only the local hand-over can reach the hub.
  const withoutNotify: Publisher = { announce: () => undefined, committed: (topic, events) => hub.topicCommitted(topic, events) };
  const publishAs = (topic: string, updates: unknown[], batchUpdates: boolean) =>
    runCommand(
      db,
      withoutNotify,
      async (_tx, publish) => {
        for (const update of updates) await publish(tickTopic, { id: topic.slice('tick:'.length) }, update);
      },
      { batchUpdates },
    );

  beforeAll(async () => {
    if (engine === 'postgres') {
      databaseUrl = await createTestDatabaseUrl();
      db = await openPostgresDatabase({ url: databaseUrl, poolSize: 4 });
    } else db = await openPgliteDatabase(undefined);
    await migrate(db);
    hub = new Hub(db, new TopicRegistry().register(topicHandler(tickTopic, { authorize: () => Promise.resolve(true), snapshot: () => Promise.resolve({}) })), silentLog);
    server.on('upgrade', (request, socket, head) => wss.handleUpgrade(request, socket, head, (ws) => hub.attach(ws, { uid: 'watcher', type: 'anonymous' })));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/live`;
  });

  afterAll(async () => {
    hub?.close();
    for (const ws of wss.clients) ws.terminate();
    server.close();
    await db?.close();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('reach its sockets with the data written, batched or not, and the NOTIFY that follows adds nothing', async () => {
    const topic = freshTopic();
    const screen = new Screen(url);
    await screen.subscribe(topic);
    await screen.until(1);
    await publishAs(topic, [{ games: [{ id: 'a', score: 7 }] }, { games: [] }], true);
    await screen.until(3);
    await publishAs(topic, [{ kind: 'game', note: 'ü "quoted"' }], false);
    await screen.until(4);
    // The NOTIFY arrives late: the log holds nothing this instance has not sent.
    hub.topicChanged(topic);
    await appendTopicEvent(db, topic, { last: true });
    hub.topicChanged(topic);
    await screen.until(5);
    expect(screen.seen()).toEqual(['s0', 'u1', 'u2', 'u3', 'u4']);
    expect(screen.messages.slice(1).map((m) => (m.type === 'update' ? m.data : null))).toEqual([
      { games: [{ id: 'a', score: 7 }] },
      { games: [] },
      { kind: 'game', note: 'ü "quoted"' },
      { last: true },
    ]);
    screen.close();
  });

  it("read the log first when another instance's versions came in between, unheard", async () => {
    const topic = freshTopic();
    const screen = new Screen(url);
    await screen.subscribe(topic);
    await screen.until(1);
    // Another instance commits version 1; its NOTIFY has not arrived when this instance commits 2.
    await appendTopicEvent(db, topic, { from: 'other' });
    await publishAs(topic, [{ from: 'this' }], true);
    await screen.until(3);
    expect(screen.seen()).toEqual(['s0', 'u1', 'u2']);
    expect(screen.messages.slice(1).map((m) => (m.type === 'update' ? m.data : null))).toEqual([{ from: 'other' }, { from: 'this' }]);
    screen.close();
  });
});
