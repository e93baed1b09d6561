// What an Open game offers above its grid (docs/product/squares.md#claims): the notices
// about an anonymous host, the host's prompt to lock a full grid, Join Game or Edit Entries, and
// the host's Lock Game. A player of an anonymous host's game gets no Join Game: the notice says
// why in its place (decision 031).
import { CannotJoinYetNotice, HOST_SIGN_IN_TEXT } from '../../../components/host-dialogs.js';
import { LockIcon, PencilIcon, SignInIcon } from '../../../components/more-icons.js';
import { openShellDialog } from '../../../lib/shell-dialogs.js';

interface OpenGameActionsProps {
  readonly isHost: boolean;
  readonly hostAnonymous: boolean;
  /** Every square is taken. */
  readonly full: boolean;
  /** The viewer holds squares here: Edit Entries instead of Join Game. */
  readonly joined: boolean;
  /** Taps still on their way: the host locks once they are answered. */
  readonly busy: boolean;
  /** The session is still being read. */
  readonly sessionLoading: boolean;
  readonly onJoin: () => void;
  readonly onLock: () => void;
}

export function OpenGameActions({ isHost, hostAnonymous, full, joined, busy, sessionLoading, onJoin, onLock }: OpenGameActionsProps) {
  return (
    <>
      {hostAnonymous && !isHost && <CannotJoinYetNotice />}
      {hostAnonymous && isHost && (
        <div className="game-notice game-notice--warning" role="status">
          <p className="game-notice__title">Sign in so your friends can join</p>
          <p>{HOST_SIGN_IN_TEXT} Without an account you can hold 2 squares yourself.</p>
          <button type="button" className="button button--primary game-notice__action" onClick={() => openShellDialog('sign-in')}>
            <SignInIcon /> Sign in
          </button>
        </div>
      )}
      {isHost && full && (
        <div className="game-notice game-notice--ready" role="status">
          <p className="game-notice__title">Every square is taken</p>
          <p>Lock the game to draw the numbers for the rows and columns.</p>
          <button type="button" className="button button--primary game-notice__action" disabled={busy} onClick={onLock}>
            <LockIcon /> Lock Game
          </button>
        </div>
      )}

      {(joined || !full) && !(hostAnonymous && !isHost) && (
        <div className="sq-actions">
          <button type="button" className="button button--primary sq-actions__main" onClick={onJoin} disabled={sessionLoading}>
            {joined ? (
              <>
                <PencilIcon /> Edit Entries
              </>
            ) : (
              'Join Game'
            )}
          </button>
          {isHost && !full && (
            <button type="button" className="button button--secondary" disabled={busy} onClick={onLock}>
              <LockIcon /> Lock Game
            </button>
          )}
        </div>
      )}
    </>
  );
}
