import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/contracts/errors.js';
import { HealthSchema } from '../../src/contracts/system.js';
import { MeSchema } from '../../src/contracts/users.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const countUsers = async (server: TestServer) =>
  Number((await server.db.query<{ n: string | number }>('select count(*)::int as n from users')).rows[0]?.n);

describe.each(engines)('HTTP API on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('reports health with the database kind and version', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(HealthSchema.parse(await response.json())).toEqual({ status: 'ok', database: engine, version: '0.4.142' });
  });

  it('sends security headers with a real Content-Security-Policy', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('echoes a well-formed correlation id and makes one otherwise', async () => {
    const given = await fetch(`${server.url}/api/health`, { headers: { 'x-correlation-id': 'abc12345-test' } });
    expect(given.headers.get('x-correlation-id')).toBe('abc12345-test');
    const hostile = await fetch(`${server.url}/api/health`, { headers: { 'x-correlation-id': '<script>' } });
    expect(hostile.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('has no user until the visitor asks for an anonymous session', async () => {
    const me = MeSchema.parse(await (await fetch(`${server.url}/api/me`)).json());
    expect(me.user).toBeNull();
  });

  it('creates an anonymous user with an httpOnly, SameSite=Lax cookie, once per session', async () => {
    const before = await countUsers(server);
    const response = await postJson(server, '/api/session/anonymous', {});
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sb_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    const created = MeSchema.parse(await response.json());
    expect(created.user?.type).toBe('anonymous');

    const session = cookie.split(';')[0]!;
    const me = MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie: session } })).json());
    expect(me.user).toEqual(created.user);
    const again = await postJson(server, '/api/session/anonymous', {}, { cookie: session });
    expect(MeSchema.parse(await again.json()).user).toEqual(created.user);
    expect(await countUsers(server)).toBe(before + 1);
  });

  it('marks the cookie Secure behind https', async () => {
    const secure = await startTestServer(engine, { TRUST_PROXY: 'true' });
    try {
      const response = await postJson(secure, '/api/session/anonymous', {}, { 'x-forwarded-proto': 'https' });
      expect(response.headers.get('set-cookie')).toContain('Secure');
    } finally {
      await secure.stop();
    }
  });

  it('ignores a forged or unknown session cookie', async () => {
    const me = MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie: 'sb_session=forged' } })).json());
    expect(me.user).toBeNull();
  });

  describe('bad input gets a clear 4xx and changes nothing', () => {
    const cases: Array<[string, () => Promise<Response>, number, string | RegExp]> = [
      ['a bot', () => postJson(server, '/api/session/anonymous', {}, { 'user-agent': 'Googlebot/2.1' }), 403, 'bot_session_refused'],
      ['unknown fields', () => postJson(server, '/api/session/anonymous', { admin: true }), 400, /admin/],
      [
        'malformed JSON',
        () => fetch(`${server.url}/api/session/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' }),
        400,
        /JSON/,
      ],
      [
        'an oversize body',
        () => postJson(server, '/api/session/anonymous', { pad: 'x'.repeat(70_000) }),
        413,
        /64 KiB/,
      ],
      [
        'a body that is not JSON',
        () => fetch(`${server.url}/api/session/anonymous`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }),
        415,
        'unsupported_media_type',
      ],
      ['a command from another site', () => postJson(server, '/api/session/anonymous', {}, { origin: 'https://evil.example' }), 403, 'cross_site_request'],
      ['an unknown API path', () => fetch(`${server.url}/api/nothing-here`), 404, /nothing-here/],
      ['an invalid site config', () => postJson(server, '/api/dev/site-config', { maintenanceTime: 'tomorrow' }), 400, /maintenanceTime/],
    ];

    it.each(cases)('%s', async (_name, send, status, expected) => {
      const before = await countUsers(server);
      const response = await send();
      expect(response.status).toBe(status);
      const body = ErrorBodySchema.parse(await response.json());
      const text = `${body.error.code} ${body.error.message}`;
      if (typeof expected === 'string') expect(body.error.code).toBe(expected);
      else expect(text).toMatch(expected);
      expect(body.error.correlationId).toBe(response.headers.get('x-correlation-id'));
      expect(await countUsers(server)).toBe(before);
    });
  });

  it('accepts a command from its own origin', async () => {
    const response = await postJson(server, '/api/session/anonymous', {}, { origin: server.url.replace('localhost', '127.0.0.1') });
    expect(response.status).toBe(200);
  });

  it('rate-limits commands per client', async () => {
    const limited = await startTestServer(engine, { RATE_LIMIT_COMMANDS: '3' });
    try {
      const cookie = await anonymousCookie(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await postJson(limited, '/api/session/anonymous', {}, { cookie })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.stop();
    }
  });
});

describe('test controls in production', () => {
  it('answer 404', async () => {
    const server = await startTestServer('pglite', { NODE_ENV: 'production' });
    try {
      const response = await postJson(server, '/api/dev/site-config', { maintenanceTime: null });
      expect(response.status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
