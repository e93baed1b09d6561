// A sign-in link opened in a browser other than the one that asked for it (decision 019). Someone
// may have sent it on purpose — to sign this browser into their account and take its games — so
// the page says which address it signs in as and waits for the person: move this browser's
// anonymous games into that account, sign in without moving them, or cancel.
import { useState } from 'react';
import type { User } from '../../../contracts/users.js';
import { MailIcon } from '../../components/more-icons.js';
import { StatusScreen } from '../../components/status-screen.js';
import '../../components/button.css';
import './account.css';

export type LinkChoice = { moveGames: boolean } | 'cancel';

export const MOVE_GAMES_LABEL = 'Move my games into this account';
export const KEEP_GAMES_LABEL = 'Sign in without moving my games';

export function ConfirmLinkSignIn({ email, current, onChoose }: { email: string; current: User | null; onChoose: (choice: LinkChoice) => void }) {
  const [chosen, setChosen] = useState(false);
  const choose = (choice: LinkChoice) => {
    if (chosen) return;
    setChosen(true);
    onChoose(choice);
  };
  const anonymous = current?.type === 'anonymous';
  const otherAccount = current?.type === 'signedIn' ? (current.email ?? 'another account') : null;

  return (
    <div className="finish-sign-in">
      <title>Confirm sign-in · Sportsball</title>
      <StatusScreen
        art={<MailIcon />}
        title="Sign in with this link?"
        testId="confirm-link-sign-in"
        actions={
          <div className="confirm-link__actions">
            {anonymous ? (
              <>
                <button type="button" className="button button--primary button--block" disabled={chosen} onClick={() => choose({ moveGames: true })}>
                  {MOVE_GAMES_LABEL}
                </button>
                <button type="button" className="button button--secondary button--block" disabled={chosen} onClick={() => choose({ moveGames: false })}>
                  {KEEP_GAMES_LABEL}
                </button>
              </>
            ) : (
              <button type="button" className="button button--primary button--block" disabled={chosen} onClick={() => choose({ moveGames: false })}>
                Sign in as {email}
              </button>
            )}
            <button type="button" className="button button--secondary button--block" disabled={chosen} onClick={() => choose('cancel')}>
              Cancel
            </button>
          </div>
        }
      >
        <p>
          This link signs in as <strong className="confirm-link__email" data-testid="confirm-link-email">{email}</strong>.
        </p>
        <p>It was asked for in another browser. Continue only if you asked for it yourself.</p>
        {anonymous && <p>The games you play on this device can move into that account, or stay where they are.</p>}
        {otherAccount !== null && <p>You are signed in as {otherAccount} here; continuing signs you in as {email} instead.</p>}
      </StatusScreen>
    </div>
  );
}
