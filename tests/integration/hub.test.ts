// The hub's per-topic rules with stand-in sockets: authorisation, slow consumers, heartbeats, one
// write per socket and dispatch, loops that yield; and its prebuilt frames read by a real ws client.
import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { defineTopic } from '../../src/contracts/topics.js';
import type { Database } from '../../src/server/db/database.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openPgliteDatabase } from '../../src/server/db/pglite-database.js';
import { appendTopicEvent } from '../../src/server/db/repositories/topic-events.repository.js';
import { Hub, defaultHubOptions } from '../../src/server/realtime/hub.js';
import { TopicRegistry, publicTopic, topicHandler } from '../../src/server/realtime/topic-registry.js';

/** Splits written bytes into unmasked text frames (RFC 6455 §5.2) and returns their payloads. */
function textFrames(bytes: Buffer): string[] {
  const payloads: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    expect(bytes[at], 'FIN and the text opcode').toBe(0x81);
    let length = bytes[at + 1] ?? 0;
    expect(length & 0x80, 'server frames are not masked').toBe(0);
    at += 2;
    if (length === 126) {
      length = bytes.readUInt16BE(at);
      at += 2;
    } else if (length === 127) {
      length = Number(bytes.readBigUInt64BE(at));
      at += 8;
    }
    payloads.push(bytes.subarray(at, at + length).toString('utf8'));
    at += length;
  }
  return payloads;
}

/** Stands in for a ws connection: the hub writes prebuilt frames to its `_socket`. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  terminated = false;
  pings = 0;
  readonly sent: ServerMessage[] = [];
  /** How many writes reached the socket: a dispatch writes each socket once, and writes made while corked count as one. */
  writes = 0;
  private corks = 0;
  private readonly held: Buffer[] = [];
  readonly _socket = {
    writableLength: 0,
    cork: () => {
      this.corks++;
    },
    uncork: () => {
      if (this.corks > 0 && --this.corks === 0 && this.held.length > 0) this.deliver(Buffer.concat(this.held.splice(0)));
    },
    write: (bytes: Buffer) => {
      if (this.corks > 0) this.held.push(bytes);
      else this.deliver(bytes);
      return true;
    },
  };
  private deliver(bytes: Buffer) {
    this.writes++;
    for (const payload of textFrames(bytes)) this.sent.push(JSON.parse(payload) as ServerMessage);
    this.emit('changed');
  }
  /** Resolves at this socket's next write or close. */
  changed(): Promise<unknown[]> {
    return once(this, 'changed');
  }
  ping() {
    this.pings++;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
    this.emit('changed');
  }
  close() {
    this.terminate();
  }
  receive(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
}

const silentLog = { warn: () => undefined, error: () => undefined };
/** Waits until `done()` holds, checking it again at each write to or close of one of `sockets` (no fixed wait). */
async function until(done: () => boolean, ...sockets: FakeSocket[]): Promise<void> {
  while (!done()) await Promise.race(sockets.map((socket) => socket.changed()));
}
const user = (uid: string) => ({ uid, type: 'anonymous' as const });

/** A topic of these tests only, with no parameters; its messages are whatever the test sends. */
const testTopic = (name: string) => defineTopic(name, {}, { snapshot: z.looseObject({}), update: z.unknown() });

