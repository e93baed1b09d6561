// A fake OpenID Connect provider on loopback for Google sign-in tests: real HTTP, a real
// discovery document and JWKS, codes bound to the PKCE challenge, real RS256 ID tokens.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { CryptoKey, JWTPayload } from 'jose';

export interface FakeUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
}

/** How the next ID tokens are made wrong, for refusal tests. */
export interface IdTokenTampering {
  /** Claims replaced (undefined removes one). */
  claims?: Record<string, unknown>;
  /** Sign with a key the JWKS does not hold (same kid, so only the signature is wrong). */
  foreignKey?: boolean;
}

export interface TokenRequestRecord {
  authMethod: 'client_secret_post' | 'client_secret_basic' | 'none';
  form: Record<string, string>;
}

export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at /authorize next. */
  user: FakeUser;
  /** When set, /authorize sends the browser back with ?error= instead of a code. */
  authorizeError: string | undefined;
  tampering: IdTokenTampering | undefined;
  /** Every /authorize query and /token request, in order. */
  authorizeRequests: URLSearchParams[];
  tokenRequests: TokenRequestRecord[];
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  nonce: string;
  codeChallenge: string;
  user: FakeUser;
}

const KID = 'fake-key-1';
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

export async function startFakeOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  authMethods?: string[];
}): Promise<FakeOidcProvider> {
  const keys = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();

  const provider: FakeOidcProvider = {
    issuer: '',
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    user: { sub: 'google-user-1', email: 'player@example.com', email_verified: true },
    authorizeError: undefined,
    tampering: undefined,
    authorizeRequests: [],
    tokenRequests: [],
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const signIdToken = async (issued: IssuedCode): Promise<string> => {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      iss: provider.issuer,
      aud: issued.clientId,
      azp: issued.clientId,
      sub: issued.user.sub,
      email: issued.user.email,
      email_verified: issued.user.email_verified,
      nonce: issued.nonce,
      iat: now,
      exp: now + 3600,
      ...provider.tampering?.claims,
    };
    const payload = Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined)) as JWTPayload;
    const key: CryptoKey = provider.tampering?.foreignKey ? foreign.privateKey : keys.privateKey;
    return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' }).sign(key);
  };

  const token = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    let clientId = form.client_id;
    let clientSecret = form.client_secret;
    let authMethod: TokenRequestRecord['authMethod'] = clientSecret === undefined ? 'none' : 'client_secret_post';
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    if (basic) {
      const [user = '', password = ''] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(user);
      clientSecret = decodeURIComponent(password);
      authMethod = 'client_secret_basic';
    }
    provider.tokenRequests.push({ authMethod, form });
    const allowed = options.authMethods ?? ['client_secret_post', 'client_secret_basic'];
    if (!allowed.includes(authMethod) || clientId !== provider.clientId || clientSecret !== provider.clientSecret) {
      return json(res, 401, { error: 'invalid_client' });
    }
    if (form.grant_type !== 'authorization_code') return json(res, 400, { error: 'unsupported_grant_type' });
    const issued = form.code === undefined ? undefined : codes.get(form.code);
    if (form.code !== undefined) codes.delete(form.code); // single use
    if (!issued || issued.clientId !== clientId || issued.redirectUri !== form.redirect_uri) return json(res, 400, { error: 'invalid_grant' });
    // RFC 7636 §4.6: S256(code_verifier) must equal the code_challenge sent to /authorize.
    if (form.code_verifier === undefined || sha256(form.code_verifier) !== issued.codeChallenge) {
      return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    }
    return json(res, 200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile', id_token: await signIdToken(issued) });
  };

  const authorize = (url: URL, res: http.ServerResponse) => {
    const q = url.searchParams;
    provider.authorizeRequests.push(q);
    const redirectUri = q.get('redirect_uri');
    if (!redirectUri || q.get('client_id') !== provider.clientId) return json(res, 400, { error: 'invalid_request' });
    const back = new URL(redirectUri);
    const state = q.get('state');
    if (state !== null) back.searchParams.set('state', state);
    const fail = (error: string) => {
      back.searchParams.set('error', error);
      res.writeHead(302, { location: back.toString() }).end();
    };
    if (provider.authorizeError) return fail(provider.authorizeError);
    if (q.get('response_type') !== 'code' || !q.get('scope')?.split(' ').includes('openid')) return fail('invalid_request');
    if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge') || !q.get('nonce')) return fail('invalid_request');
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { clientId: provider.clientId, redirectUri, nonce: q.get('nonce')!, codeChallenge: q.get('code_challenge')!, user: { ...provider.user } });
    back.searchParams.set('code', code);
    res.writeHead(302, { location: back.toString() }).end();
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', provider.issuer);
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: options.authMethods ?? ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (req.method === 'GET' && url.pathname === '/jwks') return json(res, 200, { keys: [publicJwk] });
    if (req.method === 'GET' && url.pathname === '/authorize') return authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/token') {
      token(req, res).catch((error: unknown) => json(res, 500, { error: 'server_error', error_description: String(error) }));
      return;
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return provider;
}
