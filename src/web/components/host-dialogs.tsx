// Dialogs every game page (squares, pick'em) shows the same way: the host's Settings with Delete
// Game and its confirmation, 'Game host needs to sign in' for players while the host is anonymous,
// and the notice that takes the Join button's place for them.
import { useCommand } from '../lib/use-command.js';
import { Dialog } from './dialog.js';
import { RefreshIcon } from './icons.js';
import { PencilIcon, TrashIcon } from './more-icons.js';
import './host-dialogs.css';

export const HOST_SIGN_IN_TITLE = 'Game host needs to sign in';
export const HOST_SIGN_IN_TEXT = 'The game host needs to sign in before players can join.';
/** What a player of an anonymous host's game reads where Join Game would be (decision 031). */
export const CANNOT_JOIN_YET_TITLE = "You can't join yet";
export const CANNOT_JOIN_YET_TEXT = "The host hasn't signed in, and players can join only once they do. Ask them to sign in; you can join here as soon as they have.";

/**
 * `onEdit`: the game kind's 'Edit game' (squares host tools), listed first when given.
 * `onExtendSeason`: a pick'em host's Extend for Season (docs/product/seasons.md); a refusal is told
 * in a toast and the dialog stays.
 */
export function GameSettingsDialog({
  onEdit,
  onExtendSeason,
  onDelete,
  onClose,
}: {
  onEdit?: (() => void) | undefined;
  onExtendSeason?: (() => Promise<void>) | undefined;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { busy, run } = useCommand();
  return (
    <Dialog title="Settings" onClose={onClose} variant="sheet">
      <ul className="game-menu">
        {onEdit && (
          <li>
            <button type="button" className="game-menu__item" onClick={onEdit}>
              <PencilIcon /> Edit game
            </button>
          </li>
        )}
        {onExtendSeason && (
          <li>
            <button type="button" className="game-menu__item" disabled={busy} onClick={() => void run(onExtendSeason)}>
              <RefreshIcon /> {busy ? 'Extending…' : 'Extend for Season'}
            </button>
          </li>
        )}
        <li>
          <button type="button" className="game-menu__item game-menu__item--danger" onClick={onDelete}>
            <TrashIcon /> Delete Game
          </button>
        </li>
      </ul>
    </Dialog>
  );
}

interface DeleteGameDialogProps {
  name: string;
  /** What goes with the game, e.g. 'every claimed square'. */
  removes: string;
  /** Deletes and leaves the page; a refusal is told in a toast and the dialog stays. */
  onDelete: () => Promise<void>;
  onClose: () => void;
}

export function DeleteGameDialog({ name, removes, onDelete, onClose }: DeleteGameDialogProps) {
  const { busy, run } = useCommand();
  return (
    <Dialog title="Delete this game?" onClose={onClose}>
      <div className="game-dialog">
        <p>
          <strong>{name}</strong> and {removes} will be removed for everyone. This can&apos;t be undone.
        </p>
        <div className="game-dialog__actions">
          <button type="button" className="button button--danger button--block" disabled={busy} onClick={() => void run(onDelete)}>
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

/** Players cannot join while the host is anonymous; `hint` says what happens once the host signs in. */
export function HostSignInDialog({ hint, onBack }: { hint: string; onBack: () => void }) {
  return (
    <Dialog title={HOST_SIGN_IN_TITLE} onClose={onBack}>
      <div className="game-dialog">
        <p>{HOST_SIGN_IN_TEXT}</p>
        <p>{hint}</p>
        <div className="game-dialog__actions">
          <button type="button" className="button button--primary button--block" data-autofocus onClick={onBack}>
            Back to Game
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * A player's view of an anonymous host's open game, in plain words, in place of Join Game: the
 * server refuses every join until the host signs in, so no button offers one (decision 031).
 */
export function CannotJoinYetNotice({ testId }: { testId?: string }) {
  return (
    <div className="game-notice game-notice--warning" role="status" data-testid={testId}>
      <p className="game-notice__title">{CANNOT_JOIN_YET_TITLE}</p>
      <p>{CANNOT_JOIN_YET_TEXT}</p>
    </div>
  );
}
