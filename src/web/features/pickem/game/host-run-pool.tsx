// The host running their pick'em pool (docs/product/pickem.md#host-tools): edit the name and
// description at any time, and remove an entry until picks lock. Both are written to the activity
// log every player sees. Outcomes show inside the dialog (an error line read out by screen
// readers), never as a browser alert.
import { useId, useState } from 'react';
import type { EntryId } from '../../../../contracts/ids.js';
import type { PublicEntry, QuestionsGame } from '../../../../contracts/pickem.js';
import { GAME_DESCRIPTION_MAX, GAME_NAME_MAX } from '../../../../domain/games/limits.js';
import { Dialog } from '../../../components/dialog.js';
import { DescriptionField } from '../../../components/form-field.js';
import { PencilIcon } from '../../../components/more-icons.js';
import { errorMessage } from '../../../lib/error-message.js';
import '../../../components/form-field.css';
import '../../../components/host-dialogs.css';

export interface HostPoolActions {
  readonly editDetails: (details: { name: string; description: string }) => Promise<void>;
  readonly removeEntry: (entryId: EntryId) => Promise<void>;
}

type Open = { kind: 'details' } | { kind: 'remove'; entry: PublicEntry } | null;

export function RunYourPool({ game, locked, actions }: { game: QuestionsGame; locked: boolean; actions: HostPoolActions }) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <section className="game-panel" aria-labelledby="pk-run-title" data-testid="pickem-host-tools">
      <h2 id="pk-run-title" className="game-panel__title">
        Run your pool
      </h2>
      <p className="pk-muted">Only you see this. Every change you make is written to the activity log players see.</p>
      <button type="button" className="button button--secondary" onClick={() => setOpen({ kind: 'details' })}>
        <PencilIcon /> Edit name and description
      </button>
      <h3 className="pk-run__subtitle">Entries</h3>
      {locked ? (
        <p className="pk-muted">Picks have locked: every entry stays on the leaderboard.</p>
      ) : game.entries.length === 0 ? (
        <p className="pk-muted">No entries yet.</p>
      ) : (
        <>
          <p className="pk-muted">Until picks lock you can remove an entry that should not be here.</p>
          <ul className="pk-run__entries">
            {game.entries.map((entry) => (
              <li key={entry.id} className="pk-run__entry">
                <span className="pk-run__name">{entry.entryName}</span>
                <button type="button" className="button button--secondary pk-run__remove" aria-label={`Remove ${entry.entryName}`} onClick={() => setOpen({ kind: 'remove', entry })}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {open?.kind === 'details' && <EditDetailsDialog game={game} onSave={actions.editDetails} onClose={() => setOpen(null)} />}
      {open?.kind === 'remove' && <RemoveEntryDialog entry={open.entry} onRemove={() => actions.removeEntry(open.entry.id)} onClose={() => setOpen(null)} />}
    </section>
  );
}

/** Runs a command for a dialog: busy while it runs; a refusal becomes the dialog's error line. */
function useDialogCommand(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (command: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await command();
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };
  return { busy, error, run };
}

export function EditDetailsDialog({ game, onSave, onClose }: { game: QuestionsGame; onSave: HostPoolActions['editDetails']; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState(game.name);
  const [description, setDescription] = useState(game.description);
  const { busy, error, run } = useDialogCommand(onClose);
  const empty = name.trim() === '';
  return (
    <Dialog title="Edit name and description" onClose={onClose}>
      <form
        className="game-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (!empty) void run(() => onSave({ name: name.trim(), description: description.trim() }));
        }}
      >
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-name`}>
            Pool name
          </label>
          <input
            id={`${id}-name`}
            className="form-field__input"
            type="text"
            maxLength={GAME_NAME_MAX}
            required
            autoComplete="off"
            data-autofocus
            aria-invalid={empty}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <DescriptionField id={id} value={description} maxLength={GAME_DESCRIPTION_MAX} rows={3} onChange={setDescription} />
        {error && (
          <p className="pk-error" role="alert">
            {error}
          </p>
        )}
        <div className="game-dialog__actions">
          <button type="submit" className="button button--primary button--block" disabled={busy || empty}>
            {busy ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="button button--secondary button--block" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function RemoveEntryDialog({ entry, onRemove, onClose }: { entry: PublicEntry; onRemove: () => Promise<void>; onClose: () => void }) {
  const { busy, error, run } = useDialogCommand(onClose);
  return (
    <Dialog title="Remove this entry?" onClose={onClose}>
      <div className="game-dialog">
        <p>
          <strong>{entry.entryName}</strong> and its picks will be removed from the pool. The activity log will say you removed it.
        </p>
        {error && (
          <p className="pk-error" role="alert">
            {error}
          </p>
        )}
        <div className="game-dialog__actions">
          <button type="button" className="button button--danger button--block" disabled={busy} onClick={() => void run(onRemove)}>
            {busy ? 'Removing…' : 'Remove Entry'}
          </button>
          <button type="button" className="button button--secondary button--block" data-autofocus onClick={onClose}>
            Keep It
          </button>
        </div>
      </div>
    </Dialog>
  );
}
