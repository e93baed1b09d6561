// docs/product/accounts.md: deleting the account asks the player to type DELETE. Afterwards
// the browser carries on as a fresh anonymous player, back on the home page.
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/dialog.js';
import { TrashIcon } from '../../components/more-icons.js';
import { applySessionChange } from '../../lib/account.js';
import { deleteAccount } from './account-api.js';
import { toast } from '../../components/toast/toast.js';
import '../../components/button.css';
import './account.css';

export const DELETE_CONFIRMATION = 'DELETE';

export default function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const confirmed = typed === DELETE_CONFIRMATION;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || deleting) return;
    setDeleting(true);
    try {
      const user = await deleteAccount();
      applySessionChange(user);
      onDeleted();
    } catch (error) {
      // docs/product/accounts.md: a failed delete is told in a toast with the error.
      toast.refusal(error instanceof Error ? error.message : 'Could not delete your account. Please try again.');
      setDeleting(false);
    }
  };

  return (
    <Dialog title="Delete your account?" onClose={onClose} className="delete-dialog">
      <form className="delete" noValidate onSubmit={(event) => void submit(event)}>
        <p>
          Your handle, avatar and profile are deleted for good. Pools you host that others play in stay, under
          &ldquo;Deleted host&rdquo;. This can&apos;t be undone.
        </p>
        <label className="field__label" htmlFor={inputId}>
          Type {DELETE_CONFIRMATION} to confirm
        </label>
        <input
          id={inputId}
          className="field__input delete__input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="delete__actions">
          <button type="submit" className="button button--danger button--block" disabled={!confirmed || deleting}>
            <TrashIcon /> {deleting ? 'Deleting…' : 'Delete account'}
          </button>
          <button type="button" className="button button--secondary button--block" onClick={onClose}>
            Keep my account
          </button>
        </div>
      </form>
    </Dialog>
  );
}
