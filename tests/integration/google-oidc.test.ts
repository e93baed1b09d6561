// No database here: the relying party alone, against the fake provider on loopback.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidcProvider } from '../setup/fake-oidc-provider.js';
import type { FakeOidcProvider } from '../setup/fake-oidc-provider.js';
import { OidcError, createGoogleOidc, isLoopbackHttp, pkceChallenge, randomUrlToken } from '../../src/server/auth/google-oidc.js';
import type { GoogleOidc } from '../../src/server/auth/google-oidc.js';

const CLIENT_ID = 'unit.apps.example.com';
const CLIENT_SECRET = 'unit-secret';
const REDIRECT_URI = 'http://localhost:1/api/auth/google/callback';

describe('isLoopbackHttp (the only issuers openid-client may reach over plain http)', () => {
  it.each([
    ['http://127.0.0.1:4000', true],
    ['http://localhost:4000/', true],
    ['http://[::1]:4000', true],
    ['https://127.0.0.1:4000', false],
    ['http://accounts.google.com', false],
    ['http://127.0.0.1.evil.example', false],
    ['http://localhost.evil.example', false],
  ])('%s → %s', (url, expected) => {
    expect(isLoopbackHttp(new URL(url))).toBe(expected);
  });
});

/** The refusal a promise ends in, as what the service sees of it. */
async function failureOf(promise: Promise<unknown>): Promise<{ failure: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof OidcError)) throw new Error(`expected an OidcError, got ${String(error)}`);
  return { failure: error.failure, message: error.message };
}

describe('createGoogleOidc against a loopback provider', () => {
  let provider: FakeOidcProvider;
  let oidc: GoogleOidc;

  beforeAll(async () => {
    provider = await startFakeOidcProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    oidc = createGoogleOidc({ issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  });
  afterAll(() => provider.close());
  afterEach(() => {
    provider.tampering = undefined;
  });

  /** Starts a login, lets the provider answer, and completes it with what was stored. */
  async function login(edit: { codeVerifier?: string } = {}) {
    const state = randomUrlToken();
    const nonce = randomUrlToken();
    const codeVerifier = randomUrlToken();
    const url = await oidc.authorizationUrl({ redirectUri: REDIRECT_URI, state, nonce, codeChallenge: await pkceChallenge(codeVerifier) });
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    const code = back.searchParams.get('code')!;
    return oidc.completeLogin({ code, state, codeVerifier: edit.codeVerifier ?? codeVerifier, nonce, redirectUri: REDIRECT_URI, now: new Date() });
  }

  it('signs in with a valid ID token', async () => {
    await expect(login()).resolves.toEqual({ subject: 'google-user-1', email: 'player@example.com', emailVerified: true });
  });

  it('refuses a token signed by a key the provider does not publish, naming the signature', async () => {
    provider.tampering = { foreignKey: true };
    const { failure, message } = await failureOf(login());
    expect(failure).toBe('invalid_id_token');
    expect(message).toMatch(/signature/i);
  });

  it('refuses an ID token for another audience, naming the claim', async () => {
    provider.tampering = { claims: { aud: 'another-app', azp: undefined } };
    const { failure, message } = await failureOf(login());
    expect(failure).toBe('invalid_id_token');
    expect(message).toContain('"aud"');
  });

  it("reports the token endpoint's refusal as token_exchange_failed with its error code", async () => {
    expect(await failureOf(login({ codeVerifier: randomUrlToken() }))).toEqual({
      failure: 'token_exchange_failed',
      message: 'The token endpoint refused the code (invalid_grant).',
    });
  });
});

describe('createGoogleOidc against an unusable issuer', () => {
  it('refuses a plain-http issuer that is not loopback, without reaching it', async () => {
    const oidc = createGoogleOidc({ issuer: 'http://accounts.example.invalid', clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    const request = { redirectUri: REDIRECT_URI, state: 's', nonce: 'n', codeChallenge: 'c' };
    expect((await failureOf(oidc.authorizationUrl(request))).failure).toBe('provider_unavailable');
  });

  it('reports a provider that is gone as provider_unavailable', async () => {
    const provider = await startFakeOidcProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    const issuer = provider.issuer;
    await provider.close();
    const oidc = createGoogleOidc({ issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    const request = { redirectUri: REDIRECT_URI, state: 's', nonce: 'n', codeChallenge: 'c' };
    expect((await failureOf(oidc.authorizationUrl(request))).failure).toBe('provider_unavailable');
  });
});
