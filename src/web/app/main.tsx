// Entry point: styles, the router, and the first requests (session and client config).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadClientConfig } from '../lib/client-config.js';
import { captureErrors } from '../lib/error-capture.js';
import { ensureSession, holdAnonymousSession, sessionChannel, shouldSkipAnonymousSession } from '../lib/session.js';
import { openShellDialog } from '../lib/shell-dialogs.js';
import { captureWebviewToken } from '../lib/webview.js';
import { reportCaughtError } from './route-error.js';
import { AppRoutes } from './router.js';
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
  createRoot(rootElement, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}
