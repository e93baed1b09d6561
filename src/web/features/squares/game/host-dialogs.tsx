// The squares page's own smaller dialogs: the host's Lock Game confirmation (asks when empty
// squares remain) and 'Sign in to add more entries' for an anonymous host. Settings, Delete Game
// and 'Game host needs to sign in' are shared with pick'em (components/host-dialogs.tsx).
import { CLAIM_ERRORS } from '../../../../domain/squares/index.js';
import { Dialog } from '../../../components/dialog.js';
import { LockIcon, SignInIcon } from '../../../components/more-icons.js';
import { useCommand } from '../../../lib/use-command.js';

/** What the lock confirmation says, or null when every square is taken (no question to ask). */
export function lockQuestion(size: number, claimed: number): string | null {
  const empty = size - claimed;
  if (empty <= 0) return null;
  const squares = empty === 1 ? '1 square is' : `${empty} squares are`;
  return `${squares} still empty. Once locked, nobody can claim them, and a period that lands on an empty square has no winner.`;
}

export function LockDialog({ question, onLock, onClose }: { question: string; onLock: () => Promise<void>; onClose: () => void }) {
  const { busy, run } = useCommand();
  const go = () => void run(onLock).then((locked) => locked && onClose());
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

/** An anonymous host holding 2 squares in their own game (docs/product/squares.md). */
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
