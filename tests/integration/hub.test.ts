// The hub's per-topic rules with stand-in sockets: authorisation, slow consumers, heartbeats.
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import type { Database } from '../../src/server/db/database.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openPgliteDatabase } from '../../src/server/db/pglite-database.js';
import { appendTopicEvent } from '../../src/server/db/repositories/topic-events.repository.js';
import { Hub, defaultHubOptions } from '../../src/server/realtime/hub.js';
import { TopicRegistry, publicTopic } from '../../src/server/realtime/topic-registry.js';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  terminated = false;
  pings = 0;
  readonly sent: ServerMessage[] = [];
  send(frame: Buffer) {
    this.sent.push(JSON.parse(frame.toString('utf8')) as ServerMessage);
  }
  ping() {
    this.pings++;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
  close() {
    this.terminate();
  }
  receive(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
}

const silentLog = { warn: () => undefined, error: () => undefined };
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const user = (uid: string) => ({ uid, type: 'anonymous' as const });

describe('realtime hub', () => {
  let db: Database;
  let registry: TopicRegistry;
  beforeAll(async () => {
    db = await openPgliteDatabase(undefined);
    await migrate(db);
    registry = new TopicRegistry().register(publicTopic('open', () => Promise.resolve({ ok: true }))).register({
      match: (topic) => /^private:(?<uid>\w+)$/.exec(topic)?.groups ?? null,
      authorize: (u, params) => Promise.resolve(u.uid === params.uid),
      snapshot: (_db, params) => Promise.resolve({ owner: params.uid }),
    });
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
    await settle();
    expect(intruder.sent).toEqual([{ type: 'error', topic: 'private:alice', code: 'forbidden_topic', message: 'You may not subscribe to private:alice.' }]);
    expect(owner.sent).toEqual([{ type: 'snapshot', topic: 'private:alice', version: 0, data: { owner: 'alice' } }]);

    await appendTopicEvent(db, 'private:alice', { secret: 1 });
    hub.topicChanged('private:alice');
    await settle();
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
    await settle();
    slow.bufferedAmount = defaultHubOptions.maxBufferedBytes + 1;
    await appendTopicEvent(db, 'open', { n: 1 });
    hub.topicChanged('open');
    await settle();
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
    await new Promise((resolve) => setTimeout(resolve, 90));
    expect(dead.terminated).toBe(true);
    expect(alive.terminated).toBe(false);
    expect(alive.pings).toBeGreaterThan(1);
    hub.close();
  });

  it('limits topics per connection', async () => {
    const hub = new Hub(db, registry, silentLog, { ...defaultHubOptions, maxTopicsPerClient: 1 });
    const socket = new FakeSocket();
    hub.attach(socket as unknown as WebSocket, user('gina'));
    socket.receive({ type: 'subscribe', topic: 'open' });
    await settle();
    socket.receive({ type: 'subscribe', topic: 'private:gina' });
    await settle();
    expect(socket.sent.map((m) => (m.type === 'error' ? m.code : m.type))).toEqual(['snapshot', 'too_many_topics']);
    hub.close();
  });
});
