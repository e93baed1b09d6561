// SPEC §4 Authentication: a visitor is signed in anonymously, with retries, unless the page is
// an email-link sign-in or the mobile app is waiting for a token. SPEC §9: anonymous sign-in is
// tried 5 times with a doubling delay from 1000 ms.
import { MeSchema, type User } from '../../contracts/users.js';
import { ApiError, apiGet, apiPost } from './api-client.js';
import { isBotMode } from './bot.js';

export const ANONYMOUS_SIGN_IN_ATTEMPTS = 5;
export const ANONYMOUS_SIGN_IN_FIRST_DELAY_MS = 1000;

/** Pages where another sign-in is under way, so an anonymous session must not be started. */
export function shouldSkipAnonymousSession(pathname: string, search: string): boolean {
  if (pathname === '/finish-email-sign-in' || pathname.startsWith('/finish-email-sign-in/')) return true;
  return pathname.startsWith('/webview/') && new URLSearchParams(search).has('token');
}

export interface RetryOptions {
  attempts?: number;
  firstDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads the session and, when there is none, starts an anonymous one. Retries what can be retried. */
export async function signInAnonymously(options: RetryOptions = {}): Promise<User> {
  const attempts = options.attempts ?? ANONYMOUS_SIGN_IN_ATTEMPTS;
  const sleep = options.sleep ?? defaultSleep;
  let delay = options.firstDelayMs ?? ANONYMOUS_SIGN_IN_FIRST_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      const me = await apiGet('/api/me', MeSchema);
      if (me.user) return me.user;
      const created = await apiPost('/api/session/anonymous', {}, MeSchema);
      if (created.user) return created.user;
      throw new ApiError('no_session', 'The server did not start a session.', null, 500);
    } catch (error) {
      const retryable = error instanceof ApiError && error.retryable;
      if (!retryable || attempt >= attempts) throw error;
      await sleep(delay);
      delay *= 2;
    }
  }
}

let current: Promise<User | null> | null = null;

/**
 * Resolves to the signed-in user, or null when this page must not sign in (bots, token pages)
 * or every attempt failed (logged as a warning; the next call tries again).
 * `refresh` re-reads the session, e.g. when the live connection keeps being refused.
 */
export function ensureSession(options: { refresh?: boolean } = {}): Promise<User | null> {
  if (isBotMode() || shouldSkipAnonymousSession(location.pathname, location.search)) return Promise.resolve(null);
  if (current && !options.refresh) return current;
  const attempt = signInAnonymously().catch((error: unknown) => {
    console.warn('Anonymous sign-in failed', error);
    if (current === attempt) current = null;
    return null;
  });
  current = attempt;
  return attempt;
}
