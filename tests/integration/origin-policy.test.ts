// Which pages may send commands and open the live socket: the app's own origin (PUBLIC_URL, or
// else the listening port on localhost or 127.0.0.1) and ALLOWED_ORIGINS. The Host header never
// counts, and X-Forwarded-Host only behind a trusted proxy.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

/** A POST of `{}` with exactly these headers (fetch would not let a test set Host). */
function commandStatus(server: TestServer, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}/api/session/anonymous`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.once('error', reject);
    request.end('{}');
  });
}

function upgradeStatus(server: TestServer, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/live`, { headers });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('error', reject);
  });
}

describe.each(engines)('origin policy on %s', (engine) => {
  describe('without PUBLIC_URL or a trusted proxy', () => {
    let server: TestServer;
    let cookie: string;
    beforeAll(async () => {
      server = await startTestServer(engine, { ALLOWED_ORIGINS: 'https://partner.example' });
      cookie = await anonymousCookie(server);
    });
    afterAll(() => server.stop());

    it('accepts the listening origin at localhost and 127.0.0.1, and ALLOWED_ORIGINS', async () => {
      for (const origin of [`http://localhost:${server.port}`, `http://127.0.0.1:${server.port}`, 'https://partner.example']) {
        expect([origin, await commandStatus(server, { cookie, origin })]).toEqual([origin, 200]);
        expect([origin, await upgradeStatus(server, { cookie, origin })]).toEqual([origin, 101]);
      }
    });

    it('refuses a page whose Host or X-Forwarded-Host claims the foreign origin', async () => {
      const origin = 'https://evil.example';
      const claims: Array<Record<string, string>> = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }];
      for (const claim of claims) {
        expect(await commandStatus(server, { cookie, origin, ...claim })).toBe(403);
        expect(await upgradeStatus(server, { cookie, origin, ...claim })).toBe(403);
      }
    });

    it('refuses another port on localhost, and an opaque origin', async () => {
      for (const origin of [`http://localhost:${server.port + 1}`, 'null']) {
        expect(await commandStatus(server, { cookie, origin })).toBe(403);
        expect(await upgradeStatus(server, { cookie, origin })).toBe(403);
      }
    });
  });

  describe('with PUBLIC_URL and TRUST_PROXY', () => {
    let server: TestServer;
    let cookie: string;
    beforeAll(async () => {
      server = await startTestServer(engine, { PUBLIC_URL: 'https://sportsball.example/', TRUST_PROXY: 'true' });
      cookie = await anonymousCookie(server);
    });
    afterAll(() => server.stop());

    it('accepts PUBLIC_URL’s origin and the host the proxy reports', async () => {
      const cases: Array<Record<string, string>> = [
        { origin: 'https://sportsball.example' },
        { origin: 'https://play.example', 'x-forwarded-host': 'play.example' },
      ];
      for (const headers of cases) {
        expect(await commandStatus(server, { cookie, ...headers })).toBe(200);
        expect(await upgradeStatus(server, { cookie, ...headers })).toBe(101);
      }
    });

    it('refuses the Host header, and the listening origin PUBLIC_URL replaces', async () => {
      const cases: Array<Record<string, string>> = [
        { origin: 'https://evil.example', host: 'evil.example' },
        { origin: `http://127.0.0.1:${server.port}`, 'x-forwarded-host': 'sportsball.example' },
      ];
      for (const headers of cases) {
        expect(await commandStatus(server, { cookie, ...headers })).toBe(403);
        expect(await upgradeStatus(server, { cookie, ...headers })).toBe(403);
      }
    });
  });
});
