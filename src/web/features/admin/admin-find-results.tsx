// One found game or user with its actions: open, rename (inline; a squares player in a dialog),
// delete and sign out everywhere (each confirmed in a dialog first). A refusal shows on the result
// itself, never as a browser alert.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ENTRY_NAME_TOO_LONG, POOL_NAME_TOO_LONG, type AdminGameResult, type AdminUserResult } from '../../../contracts/admin-tools.js';
import { ENTRY_NAME_MAX, GAME_NAME_MAX } from '../../../domain/games/limits.js';
import { Dialog } from '../../components/dialog.js';
import { ErrorLine, useAction, type Act } from './admin-act.js';
import { SquaresPlayers } from './admin-squares-players.js';
import { formatAdminTime } from './admin-time.js';

export type { Act } from './admin-act.js';

const KIND_NAMES = { Squares: 'Squares', Questions: 'Pick’em' } as const;

/** A rename form in place of the name: the new name, Save and Cancel. */
function RenameForm(props: { id: string; label: string; initial: string; max: number; tooLong: string; busy: boolean; onSave: (name: string) => void; onCancel: () => void }) {
  const [name, setName] = useState(props.initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setProblem('Type the new name.');
    if (name.trim().length > props.max) return setProblem(props.tooLong);
    props.onSave(name.trim());
  };
  return (
    <form className="admin-find__rename" onSubmit={save}>
      <div className="form-field">
        <label className="form-field__label" htmlFor={props.id}>
          {props.label}
        </label>
        <input id={props.id} className="form-field__input" value={name} maxLength={props.max + 10} onChange={(event) => setName(event.target.value)} data-autofocus />
      </div>
      <ErrorLine text={problem} />
      <div className="admin-find__actions">
        <button type="submit" className="button button--primary" disabled={props.busy}>
          {props.busy ? 'Saving…' : 'Save name'}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Confirm({ title, children, action, busy, onConfirm, onClose }: { title: string; children: ReactNode; action: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog title={title} onClose={onClose}>
      {children}
      <div className="admin-find__actions">
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          {action}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}

export function GameResult({ game, act }: { game: AdminGameResult; act: Act }) {
  const { busy, error, run } = useAction(act);
  const [renaming, setRenaming] = useState<{ entryId: string | null } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const base = `/api/admin/games/${game.id}`;
  const renamedEntry = game.entries.find((entry) => entry.id === renaming?.entryId);

  return (
    <li className="admin-find__item" data-testid={`admin-game-${game.code}`}>
      <div className="admin-audit__head">
        <strong className="admin-find__name">{game.name}</strong>
        <span className="tabular">{game.code}</span>
      </div>
      <p className="admin-audit__who">
        {KIND_NAMES[game.type]} · {game.phase} · host {game.hostHandle ?? 'without a handle'} · made {formatAdminTime(game.createdAt)}
        {game.season ? ' · part of a season' : ''}
      </p>
      {renaming && renaming.entryId === null ? (
        <RenameForm
          id={`rename-${game.id}`}
          label="New pool name"
          initial={game.name}
          max={GAME_NAME_MAX}
          tooLong={POOL_NAME_TOO_LONG}
          busy={busy}
          onCancel={() => setRenaming(null)}
          onSave={(name) => void run(`${base}/rename`, { name }, `Pool renamed to ${name}.`).then((ok) => ok && setRenaming(null))}
        />
      ) : (
        <div className="admin-find__actions">
          <Link className="button button--secondary" to={`/games/${game.id}`}>
            Open game
          </Link>
          <button type="button" className="button button--secondary" onClick={() => setRenaming({ entryId: null })}>
            Rename pool
          </button>
          {!game.season && (
            <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
              Delete game
            </button>
          )}
        </div>
      )}
      {game.entries.length > 0 && (
        <details className="admin-find__entries">
          <summary>Entries ({game.entries.length})</summary>
          <ul>
            {game.entries.map((entry) => (
              <li key={entry.id}>
                {renamedEntry?.id === entry.id ? (
                  <RenameForm
                    id={`rename-${entry.id}`}
                    label={`New name for ${entry.name}`}
                    initial={entry.name}
                    max={ENTRY_NAME_MAX}
                    tooLong={ENTRY_NAME_TOO_LONG}
                    busy={busy}
                    onCancel={() => setRenaming(null)}
                    onSave={(name) => void run(`${base}/entries/${entry.id}/rename`, { name }, `Entry renamed to ${name}.`).then((ok) => ok && setRenaming(null))}
                  />
                ) : (
                  <span className="admin-find__entry">
                    {entry.name}
                    <button type="button" className="text-button" onClick={() => setRenaming({ entryId: entry.id })} aria-label={`Rename entry ${entry.name}`}>
                      Rename
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      {game.players.length > 0 && <SquaresPlayers game={game} act={act} />}
      <ErrorLine text={deleting ? null : error} />
      {deleting && (
        <Confirm title="Delete this game?" action={busy ? 'Deleting…' : 'Delete game'} busy={busy} onClose={() => setDeleting(false)} onConfirm={() => void run(`${base}/delete`, {}, `${game.name} deleted.`).then((ok) => ok && setDeleting(false))}>
          <p>
            “{game.name}” ({game.code}) and everything in it are deleted for everyone: its players see that the game is gone. This cannot be undone.
          </p>
          <ErrorLine text={error} />
        </Confirm>
      )}
    </li>
  );
}

export function UserResult({ user, act }: { user: AdminUserResult; act: Act }) {
  const { busy, error, run } = useAction(act);
  const [confirming, setConfirming] = useState(false);
  const who = user.email ?? user.handle ?? user.uid;
  return (
    <li className="admin-find__item" data-testid={`admin-user-${user.uid}`}>
      <div className="admin-audit__head">
        <strong className="admin-find__name">{user.handle ? `@${user.handle}` : (user.realName ?? 'No handle')}</strong>
        <span className="tabular">{user.liveSessions === 1 ? '1 live session' : `${user.liveSessions} live sessions`}</span>
      </div>
      <p className="admin-audit__who">{[user.email, user.realName].filter(Boolean).join(' · ') || user.uid}</p>
      <div className="admin-find__actions">
        <button type="button" className="button button--danger" disabled={user.liveSessions === 0} onClick={() => setConfirming(true)}>
          Sign out everywhere
        </button>
      </div>
      <ErrorLine text={confirming ? null : error} />
      {confirming && (
        <Confirm
          title="Sign out everywhere?"
          action={busy ? 'Signing out…' : 'Sign out everywhere'}
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={() => void run(`/api/admin/users/${user.uid}/sign-out`, {}, `${who} is signed out everywhere.`).then((ok) => ok && setConfirming(false))}
        >
          <p>Every session of {who} ends now, on every device; their open pages are disconnected and they sign in again to continue.</p>
          <ErrorLine text={error} />
        </Confirm>
      )}
    </li>
  );
}
