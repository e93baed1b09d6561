// A labelled input of the squares tools: its error is a line tied to the input and read out as it
// appears (role="alert"), so a mistake is said where it is, in the tool's own words.
import '../../../components/form-field.css';

interface ToolFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: string;
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number;
  className?: string;
  /** Hides the label visually (a table's headers already name the box); screen readers still read it. */
  hiddenLabel?: boolean;
}

export function ToolField({ id, label, value, onChange, error, hint, inputMode = 'decimal', maxLength = 12, className, hiddenLabel }: ToolFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`}>
      <label className={hiddenLabel ? 'visually-hidden' : 'form-field__label'} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-field__input"
        type="text"
        value={value}
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
