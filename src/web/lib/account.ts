// What every change of who the visitor is sets in motion: the page's record of the user, the
// live connection (the server knows a socket's user from the cookie it opened with), and the
// other tabs of this browser, which share the cookie and would otherwise show the old user.
// Used by the account screens (downloaded on demand); main.tsx only listens to other tabs.
import { MeSchema, type User } from '../../contracts/users.js';
import { apiGet } from './api-client.js';
import { ensureSession, getSessionUser, releaseAnonymousSession, replaceSession, sessionChannel } from './session.js';
import { getLiveClient } from './use-live.js';

function follow(user: User | null): void {
  const before = getSessionUser();
  replaceSession(user);
  // Same visitor (a look that found nothing new, a profile change): the socket is still theirs.
  if (before?.uid !== user?.uid || before?.type !== user?.type) getLiveClient().reconnect();
}

/** After a sign-in, sign-out or deletion answered by the server with the visitor's new user. */
export function applySessionChange(user: User | null): void {
  follow(user);
  sessionChannel()?.postMessage('session-changed');
}

/** Re-reads the session from the server (another tab signed in, a Google popup finished). */
export async function refreshSession(): Promise<User | null> {
  const me = await apiGet('/api/me', MeSchema);
  follow(me.user);
  // No session any more (an anonymous sign-out elsewhere): start a fresh anonymous one.
  return me.user ?? ensureSession({ refresh: true });
}

/**
 * The page's own sign-in (an email link, a webview token) has settled: with the user it signed
 * in, or null when it failed — then the visitor carries on anonymously, as on any other page.
 */
export function settlePageSignIn(user: User | null): void {
  releaseAnonymousSession();
  if (user) {
    applySessionChange(user);
    return;
  }
  void ensureSession();
  getLiveClient().reconnect();
}
