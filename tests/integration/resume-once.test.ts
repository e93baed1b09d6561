// Each version once, in order, per socket: a live hub on a real database and real ws sockets,
// with the topic log's commits and their NOTIFY (hub.topicChanged) driven by the test, so the
// races of a game day's reconnections happen in a chosen order. And the gameday bench's load
// socket (bench/gameday-socket.ts) counting those frames as the protocol says: a reconnection
// whose first attempt is refused still leaves the client one socket.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { GamedaySocket, emptyTally } from '../../bench/gameday-socket.js';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { defineTopic } from '../../src/contracts/topics.js';
import type { Database } from '../../src/server/db/database.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openPgliteDatabase } from '../../src/server/db/pglite-database.js';
import { openPostgresDatabase } from '../../src/server/db/postgres-database.js';
import { appendTopicEvent } from '../../src/server/db/repositories/topic-events.repository.js';
import { Hub } from '../../src/server/realtime/hub.js';
import { TopicRegistry, topicHandler } from '../../src/server/realtime/topic-registry.js';
import { createTestDatabaseUrl, dropTestDatabase, engines } from '../setup/test-databases.js';

const raceTopic = defineTopic('race:{id}', { id: z.string().check(z.regex(/^\w+$/)) }, { snapshot: z.looseObject({}), update: z.unknown() });
const silentLog = { warn: () => undefined, error: () => undefined };

/** A hub behind a real HTTP server, as /api/live is; `refuse` upgrades are answered 502 (a balancer with no instance to reach). */
class LiveServer {
  readonly hub: Hub;
  refuse = 0;
  private readonly http = http.createServer();
  private readonly wss = new WebSocketServer({ noServer: true });

  constructor(db: Database) {
    const registry = new TopicRegistry().register(topicHandler(raceTopic, { authorize: () => Promise.resolve(true), snapshot: () => Promise.resolve({}) }));
    this.hub = new Hub(db, registry, silentLog);
    this.http.on('upgrade', (request, socket, head) => {
      if (this.refuse > 0) {
        this.refuse--;
        socket.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.hub.attach(ws, { uid: 'watcher', type: 'anonymous' }));
    });
  }

