// docs/product/squares.md: the initials dialog 'Label Your Squares'. Initials are required, may not be
// another player's label in the game ('Initials required', 'Initials already taken'), and are
// uppercased, trimmed and cut to 3 graphemes (the field takes 10); an optional display name,
// trimmed, at most 30. Save stays disabled until both are valid. The host's 'Claim for a
// player' asks for the same two things about an offline player.
import { useId, useState, type FormEvent } from 'react';
import { DISPLAY_NAME_MAX_LENGTH, graphemeCount, normaliseDisplayName } from '../../../../domain/people/profile.js';
import { refusalText } from '../../../../domain/refusals.js';
import { checkGameInitials, type CheckedInitials } from '../../../../domain/squares/index.js';
import { Dialog } from '../../../components/dialog.js';
import { InitialsInput } from '../../../components/initials-input.js';

export const LABEL_DIALOG_TITLE = 'Label Your Squares';
export const DISPLAY_NAME_TOO_LONG = `Display name must be ${DISPLAY_NAME_MAX_LENGTH} characters or fewer`;

export interface InitialsValues {
  /** As stored: uppercased, trimmed, 3 graphemes at most. */
  readonly initials: string;
  /** Trimmed; null when left empty. */
  readonly displayName: string | null;
}

export interface InitialsForm {
  readonly initials: CheckedInitials;
  readonly displayName: { ok: true; value: string | null } | { ok: false; error: string };
  readonly values: InitialsValues | null;
}

/** The dialog's rules (docs/product/squares.md), checked on every keystroke; `values` is set when Save may go. */
export function checkInitialsForm(initials: string, displayName: string, takenByOthers: Iterable<string>): InitialsForm {
  const checkedInitials = checkGameInitials(initials, takenByOthers);
  const trimmed = displayName.trim();
  const checkedName: InitialsForm['displayName'] =
    graphemeCount(trimmed) > DISPLAY_NAME_MAX_LENGTH ? { ok: false, error: DISPLAY_NAME_TOO_LONG } : { ok: true, value: trimmed === '' ? null : normaliseDisplayName(trimmed) };
  const values = checkedInitials.ok && checkedName.ok ? { initials: checkedInitials.value, displayName: checkedName.value } : null;
  return { initials: checkedInitials, displayName: checkedName, values };
}

export interface InitialsDialogProps {
  readonly title?: string;
  readonly intro: string;
  readonly defaults: { readonly initials: string; readonly displayName: string };
  /** Other players' labels in this game. */
  readonly taken: readonly string[];
  readonly saveLabel: string;
  /** Resolves to an error to show (e.g. the server's 'Initials already taken'), or null when done. */
  readonly onSave: (values: InitialsValues) => Promise<string | null>;
  readonly onClose: () => void;
}

export function InitialsDialog({ title = LABEL_DIALOG_TITLE, intro, defaults, taken, saveLabel, onSave, onClose }: InitialsDialogProps) {
  const ids = { initials: useId(), name: useId() };
  const [initials, setInitials] = useState(defaults.initials);
  const [displayName, setDisplayName] = useState(defaults.displayName);
  const [touched, setTouched] = useState(defaults.initials !== '');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = checkInitialsForm(initials, displayName, taken);
  const initialsError = !form.initials.ok && touched ? refusalText(form.initials.refusal) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.values || saving) return;
    setSaving(true);
    setFailure(null);
    const error = await onSave(form.values);
    // On success the dialog is closed by its owner; on failure it stays with the reason.
    if (error !== null) {
      setSaving(false);
      setFailure(error);
    }
  };

  return (
    <Dialog title={title} onClose={onClose} className="sq-initials-dialog">
      <form className="sq-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="sq-form__intro">{intro}</p>
        <div className="form-field">
          <label className="form-field__label" htmlFor={ids.initials}>
            Initials
          </label>
          <InitialsInput
            id={ids.initials}
            className="form-field__input sq-input--initials"
            value={initials}
            invalid={initialsError !== null}
            onChange={(next) => {
              setInitials(next);
              setTouched(true);
              setFailure(null);
            }}
            onBlur={() => setTouched(true)}
          />
          <p id={`${ids.initials}-message`} className={`sq-field__message${initialsError ? ' sq-field__message--error' : ''}`} aria-live="polite">
            {initialsError ?? (form.initials.ok ? `Your squares will read ${form.initials.value}` : 'Up to 3 letters, shown on your squares.')}
          </p>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={ids.name}>
            Display name <span className="form-field__optional">optional</span>
          </label>
          <input
            id={ids.name}
            className="form-field__input"
            name="displayName"
            autoComplete="name"
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            value={displayName}
            aria-invalid={!form.displayName.ok}
            aria-describedby={`${ids.name}-message`}
            onChange={(event) => setDisplayName(event.target.value)}
          />
          <p id={`${ids.name}-message`} className={`sq-field__message${form.displayName.ok ? '' : ' sq-field__message--error'}`}>
            {form.displayName.ok ? 'Shown with your initials on the leaderboard.' : form.displayName.error}
          </p>
        </div>
        {failure && (
          <p className="sq-form__failure" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={!form.values || saving}>
          {saving ? 'Saving…' : saveLabel}
        </button>
      </form>
    </Dialog>
  );
}
