// Limits one client cannot talk its way past: topics per socket (pending subscribes included),
// messages per socket, sockets per session and per client address.
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, startTestServer, upgradeStatus } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

/** Every socket closed here is gone on the server too (its slots given back) before the next test. */
const allClosed = (server: TestServer, clients: LiveTestClient[]) =>
  Promise.all(clients.map((client) => client.close())).then(() =>
    vi.waitFor(() => expect(server.hub.clientCount).toBe(0), { timeout: 5_000, interval: 10 }),
  );

const kinds = (client: LiveTestClient) => client.messages.map((m) => (m.type === 'error' ? m.code : m.type));

describe.each(engines)('live limits on %s', (engine) => {
  describe('with the default message budget', () => {
    let server: TestServer;
    let cookie: string;
    beforeAll(async () => {
      server = await startTestServer(engine);
      cookie = await anonymousCookie(server);
    });
    afterAll(async () => {
      await server.stop();
    });

    it('closes a socket that floods subscribe/unsubscribe pairs with 1008, and keeps serving', async () => {
      const flooder = await LiveTestClient.connect(server, cookie);
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        flooder.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
      );
      for (let i = 0; i < 1_000; i++) {
        flooder.send({ type: 'subscribe', topic: 'site-config' });
        flooder.send({ type: 'unsubscribe', topic: 'site-config' });
      }
      // The flooder hears 1008 at once; the server reads nothing more from it.
      expect(await closed).toEqual({ code: 1008, reason: 'Too many messages' });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const other = await LiveTestClient.connect(server, cookie);
      other.send({ type: 'subscribe', topic: 'site-config' });
      expect((await other.waitFor(1))[0]).toMatchObject({ type: 'snapshot' });
      await other.close();
    });

    it('lets a reconnecting page resubscribe as many topics as the cap allows at once', async () => {
      const page = await LiveTestClient.connect(server, cookie);
      for (let i = 0; i < 50; i++) page.send({ type: 'subscribe', topic: `sports-game:page-${i}`, since: 3 });
      await page.waitFor(50, 15_000);
      expect(kinds(page).filter((k) => k === 'snapshot')).toHaveLength(50);
      expect(page.ws.readyState).toBe(WebSocket.OPEN);
      await page.close();
    });
  });

  describe('with small socket caps and a large message budget', () => {
    let server: TestServer;
    /** Sockets a test opened: closed after it even when it fails, so the caps start empty for the next. */
    const opened: LiveTestClient[] = [];
    const connect = async (cookie: string) => {
      const client = await LiveTestClient.connect(server, cookie);
      opened.push(client);
      return client;
    };
    afterEach(() => allClosed(server, opened.splice(0)));
    beforeAll(async () => {
      server = await startTestServer(
        engine,
        { LIVE_SOCKETS_PER_SESSION: '2', LIVE_SOCKETS_PER_ADDRESS: '3' },
        { hubOptions: { messageBurst: 100_000, messagesPerSecond: 100_000 } },
      );
    });
    afterAll(async () => {
      await server.stop();
    });

    it('keeps at most 50 topics after a burst of 3,000 subscribes to different topics', async () => {
      const client = await connect(await anonymousCookie(server));
      for (let i = 0; i < 3_000; i++) client.send({ type: 'subscribe', topic: `sports-game:burst-${i}` });
      await client.waitFor(3_000, 20_000);
      expect(kinds(client).filter((k) => k === 'snapshot')).toHaveLength(50);
      expect(kinds(client).filter((k) => k === 'too_many_topics')).toHaveLength(2_950);
      // A withdrawn topic frees its place.
      client.send({ type: 'unsubscribe', topic: 'sports-game:burst-0' });
      client.send({ type: 'subscribe', topic: 'sports-game:after' });
      const last = (await client.waitFor(3_001))[3_000];
      expect(last).toMatchObject({ type: 'snapshot', topic: 'sports-game:after' });
    });

    it('counts subscribes still queued against the cap, and an unsubscribe withdraws one', async () => {
      const client = await connect(await anonymousCookie(server));
      for (let i = 0; i < 3_000; i++) {
        client.send({ type: 'subscribe', topic: `sports-game:pair-${i}` });
        client.send({ type: 'unsubscribe', topic: `sports-game:pair-${i}` });
      }
      client.send({ type: 'subscribe', topic: 'site-config' });
      const siteConfig = () => client.messages.find((m) => m.type === 'snapshot' && m.topic === 'site-config');
      await vi.waitFor(() => expect(siteConfig()).toBeDefined(), { timeout: 15_000, interval: 20 });
      // Withdrawn ones never keep a place (some ran before their unsubscribe arrived): the last subscribe still fits.
      expect(kinds(client)).not.toContain('too_many_topics');
    });

    it('refuses the socket past the per-session cap with 429, and takes one again once a socket closes', async () => {
      const cookie = await anonymousCookie(server);
      const first = await connect(cookie);
      await connect(cookie);
      expect(await upgradeStatus(server, { cookie })).toBe(429);
      // Another session on the same address is not affected.
      await connect(await anonymousCookie(server));
      await first.close();
      await vi.waitFor(() => expect(server.hub.clientCount).toBe(2), { timeout: 5_000, interval: 10 });
      expect((await connect(cookie)).ws.readyState).toBe(WebSocket.OPEN);
    });

    it('refuses the socket past the per-address cap with 429, whatever X-Forwarded-For says without TRUST_PROXY', async () => {
      for (let i = 0; i < 3; i++) await connect(await anonymousCookie(server));
      const cookie = await anonymousCookie(server);
      expect(await upgradeStatus(server, { cookie })).toBe(429);
      expect(await upgradeStatus(server, { cookie, 'x-forwarded-for': '203.0.113.9' })).toBe(429);
      // Refused before the session is read: a bad cookie gets no further.
      expect(await upgradeStatus(server, { cookie: 'sb_session=forged' })).toBe(429);
      await allClosed(server, opened.splice(0));
      expect(await upgradeStatus(server, { cookie })).toBe(101);
    });
  });
});
