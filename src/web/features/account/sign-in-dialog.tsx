// docs/product/accounts.md#sign-in: the Sign In dialog. Google (when configured) or
// an emailed magic link; then the email-sent screen with Resend. Before either, an anonymous
// visitor gets a takeover code (GenerateTakeoverCode) so their games follow them to the
// account, even when the link is opened on another device. The dialog closes by itself once
// the visitor is signed in — here, in a Google popup, or from the link in another tab.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '../../../domain/people/profile.js';
import { Dialog } from '../../components/dialog.js';
import { GoogleMark, MailIcon } from '../../components/more-icons.js';
import { refreshSession } from '../../lib/account.js';
import { useClientConfig } from '../../lib/client-config.js';
import { errorMessage } from '../../lib/error-message.js';
import { useSessionUser } from '../../lib/session.js';
import { currentThenNavigate, preparePromotion, sendEmailLink, type Promotion } from './account-api.js';
import { googleErrorText } from './google-return.js';
import { googleMode, googleStartUrl, googleUnavailableText, inAppBrowserName, listenForGoogleResult } from './google.js';
import { toast } from '../../components/toast/toast.js';
import '../../components/button.css';
import './account.css';

/** docs/product/accounts.md: 'Sent!' shows for 2 s, and the whole resend feedback for at least 3 s. */
export const SENT_FOR_MS = 2000;
export const RESEND_FEEDBACK_MIN_MS = 3000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Why the dialog was opened: a sign-in the visitor asked for, or the host's last step of creating a pool (decision 031). */
export type SignInPurpose = 'sign-in' | 'host-step';

interface SignInIntro {
  readonly title: string;
  readonly lede: string;
  /** The way out, in the words of the purpose. */
  readonly dismiss: string;
}

const INTROS: Readonly<Record<SignInPurpose, SignInIntro>> = {
  'sign-in': {
    title: 'Sign in',
    lede: 'Keep your pools on every device and get a handle for the leaderboards. No password needed.',
    dismiss: 'Not now',
  },
  // docs/product/accounts.md#hosting: players can join only once the host is signed in.
  'host-step': {
    title: 'Last step: sign in so players can join',
    lede: "Your pool is created. Players can't join until you sign in: one tap with Google or an email link, no password.",
    dismiss: 'Skip for now',
  },
};

export default function SignInDialog({ onClose, purpose = 'sign-in' }: { onClose: () => void; purpose?: SignInPurpose }) {
  const intro = INTROS[purpose];
  const user = useSessionUser();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // One takeover code per dialog: a resend carries the same one, so the first mail's link still promotes.
  const promotion = useRef<Promise<Promotion> | null>(null);
  const ready = useRef<Promotion | null>(null);
  const thenNavigate = useRef(currentThenNavigate());

  const getPromotion = () => {
    promotion.current ??= preparePromotion().then((value) => (ready.current = value));
    return promotion.current;
  };

  useEffect(() => {
    // Started at once: by the time Google is tapped the code is usually here, and the popup
    // can open within the tap (browsers block popups opened later).
    if (user?.type === 'anonymous') void getPromotion();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per dialog, for the visitor it opened for
  }, []);

  useEffect(() => {
    if (user?.type === 'signedIn') onClose();
  }, [user, onClose]);

  const send = async (email: string) => sendEmailLink(email, thenNavigate.current, await getPromotion());

  return (
    <Dialog title={sentTo === null ? intro.title : 'Check your email'} onClose={onClose} className="auth-dialog">
      {sentTo === null ? (
        <SignInForm
          intro={intro}
          onSent={setSentTo}
          send={send}
          onClose={onClose}
          startGoogle={(mode) => startGoogle(mode, getPromotion, ready.current, thenNavigate.current, onClose)}
        />
      ) : (
        <EmailSent email={sentTo} resend={() => send(sentTo)} onChangeEmail={() => setSentTo(null)} />
      )}
    </Dialog>
  );
}

