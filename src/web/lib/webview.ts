// docs/product/accounts.md: the mobile app opens /webview/… pages with a one-time sign-in token in
// `?token=`. The token is taken out of the address at once (before anything else runs, so it
// never reaches history, a screenshot, a shared link or a Referer), kept in memory for the one
// POST that spends it, and the tab remembers it is inside the app (sessionStorage: only this
// webview, only until it closes) so the web-only chrome stays hidden on every page it visits.

const WEBVIEW_KEY = 'sportsball:webview';

let pendingToken: string | null = null;
let webview = false;

/** Called first thing on page load: notes webview mode and takes the token out of the address. */
export function captureWebviewToken(): void {
  const inside = location.pathname.startsWith('/webview/');
  try {
    if (inside) sessionStorage.setItem(WEBVIEW_KEY, '1');
    webview = inside || sessionStorage.getItem(WEBVIEW_KEY) === '1';
  } catch {
    webview = inside; // storage blocked: webview mode lasts while the path says so
  }
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (!inside || token === null) return;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  pendingToken = token;
}

/** The token captured at load, handed out once: whoever takes it spends it. */
export function takeWebviewToken(): string | null {
  const token = pendingToken;
  pendingToken = null;
  return token;
}

/** A token is waiting to be spent (the webview page shows that it is signing in). */
export const hasWebviewToken = (): boolean => pendingToken !== null;

/** Inside the mobile app: no bottom navigation and no web-only chrome. */
export const isWebviewMode = (): boolean => webview;