describe('realtime hub', () => {
  let db: Database;
  let registry: TopicRegistry;
  beforeAll(async () => {
    db = await openPgliteDatabase(undefined);
    await migrate(db);
    registry = new TopicRegistry()
      .register(publicTopic(testTopic('open'), () => Promise.resolve({ ok: true })))
      .register(publicTopic(testTopic('large'), () => Promise.resolve({ text: 'x'.repeat(70_000) })))
      .register(
        topicHandler(defineTopic('private:{uid}', { uid: z.string().check(z.regex(/^\w+$/)) }, { snapshot: z.object({ owner: z.string() }), update: z.unknown() }), {
          authorize: (u, params) => Promise.resolve(u.uid === params.uid),
          snapshot: (_db, params) => Promise.resolve({ owner: params.uid }),
        }),
      );
  });
  afterAll(async () => {
    await db.close();
  });

  it("refuses a topic the user may not read, and serves the owner", async () => {
    const hub = new Hub(db, registry, silentLog);
    const intruder = new FakeSocket();
    const owner = new FakeSocket();
    hub.attach(intruder as unknown as WebSocket, user('bob'));
    hub.attach(owner as unknown as WebSocket, user('alice'));
    intruder.receive({ type: 'subscribe', topic: 'private:alice' });
    owner.receive({ type: 'subscribe', topic: 'private:alice' });
    await until(() => intruder.sent.length === 1 && owner.sent.length === 1, intruder, owner);
    expect(intruder.sent).toEqual([{ type: 'error', topic: 'private:alice', code: 'forbidden_topic', message: 'You may not subscribe to private:alice.' }]);
    expect(owner.sent).toEqual([{ type: 'snapshot', topic: 'private:alice', version: 0, data: { owner: 'alice' } }]);

    await appendTopicEvent(db, 'private:alice', { secret: 1 });
    hub.topicChanged('private:alice');
    // One dispatch writes every subscriber in the same loop: once the owner has the update, the intruder would have too.
    await until(() => owner.sent.length === 2, owner);
    expect(intruder.sent).toHaveLength(1);
    expect(owner.sent[1]).toEqual({ type: 'update', topic: 'private:alice', version: 1, data: { secret: 1 } });
    hub.close();
  });

  it('drops a slow consumer instead of buffering without bound', async () => {
    const hub = new Hub(db, registry, silentLog);
    const slow = new FakeSocket();
    const fast = new FakeSocket();
    hub.attach(slow as unknown as WebSocket, user('carol'));
    hub.attach(fast as unknown as WebSocket, user('dave'));
    slow.receive({ type: 'subscribe', topic: 'open' });
    fast.receive({ type: 'subscribe', topic: 'open' });
    await until(() => slow.sent.length === 1 && fast.sent.length === 1, slow, fast);
    slow._socket.writableLength = defaultHubOptions.maxBufferedBytes + 1;
    await appendTopicEvent(db, 'open', { n: 1 });
    hub.topicChanged('open');
    await until(() => slow.terminated && fast.sent.length === 2, slow, fast);
    expect(slow.terminated).toBe(true);
    expect(fast.sent.map((m) => m.type)).toEqual(['snapshot', 'update']);
    expect(hub.clientCount).toBe(1);
    hub.close();
  });

  it('terminates a connection that stops answering heartbeats', async () => {
    const hub = new Hub(db, registry, silentLog, { ...defaultHubOptions, heartbeatMs: 20 });
    const dead = new FakeSocket();
    const alive = new FakeSocket();
    alive.ping = () => {
      alive.pings++;
      alive.emit('pong');
    };
    hub.attach(dead as unknown as WebSocket, user('erin'));
    hub.attach(alive as unknown as WebSocket, user('frank'));
    await vi.waitFor(
      () => {
        expect(dead.terminated).toBe(true);
        expect(alive.pings).toBeGreaterThan(1);
      },
      { timeout: 5_000, interval: 10 },
    );
    expect(alive.terminated).toBe(false);
    hub.close();
  });

  it('spreads a heartbeat over its interval and still pings every socket and drops the silent one', async () => {
    const hub = new Hub(db, registry, silentLog, { ...defaultHubOptions, heartbeatMs: 40, socketsPerTurn: 1 });
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const [dead, ...alive] = sockets;
    for (const socket of alive) {
      socket.ping = () => {
        socket.pings++;
        socket.emit('pong');
      };
    }
    for (const socket of sockets) hub.attach(socket as unknown as WebSocket, user('lena'));
    // Several intervals pass on a busy machine before timers fire, so wait for the outcome, not a fixed time.
    await vi.waitFor(
      () => {
        expect(dead?.terminated).toBe(true);
        for (const socket of alive) expect(socket.pings).toBeGreaterThan(1);
      },
      { timeout: 5_000, interval: 20 },
    );
    for (const socket of alive) expect(socket.terminated).toBe(false);
    hub.close();
  });

  it('writes every update a dispatch finds to each socket in one write, in order', async () => {
    const hub = new Hub(db, registry, silentLog);
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const socket of sockets) {
      hub.attach(socket as unknown as WebSocket, user('hank'));
      socket.receive({ type: 'subscribe', topic: 'private:hank' });
    }
    await until(() => sockets.every((socket) => socket.sent.length === 1), ...sockets);
    for (const n of [1, 2, 3]) await appendTopicEvent(db, 'private:hank', { n });
    hub.topicChanged('private:hank');
    await until(() => sockets.every((socket) => socket.sent.length >= 4), ...sockets);
    for (const socket of sockets) {
      expect(socket.writes).toBe(2);
      expect(socket.sent.map((m) => (m.type === 'error' ? m.code : `${m.type}:${m.version}`))).toEqual(['snapshot:0', 'update:1', 'update:2', 'update:3']);
      expect(socket.sent[3]).toEqual({ type: 'update', topic: 'private:hank', version: 3, data: { n: 3 } });
    }
    hub.close();
  });

  it('sends a subscriber whose snapshot is newer than the last dispatch only what it lacks', async () => {
    const hub = new Hub(db, registry, silentLog);
    const early = new FakeSocket();
    const late = new FakeSocket();
    hub.attach(early as unknown as WebSocket, user('ivy'));
    hub.attach(late as unknown as WebSocket, user('ivy'));
    early.receive({ type: 'subscribe', topic: 'private:ivy' });
    await until(() => early.sent.length === 1, early);
    await appendTopicEvent(db, 'private:ivy', { n: 1 });
    late.receive({ type: 'subscribe', topic: 'private:ivy' });
    await until(() => late.sent.length === 1, late);
    await appendTopicEvent(db, 'private:ivy', { n: 2 });
    hub.topicChanged('private:ivy');
    // Each socket gets one write per dispatch: the early one both updates, the late one what it lacks.
    await until(() => early.sent.length >= 3 && late.sent.length >= 2, early, late);
    const versions = (socket: FakeSocket) => socket.sent.map((m) => (m.type === 'error' ? m.code : `${m.type}:${m.version}`));
    expect(versions(early)).toEqual(['snapshot:0', 'update:1', 'update:2']);
    expect(versions(late)).toEqual(['snapshot:1', 'update:2']);
    hub.close();
  });

  it("writes the updates of topics announced together (a feed tick's) to a socket on several of them in one write", async () => {
    const hub = new Hub(db, registry, silentLog);
    const socket = new FakeSocket();
    hub.attach(socket as unknown as WebSocket, user('lena'));
    socket.receive({ type: 'subscribe', topic: 'private:lena' });
    socket.receive({ type: 'subscribe', topic: 'open' });
    await until(() => socket.sent.length === 2, socket);
    const writesBefore = socket.writes;
    await appendTopicEvent(db, 'private:lena', { n: 1 });
    await appendTopicEvent(db, 'open', { n: 2 });
    hub.topicChanged('private:lena');
    hub.topicChanged('open');
    await until(() => socket.sent.length >= 4, socket);
    expect(socket.writes - writesBefore).toBe(1);
    expect(socket.sent.slice(-2).map((message) => message.type === 'update' && [message.topic, message.data])).toEqual([
      ['private:lena', { n: 1 }],
      ['open', { n: 2 }],
    ]);
    hub.close();
  });

  it('yields to other work between slices of a long send loop, and skips a socket that left meanwhile', async () => {
    const hub = new Hub(db, registry, silentLog, { ...defaultHubOptions, socketsPerTurn: 1 });
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const socket of sockets) {
      hub.attach(socket as unknown as WebSocket, user('jack'));
      socket.receive({ type: 'subscribe', topic: 'private:jack' });
    }
    await until(() => sockets.every((socket) => socket.sent.length === 1), ...sockets);
    const order: string[] = [];
    sockets.forEach((socket, i) => {
      const write = socket._socket.write;
      socket._socket.write = (bytes: Buffer) => {
        order.push(`socket ${i}`);
        if (i === 0) {
          setImmediate(() => order.push('other work'));
          sockets[3]?.receive({ type: 'unsubscribe', topic: 'private:jack' });
        }
        return write(bytes);
      };
    });
    await appendTopicEvent(db, 'private:jack', { n: 1 });
    hub.topicChanged('private:jack');
    // The loop writes sockets in order and skips the one that left, so socket 2 is its last write.
    await until(() => sockets[2]!.sent.length === 2, ...sockets);
    expect(order).toEqual(['socket 0', 'other work', 'socket 1', 'socket 2']);
    expect(sockets.map((socket) => socket.sent.length)).toEqual([2, 2, 2, 1]);
    hub.close();
  });

  it('speaks WebSocket to a real ws client, frames of every length included', async () => {
    const hub = new Hub(db, registry, silentLog);
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
    wss.on('connection', (ws) => hub.attach(ws, user('kate')));
    await once(wss, 'listening');
    const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    const received: ServerMessage[] = [];
    client.on('message', (data: Buffer) => received.push(JSON.parse(data.toString('utf8')) as ServerMessage));
    await once(client, 'open');
    const receivedAtLeast = async (n: number) => {
      while (received.length < n) await once(client, 'message');
    };
    client.send(JSON.stringify({ type: 'subscribe', topic: 'large' }));
    await receivedAtLeast(1);
    await appendTopicEvent(db, 'large', { text: 'y'.repeat(200) });
    await appendTopicEvent(db, 'large', { text: 'y'.repeat(10) });
    hub.topicChanged('large');
    await receivedAtLeast(3);
    // 70,000 bytes needs the 64-bit length, 200 the 16-bit one, the last the 7-bit one.
    expect(received.map((m) => (m.type === 'error' ? m.code : m.type))).toEqual(['snapshot', 'update', 'update']);
    expect(received[0]).toMatchObject({ data: { text: 'x'.repeat(70_000) } });
    expect(received[1]).toMatchObject({ data: { text: 'y'.repeat(200) } });
    expect(received[2]).toMatchObject({ data: { text: 'y'.repeat(10) } });
    client.close();
    await once(client, 'close');
    hub.close();
    wss.close();
  });

  it('drops a socket whose ping throws, logs it with its correlation id, and pings the rest', async () => {
    const logged: object[] = [];
    const log = { warn: () => undefined, error: (obj: object) => void logged.push(obj) };
    const hub = new Hub(db, registry, log, { ...defaultHubOptions, heartbeatMs: 20 });
    const [broken, ...rest] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    broken.ping = () => {
      throw new Error('ping failed (test)');
    };
    hub.attach(broken as unknown as WebSocket, user('mia'), 'corr-broken');
    for (const socket of rest) hub.attach(socket as unknown as WebSocket, user('mia'));
    await vi.waitFor(() => expect(broken.terminated).toBe(true), { timeout: 5_000, interval: 10 });
    for (const socket of rest) expect(socket.pings).toBeGreaterThan(0);
    expect(logged).toEqual([expect.objectContaining({ correlationId: 'corr-broken' })]);
    hub.close();
  });

  it('limits topics per connection', async () => {
    const hub = new Hub(db, registry, silentLog, { ...defaultHubOptions, maxTopicsPerClient: 1 });
    const socket = new FakeSocket();
    hub.attach(socket as unknown as WebSocket, user('gina'));
    socket.receive({ type: 'subscribe', topic: 'open' });
    await until(() => socket.sent.length === 1, socket);
    socket.receive({ type: 'subscribe', topic: 'private:gina' });
    await until(() => socket.sent.length === 2, socket);
    expect(socket.sent.map((m) => (m.type === 'error' ? m.code : m.type))).toEqual(['snapshot', 'too_many_topics']);
    hub.close();
  });
});
