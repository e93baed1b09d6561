// Email magic links, the takeover code, promotion and sign-out over real HTTP, on both engines (docs/product/accounts.md).
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedInSchema, TakeoverCodeResponseSchema } from '../../src/contracts/auth.js';
import { ErrorBodySchema } from '../../src/contracts/errors.js';
import { MeSchema } from '../../src/contracts/users.js';
import { insertEventNow } from '../../src/server/db/repositories/analytics.repository.js';
import type { PromotionStep } from '../../src/server/services/account-steps.js';
import { engines } from '../setup/test-databases.js';
import { cookieFrom, cookies, linkParams, signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { startFakeSmtp } from '../setup/fake-smtp.js';
import { latestMailTo, parseMail, readOutbox } from '../setup/outbox.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const INVALID_LINK =
  'Invalid or expired link. This often happens when you click on a link from an old email. Please check for a newer email from us or try to sign in again.';

const me = async (server: TestServer, cookie: string) =>
  MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user;
const count = async (server: TestServer, sql: string, params: unknown[] = []) =>
  Number((await server.db.query<{ n: number }>(sql, params)).rows[0]?.n);
const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error;
const send = (server: TestServer, body: unknown, cookie?: string) => postJson(server, '/api/auth/email-link', body, cookie ? { cookie } : {});
/** The link-binding cookie (decision 019) the browser that asked for each link got, by token. */
const askedFrom = new Map<string, string>();
const remember = (link: URL, sent: Response) => askedFrom.set(link.searchParams.get('token')!, cookieFrom(sent));
/** Opens a link in the browser that asked for it (its binding cookie, with `cookie`), unless `elsewhere`. */
const complete = (server: TestServer, body: unknown, cookie?: string, elsewhere = false) => {
  const token = (body as { token?: unknown }).token;
  const binding = !elsewhere && typeof token === 'string' ? askedFrom.get(token) : undefined;
  const header = cookies(cookie, binding);
  return postJson(server, '/api/auth/email-link/complete', body, header ? { cookie: header } : {});
};
const takeoverCode = async (server: TestServer, cookie: string) => {
  const response = await postJson(server, '/api/auth/takeover-code', {}, { cookie });
  expect(response.status).toBe(200);
  return TakeoverCodeResponseSchema.parse(await response.json()).takeoverCode;
};
const linkFor = async (server: TestServer, email: string, extra: Record<string, string> = {}, cookie?: string) => {
  const response = await send(server, { email, ...extra }, cookie);
  expect(response.status).toBe(200);
  const { link } = latestMailTo(server.dataDir, email);
  remember(link, response);
  return link;
};

describe.each(engines)('email sign-in on %s', (engine) => {
  let server: TestServer;
  /** The server's clock runs this far ahead of the real one (link expiry, rate-limit windows). */
  let clockOffsetMs = 0;
  /** Each promotion the server runs, and a switch to make the next one crash half-way. */
  const promotions: Array<{ fromUid: string; toUid: string }> = [];
  let failNextPromotion = false;
  const recordPromotion: PromotionStep = async (tx, change) => {
    // A real write first, so a crash after it shows the rollback.
    await insertEventNow(tx, { name: 'sign_up', at: new Date(), uid: change.toUid, clientId: null, props: {} });
    if (failNextPromotion) {
      failNextPromotion = false;
      throw new Error('simulated crash half-way through a promotion');
    }
    promotions.push(change);
  };

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { ADMIN_EMAILS: 'boss@example.com', PUBLIC_URL: 'https://pools.example' },
      { now: () => new Date(Date.now() + clockOffsetMs), accountSteps: { promotion: [{ name: 'test-recorder', run: recordPromotion }] } },
    );
  });
  afterAll(async () => {
    await server.stop();
  });

  it('mails a link to /finish-email-sign-in that signs in a new account', async () => {
    const email = uniqueEmail();
    const cookie = await anonymousCookie(server);
    const code = await takeoverCode(server, cookie);
    const anon = await me(server, cookie);
    const response = await send(server, { email, thenNavigate: '/games/abc?tab=1', anonUid: anon!.uid, takeoverCode: code }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });

    const mail = latestMailTo(server.dataDir, email);
    remember(mail.link, response);
    expect(mail.subject).toBe('Sign in to Sportsball');
    expect(mail.raw).toMatch(/^From: Sportsball <no-reply@sportsball\.local>$/m);
    expect((fs.statSync(mail.file).mode & 0o777).toString(8)).toBe('600');
    const { link } = mail;
    expect(link.origin + link.pathname).toBe('https://pools.example/finish-email-sign-in');
    expect([...link.searchParams.keys()]).toEqual(['email', 'token', 'anonUid', 'takeoverCode', 'thenNavigate']);
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('anonUid')).toBe(anon!.uid);
    expect(link.searchParams.get('takeoverCode')).toBe(code);
    expect(link.searchParams.get('thenNavigate')).toBe('/games/abc?tab=1');
    // ≥128 bits: 43 base64url characters are 256 bits; only a hash is stored.
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await count(server, 'select count(*)::int as n from email_link_tokens where token_hash = $1 or token_hash like $2', [token, `%${token}%`])).toBe(0);

    const signedIn = await complete(server, linkParams(link), cookie);
    expect(signedIn.status).toBe(200);
    const body = SignedInSchema.parse(await signedIn.json());
    expect(body.isNewUser).toBe(true);
    expect(body.user).toMatchObject({ type: 'signedIn', uid: anon!.uid, email, isAdmin: false, publicId: { handle: null } });
    const newCookie = cookieFrom(signedIn);
    expect(await me(server, newCookie)).toEqual(body.user);
    expect(await count(server, "select count(*)::int as n from analytics_events where uid = $1 and name = 'sign_up'", [anon!.uid])).toBe(1);
  });

  it('rotates the session: the cookie from before sign-in stops working', async () => {
    const email = uniqueEmail();
    const cookie = await anonymousCookie(server);
    const { cookie: after } = await signInByEmail(server, email, { cookie });
    expect(after).not.toBe(cookie);
    expect(await me(server, cookie)).toBeNull();
    expect((await me(server, after))?.type).toBe('signedIn');
    // Signing in again (already signed in) rotates too.
    const { cookie: third } = await signInByEmail(server, email, { cookie: after });
    expect(await me(server, after)).toBeNull();
    expect((await me(server, third))?.type).toBe('signedIn');
  });

  it('a link works once', async () => {
    const link = await linkFor(server, uniqueEmail());
    expect((await complete(server, linkParams(link))).status).toBe(200);
    const again = await complete(server, linkParams(link));
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({ code: 'invalid_link', message: INVALID_LINK });
  });

  it('of two uses of one link at once, exactly one signs in', async () => {
    const link = await linkFor(server, uniqueEmail());
    const results = await Promise.all([complete(server, linkParams(link)), complete(server, linkParams(link))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('a link expires after 10 minutes', async () => {
    const email = uniqueEmail();
    const early = await linkFor(server, email);
    const late = await linkFor(server, email);
    clockOffsetMs = 9 * 60_000 + 50_000;
    try {
      expect((await complete(server, linkParams(early))).status).toBe(200);
      clockOffsetMs = 10 * 60_000 + 1_000;
      const expired = await complete(server, linkParams(late));
      expect(expired.status).toBe(400);
      expect(await errorOf(expired)).toMatchObject({ code: 'invalid_link', message: INVALID_LINK });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses a token for another address, or a forged one, without spending the real one', async () => {
    const email = uniqueEmail();
    const link = await linkFor(server, email);
    const params = linkParams(link);
    const usersBefore = await count(server, 'select count(*)::int as n from users');
    for (const body of [
      { ...params, email: uniqueEmail('someone.else') },
      { ...params, token: 'A'.repeat(43) },
      { ...params, token: params.token!.slice(0, -1) + (params.token!.endsWith('A') ? 'B' : 'A') },
    ]) {
      const response = await complete(server, body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'invalid_link', message: INVALID_LINK });
    }
    expect(await count(server, 'select count(*)::int as n from users')).toBe(usersBefore);
    // The address is compared case-insensitively, and the real link still works.
    expect((await complete(server, { ...params, email: email.toUpperCase() })).status).toBe(200);
  });

  describe('malformed input gets a clear 4xx and changes nothing', () => {
    const cases: Array<[string, string, unknown, number, string | RegExp]> = [
      ['send: no email', '/api/auth/email-link', {}, 400, /^email: /],
      ['send: not an email', '/api/auth/email-link', { email: 'not-an-email' }, 400, /^email: Please enter a valid email address\.$/],
      ['send: an address with a space', '/api/auth/email-link', { email: 'a b@example.com' }, 400, /^email: Please enter a valid email address\.$/],
      ['send: a list of addresses', '/api/auth/email-link', { email: 'a,b@x.test' }, 400, /^email: Please enter a valid email address\.$/],
      ['send: two addresses', '/api/auth/email-link', { email: 'victim@x.test, attacker@x.test' }, 400, /^email: Please enter a valid email address\.$/],
      ['send: a display name', '/api/auth/email-link', { email: 'victim<attacker>@x.test' }, 400, /^email: Please enter a valid email address\.$/],
      ['send: a comment', '/api/auth/email-link', { email: 'victim@x.test(attacker@x.test)' }, 400, /^email: Please enter a valid email address\.$/],
      ['send: a quoted local part', '/api/auth/email-link', { email: '"a,b"@x.test' }, 400, /^email: Please enter a valid email address\.$/],
      ['complete: a display name', '/api/auth/email-link/complete', { email: 'victim<attacker>@x.test', token: 'A'.repeat(43) }, 400, /^email: /],
      ['complete: moveGames not a boolean', '/api/auth/email-link/complete', { email: 'x@example.com', token: 'A'.repeat(43), moveGames: 1 }, 400, /^moveGames: /],
      ['send: another site as thenNavigate', '/api/auth/email-link', { email: 'x@example.com', thenNavigate: '//evil.example' }, 400, /^thenNavigate: /],
      ['send: an absolute thenNavigate', '/api/auth/email-link', { email: 'x@example.com', thenNavigate: 'https://evil.example/' }, 400, /^thenNavigate: /],
      ['send: a malformed takeover code', '/api/auth/email-link', { email: 'x@example.com', anonUid: 'A'.repeat(20), takeoverCode: 'short' }, 400, /^takeoverCode: /],
      ['send: an unknown field', '/api/auth/email-link', { email: 'x@example.com', admin: true }, 400, /admin/],
      ['complete: no token', '/api/auth/email-link/complete', { email: 'x@example.com' }, 400, /^token: /],
      ['complete: no email', '/api/auth/email-link/complete', { token: 'A'.repeat(43) }, 400, /^email: /],
      ['complete: a malformed token', '/api/auth/email-link/complete', { email: 'x@example.com', token: 'not a token!' }, 400, /^token: /],
      ['complete: a malformed anonUid', '/api/auth/email-link/complete', { email: 'x@example.com', token: 'A'.repeat(43), anonUid: 'x' }, 400, /^anonUid: /],
      ['complete: not an object', '/api/auth/email-link/complete', [1, 2], 400, /object/i],
      ['takeover code: a body', '/api/auth/takeover-code', { please: true }, 400, /please/],
      ['sign-out: a wrong type', '/api/auth/sign-out', { everywhere: 'yes' }, 400, /^everywhere: /],
    ];

    it.each(cases)('%s', async (_name, pathname, body, status, expected) => {
      const before = await count(server, 'select (select count(*) from users) + (select count(*) from email_link_tokens) + (select count(*) from sessions) as n');
      const mailsBefore = readOutbox(server.dataDir).length;
      const response = await postJson(server, pathname, body);
      expect(response.status).toBe(status);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_input');
      expect(error.message).toMatch(expected);
      expect(await count(server, 'select (select count(*) from users) + (select count(*) from email_link_tokens) + (select count(*) from sessions) as n')).toBe(before);
      expect(readOutbox(server.dataDir).length).toBe(mailsBefore);
    });
  });

  it('answers the same for a registered and an unregistered address, with the same mail', async () => {
    const registered = uniqueEmail('registered');
    await signInByEmail(server, registered);
    const unregistered = uniqueEmail('unregistered');
    const [a, b] = [await send(server, { email: registered }), await send(server, { email: unregistered })];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.text()).toBe(await b.text());
    const headerNames = (r: Response) => [...r.headers.keys()].filter((k) => k !== 'date' && k !== 'x-correlation-id').sort();
    expect(headerNames(a)).toEqual(headerNames(b));
    // The link-binding cookie differs only by its random nonce.
    const headerValue = (r: Response, header: string) => r.headers.get(header)?.replace(/^sb_link_browser=[A-Za-z0-9_-]+/, 'sb_link_browser=N');
    for (const header of headerNames(a).filter((k) => k !== 'x-ratelimit-remaining' && k !== 'x-ratelimit-reset')) {
      expect([header, headerValue(a, header)]).toEqual([header, headerValue(b, header)]);
    }
    const normalise = (text: string, email: string) => text.replace(email, 'EMAIL').replace(encodeURIComponent(email), 'EMAIL').replace(/token=[A-Za-z0-9_-]+/, 'token=T');
    expect(normalise(latestMailTo(server.dataDir, registered).text, registered)).toBe(normalise(latestMailTo(server.dataDir, unregistered).text, unregistered));
  });

  it('limits links per address to 5 in 15 minutes, counted in the database', async () => {
    const email = uniqueEmail('busy');
    for (let i = 0; i < 5; i++) expect((await send(server, { email })).status).toBe(200);
    const refused = await send(server, { email: email.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({ code: 'rate_limited', message: 'Too many sign-in emails to this address. Please wait 15 minutes and try again.' });
    expect(readOutbox(server.dataDir).filter((m) => m.to === email)).toHaveLength(5);
    expect((await send(server, { email: uniqueEmail('other') })).status).toBe(200);
    clockOffsetMs = 15 * 60_000 + 1_000;
    try {
      expect((await send(server, { email })).status).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('GenerateTakeoverCode is for anonymous players: 401 without a session, 403 when signed in', async () => {
    const none = await postJson(server, '/api/auth/takeover-code', {});
    expect(none.status).toBe(401);
    const { cookie } = await signInByEmail(server, uniqueEmail());
    const signedIn = await postJson(server, '/api/auth/takeover-code', {}, { cookie });
    expect(signedIn.status).toBe(403);
    expect((await errorOf(signedIn)).code).toBe('forbidden');
  });

  it('promotes the anonymous player named by a valid takeover code, from another browser, into an existing account', async () => {
    const email = uniqueEmail('owner');
    const { body: account } = await signInByEmail(server, email);
    // Phone: an anonymous player with history asks for a link…
    const phone = await anonymousCookie(server);
    const phoneUser = await me(server, phone);
    const code = await takeoverCode(server, phone);
    await insertEventNow(server.db, { name: 'sign_up', at: new Date(), uid: phoneUser!.uid, clientId: null, props: {} });
    const link = await linkFor(server, email, { anonUid: phoneUser!.uid, takeoverCode: code }, phone);
    // …and opens it on a laptop with an anonymous session of its own: another browser, so it
    // asks first (decision 019); the person chooses to move the laptop's games too.
    const laptop = await anonymousCookie(server);
    const laptopUser = await me(server, laptop);
    const asked = await complete(server, linkParams(link), laptop, true);
    expect(asked.status).toBe(409);
    expect((await errorOf(asked)).code).toBe('confirmation_required');
    const response = await complete(server, { ...linkParams(link), moveGames: true }, laptop, true);
    expect(response.status).toBe(200);
    const body = SignedInSchema.parse(await response.json());
    expect(body).toMatchObject({ isNewUser: false, user: { uid: account.user!.uid } });
    expect(promotions).toContainEqual({ fromUid: phoneUser!.uid, toUid: account.user!.uid });
    expect(promotions).toContainEqual({ fromUid: laptopUser!.uid, toUid: account.user!.uid });
    for (const anon of [phoneUser!.uid, laptopUser!.uid]) {
      expect(await count(server, 'select count(*)::int as n from users where uid = $1', [anon])).toBe(0);
      expect(await count(server, 'select count(*)::int as n from anon_promotions where anon_uid = $1 and promoted_to_uid = $2 and email = $3', [anon, account.user!.uid, email])).toBe(1);
    }
    // The phone's events now belong to the account; its session ended with its user.
    expect(await count(server, 'select count(*)::int as n from analytics_events where uid = $1', [phoneUser!.uid])).toBe(0);
    expect(await me(server, phone)).toBeNull();
  });

  it('ignores a wrong takeover code: the sign-in succeeds and the anonymous player stays', async () => {
    const phone = await anonymousCookie(server);
    const phoneUser = await me(server, phone);
    await takeoverCode(server, phone);
    const { body } = await signInByEmail(server, uniqueEmail(), { anonUid: phoneUser!.uid, takeoverCode: 'W'.repeat(32) });
    expect(body.user!.uid).not.toBe(phoneUser!.uid);
    expect(await me(server, phone)).toEqual(phoneUser);
    expect(promotions.some((p) => p.fromUid === phoneUser!.uid)).toBe(false);
  });

  it('a promotion that crashes half-way leaves nothing done, and a retry completes it; running it again changes nothing', async () => {
    const email = uniqueEmail('crash');
    const { body: account } = await signInByEmail(server, email);
    const phone = await anonymousCookie(server);
    const phoneUser = await me(server, phone);
    const code = await takeoverCode(server, phone);
    const link = await linkFor(server, email, { anonUid: phoneUser!.uid, takeoverCode: code });
    const eventsBefore = await count(server, 'select count(*)::int as n from analytics_events where uid = $1', [account.user!.uid]);

    failNextPromotion = true;
    const crashed = await complete(server, linkParams(link));
    expect(crashed.status).toBe(500);
    expect((await errorOf(crashed)).code).toBe('internal');
    // Nothing half-done: the anonymous player, its session and its code are intact, no event was written, the link is unspent.
    expect(await me(server, phone)).toEqual(phoneUser);
    expect(await count(server, 'select count(*)::int as n from analytics_events where uid = $1', [account.user!.uid])).toBe(eventsBefore);
    expect(await count(server, 'select count(*)::int as n from anon_promotions where anon_uid = $1 and promoted_to_uid is null', [phoneUser!.uid])).toBe(1);

    const retried = await complete(server, linkParams(link));
    expect(retried.status).toBe(200);
    expect(promotions.filter((p) => p.fromUid === phoneUser!.uid)).toEqual([{ fromUid: phoneUser!.uid, toUid: account.user!.uid }]);
    expect(await me(server, phone)).toBeNull();

    // The same promotion again (a second link carrying the same code): recognised as done, nothing moves.
    const again = await linkFor(server, email, { anonUid: phoneUser!.uid, takeoverCode: code });
    expect((await complete(server, linkParams(again))).status).toBe(200);
    expect(promotions.filter((p) => p.fromUid === phoneUser!.uid)).toHaveLength(1);
  });

  it('signs an anonymous player out: the promotion record goes and the cookie is cleared', async () => {
    const cookie = await anonymousCookie(server);
    const anon = await me(server, cookie);
    await takeoverCode(server, cookie);
    const response = await postJson(server, '/api/auth/sign-out', {}, { cookie });
    expect(response.status).toBe(200);
    expect(MeSchema.parse(await response.json()).user).toBeNull();
    expect(response.headers.get('set-cookie')).toMatch(/^sb_session=; .*Max-Age=0/);
    expect(await me(server, cookie)).toBeNull();
    expect(await count(server, 'select count(*)::int as n from anon_promotions where anon_uid = $1', [anon!.uid])).toBe(0);
  });

  it('signs a signed-in player out into a fresh anonymous session; everywhere ends every session', async () => {
    const email = uniqueEmail();
    const { cookie: first, body } = await signInByEmail(server, email);
    const { cookie: second } = await signInByEmail(server, email);
    const out = await postJson(server, '/api/auth/sign-out', {}, { cookie: first });
    expect(out.status).toBe(200);
    const fresh = MeSchema.parse(await out.json()).user;
    expect(fresh?.type).toBe('anonymous');
    expect(fresh?.uid).not.toBe(body.user!.uid);
    const freshCookie = cookieFrom(out);
    expect(await me(server, freshCookie)).toEqual(fresh);
    expect(await me(server, first)).toBeNull();
    expect((await me(server, second))?.uid).toBe(body.user!.uid);

    const { cookie: third } = await signInByEmail(server, email);
    expect((await postJson(server, '/api/auth/sign-out', { everywhere: true }, { cookie: third })).status).toBe(200);
    expect(await me(server, second)).toBeNull();
    expect(await me(server, third)).toBeNull();
  });

  it('sign-out without a session is a no-op', async () => {
    const response = await postJson(server, '/api/auth/sign-out', {});
    expect(response.status).toBe(200);
    expect(MeSchema.parse(await response.json()).user).toBeNull();
  });

  it('refuses a sign-in command from another site', async () => {
    const response = await postJson(server, '/api/auth/email-link', { email: uniqueEmail() }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('cross_site_request');
  });
});

describe.each(engines)('sign-in mail on %s', (engine) => {
  it('goes through SMTP when SMTP_URL is set, and the link in it signs in', async () => {
    const smtp = await startFakeSmtp();
    const server = await startTestServer(engine, { SMTP_URL: smtp.url, MAIL_FROM: 'Pools <pools@example.com>' });
    try {
      const email = uniqueEmail('smtp');
      const sent = await send(server, { email });
      expect(sent.status).toBe(200);
      expect(smtp.messages).toHaveLength(1);
      const message = smtp.messages[0]!;
      expect(message.from).toContain('<pools@example.com>');
      expect(message.to).toEqual([`RCPT TO:<${email}>`]);
      const mail = parseMail('smtp', message.data.replace(/\r\n/g, '\n'));
      expect(mail.link.origin).toBe(server.url.replace('127.0.0.1', 'localhost'));
      remember(mail.link, sent);
      expect((await complete(server, linkParams(mail.link))).status).toBe(200);
      expect(fs.existsSync(path.join(server.dataDir, 'outbox'))).toBe(false);
    } finally {
      await server.stop();
      await smtp.close();
    }
  });

  it('answers 502 when the mail server refuses the message or cannot be reached', async () => {
    const refusing = await startFakeSmtp({ rejectData: true });
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    for (const smtpUrl of [refusing.url, `smtp://127.0.0.1:${closedPort}`]) {
      const server = await startTestServer(engine, { SMTP_URL: smtpUrl });
      try {
        const response = await send(server, { email: uniqueEmail() });
        expect(response.status).toBe(502);
        expect(await errorOf(response)).toMatchObject({ code: 'email_send_failed', message: 'We could not send the email. Please try again in a moment.' });
      } finally {
        await server.stop();
      }
    }
    await refusing.close();
  });

  it('limits sends per client with the command rate limit', async () => {
    const server = await startTestServer(engine, { RATE_LIMIT_COMMANDS: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await send(server, { email: uniqueEmail() })).status).toBe(200);
      const refused = await send(server, { email: uniqueEmail() });
      expect(refused.status).toBe(429);
      expect(await errorOf(refused)).toMatchObject({ code: 'rate_limited', message: 'Too many requests. Please wait a minute and try again.' });
    } finally {
      await server.stop();
    }
  });
});
