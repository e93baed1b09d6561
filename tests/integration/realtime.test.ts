import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const upgradeStatus = (server: TestServer, path: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(server.url.replace(/^http/, 'ws') + path, { headers });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('error', reject);
  });

const publish = (server: TestServer, minClientVersion: string) => postJson(server, '/api/dev/site-config', { minClientVersion });

const versionsOf = (messages: ServerMessage[]) => messages.filter((m) => m.type === 'update' || m.type === 'snapshot').map((m) => ('version' in m ? m.version : -1));

describe.each(engines)('realtime on %s', (engine) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    cookie = await anonymousCookie(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('refuses upgrades without a session, from another origin, or on another path', async () => {
    expect(await upgradeStatus(server, '/api/live', {})).toBe(401);
    expect(await upgradeStatus(server, '/api/live', { cookie: 'sb_session=forged' })).toBe(401);
    expect(await upgradeStatus(server, '/api/live', { cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(server, '/api/other', { cookie })).toBe(404);
    expect(await upgradeStatus(server, '/api/live', { cookie, origin: server.url })).toBe(101);
  });

  it('sends a snapshot, then every update to every subscriber', async () => {
    const a = await LiveTestClient.connect(server, cookie);
    const b = await LiveTestClient.connect(server, cookie);
    a.send({ type: 'subscribe', topic: 'site-config' });
    b.send({ type: 'subscribe', topic: 'site-config' });
    const [snapshot] = await a.waitFor(1);
    await b.waitFor(1);
    expect(snapshot).toMatchObject({ type: 'snapshot', topic: 'site-config', data: { maintenanceTime: null } });
    const start = (snapshot as { version: number }).version;

    expect((await publish(server, '2.0.0')).status).toBe(200);
    const [, update] = await a.waitFor(2);
    await b.waitFor(2);
    expect(update).toEqual({ type: 'update', topic: 'site-config', version: start + 1, data: { maintenanceTime: null, maintenanceMessage: null, minClientVersion: '2.0.0' } });
    expect(b.messages[1]).toEqual(update);
    await Promise.all([a.close(), b.close()]);
  });

  it('answers bad messages with an error frame and stays usable', async () => {
    const client = await LiveTestClient.connect(server, cookie);
    client.send('not json');
    client.send({ type: 'subscribe' });
    client.send({ type: 'subscribe', topic: 'site-config', extra: 1 });
    client.send({ type: 'subscribe', topic: 'game:does-not-exist-anywhere' });
    client.send({ type: 'subscribe', topic: 'BAD TOPIC' });
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    const errors = await client.waitFor(6);
    expect(errors.map((m) => (m.type === 'error' ? m.code : m.type))).toEqual([
      'bad_json',
      'bad_message',
      'bad_message',
      'unknown_topic',
      'bad_message',
      'bad_message',
    ]);
    expect(errors[2]).toMatchObject({ message: expect.stringContaining('extra') as unknown });
    client.send({ type: 'subscribe', topic: 'site-config' });
    const [, , , , , , snapshot] = await client.waitFor(7);
    expect(snapshot?.type).toBe('snapshot');
    await client.close();
  });

  it('closes a socket that sends an oversize message', async () => {
    const client = await LiveTestClient.connect(server, cookie);
    const closed = new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));
    client.send({ type: 'subscribe', topic: 'x'.repeat(5000) });
    expect(await closed).toBe(1009);
  });

  it('resumes after a reconnect with every missed update, in order, without duplicates', async () => {
    const first = await LiveTestClient.connect(server, cookie);
    first.send({ type: 'subscribe', topic: 'site-config' });
    const [snapshot] = await first.waitFor(1);
    const held = (snapshot as { version: number }).version;
    await first.close();

    for (const v of ['3.0.1', '3.0.2', '3.0.3']) expect((await publish(server, v)).status).toBe(200);

    const again = await LiveTestClient.connect(server, cookie);
    again.send({ type: 'subscribe', topic: 'site-config', since: held });
    const missed = await again.waitFor(3);
    expect(missed.map((m) => m.type)).toEqual(['update', 'update', 'update']);
    expect(versionsOf(missed)).toEqual([held + 1, held + 2, held + 3]);
    expect(missed.map((m) => (m.type === 'update' ? (m.data as { minClientVersion: string }).minClientVersion : ''))).toEqual([
      '3.0.1',
      '3.0.2',
      '3.0.3',
    ]);

    await publish(server, '3.0.4');
    await again.waitFor(4);
    expect(versionsOf(again.messages)).toEqual([held + 1, held + 2, held + 3, held + 4]);
    await again.close();
  });

  it('sends a fresh snapshot when the missed updates are older than the log', async () => {
    const client = await LiveTestClient.connect(server, cookie);
    client.send({ type: 'subscribe', topic: 'site-config' });
    const [snapshot] = await client.waitFor(1);
    const held = (snapshot as { version: number }).version;
    await client.close();

    await publish(server, '4.0.1');
    await publish(server, '4.0.2');
    await server.db.query("delete from topic_events where topic = 'site-config' and version = $1", [held + 1]);

    const again = await LiveTestClient.connect(server, cookie);
    again.send({ type: 'subscribe', topic: 'site-config', since: held });
    const [fresh] = await again.waitFor(1);
    expect(fresh).toMatchObject({ type: 'snapshot', version: held + 2, data: { minClientVersion: '4.0.2' } });
    await again.close();
  });

  it('delivers a burst of concurrent publishes as every version exactly once, in order', async () => {
    const client = await LiveTestClient.connect(server, cookie);
    client.send({ type: 'subscribe', topic: 'site-config' });
    const [snapshot] = await client.waitFor(1);
    const start = (snapshot as { version: number }).version;
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => publish(server, `5.0.${i}`)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    await client.waitFor(41);
    expect(versionsOf(client.messages.slice(1))).toEqual(Array.from({ length: 40 }, (_, i) => start + 1 + i));
    await client.close();
  });
});
