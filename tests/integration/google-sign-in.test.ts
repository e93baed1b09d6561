import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClientConfigSchema } from '../../src/contracts/system.js';
import { MeSchema } from '../../src/contracts/users.js';
import { upsertTakeoverCode } from '../../src/server/db/repositories/anon-promotions.repository.js';
import { hashTakeoverCode, newTakeoverCode } from '../../src/server/services/takeover-codes.js';
import { startFakeOidcProvider } from '../setup/fake-oidc-provider.js';
import type { FakeOidcProvider } from '../setup/fake-oidc-provider.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';
import { APP_LOADER_HASH } from '../../src/server/http/server-shell.js';

const CLIENT_ID = 'sportsball-test.apps.example.com';
const CLIENT_SECRET = 'test-client-secret';

/** A browser's cookies for our server, as name → value. */
type Jar = Map<string, string>;

const jarFrom = (cookie?: string): Jar => {
  const jar: Jar = new Map();
  if (cookie) {
    const [name, value] = cookie.split('=');
    jar.set(name!, value!);
  }
  return jar;
};
const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
const absorb = (jar: Jar, response: Response) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (attributes.some((a) => a.trim() === 'Max-Age=0')) jar.delete(name);
    else jar.set(name, value);
  }
};
const sessionSet = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith('sb_session='));

const me = async (server: TestServer, jar: Jar) =>
  MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie: cookieHeader(jar) } })).json()).user;

const countRowsWhere = async (server: TestServer, table: string, uid: string) =>
  Number((await server.db.query<{ n: number }>(`select count(*)::int as n from ${table} where uid = $1`, [uid])).rows[0]?.n);
const countRows = async (server: TestServer, table: string) =>
  Number((await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n);

interface Flow {
  /** Our /start answer (302 to the provider). */
  start: Response;
  /** The provider's /authorize answer (302 back to us). */
  authorize: Response;
  /** Our callback's answer. */
  callback: Response;
  /** The callback URL on our server, for replays. */
  callbackUrl: string;
}

/**
 * Drives the browser's part of the flow with manual redirects, carrying cookies:
 * our /start → the provider's /authorize → our callback. `editAuthorizeUrl` plays an
 * attacker (or a broken provider) changing the provider URL on the way.
 */
async function runFlow(
  server: TestServer,
  jar: Jar,
  query: Record<string, string> = {},
  options: { editAuthorizeUrl?: (url: URL) => void | Promise<void> } = {},
): Promise<Flow> {
  const start = await fetch(`${server.url}/api/auth/google/start?${new URLSearchParams(query)}`, {
    redirect: 'manual',
    headers: { cookie: cookieHeader(jar) },
  });
  expect(start.status).toBe(302);
  absorb(jar, start);
  const authorizeUrl = new URL(start.headers.get('location')!);
  await options.editAuthorizeUrl?.(authorizeUrl);
  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  // The redirect URI names http://localhost:PORT (PUBLIC_URL's default); the test server listens on 127.0.0.1.
  const back = new URL(authorize.headers.get('location')!);
  expect(back.origin).toBe(`http://localhost:${server.port}`);
  const callbackUrl = `${server.url}${back.pathname}${back.search}`;
  const callback = await fetch(callbackUrl, { redirect: 'manual', headers: { cookie: cookieHeader(jar) } });
  absorb(jar, callback);
  return { start, authorize, callback, callbackUrl };
}

/** Where a redirect-mode callback sent the browser, as a URL on a dummy origin. */
const landing = (response: Response) => {
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!, 'http://app.invalid');
};

/** The message a popup-mode callback page would post to its opener. */
const popupResult = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  const html = await response.text();
  const attribute = /data-result="([^"]*)"/.exec(html)?.[1] ?? '';
  const decoded = attribute.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return { html, message: JSON.parse(decoded) as Record<string, unknown> };
};

