// The squares game page's dialogs (docs/product/squares.md#the-game-page): the player's
// initials ('Label Your Squares'), the host's claim for an offline player, Lock Game's
// confirmation, Settings and Delete Game, and the anonymous host's sign-in prompts.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../../contracts/users.js';
import { DeleteGameDialog, GameSettingsDialog, HostSignInDialog } from '../../../components/host-dialogs.js';
import { errorMessage } from '../../../lib/error-message.js';
import { localStore, readLocalPlayer, rememberLocalPlayer } from '../../../lib/local-player.js';
import { SESSION_FAILED_TEXT } from '../../../lib/session.js';
import { openShellDialog } from '../../../lib/shell-dialogs.js';
import { useSlice } from '../../../lib/store.js';
import * as api from './game-api.js';
import { HostLimitDialog, LockDialog, lockQuestion } from './host-dialogs.js';
import { InitialsDialog, type InitialsValues } from './initials-dialog.js';
import type { EditMode } from './square-taps.js';
import { viewerSquares, type ViewerSquares } from './viewer-squares.js';
import type { SquaresSource } from './game-frame.js';

export type GameDialog = 'initials' | 'behalf' | 'lock' | 'settings' | 'delete' | 'host-sign-in' | 'host-limit';

interface GameDialogsProps {
  readonly dialog: GameDialog | null;
  readonly game: { readonly id: string; readonly name: string; readonly size: number; readonly open: boolean };
  /** The game's squares, live: read only while a dialog is open. */
  readonly squares: SquaresSource;
  readonly user: User | null | undefined;
  /** The edit mode in use, whose offline player the claim-for dialog starts from. */
  readonly mode: EditMode | null;
  readonly onOpen: (dialog: GameDialog | null) => void;
  readonly onEdit: (mode: EditMode) => void;
  readonly onStopEditing: () => void;
  /** The host's 'Edit game' from the Settings sheet. */
  readonly onEditSettings?: (() => void) | undefined;
}

export function GameDialogs(props: GameDialogsProps) {
  return props.dialog === null ? null : <OpenDialog {...props} dialog={props.dialog} />;
}

function OpenDialog({ dialog, game, squares: source, user, mode, onOpen, onEdit, onStopEditing, onEditSettings }: GameDialogsProps & { dialog: GameDialog }) {
  const navigate = useNavigate();
  const squares = useSlice(source, (g) => g.squares);
  const uid = user?.uid ?? null;
  const me = useMemo(() => viewerSquares(squares, uid), [squares, uid]);
  const close = () => onOpen(null);

  const saveOwnLabel = async (values: InitialsValues): Promise<string | null> => {
    if (!user) return SESSION_FAILED_TEXT;
    const changed = values.initials !== me.label || values.displayName !== me.name;
    if (me.count > 0 && changed) {
      try {
        // Relabels all of the player's squares in the game in one batch (docs/product/squares.md).
        await api.setInitials(game.id, { initials: values.initials, ...(values.displayName ? { displayName: values.displayName } : {}) });
      } catch (error) {
        return errorMessage(error);
      }
    }
    rememberLocalPlayer(user.uid, values, localStore());
    close();
    if (game.open) onEdit({ kind: 'self', ...values });
    return null;
  };

  switch (dialog) {
    case 'initials':
      return (
        <InitialsDialog
          intro={me.count > 0 ? 'Changing your initials relabels all your squares in this game.' : 'Pick the initials to show on the squares you claim.'}
          defaults={selfDefaults(me, user)}
          taken={me.takenForSelf}
          saveLabel={me.count > 0 ? 'Save' : 'Choose Squares'}
          onSave={saveOwnLabel}
          onClose={close}
        />
      );
    case 'behalf':
      return (
        <InitialsDialog
          title="Claim for a Player"
          intro="For a player without a phone: enter their initials and name, then tap squares for them."
          defaults={mode?.kind === 'behalf' ? { initials: mode.initials, displayName: mode.displayName ?? '' } : { initials: '', displayName: '' }}
          taken={me.takenForBehalf}
          saveLabel="Choose Their Squares"
          onSave={(values) => {
            close();
            onEdit({ kind: 'behalf', ...values });
            return Promise.resolve(null);
          }}
          onClose={close}
        />
      );
    case 'lock':
      return <LockDialog question={lockQuestion(game.size, squares.length) ?? ''} onLock={() => api.lockGame(game.id, true)} onClose={close} />;
    case 'settings':
      return <GameSettingsDialog onEdit={onEditSettings} onDelete={() => onOpen('delete')} onClose={close} />;
    case 'delete':
      return (
        <DeleteGameDialog
          name={game.name}
          removes="every claimed square"
          onDelete={async () => {
            await api.deleteGame(game.id);
            void navigate('/games', { replace: true });
          }}
          onClose={close}
        />
      );
    case 'host-sign-in':
      return <HostSignInDialog hint="Ask the host to sign in; you can join as soon as they do, right here." onBack={close} />;
    case 'host-limit':
      return (
        <HostLimitDialog
          onSignIn={() => {
            close();
            onStopEditing();
            openShellDialog('sign-in');
          }}
          onClose={close}
        />
      );
  }
}

/** The initials dialog starts from the label in use, else the device's (docs/product/squares.md), else a signed-in player's profile. */
function selfDefaults(me: ViewerSquares, user: User | null | undefined): { initials: string; displayName: string } {
  const local = readLocalPlayer(localStore());
  const profile = user?.type === 'signedIn' ? { initials: user.preferredInitials ?? '', displayName: user.publicId.realName ?? '' } : null;
  return {
    initials: me.label ?? (local.initials || (profile?.initials ?? '')),
    displayName: me.name ?? (local.displayName || (profile?.displayName ?? '')),
  };
}
