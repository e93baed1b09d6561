import { randomUUID } from 'node:crypto';
import { SignJWT, exportSPKI, generateKeyPair } from 'jose';
import type { CryptoKey, JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedInSchema } from '../../src/contracts/auth.js';
import { ErrorBodySchema } from '../../src/contracts/errors.js';
import { MeSchema } from '../../src/contracts/users.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const AUDIENCE = 'sportsball-webview-test';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

interface TokenOptions {
  claims?: Record<string, unknown>;
  key?: CryptoKey;
}

describe.each(engines)('Mobile webview sign-in on %s', (engine) => {
  let server: TestServer;
  let appKeys: { publicKey: CryptoKey; privateKey: CryptoKey };
  let publicPem: string;

  /** What the mobile app's backend would mint: ES256, our audience, 5 minutes, a fresh jti. */
  const mint = async (options: TokenOptions = {}) => {
    const now = nowSeconds();
    const claims: Record<string, unknown> = {
      aud: AUDIENCE,
      sub: 'app-user-1',
      jti: randomUUID(),
      iat: now,
      exp: now + 300,
      email: 'app.player@example.com',
      email_verified: true,
      ...options.claims,
    };
    const payload = Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined)) as JWTPayload;
    return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(options.key ?? appKeys.privateKey);
  };

  const send = (token: unknown, cookie?: string) =>
    postJson(server, '/api/auth/webview-token', { token }, cookie ? { cookie } : {});

  const me = async (cookie: string) => MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user;

  const counts = async () => {
    const { rows } = await server.db.query<{ users: number; sessions: number; uses: number }>(
      `select (select count(*)::int from users) as users, (select count(*)::int from sessions) as sessions,
              (select count(*)::int from webview_token_uses) as uses`,
    );
    return rows[0];
  };

  /** A refusal: 401 invalid_token, no cookie, nothing written, the visitor still anonymous. */
  const expectRefused = async (token: string, messagePart: RegExp) => {
    const cookie = await anonymousCookie(server);
    const before = await counts();
    const response = await send(token, cookie);
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    const { error } = ErrorBodySchema.parse(await response.json());
    expect(error.code).toBe('invalid_token');
    expect(error.message).toMatch(messagePart);
    expect(await counts()).toEqual(before);
    expect((await me(cookie))?.type).toBe('anonymous');
  };

  beforeAll(async () => {
    appKeys = await generateKeyPair('ES256', { extractable: true });
    publicPem = await exportSPKI(appKeys.publicKey);
    server = await startTestServer(engine, { WEBVIEW_JWT_PUBLIC_KEY: publicPem, WEBVIEW_JWT_AUDIENCE: AUDIENCE });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('signs the webview in with a valid token: rotated cookie, signed-in /api/me with the email', async () => {
    const cookie = await anonymousCookie(server);
    const anonymous = await me(cookie);
    const response = await send(await mint({ claims: { sub: 'app-user-valid', email: 'Valid.Player@Example.com' } }), cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = SignedInSchema.parse(await response.json());
    expect(body.isNewUser).toBe(true);
    expect(body.user?.type).toBe('signedIn');
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^sb_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    const session = setCookie.split(';')[0]!;
    expect(session).not.toBe(cookie);

    const user = await me(session);
    expect(user?.type).toBe('signedIn');
    expect(user?.type === 'signedIn' && user.email).toBe('valid.player@example.com');
    // The anonymous visitor became the account; the old session is over.
    expect(user?.uid).toBe(anonymous?.uid);
    expect(await me(cookie)).toBeNull();

    // The same app user again, from a new webview without a session: same account, not new.
    const again = await send(await mint({ claims: { sub: 'app-user-valid' } }));
    expect(again.status).toBe(200);
    const second = SignedInSchema.parse(await again.json());
    expect(second.isNewUser).toBe(false);
    expect(second.user?.uid).toBe(user?.uid);
  });

  it('stores no email the app did not verify', async () => {
    const response = await send(await mint({ claims: { sub: 'app-user-unverified', email: 'unverified@example.com', email_verified: undefined } }));
    expect(response.status).toBe(200);
    const body = SignedInSchema.parse(await response.json());
    expect(body.user?.type === 'signedIn' && body.user.email).toBeNull();
  });

  it('refuses a replayed token (its jti is spent)', async () => {
    const token = await mint({ claims: { sub: 'app-user-replay' } });
    expect((await send(token)).status).toBe(200);
    await expectRefused(token, /already used/);
  });

  it('refuses another token that reuses a spent jti', async () => {
    const jti = randomUUID();
    expect((await send(await mint({ claims: { sub: 'app-user-jti', jti } }))).status).toBe(200);
    await expectRefused(await mint({ claims: { sub: 'app-user-jti', jti } }), /already used/);
  });

  it('lets exactly one of two simultaneous uses of a token through', async () => {
    const token = await mint({ claims: { sub: 'app-user-race' } });
    const [a, b] = await Promise.all([send(token), send(token)]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    const { rows } = await server.db.query('select 1 from identities where provider = $1 and subject = $2', ['webview', 'app-user-race']);
    expect(rows).toHaveLength(1);
  });

  it('refuses a token for another audience', async () => {
    await expectRefused(await mint({ claims: { aud: 'another-app' } }), /another app/);
  });

  it('refuses a token signed by another key', async () => {
    const other = await generateKeyPair('ES256');
    await expectRefused(await mint({ key: other.privateKey }), /signature/);
  });

  it('refuses HS256 (the public key used as a shared secret) and alg none', async () => {
    const now = nowSeconds();
    const claims = { aud: AUDIENCE, sub: 'app-user-alg', jti: randomUUID(), iat: now, exp: now + 300 };
    const hs256 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(publicPem));
    await expectRefused(hs256, /ES256/);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    await expectRefused(none, /ES256|malformed/);
  });

  it('refuses a token that lives longer than 5 minutes', async () => {
    const now = nowSeconds();
    await expectRefused(await mint({ claims: { iat: now, exp: now + 301 } }), /longer than 5 minutes/);
  });

  it('refuses an expired token', async () => {
    const now = nowSeconds();
    await expectRefused(await mint({ claims: { iat: now - 400, exp: now - 100 } }), /expired/);
  });

  it('refuses a token issued in the future', async () => {
    const now = nowSeconds();
    await expectRefused(await mint({ claims: { iat: now + 120, exp: now + 300 } }), /not valid yet/);
  });

  it('refuses a token without exp, iat, jti or sub', async () => {
    for (const claim of ['exp', 'iat', 'jti', 'sub']) {
      await expectRefused(await mint({ claims: { [claim]: undefined } }), new RegExp(`"${claim}"`));
    }
  });

  it('refuses malformed tokens: 400 for the wrong shape, 401 for a string that is no JWT', async () => {
    for (const body of [{}, { token: 'short' }, { token: 42 }, { token: 'x'.repeat(5000) }, { token: 'a.b', extra: 1 }]) {
      const response = await postJson(server, '/api/auth/webview-token', body);
      expect(response.status).toBe(400);
      expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('invalid_input');
    }
    await expectRefused('not-a-jwt-at-all-but-long-enough', /malformed/);
    await expectRefused(`${b64({ alg: 'ES256' })}.${b64({ sub: 'x' })}.${'A'.repeat(86)}`, /signature|malformed/);
  });

  it('refuses a command from another site (the POST Origin rule)', async () => {
    const before = await counts();
    const response = await postJson(server, '/api/auth/webview-token', { token: await mint() }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe.each(engines)('Mobile webview sign-in configuration on %s', (engine) => {
  it('is 404 "not configured" without WEBVIEW_JWT_PUBLIC_KEY', async () => {
    const plain = await startTestServer(engine);
    try {
      const response = await postJson(plain, '/api/auth/webview-token', { token: 'x'.repeat(40) });
      expect(response.status).toBe(404);
      expect(ErrorBodySchema.parse(await response.json()).error.message).toBe('Webview sign-in is not configured.');
    } finally {
      await plain.stop();
    }
  });
});