  async listen(): Promise<string> {
    this.http.listen(0, '127.0.0.1');
    await once(this.http, 'listening');
    return `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
  }

  /** Cuts every socket as an instance killed would. */
  cutAll(): void {
    for (const ws of this.wss.clients) ws.terminate();
  }

  async close(): Promise<void> {
    this.hub.close();
    for (const ws of this.wss.clients) ws.terminate();
    this.http.close();
    await once(this.http, 'close');
  }
}

/** One raw socket and every frame it got, in order. */
class Recorder {
  readonly frames: Array<{ type: string; version: number }> = [];
  private readonly ws: WebSocket;
  private waiters: Array<() => void> = [];

  constructor(url: string) {
    this.ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`);
    this.ws.on('message', (raw) => {
      const message = JSON.parse((raw as Buffer).toString('utf8')) as ServerMessage;
      this.frames.push({ type: message.type, version: message.type === 'error' ? -1 : message.version });
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  async subscribe(topic: string, since?: number): Promise<void> {
    if (this.ws.readyState !== WebSocket.OPEN) await once(this.ws, 'open');
    this.ws.send(JSON.stringify(since === undefined ? { type: 'subscribe', topic } : { type: 'subscribe', topic, since }));
  }

  held(): number | undefined {
    return this.frames.at(-1)?.version;
  }

  async until(version: number): Promise<void> {
    while ((this.held() ?? -1) < version) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** The versions, marked s (snapshot) or u (update). */
  seen(): string[] {
    return this.frames.map((f) => `${f.type === 'snapshot' ? 's' : f.type === 'update' ? 'u' : 'e'}${f.version}`);
  }

  close(): void {
    this.ws.terminate();
  }
}

/** What is wrong with a socket's versions: each one once, every one after the first exactly one more than the one before. */
function repeatsOrGaps(recorder: Recorder): string[] {
  const problems: string[] = [];
  recorder.frames.forEach((frame, i) => {
    const before = recorder.frames[i - 1];
    if (before && frame.version !== before.version + 1) problems.push(`v${before.version} then ${frame.type} v${frame.version}`);
  });
  return problems;
}

describe.each(engines)('each version once per socket on %s', (engine) => {
  let db: Database;
  let databaseUrl: string | undefined;
  let server: LiveServer;
  let url: string;
  let n = 0;
  const freshTopic = () => `race:${engine}${n++}`;
  const commit = (topic: string) => appendTopicEvent(db, topic, { n: Math.random() });

  beforeAll(async () => {
    if (engine === 'postgres') {
      databaseUrl = await createTestDatabaseUrl();
      db = await openPostgresDatabase({ url: databaseUrl, poolSize: 4 });
    } else db = await openPgliteDatabase(undefined);
    await migrate(db);
    server = new LiveServer(db);
    url = await server.listen();
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('a subscribe that lands between a commit and its NOTIFY gets that version once, from its catch-up or snapshot', async () => {
    const topic = freshTopic();
    const [watcher, resumer, newcomer] = [new Recorder(url), new Recorder(url), new Recorder(url)];
    try {
      await watcher.subscribe(topic);
      await watcher.until(0);
      await commit(topic);
      // Version 1 is in the log, and nobody has heard of it yet.
      await resumer.subscribe(topic, 0);
      await newcomer.subscribe(topic);
      await Promise.all([resumer.until(1), newcomer.until(1)]);
      server.hub.topicChanged(topic);
      await watcher.until(1);
      await commit(topic);
      server.hub.topicChanged(topic);
      await Promise.all([watcher, resumer, newcomer].map((r) => r.until(2)));
      expect(watcher.seen()).toEqual(['s0', 'u1', 'u2']);
      expect(resumer.seen()).toEqual(['u1', 'u2']);
      expect(newcomer.seen()).toEqual(['s1', 'u2']);
    } finally {
      for (const r of [watcher, resumer, newcomer]) r.close();
    }
  });

  it('a resume racing the live fan-out of the next versions gets every version once, in order', async () => {
    const topic = freshTopic();
    const watcher = new Recorder(url);
    const resumers: Recorder[] = [];
    try {
      await watcher.subscribe(topic);
      await watcher.until(0);
      // Each round: a socket resumes from the version the watcher holds while the next commit and its NOTIFY are on their way.
      for (let round = 0; round < 12; round++) {
        const resumer = new Recorder(url);
        resumers.push(resumer);
        const since = watcher.held()!;
        await resumer.subscribe(topic, since);
        const version = await commit(topic);
        server.hub.topicChanged(topic);
        if (round % 3 === 0) server.hub.topicChanged(topic);
        await watcher.until(version);
      }
      const head = await commit(topic);
      server.hub.topicChanged(topic);
      for (const r of [watcher, ...resumers]) await r.until(head);
      for (const r of [watcher, ...resumers]) {
        expect(repeatsOrGaps(r), r.seen().join(' ')).toEqual([]);
        expect(r.held()).toBe(head);
      }
    } finally {
      for (const r of [watcher, ...resumers]) r.close();
    }
  });

  it('a new socket resuming while the old one is still open gets each version once itself; a client holding both sees the overlap', async () => {
    const topic = freshTopic();
    const [old, replacement] = [new Recorder(url), new Recorder(url)];
    try {
      await old.subscribe(topic);
      await old.until(0);
      await commit(topic);
      server.hub.topicChanged(topic);
      await old.until(1);
      // The old socket's frames are still coming when the new one resumes from what it holds.
      await replacement.subscribe(topic, 1);
      const next = await commit(topic);
      server.hub.topicChanged(topic);
      await Promise.all([old.until(next), replacement.until(next)]);
      expect(old.seen()).toEqual(['s0', 'u1', 'u2']);
      expect(replacement.seen()).toEqual(['u2']);
      // Per socket, once; across the two, version 2 came twice: a client drops the one it holds (its version rule).
    } finally {
      old.close();
      replacement.close();
    }
  });

  it("the gameday bench's socket, reconnecting after a refused handshake, holds one connection and counts nothing twice", async () => {
    const topic = freshTopic();
    const tally = emptyTally();
    // Every reconnection pause waits for the test: what is waiting is every reconnection the socket has going.
    const waiting: Array<() => void> = [];
    const paused: Array<() => void> = [];
    const pause = () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        for (const wake of paused.splice(0)) wake();
      });
    const nextPause = () => new Promise<void>((resolve) => paused.push(resolve));
    const socket = new GamedaySocket({ url, cookie: '', topics: [topic], tally, pause });
    try {
      await socket.open();
      while (socket.held.get(topic) === undefined) await new Promise((resolve) => setImmediate(resolve));
      await commit(topic);
      server.hub.topicChanged(topic);

      // The instance dies; the first attempt to come back is refused (the balancer found nothing alive).
      server.refuse = 1;
      let paused1 = nextPause();
      server.cutAll();
      await paused1;
      paused1 = nextPause();
      waiting.shift()!();
      await paused1;
      // The refused attempt's error and close have both been handled once its retry is waiting.
      await new Promise((resolve) => setImmediate(resolve));
      expect(waiting).toHaveLength(1);
      for (const resume of waiting.splice(0)) resume();
      while (server.hub.clientCount === 0 || server.hub.subscriptionCount < server.hub.clientCount) await new Promise((resolve) => setImmediate(resolve));

      const head = await commit(topic);
      server.hub.topicChanged(topic);
      while ((socket.held.get(topic) ?? 0) < head) await new Promise((resolve) => setImmediate(resolve));
      expect(server.hub.clientCount).toBe(1);
      expect(tally).toMatchObject({ missed: 0, duplicated: 0, resnapshots: 0 });
      expect(tally.reconnectMs).toHaveLength(1);
      expect(tally.failedAttempts).toBe(1);
    } finally {
      socket.close();
    }
  });
});
