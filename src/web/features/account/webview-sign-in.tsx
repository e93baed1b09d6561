// docs/product/accounts.md: the mobile app's webview pages sign in with the one-time token it put in
// `?token=` (already taken out of the address by main.tsx). While it is spent the page shows
// that it is signing in; a refused token gets a designed error with the server's reason.
import { useEffect, useState, type ReactNode } from 'react';
import { LockIcon } from '../../components/more-icons.js';
import { StatusScreen } from '../../components/status-screen.js';
import { settlePageSignIn } from '../../lib/account.js';
import { ApiError } from '../../lib/api-client.js';
import { hasWebviewToken, takeWebviewToken } from '../../lib/webview.js';
import { signInWithWebviewToken } from './account-api.js';
import '../../components/button.css';
import './account.css';

type State = { kind: 'signing-in' } | { kind: 'ready' } | { kind: 'refused'; message: string };

let signIn: Promise<State> | null = null;

/** Spends the captured token once per page load, whatever React does with effects. */
function spendToken(): Promise<State> | null {
  if (signIn) return signIn;
  const token = takeWebviewToken();
  if (token === null) return null;
  signIn = signInWithWebviewToken(token).then(
    (signedIn): State => {
      settlePageSignIn(signedIn.user);
      return { kind: 'ready' };
    },
    (error: unknown): State => {
      settlePageSignIn(null);
      if (error instanceof ApiError && error.code === 'not_found') return { kind: 'refused', message: "Signing in from the app isn't set up on this server." };
      return { kind: 'refused', message: error instanceof Error ? error.message : 'The sign-in token was refused.' };
    },
  );
  return signIn;
}

export function WebviewSignIn({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => (hasWebviewToken() || signIn ? { kind: 'signing-in' } : { kind: 'ready' }));

  useEffect(() => {
    let live = true;
    void spendToken()?.then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, []);

  if (state.kind === 'signing-in') {
    return (
      <div className="webview-signing-in" role="status" data-testid="webview-signing-in">
        <span className="finish-sign-in__bar" aria-hidden="true" />
        <span className="visually-hidden">Signing you in…</span>
      </div>
    );
  }
  if (state.kind === 'refused') {
    return (
      <StatusScreen
        art={<LockIcon />}
        title="We couldn't sign you in"
        testId="webview-sign-in-error"
        actions={
          <button type="button" className="button button--secondary" onClick={() => setState({ kind: 'ready' })}>
            Continue without signing in
          </button>
        }
      >
        <p className="webview-error__reason">{state.message}</p>
        <p>Go back in the app and open this page again. If it keeps happening, sign out of the app and back in.</p>
      </StatusScreen>
    );
  }
  return children;
}
