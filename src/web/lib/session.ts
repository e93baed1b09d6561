// docs/product/accounts.md#sign-in: a visitor is signed in anonymously, with retries, unless the page is
// an email-link sign-in or the mobile app is waiting for a token. docs/product/accounts.md: anonymous sign-in is
// tried 5 times with a doubling delay from 1000 ms.
//
// Also the page's one record of who the visitor is (`useSessionUser`): the menu, the bottom
// navigation and the account dialogs read it; sign-in, sign-out and deletion write it.
import { MeSchema, type User } from '../../contracts/users.js';
import { ApiError, apiGet, apiPost } from './api-client.js';
import { isBotMode } from './bot.js';
import { forgetLocalPlayerUnlessOwnedBy, localStore } from './local-player.js';
import { createStore } from './store.js';

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

// --- Who the visitor is -------------------------------------------------------------------

/** undefined: not known yet; null: no session (bots, or every attempt failed). */
const user = createStore<User | null | undefined>(undefined);

export const getSessionUser = user.get;
export const useSessionUser = user.use;

/** Records who the visitor now is; initials kept on the device go when the user changes (docs/product/accounts.md). */
export function setSessionUser(next: User | null): void {
  const store = next && localStore();
  if (store) forgetLocalPlayerUnlessOwnedBy(next.uid, store);
  user.set(next);
}

let channel: BroadcastChannel | null | undefined;

/** This tab's end of the channel on which tabs say the session changed (one object: no echo). */
export function sessionChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel('sportsball:session') : null;
  return channel;
}

// --- Starting the session -----------------------------------------------------------------

let current: Promise<User | null> | null = null;
/** A sign-in of this page (email link, webview token) is under way: no anonymous session yet. */
let pageSignInPending = false;

/** Called once at start when the page itself signs in (docs/product/accounts.md#anonymous-players: no anonymous session first). */
export function holdAnonymousSession(): void {
  pageSignInPending = true;
}

/** The page's own sign-in has settled (either way): sessions may start again. */
export function releaseAnonymousSession(): void {
  pageSignInPending = false;
  current = null;
}

/** What a player is told when ensureSession resolves to null at a tap that needs a session. */
export const SESSION_FAILED_TEXT = 'Sportsball could not start your session. Check your connection and try again.';

/**
 * Resolves to the signed-in user, or null when this page must not sign in (bots, token pages)
 * or every attempt failed (logged as a warning; the next call tries again).
 * `refresh` re-reads the session, e.g. when the live connection keeps being refused.
 */
export function ensureSession(options: { refresh?: boolean } = {}): Promise<User | null> {
  if (isBotMode() || pageSignInPending) return Promise.resolve(null);
  if (current && !options.refresh) return current;
  const attempt = signInAnonymously().then(
    (signedIn) => {
      if (current === attempt) setSessionUser(signedIn);
      return signedIn;
    },
    (error: unknown) => {
      console.warn('Anonymous sign-in failed', error);
      if (current === attempt) current = null;
      return null;
    },
  );
  current = attempt;
  return attempt;
}

/** After a sign-in, sign-out or deletion: the server's answer is who the visitor is now. */
export function replaceSession(next: User | null): void {
  current = next ? Promise.resolve(next) : null;
  setSessionUser(next);
}
