// A found squares game's players, by the initials on their squares, each with a Rename that opens a
// dialog: the new initials are checked as the join dialog checks them (docs/product/squares.md#initials,
// the same words), and saving relabels every square of that player in the game (decision 041).
import { useId, useState, type FormEvent } from 'react';
import type { AdminGameResult } from '../../../contracts/admin-tools.js';
import { refusalText } from '../../../domain/refusals.js';
import { checkGameInitials } from '../../../domain/squares/index.js';
import { Dialog } from '../../components/dialog.js';
import { InitialsInput } from '../../components/initials-input.js';
import { ErrorLine, useAction, type Act } from './admin-act.js';

const squaresCount = (n: number) => (n === 1 ? '1 square' : `${n} squares`);

function RenamePlayerDialog({ game, label, act, onClose }: { game: AdminGameResult; label: string; act: Act; onClose: () => void }) {
  const id = useId();
  const { busy, error, setError, run } = useAction(act);
  const [initials, setInitials] = useState('');
  const [touched, setTouched] = useState(false);
  const checked = checkGameInitials(
    initials,
    game.players.map((player) => player.label).filter((other) => other !== label),
  );
  const problem = !checked.ok ? refusalText(checked.refusal) : checked.value === label ? refusalText({ reason: 'samePlayerInitials' }) : null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem !== null || !checked.ok || busy) return;
    const to = checked.value;
    void run(`/api/admin/games/${game.id}/players/rename`, { from: label, initials: to }, `${label} renamed to ${to}.`).then((ok) => ok && onClose());
  };

  return (
    <Dialog title={`Rename player ${label}`} onClose={onClose}>
      <form className="admin-find__rename" noValidate onSubmit={save}>
        <p>Every square {label} holds in “{game.name}” will carry the new initials, on every open board.</p>
        <div className="form-field">
          <label className="form-field__label" htmlFor={id}>
            New initials
          </label>
          <InitialsInput
            id={id}
            value={initials}
            invalid={touched && problem !== null}
            onChange={(next) => {
              setInitials(next);
              setTouched(true);
              setError(null);
            }}
          />
          <p id={`${id}-message`} className={touched && problem ? 'form-field__error' : 'form-field__hint'} aria-live="polite">
            {touched && problem ? problem : checked.ok ? `Their squares will read ${checked.value}` : 'Up to 3 letters, shown on their squares.'}
          </p>
        </div>
        <ErrorLine text={error} />
        <div className="admin-find__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Renaming…' : 'Rename player'}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function SquaresPlayers({ game, act }: { game: AdminGameResult; act: Act }) {
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <details className="admin-find__entries">
      <summary>Players ({game.players.length})</summary>
      <ul>
        {game.players.map((player) => (
          <li key={player.label}>
            <span className="admin-find__entry">
              <span>
                <strong>{player.label}</strong> · {squaresCount(player.squares)}
              </span>
              <button type="button" className="text-button" onClick={() => setRenaming(player.label)} aria-label={`Rename player ${player.label}`}>
                Rename
              </button>
            </span>
          </li>
        ))}
      </ul>
      {renaming !== null && <RenamePlayerDialog game={game} label={renaming} act={act} onClose={() => setRenaming(null)} />}
    </details>
  );
}
