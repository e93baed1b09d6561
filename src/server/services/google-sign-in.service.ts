import { timingSafeEqual } from 'node:crypto';
import type { GoogleOidc } from '../auth/google-oidc.js';
import { OidcError, pkceChallenge, randomUrlToken } from '../auth/google-oidc.js';
import type { Database } from '../db/database.js';
import { deleteExpiredOidcLogins, insertOidcLogin, takeOidcLogin } from '../db/repositories/oidc-logins.repository.js';
import type { OidcLogin } from '../db/repositories/oidc-logins.repository.js';
import type { AccountSteps } from './account-steps.js';
import { AppError } from './errors.js';
import type { Publisher } from './publisher.js';
import { signIn } from './sign-in.service.js';
import type { SignInResult } from './sign-in.service.js';

/** A login started and not come back within this is refused (docs/product/accounts.md: about 10 minutes). */
export const GOOGLE_LOGIN_TTL_MS = 10 * 60_000;

export type GoogleSignInMode = 'popup' | 'redirect';

export interface GoogleSignInDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
  adminEmails: readonly string[];
  accountSteps: AccountSteps;
  oidc: GoogleOidc;
}

/**
 * Why a Google sign-in did not happen. The web app alerts `code` and `message`
 * (docs/product/accounts.md "Google sign-in error: alert with code and message; the dialog closes").
 */
export class GoogleSignInError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** What the log should say beyond the user-facing message. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'GoogleSignInError';
  }
}

export interface GoogleStart {
  mode: GoogleSignInMode;
  thenNavigate: string;
  anonUid?: string | undefined;
  takeoverCode?: string | undefined;
  redirectUri: string;
}

/**
 * Stores a pending login (state, nonce, PKCE verifier and where to go after) and
 * returns the provider URL. The state is also what the caller binds to the browser.
 */
export async function startGoogleSignIn(deps: GoogleSignInDeps, start: GoogleStart): Promise<{ authorizationUrl: string; state: string }> {
  const now = deps.now();
  const state = randomUrlToken();
  const nonce = randomUrlToken();
  const codeVerifier = randomUrlToken();
  let authorizationUrl: string;
  try {
    authorizationUrl = await deps.oidc.authorizationUrl({ redirectUri: start.redirectUri, state, nonce, codeChallenge: await pkceChallenge(codeVerifier) });
  } catch (error) {
    throw toGoogleSignInError(error);
  }
  await deleteExpiredOidcLogins(deps.db, now);
  await insertOidcLogin(deps.db, {
    state,
    nonce,
    codeVerifier,
    mode: start.mode,
    thenNavigate: start.thenNavigate,
    anonUid: start.anonUid ?? null,
    takeoverCode: start.takeoverCode ?? null,
    expiresAt: new Date(now.getTime() + GOOGLE_LOGIN_TTL_MS),
  });
  return { authorizationUrl, state };
}

export interface GoogleCallback {
  state: string | undefined;
  code: string | undefined;
  /** The provider's `error` parameter (the person cancelled, or the provider refused). */
  error: string | undefined;
  /** The state this browser started with (its binding cookie). */
  browserState: string | undefined;
  currentToken: string | undefined;
  redirectUri: string;
}

export type GoogleCallbackOutcome =
  | { ok: true; login: OidcLogin; result: SignInResult }
  | { ok: false; login: OidcLogin | undefined; error: GoogleSignInError; unexpected?: unknown };

/**
 * Finishes a login: the state is consumed first (single use, even on failure), then
 * checked against the browser that started it, then the code is exchanged with the
 * PKCE verifier, the ID token verified, and only then does anyone get signed in.
 */
export async function completeGoogleSignIn(deps: GoogleSignInDeps, callback: GoogleCallback): Promise<GoogleCallbackOutcome> {
  const now = deps.now();
  const login = callback.state ? await takeOidcLogin(deps.db, callback.state) : undefined;
  try {
    if (!login || login.expiresAt.getTime() <= now.getTime()) {
      throw new GoogleSignInError('invalid_state', 'This Google sign-in has expired or was already used. Please try again.');
    }
    if (!callback.browserState || !sameText(callback.browserState, login.state)) {
      // Login CSRF: someone else's callback URL opened in this browser.
      throw new GoogleSignInError('invalid_state', 'This Google sign-in was started in another browser or tab. Please try again.');
    }
    if (callback.error !== undefined) {
      if (callback.error === 'access_denied') throw new GoogleSignInError('access_denied', 'Google sign-in was cancelled.');
      const reason = callback.error.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 60);
      throw new GoogleSignInError('provider_error', `Google could not sign you in (${reason}). Please try again.`);
    }
    if (!callback.code) throw new GoogleSignInError('provider_error', 'Google came back without a sign-in code. Please try again.');

    let identity;
    try {
      identity = await deps.oidc.completeLogin({
        code: callback.code,
        state: login.state,
        codeVerifier: login.codeVerifier,
        nonce: login.nonce,
        redirectUri: callback.redirectUri,
        now,
      });
    } catch (error) {
      throw toGoogleSignInError(error);
    }

    const result = await signIn(
      deps,
      {
        identity: { provider: 'google', subject: identity.subject, email: identity.email, emailVerified: identity.emailVerified },
        currentToken: callback.currentToken,
        anonUid: login.anonUid ?? undefined,
        takeoverCode: login.takeoverCode ?? undefined,
      },
    );
    return { ok: true, login, result };
  } catch (error) {
    if (error instanceof GoogleSignInError) return { ok: false, login, error };
    if (error instanceof AppError && error.code !== 'internal' && error.code !== 'database_unavailable') {
      return { ok: false, login, error: new GoogleSignInError(error.code, error.message) };
    }
    // Still answered through the popup or the redirect, never as a bare 500; the caller logs it.
    return { ok: false, login, error: new GoogleSignInError('internal', 'Something went wrong on our side. Please try again.'), unexpected: error };
  }
}

const MESSAGES: Record<OidcError['failure'], string> = {
  provider_unavailable: 'Google sign-in is not reachable right now. Please try again in a moment.',
  token_exchange_failed: 'Google did not confirm the sign-in. Please try again.',
  invalid_id_token: "Google's answer could not be verified, so you were not signed in. Please try again.",
};

function toGoogleSignInError(error: unknown): GoogleSignInError {
  if (error instanceof OidcError) return new GoogleSignInError(error.failure, MESSAGES[error.failure], error.message);
  return new GoogleSignInError('provider_unavailable', MESSAGES.provider_unavailable, error instanceof Error ? error.message : String(error));
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
