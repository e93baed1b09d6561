// Entry point: styles, the router, and the first requests (session and client config).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadClientConfig } from '../lib/client-config.js';
import { ensureSession } from '../lib/session.js';
import { reportCaughtError } from './route-error.js';
import { AppRoutes } from './router.js';
import './global.css';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // SPEC §8: a missing root element is logged as an error (index.html always has one).
  console.error('Missing root element: #root was not found in index.html');
} else {
  void ensureSession();
  void loadClientConfig();
  createRoot(rootElement, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}
