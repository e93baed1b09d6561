// SPEC §2 /finish-email-sign-in, §4, §8: the page a magic link opens. It starts no anonymous
// session (main.tsx holds it back); it posts the link's query to the server and continues to
// thenNavigate (default /). A used, expired or foreign link is alerted with the spec's text and
// navigation continues; a link missing its parameters is alerted too. A first sign-in without a
// handle then finds Your Settings open (the shell opens it for any account without one).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MailIcon } from '../../components/more-icons.js';
import { RefreshIcon } from '../../components/icons.js';
import { StatusScreen } from '../../components/status-screen.js';
import { settlePageSignIn } from '../../lib/account.js';
import { ApiError } from '../../lib/api-client.js';
import { completeEmailLink, safeThenNavigate } from './account-api.js';
import '../../components/button.css';
import './account.css';

/** SPEC §8 (auth/invalid-action-code). */
export const INVALID_LINK_TEXT =
  'Invalid or expired link. This often happens when you click on a link from an old email. Please check for a newer email from us or try to sign in again.';
/** SPEC §8 "Missing link parameters: error alert". */
export const INCOMPLETE_LINK_TEXT =
  'This sign-in link is incomplete. Please open the whole link from your email, or sign in again.';

type Outcome = { kind: 'signed-in'; to: string } | { kind: 'refused'; to: string; alert: string } | { kind: 'unreachable'; message: string };

/** One attempt per link per page load, even when React runs the effect twice. */
let attempt: { search: string; result: Promise<Outcome> } | null = null;

function finish(search: string): Promise<Outcome> {
  if (attempt?.search === search) return attempt.result;
  const params = new URLSearchParams(search);
  const to = safeThenNavigate(params.get('thenNavigate'));
  const email = params.get('email');
  const token = params.get('token');
  const anonUid = params.get('anonUid');
  const takeoverCode = params.get('takeoverCode');
  let result: Promise<Outcome>;
  if (!email || !token) {
    result = Promise.resolve({ kind: 'refused', to, alert: INCOMPLETE_LINK_TEXT });
  } else {
    result = completeEmailLink({ email, token, ...(anonUid ? { anonUid } : {}), ...(takeoverCode ? { takeoverCode } : {}) }).then(
      (signedIn): Outcome => {
        settlePageSignIn(signedIn.user);
        return { kind: 'signed-in', to };
      },
      (error: unknown): Outcome => {
        if (error instanceof ApiError && error.retryable) return { kind: 'unreachable', message: error.message };
        const known = error instanceof ApiError && (error.code === 'invalid_link' || error.code === 'invalid_input');
        return { kind: 'refused', to, alert: known ? INVALID_LINK_TEXT : error instanceof Error ? error.message : INVALID_LINK_TEXT };
      },
    );
  }
  attempt = { search, result };
  return result;
}

export function FinishSignInPage() {
  const navigate = useNavigate();
  const [search] = useState(() => location.search);
  const [unreachable, setUnreachable] = useState<string | null>(null);
  const [tries, setTries] = useState(0);

  useEffect(() => {
    let live = true;
    void finish(search).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'unreachable') {
        setUnreachable(outcome.message);
        return;
      }
      if (outcome.kind === 'refused') {
        window.alert(outcome.alert);
        settlePageSignIn(null);
      }
      void navigate(outcome.to, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [search, tries, navigate]);

  if (unreachable !== null) {
    return (
      <StatusScreen
        art={<RefreshIcon />}
        title="We couldn't finish signing you in"
        testId="finish-sign-in-error"
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              attempt = null;
              setUnreachable(null);
              setTries((n) => n + 1);
            }}
          >
            <RefreshIcon /> Try again
          </button>
        }
      >
        <p>{unreachable}</p>
        <p>Your link still works for a few minutes.</p>
      </StatusScreen>
    );
  }

  return (
    <div role="status" className="finish-sign-in">
      <title>Signing in · Sportsball</title>
      <StatusScreen art={<MailIcon />} title="Signing you in…" testId="finish-sign-in">
        <p>Checking your sign-in link. This takes a moment.</p>
        <span className="finish-sign-in__bar" aria-hidden="true" />
      </StatusScreen>
    </div>
  );
}
