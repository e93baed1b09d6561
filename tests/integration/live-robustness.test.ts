// Nothing a client sends, and no exception in an upgrade, connection, message, timer or NOTIFY
// handler, ends the server: each is answered (4xx, an error frame, a closed socket) and HTTP and
// the other sockets keep working.
import WebSocket, { WebSocketServer } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer, upgradeStatus } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const closeOf = (client: LiveTestClient) =>
  new Promise<{ code: number; reason: string }>((resolve) => client.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));

/** HTTP answers, and a fresh socket gets a snapshot. */
async function expectServing(server: TestServer, cookie: string): Promise<void> {
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  const client = await LiveTestClient.connect(server, cookie);
  client.send({ type: 'subscribe', topic: 'site-config' });
  const [snapshot] = await client.waitFor(1);
  expect(snapshot).toMatchObject({ type: 'snapshot', topic: 'site-config' });
  await client.close();
}

const publish = (server: TestServer, minClientVersion: string) => postJson(server, '/api/dev/site-config', { minClientVersion });

/** The hub's private steps, to make them throw. */
type HubInternals = { receive(...args: unknown[]): void; sendSnapshot(...args: unknown[]): Promise<number> };

describe.each(engines)('live connections survive hostile input and failing handlers on %s', (engine) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    // A short heartbeat, so a test can make one throw without waiting half a minute.
    server = await startTestServer(engine, {}, { hubOptions: { heartbeatMs: 100 } });
    cookie = await anonymousCookie(server);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('refuses an upgrade whose session cookie cannot be decoded with 401, and keeps serving', async () => {
    expect(await upgradeStatus(server, { cookie: 'sb_session=%' })).toBe(401);
    expect(await upgradeStatus(server, { cookie: 'sb_session=%E0%A4%A; other=%' })).toBe(401);
    await expectServing(server, cookie);
  });

  it('treats an undecodable session cookie over HTTP as no session, not a server error', async () => {
    const bad = { cookie: 'sb_session=%' };
    const me = await fetch(`${server.url}/api/me`, { headers: bad });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: null });
    // A command reads the cookie for its rate-limit key and its user.
    const fresh = await postJson(server, '/api/session/anonymous', {}, bad);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('set-cookie')).toMatch(/^sb_session=[A-Za-z0-9_-]{20,}/);
    const takeover = await postJson(server, '/api/auth/takeover-code', {}, bad);
    expect(takeover.status).toBeGreaterThanOrEqual(400);
    expect(takeover.status).toBeLessThan(500);
  });

  it('answers a throw in the upgrade handler with 500 and keeps serving', async () => {
    vi.spyOn(WebSocketServer.prototype, 'handleUpgrade').mockImplementationOnce(() => {
      throw new Error('upgrade handler failed (test)');
    });
    expect(await upgradeStatus(server, { cookie })).toBe(500);
    await expectServing(server, cookie);
  });

  it('closes the socket when attaching it throws, and keeps serving', async () => {
    vi.spyOn(server.hub, 'attach').mockImplementationOnce(() => {
      throw new Error('attach failed (test)');
    });
    const client = await LiveTestClient.connect(server, cookie);
    expect(await closeOf(client)).toEqual({ code: 1011, reason: 'Internal error' });
    await expectServing(server, cookie);
  });

  it('answers a throw in the message handler with an error frame; the socket stays usable', async () => {
    const client = await LiveTestClient.connect(server, cookie);
    vi.spyOn(server.hub as unknown as HubInternals, 'receive').mockImplementationOnce(() => {
      throw new Error('message handler failed (test)');
    });
    client.send({ type: 'subscribe', topic: 'site-config' });
    const [error] = await client.waitFor(1);
    expect(error).toMatchObject({ type: 'error', code: 'internal_error' });
    client.send({ type: 'subscribe', topic: 'site-config' });
    const [, snapshot] = await client.waitFor(2);
    expect(snapshot).toMatchObject({ type: 'snapshot', topic: 'site-config' });
    await client.close();
    await expectServing(server, cookie);
  });

  it('answers a throw in queued topic work with an error frame naming the topic', async () => {
    const client = await LiveTestClient.connect(server, cookie);
    vi.spyOn(server.hub as unknown as HubInternals, 'sendSnapshot').mockRejectedValueOnce(new Error('snapshot failed (test)'));
    client.send({ type: 'subscribe', topic: 'site-config' });
    const [error] = await client.waitFor(1);
    expect(error).toMatchObject({ type: 'error', code: 'subscribe_failed', topic: 'site-config' });
    client.send({ type: 'subscribe', topic: 'site-config' });
    const [, snapshot] = await client.waitFor(2);
    expect(snapshot).toMatchObject({ type: 'snapshot', topic: 'site-config' });
    await client.close();
  });

  it('drops only the socket whose heartbeat ping throws; the others keep their updates', async () => {
    const sockets = [await LiveTestClient.connect(server, cookie), await LiveTestClient.connect(server, cookie)];
    for (const socket of sockets) socket.send({ type: 'subscribe', topic: 'site-config' });
    const [snapshot] = await Promise.all(sockets.map(async (socket) => (await socket.waitFor(1))[0]));
    const dropped = Promise.race(sockets.map(async (socket) => ({ socket, ...(await closeOf(socket)) })));
    // The heartbeat's next ping of an open socket throws; the beat goes on to the others.
    const realPing = Reflect.get(WebSocket.prototype, 'ping') as (this: WebSocket, ...args: Parameters<WebSocket['ping']>) => void;
    let thrown = false;
    const ping = vi.spyOn(WebSocket.prototype, 'ping').mockImplementation(function (this: WebSocket, ...args: Parameters<WebSocket['ping']>) {
      if (!thrown && this.readyState === WebSocket.OPEN) {
        thrown = true;
        throw new Error('ping failed (test)');
      }
      realPing.apply(this, args);
    });
    const { socket: gone, code } = await dropped;
    expect(code).toBe(1006);
    const survivor = sockets.find((socket) => socket !== gone) as LiveTestClient;
    const pingsSoFar = ping.mock.calls.length;
    await vi.waitFor(() => expect(ping.mock.calls.length).toBeGreaterThan(pingsSoFar + 1), { timeout: 5_000, interval: 20 });
    expect(survivor.ws.readyState).toBe(WebSocket.OPEN);
    expect((await publish(server, '7.0.0')).status).toBe(200);
    const [, update] = await survivor.waitFor(2);
    expect(update).toMatchObject({ type: 'update', version: (snapshot as { version: number }).version + 1 });
    await survivor.close();
    await expectServing(server, cookie);
  });

  it('logs a throw in the NOTIFY listener callback and delivers the updates with the next notification', async () => {
    const client = await LiveTestClient.connect(server, cookie);
    client.send({ type: 'subscribe', topic: 'site-config' });
    const [snapshot] = await client.waitFor(1);
    const start = (snapshot as { version: number }).version;
    const changed = vi.spyOn(server.hub, 'topicChanged').mockImplementationOnce(() => {
      throw new Error('listener failed (test)');
    });
    expect((await publish(server, '8.0.1')).status).toBe(200);
    await vi.waitFor(() => expect(changed).toHaveBeenCalled(), { timeout: 5_000, interval: 10 });
    expect((await publish(server, '8.0.2')).status).toBe(200);
    const [, first, second] = await client.waitFor(3);
    expect([first, second].map((m) => (m && 'version' in m ? m.version : -1))).toEqual([start + 1, start + 2]);
    await client.close();
    await expectServing(server, cookie);
  });
});
