import { errors as joseErrors, importJWK, importSPKI, jwtVerify } from 'jose';
import type { CryptoKey, JWK, JWTPayload } from 'jose';

/**
 * The mobile app's sign-in token for its webviews (docs/product/accounts.md "custom token
 * sign-in from the query parameter token"): an ES256 JWT for our audience that
 * lives at most 5 minutes and carries a single-use id (jti). The app's backend
 * signs it; we hold only the public key (WEBVIEW_JWT_PUBLIC_KEY).
 */

/** The longest a token may live, from iat to exp. */
export const WEBVIEW_TOKEN_MAX_LIFETIME_SECONDS = 300;
/** Clock difference between the app's backend and us that we forgive. */
export const WEBVIEW_CLOCK_TOLERANCE_SECONDS = 30;

export class WebviewKeyError extends Error {}

/** Why a token was refused; the message is what the app shows or logs. */
export class WebviewTokenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebviewTokenError';
  }
}

export interface WebviewTokenClaims {
  subject: string;
  jti: string;
  /** When the token stops being accepted (exp plus the tolerance): its id must be remembered until then. */
  acceptableUntil: Date;
  email: string | null;
  emailVerified: boolean;
}

/**
 * Imports the configured public key: a PEM SubjectPublicKeyInfo ("BEGIN PUBLIC KEY",
 * with real or \n-escaped newlines) or a JWK as JSON. A private key is refused: the
 * server must never hold the app's signing key.
 */
export async function importWebviewPublicKey(text: string): Promise<CryptoKey> {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('{')) {
      const jwk = JSON.parse(trimmed) as JWK;
      if (jwk.d !== undefined) throw new WebviewKeyError('WEBVIEW_JWT_PUBLIC_KEY is a private key; configure the public key only');
      if (jwk.kty !== 'EC' || jwk.crv !== 'P-256') throw new WebviewKeyError('WEBVIEW_JWT_PUBLIC_KEY must be a P-256 (ES256) key');
      const key = await importJWK(jwk, 'ES256');
      if (key instanceof Uint8Array) throw new WebviewKeyError('WEBVIEW_JWT_PUBLIC_KEY must be a P-256 (ES256) key');
      return key;
    }
    if (trimmed.includes('PRIVATE KEY')) throw new WebviewKeyError('WEBVIEW_JWT_PUBLIC_KEY is a private key; configure the public key only');
    return await importSPKI(trimmed.replace(/\\n/g, '\n'), 'ES256');
  } catch (error) {
    if (error instanceof WebviewKeyError) throw error;
    throw new WebviewKeyError('WEBVIEW_JWT_PUBLIC_KEY is not an ES256 public key (PEM "BEGIN PUBLIC KEY" or a JWK as JSON)', { cause: error });
  }
}

const boundedString = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

export async function verifyWebviewToken(
  token: string,
  key: CryptoKey,
  expected: { audience: string; now: Date },
): Promise<WebviewTokenClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      // Only ES256: never HS256 with the public key as a secret, never none.
      algorithms: ['ES256'],
      audience: expected.audience,
      requiredClaims: ['exp', 'iat', 'jti', 'sub'],
      clockTolerance: WEBVIEW_CLOCK_TOLERANCE_SECONDS,
      // Also refuses an iat in the future.
      maxTokenAge: WEBVIEW_TOKEN_MAX_LIFETIME_SECONDS,
      currentDate: expected.now,
    }));
  } catch (cause) {
    throw new WebviewTokenError(describeFailure(cause), { cause });
  }
  const { exp, iat, jti, sub } = payload;
  if (exp === undefined || iat === undefined) throw new WebviewTokenError('The sign-in token has no expiry.');
  if (exp - iat > WEBVIEW_TOKEN_MAX_LIFETIME_SECONDS) throw new WebviewTokenError('The sign-in token lives longer than 5 minutes.');
  if (exp <= iat) throw new WebviewTokenError('The sign-in token expires before it was issued.');
  if (!boundedString(jti, 200)) throw new WebviewTokenError('The sign-in token has no usable id (jti).');
  if (!boundedString(sub, 255)) throw new WebviewTokenError('The sign-in token has no usable subject.');
  const email = boundedString(payload.email, 254) ? payload.email : null;
  return {
    subject: sub,
    jti,
    acceptableUntil: new Date((exp + WEBVIEW_CLOCK_TOLERANCE_SECONDS) * 1000),
    email,
    emailVerified: email !== null && payload.email_verified === true,
  };
}

function describeFailure(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'The sign-in token has expired.';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.reason === 'missing') return `The sign-in token has no "${error.claim}" claim.`;
    if (error.claim === 'aud') return 'The sign-in token is for another app (audience).';
    if (error.claim === 'iat' || error.claim === 'nbf') return 'The sign-in token is not valid yet.';
    return `The sign-in token is missing or has a bad "${error.claim}" claim.`;
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'The sign-in token must be signed with ES256.';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'The sign-in token signature is invalid.';
  return 'The sign-in token is malformed.';
}
