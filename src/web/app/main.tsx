// Entry point: styles, the router, and the first requests (session and client config).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadClientConfig } from '../lib/client-config.js';
import { captureErrors } from '../lib/error-capture.js';
import { ensureSession, holdAnonymousSession, sessionChannel, shouldSkipAnonymousSession } from '../lib/session.js';
import { openShellDialog } from '../lib/shell-dialogs.js';
import { captureWebviewToken } from '../lib/webview.js';
import { reportCaughtError } from './route-error.js';
import { AppRoutes, preloadHomeRoute } from './router.js';
import './global.css';
import '../features/learn/content-article.css';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // docs/product/site.md#errors: a missing root element is logged as an error (index.html always has one).
  console.error('Missing root element: #root was not found in index.html');
} else {
  // Before anything else: a page that signs in by itself (an email link, the app's webview
  // token) starts no anonymous session (docs/product/accounts.md#anonymous-players), and the webview token leaves the address now.
  if (shouldSkipAnonymousSession(location.pathname, location.search)) holdAnonymousSession();
  captureWebviewToken();
  captureErrors();
  // Another tab signed in or out (the cookie is shared): read who we are now.
  const channel = sessionChannel();
  if (channel) {
    channel.onmessage = () =>
      void import('../lib/account.js').then(({ refreshSession }) => refreshSession()).catch((error: unknown) => console.warn('Could not refresh the session', error));
  }
  void ensureSession();
  void loadClientConfig();
  // The page the server wrote had its own menu open when the app arrived (decision 047): the app's
  // menu takes its place rather than closing under the reader's finger.
  if (document.querySelector('details.server-menu[open]')) openShellDialog('menu');
  // The first render is a transition, done in slices that yield to the browser rather than in one
  // long task; nothing waits on it: the page the server wrote is on screen and stays there until the
  // app's copy is ready (decision 047). On the home page it waits for the home page's chunk, so it
  // draws the page at once (a failed download renders anyway: the page's error screen says so).
  const root = createRoot(rootElement, { onCaughtError: reportCaughtError });
  const render = () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </StrictMode>,
      ),
    );
  if (location.pathname === '/') void preloadHomeRoute().then(render, render);
  else render();
}
