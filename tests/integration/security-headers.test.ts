// The exact security headers of every kind of response (security headers, a real CSP).
// Written against @fastify/helmet's output before it was replaced by a precomputed header set,
// so the replacement is held to the same bytes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LOADER_SOURCE } from '../../src/server/http/server-shell.js';
import { postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

// The one inline script allowed: the app's loader on the pages the server writes (decision 047).
const LOADER_HASH = `'sha256-${createHash('sha256').update(APP_LOADER_SOURCE).digest('base64')}'`;
const CSP =
  `default-src 'self';script-src 'self' ${LOADER_HASH};` +
  "style-src 'self' 'unsafe-inline';img-src 'self' data:;connect-src 'self';" +
  "font-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'";

const EXPECTED: Record<string, string> = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/** Headers that are not about security: they vary by response or belong to the transport. */
const OTHER = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-type',
  'content-length',
  'content-encoding',
  'vary',
  'cache-control',
  'etag',
  'last-modified',
  'accept-ranges',
  'x-correlation-id',
  'set-cookie',
]);

function securityHeaders(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!OTHER.has(name) && !name.startsWith('x-ratelimit-')) headers[name] = value;
  });
  return headers;
}

describe('security headers', () => {
  let server: TestServer;
  let webDist: string;
  beforeAll(async () => {
    // A stand-in web build, so static files and the single-page fallback are covered too.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sportsball</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1);');
    server = await startTestServer('pglite', { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const cases: Array<[string, () => Promise<Response>, number]> = [
    ['an API answer', () => fetch(`${server.url}/api/health`), 200],
    ['a command', () => postJson(server, '/api/session/anonymous', {}), 200],
    ['an unknown API path', () => fetch(`${server.url}/api/nothing-here`), 404],
    ['a command refused before routing', () => postJson(server, '/api/session/anonymous', {}, { origin: 'https://evil.example' }), 403],
    [
      'a body refused by the parser',
      () => fetch(`${server.url}/api/session/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' }),
      400,
    ],
    ['the single-page app', () => fetch(`${server.url}/games/new`), 200],
    ['a game page that finds no game', () => fetch(`${server.url}/games/anything`), 404],
    ['a static asset', () => fetch(`${server.url}/assets/app-1234.js`), 200],
  ];

  it.each(cases)('%s carries exactly the security headers', async (_name, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    await response.arrayBuffer();
    expect(securityHeaders(response)).toEqual(EXPECTED);
  });

  it('adds Strict-Transport-Security in production', async () => {
    const production = await startTestServer('pglite', { NODE_ENV: 'production', WEB_DIST: webDist });
    try {
      for (const url of ['/api/health', '/api/nothing-here', '/']) {
        const response = await fetch(production.url + url);
        await response.arrayBuffer();
        expect(securityHeaders(response)).toEqual({ ...EXPECTED, ...HSTS });
      }
    } finally {
      await production.stop();
    }
  });
});