describe.each(engines)('Google sign-in on %s', (engine) => {
  let provider: FakeOidcProvider;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startFakeOidcProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    server = await startTestServer(engine, { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER: provider.issuer });
  });
  afterAll(async () => {
    await server.stop();
    await provider.close();
  });
  afterEach(() => {
    provider.tampering = undefined;
    provider.authorizeError = undefined;
    provider.user = { sub: 'google-user-1', email: 'player@example.com', email_verified: true };
  });

  /** Expects a refused callback in redirect mode: no session change, the code (and no text) on thenNavigate. */
  const expectRefused = async (flow: Flow, jar: Jar, code: string, uidBefore: string | undefined) => {
    const to = landing(flow.callback);
    expect(to.pathname).toBe('/games');
    expect(to.searchParams.get('signInError')).toBe(code);
    // Only the code: the app shows its own text for it, never text from the address.
    expect(to.searchParams.has('message')).toBe(false);
    expect(sessionSet(flow.callback)).toBeUndefined();
    const user = await me(server, jar);
    expect(user?.type).toBe('anonymous');
    expect(user?.uid).toBe(uidBefore);
  };

  const anonymousJar = async () => {
    const jar = jarFrom(await anonymousCookie(server));
    const user = await me(server, jar);
    return { jar, uid: user?.uid };
  };

  it('says in /api/config that Google sign-in is available', async () => {
    const config = ClientConfigSchema.parse(await (await fetch(`${server.url}/api/config`)).json());
    expect(config.googleSignIn).toBe(true);
  });

  it('starts with a code request carrying S256 PKCE, state, nonce and our redirect URI, bound to the browser', async () => {
    const start = await fetch(`${server.url}/api/auth/google/start?thenNavigate=%2Fgames`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const url = new URL(start.headers.get('location')!);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(`http://localhost:${server.port}/api/auth/google/callback`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).not.toBe(q.get('state'));
    expect(q.get('prompt')).toBe('select_account');
    expect(q.has('client_secret')).toBe(false);
    const cookie = start.headers.getSetCookie().find((c) => c.startsWith('sb_google_login='))!;
    expect(cookie).toContain(`sb_google_login=redirect.${q.get('state')}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/auth/google');
    // The verifier and nonce stay on the server; only the challenge travels.
    const { rows } = await server.db.query<{ code_verifier: string }>('select code_verifier from oidc_logins where state = $1', [q.get('state')]);
    expect(rows[0]?.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rows[0]?.code_verifier).not.toBe(q.get('code_challenge'));
  });

  it('refuses a thenNavigate that leaves the app, before anything is stored', async () => {
    const before = await countRows(server, 'oidc_logins');
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const response = await fetch(`${server.url}/api/auth/google/start?thenNavigate=${encodeURIComponent(bad)}`, { redirect: 'manual' });
      expect(response.status).toBe(400);
    }
    const badMode = await fetch(`${server.url}/api/auth/google/start?mode=window`, { redirect: 'manual' });
    expect(badMode.status).toBe(400);
    expect(await countRows(server, 'oidc_logins')).toBe(before);
  });

  it('signs an anonymous visitor in (redirect mode): rotated session, signed-in /api/me with the email, back to thenNavigate', async () => {
    provider.user = { sub: 'google-redirect-1', email: 'Redirect.Player@Example.com', email_verified: true };
    const { jar, uid } = await anonymousJar();
    const oldSession = jar.get('sb_session');
    const flow = await runFlow(server, jar, { thenNavigate: '/games?tab=mine#top', mode: 'redirect' });

    const to = landing(flow.callback);
    expect(to.pathname).toBe('/games');
    expect(to.searchParams.get('tab')).toBe('mine');
    expect(to.searchParams.get('newUser')).toBe('1');
    expect(to.searchParams.has('signInError')).toBe(false);
    expect(to.hash).toBe('#top');
    const session = sessionSet(flow.callback)!;
    expect(session).toContain('HttpOnly');
    expect(session).toContain('SameSite=Lax');
    expect(jar.get('sb_session')).not.toBe(oldSession);
    expect(jar.has('sb_google_login')).toBe(false);

    const user = await me(server, jar);
    expect(user?.type).toBe('signedIn');
    expect(user?.type === 'signedIn' && user.email).toBe('redirect.player@example.com');
    // The anonymous visitor became the account (docs/product/accounts.md: promotion), and the old cookie is dead.
    expect(user?.uid).toBe(uid);
    expect(await me(server, jarFrom(`sb_session=${oldSession}`))).toBeNull();
    // The token endpoint got the verifier by client_secret_post (advertised first).
    expect(provider.tokenRequests.at(-1)?.authMethod).toBe('client_secret_post');
    expect(provider.tokenRequests.at(-1)?.form.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Signing in again from a fresh browser finds the same account; not a new user.
    const again = jarFrom();
    const second = await runFlow(server, again, { thenNavigate: '/' });
    expect(landing(second.callback).search).toBe('');
    expect((await me(server, again))?.uid).toBe(uid);
  });

  it("promotes another device's anonymous user proven by its takeover code on a first sign-in; a wrong code promotes nothing", async () => {
    // Device A: an anonymous player who asked for a takeover code (GenerateTakeoverCode, docs/product/accounts.md).
    const deviceA = await anonymousJar();
    const code = newTakeoverCode();
    await upsertTakeoverCode(server.db, deviceA.uid!, hashTakeoverCode(code), new Date());
    // Device B, anonymous too, signs in with Google for the first time, naming A and its code.
    provider.user = { sub: 'google-takeover-1', email: 'takeover@example.com', email_verified: true };
    const deviceB = await anonymousJar();
    const flow = await runFlow(server, deviceB.jar, { thenNavigate: '/games', anonUid: deviceA.uid!, takeoverCode: code });
    expect(landing(flow.callback).searchParams.get('newUser')).toBe('1');
    const account = await me(server, deviceB.jar);
    expect(account).toMatchObject({ type: 'signedIn', uid: deviceB.uid, email: 'takeover@example.com' });
    const promoted = await server.db.query<{ promoted_to_uid: string | null }>('select promoted_to_uid from anon_promotions where anon_uid = $1', [deviceA.uid]);
    expect(promoted.rows[0]?.promoted_to_uid).toBe(deviceB.uid);
    expect(await countRowsWhere(server, 'users', deviceA.uid!)).toBe(0);
    expect(await me(server, deviceA.jar)).toBeNull();

    // A wrong code: the sign-in happens, the other anonymous user stays as it was.
    const deviceC = await anonymousJar();
    await upsertTakeoverCode(server.db, deviceC.uid!, hashTakeoverCode(newTakeoverCode()), new Date());
    provider.user = { sub: 'google-takeover-2', email: 'takeover2@example.com', email_verified: true };
    const other = jarFrom();
    const wrong = await runFlow(server, other, { anonUid: deviceC.uid!, takeoverCode: newTakeoverCode() });
    expect(landing(wrong.callback).searchParams.has('signInError')).toBe(false);
    expect((await me(server, other))?.type).toBe('signedIn');
    expect(await me(server, deviceC.jar)).toMatchObject({ type: 'anonymous', uid: deviceC.uid });
  });

  it('answers a popup with a page that posts the result to its opener, under the unchanged CSP', async () => {
    provider.user = { sub: 'google-popup-1', email: 'popup@example.com', email_verified: true };
    const jar = jarFrom();
    const flow = await runFlow(server, jar, { mode: 'popup', thenNavigate: '/games' });
    const { html, message } = await popupResult(flow.callback);
    expect(message).toEqual({ type: 'sportsball:google-sign-in', ok: true, isNewUser: true });
    expect(sessionSet(flow.callback)).toBeDefined();
    expect((await me(server, jar))?.type).toBe('signedIn');

    const csp = flow.callback.headers.get('content-security-policy') ?? '';
    // The site's one policy: its own files and the app loader's hash, nothing added for this page.
    expect(csp.split(';').find((d) => d.startsWith('script-src'))).toBe(`script-src 'self' ${APP_LOADER_HASH}`);
    expect(html).toContain('<script src="/api/auth/google/popup-done.js" defer></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(flow.callback.headers.get('cache-control')).toBe('no-store');

    const script = await fetch(`${server.url}/api/auth/google/popup-done.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    const source = await script.text();
    expect(source).toContain('window.opener.postMessage(result, window.location.origin)');
    expect(source).toContain('window.close()');
  });

  it('answers a refused popup with ok: false, a code and a message', async () => {
    provider.tampering = { claims: { aud: 'someone-else.apps.example.com', azp: undefined } };
    const jar = jarFrom();
    const flow = await runFlow(server, jar, { mode: 'popup' });
    const { message } = await popupResult(flow.callback);
    expect(message).toMatchObject({ type: 'sportsball:google-sign-in', ok: false, code: 'invalid_id_token' });
    expect(typeof message.message).toBe('string');
    expect(sessionSet(flow.callback)).toBeUndefined();
    expect(await me(server, jar)).toBeNull();
  });

  it('refuses a reused state (replayed callback)', async () => {
    const { jar, uid } = await anonymousJar();
    const flow = await runFlow(server, jar, { thenNavigate: '/games' });
    expect(sessionSet(flow.callback)).toBeDefined();
    const signedInJar = new Map(jar);
    // The attacker's browser replays the same callback URL with the login cookie it had.
    const replayJar = await anonymousJar();
    replayJar.jar.set('sb_google_login', flow.start.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!);
    const replay = await fetch(flow.callbackUrl, { redirect: 'manual', headers: { cookie: cookieHeader(replayJar.jar) } });
    const to = landing(replay);
    expect(to.searchParams.get('signInError')).toBe('invalid_state');
    expect(sessionSet(replay)).toBeUndefined();
    expect((await me(server, replayJar.jar))?.type).toBe('anonymous');
    expect((await me(server, signedInJar))?.uid).toBe(uid);
  });

  it("refuses a callback opened in a browser that did not start the login (login CSRF), and spends the attacker's state", async () => {
    const start = await fetch(`${server.url}/api/auth/google/start?thenNavigate=%2Fgames`, { redirect: 'manual' });
    const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const back = new URL(authorize.headers.get('location')!);
    const { jar, uid } = await anonymousJar(); // the victim, without the attacker's login cookie
    const callback = await fetch(`${server.url}${back.pathname}${back.search}`, { redirect: 'manual', headers: { cookie: cookieHeader(jar) } });
    await expectRefused({ start, authorize, callback, callbackUrl: '' }, jar, 'invalid_state', uid);
    const { rows } = await server.db.query('select 1 from oidc_logins where state = $1', [back.searchParams.get('state')]);
    expect(rows).toHaveLength(0);
  });

  it('refuses an expired login', async () => {
    const { jar, uid } = await anonymousJar();
    const flow = await runFlow(server, jar, { thenNavigate: '/games' }, {
      editAuthorizeUrl: async (url) => {
        // Ten minutes pass while the person is at the provider.
        await server.db.query("update oidc_logins set expires_at = now() - interval '1 second' where state = $1", [url.searchParams.get('state')]);
      },
    });
    await expectRefused(flow, jar, 'invalid_state', uid);
  });

  it('refuses an ID token for another audience', async () => {
    provider.tampering = { claims: { aud: 'someone-else.apps.example.com', azp: undefined } };
    const { jar, uid } = await anonymousJar();
    await expectRefused(await runFlow(server, jar, { thenNavigate: '/games' }), jar, 'invalid_id_token', uid);
  });

  it('refuses an ID token whose authorized party is another app', async () => {
    provider.tampering = { claims: { aud: [CLIENT_ID, 'other-app'], azp: 'other-app' } };
    const { jar, uid } = await anonymousJar();
    await expectRefused(await runFlow(server, jar, { thenNavigate: '/games' }), jar, 'invalid_id_token', uid);
  });

  it('refuses an ID token from another issuer', async () => {
    provider.tampering = { claims: { iss: 'https://accounts.google.com' } };
    const { jar, uid } = await anonymousJar();
    await expectRefused(await runFlow(server, jar, { thenNavigate: '/games' }), jar, 'invalid_id_token', uid);
  });

  it('refuses an ID token signed by another key', async () => {
    provider.tampering = { foreignKey: true };
    const { jar, uid } = await anonymousJar();
    await expectRefused(await runFlow(server, jar, { thenNavigate: '/games' }), jar, 'invalid_id_token', uid);
  });

  it('refuses an ID token with another nonce', async () => {
    provider.tampering = { claims: { nonce: 'not-the-nonce-we-sent' } };
    const { jar, uid } = await anonymousJar();
    await expectRefused(await runFlow(server, jar, { thenNavigate: '/games' }), jar, 'invalid_id_token', uid);
  });

  it('refuses an ID token without a nonce', async () => {
    provider.tampering = { claims: { nonce: undefined } };
    const { jar, uid } = await anonymousJar();
    await expectRefused(await runFlow(server, jar, { thenNavigate: '/games' }), jar, 'invalid_id_token', uid);
  });

  it('refuses an expired ID token', async () => {
    const now = Math.floor(Date.now() / 1000);
    provider.tampering = { claims: { iat: now - 3_700, exp: now - 100 } };
    const { jar, uid } = await anonymousJar();
    await expectRefused(await runFlow(server, jar, { thenNavigate: '/games' }), jar, 'invalid_id_token', uid);
  });

  it('refuses an ID token issued in the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    provider.tampering = { claims: { iat: now + 600, exp: now + 4_200 } };
    const { jar, uid } = await anonymousJar();
    await expectRefused(await runFlow(server, jar, { thenNavigate: '/games' }), jar, 'invalid_id_token', uid);
  });

  it('passes on a provider error: cancelled, or refused', async () => {
    provider.authorizeError = 'access_denied';
    const tokenRequests = provider.tokenRequests.length;
    const { jar, uid } = await anonymousJar();
    const cancelled = await runFlow(server, jar, { thenNavigate: '/games' });
    await expectRefused(cancelled, jar, 'access_denied', uid);

    provider.authorizeError = 'server_error';
    await expectRefused(await runFlow(server, jar, { thenNavigate: '/games' }), jar, 'provider_error', uid);
    expect(provider.tokenRequests).toHaveLength(tokenRequests);
  });

  it('refuses when the PKCE verifier does not match the challenge the provider saw', async () => {
    const { jar, uid } = await anonymousJar();
    const flow = await runFlow(server, jar, { thenNavigate: '/games' }, {
      editAuthorizeUrl: (url) => url.searchParams.set('code_challenge', 'A'.repeat(43)),
    });
    await expectRefused(flow, jar, 'token_exchange_failed', uid);
  });

  it('refuses a callback without state, or with one it never issued', async () => {
    const { jar, uid } = await anonymousJar();
    for (const search of ['?code=abc', '?code=abc&state=never-issued', '?state=a&state=b']) {
      const response = await fetch(`${server.url}/api/auth/google/callback${search}`, { redirect: 'manual', headers: { cookie: cookieHeader(jar) } });
      const to = landing(response);
      expect(to.pathname).toBe('/');
      expect(to.searchParams.get('signInError')).toBe('invalid_state');
      expect(sessionSet(response)).toBeUndefined();
    }
    expect((await me(server, jar))?.uid).toBe(uid);
  });
});

