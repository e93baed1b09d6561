// A labelled one-line text field, shared by the creation forms: the label (with an "optional"
// tag), a native text input, then a hint and the error, both tied to the input by
// aria-describedby. Textareas, selects and date inputs use the same form-field classes directly.
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
  inputMode?: 'numeric';
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
