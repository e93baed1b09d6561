// docs/product/accounts.md#email-link /finish-email-sign-in: the page a magic link opens. It starts no anonymous
// session (main.tsx holds it back); it posts the link's query to the server and continues to
// thenNavigate (default /). A used, expired or foreign link is told in a toast with the product's
// text and navigation continues; a link missing its parameters is told too. A first sign-in without a
// handle then finds Your Settings open (the shell opens it for any account without one). A link
// opened in a browser other than the one that asked for it waits for the person to confirm
// (confirm-link-sign-in.tsx, decision 019).
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MailIcon } from '../../components/more-icons.js';
import { RefreshIcon } from '../../components/icons.js';
import { StatusScreen } from '../../components/status-screen.js';
import { settlePageSignIn } from '../../lib/account.js';
import { ApiError, apiGet } from '../../lib/api-client.js';
import { MeSchema, type User } from '../../../contracts/users.js';
import type { SignedIn } from '../../../contracts/auth.js';
import { completeEmailLink, safeThenNavigate, type EmailLinkBody } from './account-api.js';
import { ConfirmLinkSignIn, type LinkChoice } from './confirm-link-sign-in.js';
import { toast } from '../../components/toast/toast.js';
import '../../components/button.css';
import './account.css';

/** docs/product/accounts.md (auth/invalid-action-code). */
export const INVALID_LINK_TEXT =
  'Invalid or expired link. This often happens when you click on a link from an old email. Please check for a newer email from us or try to sign in again.';
/** docs/product/accounts.md "Missing link parameters: error alert". */
export const INCOMPLETE_LINK_TEXT =
  'This sign-in link is incomplete. Please open the whole link from your email, or sign in again.';

type Outcome =
  | { kind: 'signed-in'; to: string }
  | { kind: 'refused'; to: string; alert: string }
  | { kind: 'unreachable'; message: string }
  | { kind: 'confirm'; to: string; body: EmailLinkBody; current: User | null };

/** One attempt per link per page load, even when React runs the effect twice. */
let attempt: { search: string; result: Promise<Outcome> } | null = null;

/** Who this browser is now, for the prompt; unknown counts as nobody. */
function currentUser(): Promise<User | null> {
  return apiGet('/api/me', MeSchema).then(
    (me) => me.user,
    () => null,
  );
}

function settle(result: Promise<SignedIn>, to: string, body: EmailLinkBody): Promise<Outcome> {
  return result.then(
    (signedIn): Outcome => {
      settlePageSignIn(signedIn.user);
      return { kind: 'signed-in', to };
    },
    async (error: unknown): Promise<Outcome> => {
      if (error instanceof ApiError && error.retryable) return { kind: 'unreachable', message: error.message };
      if (error instanceof ApiError && error.code === 'confirmation_required') return { kind: 'confirm', to, body, current: await currentUser() };
      const known = error instanceof ApiError && (error.code === 'invalid_link' || error.code === 'invalid_input');
      return { kind: 'refused', to, alert: known ? INVALID_LINK_TEXT : error instanceof Error ? error.message : INVALID_LINK_TEXT };
    },
  );
}

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
    const body: EmailLinkBody = { email, token, ...(anonUid ? { anonUid } : {}), ...(takeoverCode ? { takeoverCode } : {}) };
    result = settle(completeEmailLink(body), to, body);
  }
  attempt = { search, result };
  return result;
}

export function FinishSignInPage() {
  const navigate = useNavigate();
  const [search] = useState(() => location.search);
  const [unreachable, setUnreachable] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Extract<Outcome, { kind: 'confirm' }> | null>(null);
  const [tries, setTries] = useState(0);

  const follow = useCallback(
    (outcome: Outcome) => {
      if (outcome.kind === 'confirm') {
        setConfirm(outcome);
        return;
      }
      if (outcome.kind === 'unreachable') {
        setUnreachable(outcome.message);
        return;
      }
      if (outcome.kind === 'refused') {
        toast.refusal(outcome.alert);
        settlePageSignIn(null);
      }
      void navigate(outcome.to, { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    let live = true;
    void finish(search).then((outcome) => {
      if (live) follow(outcome);
    });
    return () => {
      live = false;
    };
  }, [search, tries, follow]);

  if (confirm !== null) {
    const choose = (choice: LinkChoice) => {
      if (choice === 'cancel') {
        settlePageSignIn(null);
        void navigate('/', { replace: true });
        return;
      }
      void settle(completeEmailLink({ ...confirm.body, moveGames: choice.moveGames }), confirm.to, confirm.body).then((outcome) => {
        setConfirm(null);
        follow(outcome);
      });
    };
    return <ConfirmLinkSignIn email={confirm.body.email} current={confirm.current} onChoose={choose} />;
  }

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
