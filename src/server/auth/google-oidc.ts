import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { z } from 'zod';

/**
 * Sign-in with Google as an OpenID Connect relying party (issue #4): the
 * authorization-code flow with PKCE (S256), state and nonce, and the ID token
 * verified against the issuer's published keys. The issuer is configurable
 * (GOOGLE_ISSUER) so tests run the whole flow against a loopback provider.
 */

export type OidcFailure =
  /** The issuer's discovery document or keys could not be fetched or made no sense. */
  | 'provider_unavailable'
  /** The token endpoint refused the code (or answered nonsense). */
  | 'token_exchange_failed'
  /** The ID token failed verification: signature, issuer, audience, nonce, times or claims. */
  | 'invalid_id_token';

export class OidcError extends Error {
  constructor(
    readonly failure: OidcFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OidcError';
  }
}

/** What a verified ID token says about the person. */
export interface GoogleIdentityClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export interface GoogleOidc {
  /** The provider URL to send the browser to. Fetches (and caches) the discovery document. */
  authorizationUrl(request: { redirectUri: string; state: string; nonce: string; codeChallenge: string }): Promise<string>;
  /** Trades the code for tokens at the token endpoint; returns the raw ID token. */
  exchangeCode(request: { code: string; codeVerifier: string; redirectUri: string }): Promise<string>;
  verifyIdToken(idToken: string, expected: { nonce: string; now: Date }): Promise<GoogleIdentityClaims>;
}

export interface GoogleOidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Per request to the provider. */
  timeoutMs?: number;
}

/** Seconds of clock difference between us and the provider that we forgive. */
export const CLOCK_TOLERANCE_SECONDS = 30;
/** An ID token is minted at the code exchange, moments before we read it. */
const MAX_ID_TOKEN_AGE_SECONDS = 600;
/** The discovery document changes rarely; refetch it daily. */
const DISCOVERY_MAX_AGE_MS = 24 * 3_600_000;
/** Signature algorithms we accept; never HS* (a shared secret is not a provider key) or none. */
const ASYMMETRIC_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
/** Google documents both forms of its issuer in ID tokens. */
const GOOGLE_ISSUER = 'https://accounts.google.com';
const GOOGLE_ISSUER_ALIAS = 'accounts.google.com';

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
});
type Discovery = z.infer<typeof DiscoverySchema>;