function SignInForm({
  intro,
  onSent,
  send,
  onClose,
  startGoogle,
}: {
  intro: SignInIntro;
  onSent: (email: string) => void;
  send: (email: string) => Promise<void>;
  onClose: () => void;
  startGoogle: (mode: 'popup' | 'redirect') => void;
}) {
  const config = useClientConfig();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const valid = looksLikeEmail(email);
  const showError = touched && email.trim() !== '' && !valid;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    try {
      await send(email);
      onSent(email.trim());
    } catch (error) {
      // docs/product/accounts.md#email-link: a toast.
      toast.refusal(errorMessage(error));
      setSending(false);
    }
  };

  const inApp = inAppBrowserName(navigator.userAgent);

  return (
    <div className="auth">
      <p className="auth__lede">{intro.lede}</p>
      {config?.googleSignIn && (
        <div className="auth__google">
          <button
            type="button"
            className="button button--secondary button--block google-button"
            disabled={inApp !== null}
            aria-describedby={inApp ? `${inputId}-google` : undefined}
            onClick={() => startGoogle(googleMode(location.hostname))}
          >
            <GoogleMark className="google-button__mark" /> Continue with Google
          </button>
          {inApp && (
            <p id={`${inputId}-google`} className="auth__note">
              {googleUnavailableText(inApp)}
            </p>
          )}
          <p className="auth__divider" aria-hidden="true">
            <span>or</span>
          </p>
        </div>
      )}
      <form className="auth__form" noValidate onSubmit={(event) => void submit(event)}>
        <label className="field__label" htmlFor={inputId}>
          Email
        </label>
        <input
          id={inputId}
          className="field__input"
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          value={email}
          aria-invalid={showError}
          aria-describedby={showError ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        {showError && (
          <p id={errorId} className="field__error" role="alert">
            {INVALID_EMAIL_MESSAGE}
          </p>
        )}
        <button type="submit" className="button button--primary button--block auth__submit" disabled={!valid || sending}>
          {sending ? 'Sending...' : 'Email me a sign-in link'}
        </button>
      </form>
      <p className="auth__fine">We&apos;ll email you a link that signs you in on this device. It works once, for 10 minutes.</p>
      <button type="button" className="text-button auth__cancel" onClick={onClose}>
        {intro.dismiss}
      </button>
    </div>
  );
}

type ResendState = 'idle' | 'sending' | 'sent';

function EmailSent({ email, resend, onChangeEmail }: { email: string; resend: () => Promise<void>; onChangeEmail: () => void }) {
  const [state, setState] = useState<ResendState>('idle');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The link may be opened in another tab of this browser: look again when the visitor comes back.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshSession().catch((error: unknown) => console.warn('Could not refresh the session', error));
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const onResend = async () => {
    if (state !== 'idle') return;
    const started = Date.now();
    setState('sending');
    try {
      await resend();
      // 'Sending...' stays up long enough that, with 'Sent!' after it, the feedback lasts at least 3 s.
      await sleep(Math.max(0, RESEND_FEEDBACK_MIN_MS - SENT_FOR_MS - (Date.now() - started)));
      if (!mounted.current) return;
      setState('sent');
      await sleep(SENT_FOR_MS);
      if (mounted.current) setState('idle');
    } catch (error) {
      toast.refusal(errorMessage(error));
      if (mounted.current) setState('idle');
    }
  };

  return (
    <div className="auth auth--sent">
      <span className="auth__art" aria-hidden="true">
        <MailIcon />
      </span>
      <p className="auth__sent-text">
        We sent a sign-in link to <strong className="auth__email">{email}</strong>.
      </p>
      <p className="auth__fine">Open it on this device to finish signing in. The link works once, for 10 minutes. Check your spam folder if it isn&apos;t there in a minute.</p>
      <button
        type="button"
        className="button button--secondary button--block"
        aria-disabled={state !== 'idle'}
        onClick={() => void onResend()}
      >
        {state === 'sending' ? 'Sending...' : state === 'sent' ? 'Sent!' : 'Resend email'}
      </button>
      <p className="visually-hidden" role="status">
        {state === 'sent' ? 'Sent!' : ''}
      </p>
      <button type="button" className="text-button" onClick={onChangeEmail}>
        Use a different email
      </button>
    </div>
  );
}

let stopGoogleListener: (() => void) | null = null;

/**
 * Google (docs/product/accounts.md): a popup on localhost and preview hosts, a redirect elsewhere. The popup is
 * opened within the tap — pointed at the start URL when the takeover code is already here,
 * else blank until it is. A blocked popup falls back to the redirect.
 */
function startGoogle(
  mode: 'popup' | 'redirect',
  getPromotion: () => Promise<Promotion>,
  ready: Promotion | null,
  thenNavigate: string,
  onClose: () => void,
): void {
  const redirect = async () => location.assign(googleStartUrl('redirect', thenNavigate, await getPromotion()));
  if (mode === 'redirect') {
    void redirect();
    return;
  }
  const popup = window.open(ready ? googleStartUrl('popup', thenNavigate, ready) : 'about:blank', 'sportsball-google', 'popup,width=480,height=680');
  if (!popup) {
    void redirect();
    return;
  }
  if (!ready) {
    void getPromotion().then((promotion) => {
      popup.location.href = googleStartUrl('popup', thenNavigate, promotion);
    });
  }
  // One listener at a time, outliving the dialog: the popup may finish after it was closed.
  stopGoogleListener?.();
  stopGoogleListener = listenForGoogleResult((result) => {
    stopGoogleListener?.();
    stopGoogleListener = null;
    if (result.ok) {
      // The cookie is the new session's: read who we are now (the dialog closes itself).
      refreshSession().catch((error: unknown) => console.warn('Could not refresh the session', error));
      return;
    }
    onClose();
    toast.refusal(googleErrorText(result.code, result.message));
  });
}
