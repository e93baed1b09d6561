// The initials field as every initials form has it (docs/product/squares.md#initials): no
// autocomplete or spelling help, capitals, the 10-character input limit, focused when its dialog
// opens, and described by its message line (`{id}-message`). What is typed is uppercased.
import { INITIALS_INPUT_MAX_LENGTH } from '../../domain/squares/index.js';

export interface InitialsInputProps {
  readonly id: string;
  readonly value: string;
  readonly invalid: boolean;
  readonly onChange: (initials: string) => void;
  readonly onBlur?: () => void;
  readonly className?: string;
}

export function InitialsInput({ id, value, invalid, onChange, onBlur, className = 'form-field__input' }: InitialsInputProps) {
  return (
    <input
      id={id}
      className={className}
      name="initials"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={INITIALS_INPUT_MAX_LENGTH}
      data-autofocus
      value={value}
      aria-invalid={invalid}
      aria-describedby={`${id}-message`}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
      onBlur={onBlur}
    />
  );
}
