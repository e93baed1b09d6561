// A labelled one-line text field, shared by the creation forms: the label (with an "optional"
// tag), a native text input, then a hint and the error, both tied to the input by
// aria-describedby. DescriptionField is the optional free-text description every creation form
// ends its settings with. Selects and date inputs use the same form-field classes directly.
// SubmitBlock ends such a form: the server's refusal, then the button and what it waits for.
import './form-field.css';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  maxLength: number;
  optional?: boolean;
  hint?: string;
  error?: string | undefined;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal';
  autoComplete?: string;
  narrow?: boolean;
}

export function TextField({ id, label, value, onChange, onBlur, maxLength, optional, hint, error, placeholder, inputMode, autoComplete = 'off', narrow }: TextFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
        {optional && <span className="form-field__optional">optional</span>}
      </label>
      <input
        id={id}
        className={`form-field__input${narrow ? ' form-field__input--narrow' : ''}`}
        type="text"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface DescriptionFieldProps {
  /** The form's id; the textarea is `${id}-description`. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows: number;
  placeholder?: string;
}

/** The optional description of a game: at its creation, and when its host edits it. */
export function DescriptionField({ id, value, onChange, maxLength, rows, placeholder }: DescriptionFieldProps) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={`${id}-description`}>
        Description<span className="form-field__optional">optional</span>
      </label>
      <textarea
        id={`${id}-description`}
        className="form-field__input form-field__textarea"
        value={value}
        maxLength={maxLength}
        rows={rows}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

interface SubmitBlockProps {
  id: string;
  /** "Create game", "Create pool". */
  label: string;
  submitting: boolean;
  /** The server's refusal of the last try, shown as an alert above the button. */
  serverError: string | null;
  /** What the form still waits for, in words; null when it is valid. */
  missing: string | null;
}

/** The server's refusal, then the submit button — disabled, with what it waits for, until the form is valid. */
export function SubmitBlock({ id, label, submitting, serverError, missing }: SubmitBlockProps) {
  return (
    <>
      {serverError && (
        <p className="form-submit__error" role="alert">
          {serverError}
        </p>
      )}
      <div className="form-submit">
        <button type="submit" className="button button--primary button--block" disabled={missing !== null || submitting} aria-describedby={missing === null ? undefined : `${id}-missing`}>
          {submitting ? 'Creating…' : label}
        </button>
        {missing !== null && (
          <p id={`${id}-missing`} className="form-submit__missing">
            {missing}
          </p>
        )}
      </div>
    </>
  );
}
