// The squares page's smaller dialogs: the host's Lock Game confirmation (SPEC §4: asks when empty
// squares remain), Settings with Delete Game (SPEC §6) and its confirmation, and the two
// sign-in prompts of issue #5 §6: 'Game host needs to sign in' for players, 'Sign in to add more
// entries' for an anonymous host.
import { useState } from 'react';
import { CLAIM_ERRORS } from '../../../../domain/squares/index.js';
import { Dialog } from '../../../components/dialog.js';
import { LockIcon, SignInIcon, TrashIcon } from '../../../components/more-icons.js';
import { errorMessage } from '../../../lib/error-message.js';

export const HOST_SIGN_IN_TITLE = 'Game host needs to sign in';
export const HOST_SIGN_IN_TEXT = 'The game host needs to sign in before players can join.';

/** What the lock confirmation says, or null when every square is taken (no question to ask). */
export function lockQuestion(size: number, claimed: number): string | null {
  const empty = size - claimed;
  if (empty <= 0) return null;
  const squares = empty === 1 ? '1 square is' : `${empty} squares are`;
  return `${squares} still empty. Once locked, nobody can claim them, and a period that lands on an empty square has no winner.`;
}

/** Runs a host command with a busy state; a refusal is alerted with the server's text (SPEC §8). */
function useCommand(run: () => Promise<void>, done: () => void) {
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    try {
      await run();
      done();
    } catch (error) {
      setBusy(false);
      window.alert(errorMessage(error));
    }
  };
  return { busy, go: () => void go() };
}

export function LockDialog({ question, onLock, onClose }: { question: string; onLock: () => Promise<void>; onClose: () => void }) {
  const { busy, go } = useCommand(onLock, onClose);
  return (
    <Dialog title="Lock the game?" onClose={onClose}>
      <div className="sq-dialog">
        <p>{question}</p>
        <p>Locking draws the numbers for the rows and columns.</p>
        <div className="sq-dialog__actions">
          <button type="button" className="button button--primary button--block" disabled={busy} onClick={go}>
            <LockIcon /> {busy ? 'Locking…' : 'Lock Game'}
          </button>
          <button type="button" className="button button--secondary button--block" data-autofocus onClick={onClose}>
            Keep it open
          </button>
        </div>
      </div>
    </Dialog>
  );
}

export function SettingsDialog({ onDelete, onClose }: { onDelete: () => void; onClose: () => void }) {
  return (
    <Dialog title="Settings" onClose={onClose} variant="sheet">
      <ul className="sq-menu">
        <li>
          <button type="button" className="sq-menu__item sq-menu__item--danger" onClick={onDelete}>
            <TrashIcon /> Delete Game
          </button>
        </li>
      </ul>
    </Dialog>
  );
}

export function DeleteDialog({ name, onDelete, onClose }: { name: string; onDelete: () => Promise<void>; onClose: () => void }) {
  // On success the page moves to /games; nothing to close.
  const { busy, go } = useCommand(onDelete, () => undefined);
  return (
    <Dialog title="Delete this game?" onClose={onClose}>
      <div className="sq-dialog">
        <p>
          <strong>{name}</strong> and every claimed square will be removed for everyone. This can&apos;t be undone.
        </p>
        <div className="sq-dialog__actions">
          <button type="button" className="button button--danger button--block" disabled={busy} onClick={go}>
            <TrashIcon /> {busy ? 'Deleting…' : 'Delete Game'}
          </button>
          <button type="button" className="button button--secondary button--block" data-autofocus onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** Players tried to join while the host is anonymous (SPEC §2 dialogs, §8). */
export function HostSignInDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={HOST_SIGN_IN_TITLE} onClose={onClose}>
      <div className="sq-dialog">
        <p>{HOST_SIGN_IN_TEXT}</p>
        <p>Ask the host to sign in; you can join as soon as they do, right here.</p>
        <div className="sq-dialog__actions">
          <button type="button" className="button button--primary button--block" data-autofocus onClick={onClose}>
            Back to Game
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** An anonymous host holding 2 squares in their own game (SPEC §5). */
export function HostLimitDialog({ onSignIn, onClose }: { onSignIn: () => void; onClose: () => void }) {
  return (
    <Dialog title={CLAIM_ERRORS.anonymousHostLimit} onClose={onClose}>
      <div className="sq-dialog">
        <p>Without an account you can hold 2 squares in a game you host. Sign in to take more, and so your friends can join.</p>
        <div className="sq-dialog__actions">
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
