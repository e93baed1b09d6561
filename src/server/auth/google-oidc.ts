import * as client from 'openid-client';
import type { Configuration, CustomFetch, ServerMetadata } from 'openid-client';

/**
 * Sign-in with Google as an OpenID Connect relying party, on `openid-client`: discovery,
 * the authorization-code flow with PKCE (S256), state and nonce, and the ID token checked
 * (issuer, audience, authorized party, nonce, times, and its signature against the issuer's
 * published keys). The issuer is configurable (GOOGLE_ISSUER) so tests run the whole flow
 * against a loopback provider.
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
  /** Trades the code (with the PKCE verifier) for an ID token and verifies it. */
  completeLogin(request: { code: string; state: string; codeVerifier: string; nonce: string; redirectUri: string; now: Date }): Promise<GoogleIdentityClaims>;
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

/** 256 random bits, url-safe: states, nonces and PKCE verifiers. */
export const randomUrlToken = (): string => client.randomPKCECodeVerifier();

/** RFC 7636 S256: the challenge is the verifier's SHA-256, base64url. */
export const pkceChallenge = (verifier: string): Promise<string> => client.calculatePKCECodeChallenge(verifier);

/**
 * openid-client refuses plain-http providers. Only a provider on this machine (the tests' fake
 * provider) is let through; any other http issuer stays refused.
 */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function createGoogleOidc(config: GoogleOidcConfig): GoogleOidc {
  const issuer = new URL(config.issuer);
  const timeoutSeconds = (config.timeoutMs ?? 10_000) / 1000;
  let cached: { at: number; value: Promise<Configuration> } | undefined;

  const connect = async (): Promise<Configuration> => {
    let discovered: Configuration;
    try {
      discovered = await client.discovery(issuer, config.clientId, undefined, undefined, {
        timeout: timeoutSeconds,
        execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
      });
    } catch (cause) {
      throw new OidcError('provider_unavailable', `The discovery document of ${issuer.href} could not be fetched or is not valid.`, { cause });
    }
    const server = discovered.serverMetadata();
    const relyingParty = new client.Configuration(server, config.clientId, { [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS }, clientAuth(server, config.clientSecret));
    relyingParty.timeout = timeoutSeconds;
    relyingParty[client.customFetch] = classifyingFetch(server);
    if (isLoopbackHttp(issuer)) client.allowInsecureRequests(relyingParty);
    // The ID token's signature is checked against the provider's keys, not only trusted for having come over TLS.
    client.enableNonRepudiationChecks(relyingParty);
    return relyingParty;
  };

  const discover = () => {
    if (!cached || Date.now() - cached.at > DISCOVERY_MAX_AGE_MS) {
      const entry = { at: Date.now(), value: connect() };
      cached = entry;
      // A failed fetch is not cached: the next sign-in tries again.
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      const relyingParty = await discover();
      return client
        .buildAuthorizationUrl(relyingParty, {
          response_type: 'code',
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          state,
          nonce,
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
          prompt: 'select_account',
        })
        .toString();
    },

    async completeLogin({ code, state, codeVerifier, nonce, redirectUri, now }) {
      const relyingParty = await discover();
      // The callback's state was already matched to the stored login; only code and state go on.
      const callbackUrl = new URL(redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', state);
      let claims: client.IDToken | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(relyingParty, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw toOidcError(error);
      }
      if (claims === undefined) throw new OidcError('token_exchange_failed', 'The token endpoint answered without an ID token.');
      return identityFrom(claims, now);
    },
  };
}

/** OpenID Connect Core: client_secret_basic is the default; Google also takes client_secret_post, which we prefer. */
function clientAuth(server: ServerMetadata, secret: string): client.ClientAuth {
  const methods = server.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  return methods.includes('client_secret_post') || !methods.includes('client_secret_basic') ? client.ClientSecretPost(secret) : client.ClientSecretBasic(secret);
}

/**
 * fetch that names the provider's failures as ours to report: an unreachable token endpoint or key
 * set (provider_unavailable), a token endpoint that refuses the code or answers without an ID token
 * (token_exchange_failed). Whatever openid-client refuses after that is the ID token's fault.
 */
function classifyingFetch(server: ServerMetadata): CustomFetch {
  return async (url, options) => {
    const isTokenEndpoint = url === server.token_endpoint;
    let response: Response;
    try {
      // The same options openid-client would give fetch; Node 20's types just lack Uint8Array<ArrayBufferLike> bodies.
      response = await fetch(url, options as RequestInit);
    } catch (cause) {
      throw new OidcError('provider_unavailable', `${isTokenEndpoint ? 'The token endpoint' : 'The provider keys'} could not be reached.`, { cause });
    }
    const body: unknown = await response.clone().json().catch(() => undefined);
    if (isTokenEndpoint) {
      if (!response.ok) throw new OidcError('token_exchange_failed', `The token endpoint refused the code (${refusalReason(body, response.status)}).`);
      if (!hasString(body, 'id_token')) throw new OidcError('token_exchange_failed', 'The token endpoint answered without an ID token.');
    } else if (url === server.jwks_uri && (!response.ok || !isKeySet(body))) {
      throw new OidcError('provider_unavailable', 'The provider keys could not be fetched.');
    }
    return response;
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const hasString = (value: unknown, key: string) => isObject(value) && typeof value[key] === 'string' && value[key] !== '';
const isKeySet = (value: unknown) => isObject(value) && Array.isArray(value.keys);

function refusalReason(body: unknown, status: number): string {
  return isObject(body) && typeof body.error === 'string' ? body.error : `HTTP ${status}`;
}

/** Our classified failure if the fetch raised one (openid-client wraps it), else the ID token was refused. */
function toOidcError(error: unknown): OidcError {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof OidcError) return cause;
  }
  return new OidcError('invalid_id_token', `The ID token was refused: ${innermostMessage(error)}`, { cause: error });
}

/** openid-client's outer messages are generic ('unexpected JWT claim value encountered'); the cause names the claim. */
function innermostMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  for (let cause: unknown = error instanceof Error ? error.cause : undefined; cause instanceof Error; cause = cause.cause) message = cause.message;
  return message;
}

/** Checks openid-client leaves to us: issued-at within bounds, a usable subject, and what we keep of the email. */
function identityFrom(claims: client.IDToken, now: Date): GoogleIdentityClaims {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (claims.iat > nowSeconds + CLOCK_TOLERANCE_SECONDS) throw new OidcError('invalid_id_token', 'The ID token is not valid yet.');
  if (claims.iat < nowSeconds - MAX_ID_TOKEN_AGE_SECONDS - CLOCK_TOLERANCE_SECONDS) throw new OidcError('invalid_id_token', 'The ID token is too old.');
  if (claims.sub.length === 0 || claims.sub.length > 255) throw new OidcError('invalid_id_token', 'The ID token has no usable subject.');
  const email = typeof claims.email === 'string' && claims.email.length <= 254 ? claims.email : null;
  // Google has sent email_verified as the string "true" in the past.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return { subject: claims.sub, email, emailVerified: email !== null && verified };
}
