// Limits a client cannot step around: commands per client address and real session (a made-up
// cookie is no session), new sessions, sign-in mails and game-code guesses per client address,
// and sign-in mails per mailbox with its +tag and Gmail-dot variants counted as one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/contracts/errors.js';
import { readOutbox } from '../setup/outbox.js';
import { engines } from '../setup/test-databases.js';
import { postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error;
const expectRefusal = async (response: Response, message: RegExp) => {
  expect(response.status).toBe(429);
  const error = await errorOf(response);
  expect(error.code).toBe('rate_limited');
  expect(error.message).toMatch(message);
};
const countUsers = async (server: TestServer) =>
  Number((await server.db.query<{ n: string | number }>('select count(*)::int as n from users')).rows[0]?.n);
const madeUpCookie = () => `sb_session=${crypto.randomUUID().replaceAll('-', '')}${crypto.randomUUID().replaceAll('-', '')}`;

describe.each(engines)('rate limits on %s', (engine) => {
  // Behind a trusted proxy each test speaks from its own client address (X-Forwarded-For).
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      TRUST_PROXY: 'true',
      RATE_LIMIT_COMMANDS: '5',
      RATE_LIMIT_SESSIONS: '3',
      RATE_LIMIT_SIGN_IN_MAILS: '3',
      RATE_LIMIT_GAME_CODES: '3',
    });
  });
  afterAll(() => server.stop());

  const from = (address: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': address, ...headers });

  it('a fresh made-up cookie per request is still one client; a real session has a bucket of its own', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await postJson(server, '/api/auth/takeover-code', {}, from('198.51.100.1', { cookie: madeUpCookie() }))).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const created = await postJson(server, '/api/session/anonymous', {}, from('198.51.100.99'));
    const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
    expect((await postJson(server, '/api/auth/takeover-code', {}, from('198.51.100.1', { cookie }))).status).toBe(200);
  });

  it('limits new sessions per client address, and counts only sessions it creates', async () => {
    const address = from('198.51.100.2');
    const cookies: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await postJson(server, '/api/session/anonymous', {}, address);
      expect(response.status).toBe(200);
      cookies.push(response.headers.get('set-cookie')!.split(';')[0]!);
    }
    const before = await countUsers(server);
    const refused = await postJson(server, '/api/session/anonymous', {}, from('198.51.100.2', { cookie: madeUpCookie() }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectRefusal(refused, /^Too many new sessions from your network/);
    expect(await countUsers(server)).toBe(before);
    // A live session asking again creates nothing, so it is not refused.
    expect((await postJson(server, '/api/session/anonymous', {}, from('198.51.100.2', { cookie: cookies[0]! }))).status).toBe(200);
    expect((await postJson(server, '/api/session/anonymous', {}, from('198.51.100.3'))).status).toBe(200);
  });

  it('limits sign-in mails per client address', async () => {
    const emails = ['one@example.com', 'two@example.com', 'three@example.com', 'four@example.com'];
    const statuses: number[] = [];
    for (const email of emails) statuses.push((await postJson(server, '/api/auth/email-link', { email }, from('198.51.100.4'))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await postJson(server, '/api/auth/email-link', { email: 'five@example.com' }, from('198.51.100.4'));
    await expectRefusal(refused, /^Too many sign-in emails from your network/);
    expect(readOutbox(server.dataDir).filter((m) => emails.includes(m.to)).map((m) => m.to).sort()).toEqual(emails.slice(0, 3).sort());
    expect((await postJson(server, '/api/auth/email-link', { email: 'four@example.com' }, from('198.51.100.5'))).status).toBe(200);
  });

  it('+tag and Gmail dot variants of one mailbox share its limit', async () => {
    const variants = ['ab@gmail.com', 'a.b+1@gmail.com', 'A.B+news@Gmail.com', 'ab+2@googlemail.com', 'a.B+x.y@gmail.com', 'a.b+3@gmail.com'];
    const statuses: number[] = [];
    // Each from its own address, so only the mailbox's limit (5 per 15 minutes) is in play.
    for (const [i, email] of variants.entries()) statuses.push((await postJson(server, '/api/auth/email-link', { email }, from(`203.0.113.${i + 1}`))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await postJson(server, '/api/auth/email-link', { email: 'a.b+4@gmail.com' }, from('203.0.113.50'));
    await expectRefusal(refused, /this address/);
    expect((await postJson(server, '/api/auth/email-link', { email: 'abc@gmail.com' }, from('203.0.113.51'))).status).toBe(200);
    expect((await postJson(server, '/api/auth/email-link', { email: 'a.b@example.com' }, from('203.0.113.52'))).status).toBe(200);
  });

  it('limits /g/{code} guesses per client address', async () => {
    const guess = (code: string, address: string) => fetch(`${server.url}/g/${code}`, { redirect: 'manual', headers: from(address) });
    const statuses: number[] = [];
    for (const code of ['ZZZZZZ', 'ZZZZZY', 'ZZZZZX', 'ZZZZZW']) statuses.push((await guess(code, '198.51.100.6')).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect((await fetch(`${server.url}/g/ZZZZZV`, { method: 'HEAD', headers: from('198.51.100.6') })).status).toBe(429);
    expect((await guess('ZZZZZV', '198.51.100.7')).status).toBe(404);
  });
});

describe.each(engines)('rate limits without a trusted proxy on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT_SESSIONS: '2' });
  });
  afterAll(() => server.stop());

  it('a forwarded address is the client’s own say, and does not split its limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) {
      statuses.push((await postJson(server, '/api/session/anonymous', {}, { 'x-forwarded-for': `198.51.100.${i}`, cookie: madeUpCookie() })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe.each(engines)('rate limits behind listed proxies on %s', (engine) => {
  // The test client stands for the load balancer at 127.0.0.1, which appends the address it saw.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { TRUST_PROXY: 'loopback', RATE_LIMIT_SESSIONS: '2' });
  });
  afterAll(() => server.stop());

  it('the client is the address the proxy saw, whatever the client put in front of it', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const forwarded = `203.0.113.${i}, 198.51.100.8`;
      statuses.push((await postJson(server, '/api/session/anonymous', {}, { 'x-forwarded-for': forwarded, cookie: madeUpCookie() })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await postJson(server, '/api/session/anonymous', {}, { 'x-forwarded-for': '203.0.113.1, 198.51.100.9' })).status).toBe(200);
  });
});