const TokenResponseSchema = z.object({ id_token: z.string().min(1) });
const TokenErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/** 256 random bits, url-safe: states, nonces and PKCE verifiers. */
export function randomUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** RFC 7636 S256: the challenge is the verifier's SHA-256, base64url. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function createGoogleOidc(config: GoogleOidcConfig): GoogleOidc {
  const issuer = trimSlash(config.issuer);
  const timeoutMs = config.timeoutMs ?? 10_000;
  let cached: { at: number; value: Promise<{ doc: Discovery; jwks: ReturnType<typeof createRemoteJWKSet> }> } | undefined;

  const discover = () => {
    if (!cached || Date.now() - cached.at > DISCOVERY_MAX_AGE_MS) {
      const value = fetchDiscovery(issuer, timeoutMs).then((doc) => ({
        doc,
        jwks: createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: timeoutMs }),
      }));
      const entry = { at: Date.now(), value };
      cached = entry;
      // A failed fetch is not cached: the next sign-in tries again.
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      const { doc } = await discover();
      const url = new URL(doc.authorization_endpoint);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', 'openid email profile');
      url.searchParams.set('state', state);
      url.searchParams.set('nonce', nonce);
      url.searchParams.set('code_challenge', codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      url.searchParams.set('prompt', 'select_account');
      return url.toString();
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const { doc } = await discover();
      const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier });
      const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
      // OIDC Core §9: client_secret_basic is the default; Google also takes client_secret_post.
      const methods = doc.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
      if (methods.includes('client_secret_post') || !methods.includes('client_secret_basic')) {
        form.set('client_id', config.clientId);
        form.set('client_secret', config.clientSecret);
      } else {
        // RFC 6749 §2.3.1: both parts are form-encoded before base64.
        const user = encodeURIComponent(config.clientId);
        const password = encodeURIComponent(config.clientSecret);
        headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
      }
      let response: Response;
      try {
        response = await fetch(doc.token_endpoint, { method: 'POST', headers, body: form, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
      } catch (cause) {
        throw new OidcError('provider_unavailable', 'The token endpoint could not be reached.', { cause });
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const refused = TokenErrorSchema.safeParse(body);
        const reason = refused.success ? refused.data.error : `HTTP ${response.status}`;
        throw new OidcError('token_exchange_failed', `The token endpoint refused the code (${reason}).`);
      }
      const parsed = TokenResponseSchema.safeParse(body);
      if (!parsed.success) throw new OidcError('token_exchange_failed', 'The token endpoint answered without an ID token.');
      return parsed.data.id_token;
    },

    async verifyIdToken(idToken, expected) {
      const { doc, jwks } = await discover();
      const advertised = doc.id_token_signing_alg_values_supported ?? ['RS256'];
      const algorithms = advertised.filter((alg) => ASYMMETRIC_ALGORITHMS.includes(alg));
      const issuers = doc.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, GOOGLE_ISSUER_ALIAS] : [doc.issuer];
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, {
          issuer: issuers,
          audience: config.clientId,
          algorithms: algorithms.length > 0 ? algorithms : ['RS256'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          maxTokenAge: MAX_ID_TOKEN_AGE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
          currentDate: expected.now,
        }));
      } catch (cause) {
        if (isKeyFetchFailure(cause)) throw new OidcError('provider_unavailable', 'The provider keys could not be fetched.', { cause });
        throw new OidcError('invalid_id_token', describeJoseFailure(cause), { cause });
      }
      if (payload.nonce !== expected.nonce) throw new OidcError('invalid_id_token', 'The ID token answers another sign-in (nonce mismatch).');
      // OIDC Core §3.1.3.7: with several audiences the authorized party must be present, and it must be us.
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (audiences.length > 1 && payload.azp === undefined) throw new OidcError('invalid_id_token', 'The ID token names several audiences and no authorized party.');
      if (payload.azp !== undefined && payload.azp !== config.clientId) throw new OidcError('invalid_id_token', 'The ID token was issued to another app (azp).');
      if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255) {
        throw new OidcError('invalid_id_token', 'The ID token has no usable subject.');
      }
      const email = typeof payload.email === 'string' && payload.email.length <= 254 ? payload.email : null;
      // Google has sent email_verified as the string "true" in the past.
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      return { subject: payload.sub, email, emailVerified: email !== null && verified };
    },
  };
}

async function fetchDiscovery(issuer: string, timeoutMs: number): Promise<Discovery> {
  const where = `${issuer}/.well-known/openid-configuration`;
  let body: unknown;
  try {
    const response = await fetch(where, { headers: { accept: 'application/json' }, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (cause) {
    throw new OidcError('provider_unavailable', `The discovery document at ${where} could not be fetched.`, { cause });
  }
  const parsed = DiscoverySchema.safeParse(body);
  if (!parsed.success) throw new OidcError('provider_unavailable', `The discovery document at ${where} is not valid.`);
  const doc = parsed.data;
  // OpenID Connect Discovery §4.3: the document must name the issuer we asked.
  if (trimSlash(doc.issuer) !== issuer) throw new OidcError('provider_unavailable', `The discovery document names issuer ${doc.issuer}, not ${issuer}.`);
  // Endpoints of an https issuer must be https too: the code, the secret and the keys travel there.
  if (issuer.startsWith('https:')) {
    for (const endpoint of [doc.authorization_endpoint, doc.token_endpoint, doc.jwks_uri]) {
      if (!endpoint.startsWith('https:')) throw new OidcError('provider_unavailable', `The discovery document points at ${endpoint}, which is not https.`);
    }
  }
  return doc;
}

/** One readable line per reason jose refuses a token; details stay in the log. */
function describeJoseFailure(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'The ID token has expired.';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.reason === 'missing') return `The ID token has no "${error.claim}" claim.`;
    if (error.claim === 'aud') return 'The ID token was issued to another app (audience).';
    if (error.claim === 'iss') return 'The ID token comes from an unexpected issuer.';
    if (error.claim === 'iat' || error.claim === 'nbf') return 'The ID token is not valid yet.';
    return `The ID token is missing or has a bad "${error.claim}" claim.`;
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'The ID token signature is invalid.';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'The ID token was signed with a key the provider does not publish.';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'The ID token uses a signature algorithm we do not accept.';
  return 'The ID token is malformed.';
}

/** The JWKS could not be fetched (network, timeout, non-200, not a key set): the provider's fault, not the token's. */
function isKeyFetchFailure(error: unknown): boolean {
  if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid) return true;
  if (!(error instanceof joseErrors.JOSEError)) return true;
  return error.code === 'ERR_JOSE_GENERIC';
}