describe.each(engines)('Google sign-in configuration on %s', (engine) => {
  it('is absent without GOOGLE_CLIENT_ID: 404 and googleSignIn false', async () => {
    const server = await startTestServer(engine);
    try {
      const config = ClientConfigSchema.parse(await (await fetch(`${server.url}/api/config`)).json());
      expect(config.googleSignIn).toBe(false);
      for (const path of ['/api/auth/google/start', '/api/auth/google/callback?code=a&state=b', '/api/auth/google/popup-done.js']) {
        expect((await fetch(`${server.url}${path}`, { redirect: 'manual' })).status).toBe(404);
      }
    } finally {
      await server.stop();
    }
  });

  it('uses client_secret_basic (form-encoded) when the provider takes only that', async () => {
    const provider = await startFakeOidcProvider({ clientId: CLIENT_ID, clientSecret: 'se:cret/with+chars', authMethods: ['client_secret_basic'] });
    const server = await startTestServer(engine, { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'se:cret/with+chars', GOOGLE_ISSUER: provider.issuer });
    try {
      const jar = jarFrom();
      const flow = await runFlow(server, jar, { thenNavigate: '/' });
      expect(landing(flow.callback).searchParams.has('signInError')).toBe(false);
      expect(provider.tokenRequests.at(-1)?.authMethod).toBe('client_secret_basic');
      expect((await me(server, jar))?.type).toBe('signedIn');
    } finally {
      await server.stop();
      await provider.close();
    }
  });

  it('answers a start with a provider error when discovery fails', async () => {
    const provider = await startFakeOidcProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    const issuer = provider.issuer;
    await provider.close();
    const server = await startTestServer(engine, { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER: issuer });
    try {
      const redirect = await fetch(`${server.url}/api/auth/google/start?thenNavigate=%2Fgames`, { redirect: 'manual' });
      const to = landing(redirect);
      expect(to.pathname).toBe('/games');
      expect(to.searchParams.get('signInError')).toBe('provider_unavailable');
      const popup = await fetch(`${server.url}/api/auth/google/start?mode=popup`, { redirect: 'manual' });
      expect((await popupResult(popup)).message).toMatchObject({ ok: false, code: 'provider_unavailable' });
      expect(await countRows(server, 'oidc_logins')).toBe(0);
    } finally {
      await server.stop();
    }
  });
});
