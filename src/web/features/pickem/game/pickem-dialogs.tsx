// The pick'em pages' own dialogs: Game Started (forces viewing the leaderboard), Sign in required
// and Cancel Entry?. 'Game host needs to sign in' is shared with squares (components/host-dialogs.tsx).
import { useState } from 'react';
import { PICKEM_ERRORS } from '../../../../domain/pickem/index.js';
import { Dialog } from '../../../components/dialog.js';
import { SignInIcon } from '../../../components/more-icons.js';
import { toast } from '../../../components/toast/toast.js';

/** What 'Game host needs to sign in' adds on pick'em pages. */
export const HOST_SIGN_IN_HINT = 'Ask the host to sign in; you can join as soon as they do.';
export const SIGN_IN_PROMPT = 'Sign in to customize your entry name and track your progress across games.';
export const RENAME_NEEDS_SIGN_IN = 'Sign in required to customize entry name';
export const HOST_LIMIT = PICKEM_ERRORS.anonymousHostLimit;

/** docs/product/pickem.md: the pool left Pending while the player was picking; the only way on is the leaderboard. A props pool speaks of its questions. */
export function GameStartedDialog({ props = false, onView }: { props?: boolean; onView: () => void }) {
  return (
    <Dialog title={props ? 'Picks Locked' : 'Game Started'} onClose={onView} closable={false}>
      <div className="pk-dialog">
        <p>
          {props ? 'The first question has locked, so picks are closed.' : 'The first game has kicked off, so picks are locked.'} Your saved picks count; see how they do on
          the leaderboard.
        </p>
        <div className="pk-dialog__actions">
          <button type="button" className="button button--primary button--block" data-autofocus onClick={onView}>
            View Leaderboard
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** docs/product/pickem.md: anonymous players are asked to sign in (entry names, a host's third entry). */
export function SignInRequiredDialog({ reason, onSignIn, onClose }: { reason: string; onSignIn: () => void; onClose: () => void }) {
  return (
    <Dialog title="Sign in required" onClose={onClose}>
      <div className="pk-dialog">
        <p>
          <strong>{reason}</strong>
        </p>
        <p>{SIGN_IN_PROMPT}</p>
        <div className="pk-dialog__actions">
          <button type="button" className="button button--primary button--block" data-autofocus onClick={onSignIn}>
            <SignInIcon /> Sign in
          </button>
          <button type="button" className="button button--secondary button--block" onClick={onClose}>
            Not now
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** docs/product/pickem.md 'Cancel Entry?': deletes the entry and its picks; a failure is the toast 'Error clearing entry' (docs/product/pickem.md). */
export function CancelEntryDialog({ onCancelEntry, onClose }: { onCancelEntry: () => Promise<void>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    try {
      await onCancelEntry();
    } catch (error) {
      console.warn('Cancel entry failed', error);
      setBusy(false);
      toast.refusal(PICKEM_ERRORS.clearFailed);
    }
  };
  return (
    <Dialog title="Cancel Entry?" onClose={onClose}>
      <div className="pk-dialog">
        <p>Your entry and every pick in it will be removed from this game.</p>
        <div className="pk-dialog__actions">
          <button type="button" className="button button--danger button--block" disabled={busy} onClick={() => void go()}>
            {busy ? 'Cancelling…' : 'Cancel Entry'}
          </button>
          <button type="button" className="button button--secondary button--block" data-autofocus onClick={onClose}>
            Keep My Entry
          </button>
        </div>
      </div>
    </Dialog>
  );
}
