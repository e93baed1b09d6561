// The parts both pick'em creation forms share (docs/product/pickem.md): radio pills,
// switches, the scoring and entry settings, and Create with the server's error. Every control
// is a native input, so keyboards and screen readers get the platform's behaviour.
import { useState, type ReactNode } from 'react';
import type { CreateQuestionsGame } from '../../../../contracts/pickem.js';
import { ENTRY_LIMIT_MAX, GAME_DESCRIPTION_MAX as DESCRIPTION_MAX, ENTRY_INCENTIVE_MAX as INCENTIVE_MAX, GAME_NAME_MAX as NAME_MAX } from '../../../../domain/games/limits.js';
import { DescriptionField, SubmitBlock as SharedSubmitBlock, TextField } from '../../../components/form-field.js';
import { useCreateGame } from '../../../lib/use-create-game.js';
import { SCORING_CHOICES, type Choice } from './create-choices.js';
import { mostPicksHint, type FormErrors, type PickedNoun } from './create-validation.js';
import type { SettingsValues } from './create-values.js';

/** Which fields have been changed or left, so errors show once they are the host's doing. */
export function useTouched() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  return { touched, touch };
}

/** Creates the pool and lands the host on its share panel (lib/use-create-game). */
export function useCreatePool() {
  return useCreateGame<CreateQuestionsGame>('/api/pickem/games', 'The pool could not be created. Please try again.');
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** Radio cards, one under another, each explained in one line (arrow keys move between them). */
export function ChoiceGroup<T extends string>({ legend, name, choices, value, onChange }: ChoiceGroupProps<T>) {
  return (
    <fieldset className="pc-choice">
      <legend className="form-field__label">{legend}</legend>
      <div className="pc-choice__cards">
        {choices.map((choice) => (
          <label key={choice.value} className="pc-card">
            <input
              type="radio"
              className="pc-card__input"
              name={name}
              checked={choice.value === value}
              aria-describedby={`${name}-${choice.value}`}
              onChange={() => onChange(choice.value)}
            />
            <span className="pc-card__title">{choice.label}</span>
            <span id={`${name}-${choice.value}`} className="pc-card__text">
              {choice.explanation}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Pill({ name, checked, onSelect, children }: { name: string; checked: boolean; onSelect: () => void; children: ReactNode }) {
  return (
    <label className="pc-pill">
      <input type="radio" className="pc-pill__input" name={name} checked={checked} onChange={onSelect} />
      <span className="pc-pill__face">{children}</span>
    </label>
  );
}

/** A checkbox drawn as a switch, with its label and one line saying what it does. */
export function Switch({ id, label, hint, checked, onChange }: { id: string; label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="pc-switch">
      <input
        id={id}
        type="checkbox"
        className="pc-switch__input"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="pc-switch__label" htmlFor={id}>
        <span className="pc-switch__track" aria-hidden="true" />
        <span className="pc-switch__text">{label}</span>
      </label>
      <p id={`${id}-hint`} className="form-field__hint pc-switch__hint">
        {hint}
      </p>
    </div>
  );
}

interface NameFieldsProps {
  id: string;
  values: SettingsValues;
  defaultName: string;
  errors: FormErrors;
  touched: ReadonlySet<string>;
  touch: (key: string) => void;
  update: (patch: Partial<SettingsValues>) => void;
}

/** Name (prefilled) and description. */
export function NameFields({ id, values, defaultName, errors, touched, touch, update }: NameFieldsProps) {
  return (
    <>
      <TextField
        id={`${id}-name`}
        label="Pool name"
        value={values.name ?? defaultName}
        maxLength={NAME_MAX}
        error={touched.has('name') ? errors.name : undefined}
        onChange={(name) => {
          update({ name });
          touch('name');
        }}
        onBlur={() => touch('name')}
      />
      <DescriptionField
        id={id}
        value={values.description}
        maxLength={DESCRIPTION_MAX}
        rows={2}
        placeholder="House rules, what the winner gets"
        onChange={(description) => update({ description })}
      />
    </>
  );
}

interface SettingsFieldsProps extends Omit<NameFieldsProps, 'defaultName'> {
  /** How many questions can be picked: the most picks allowed. */
  questions: number;
  /** What is picked, in the late-entry and most-picks lines. */
  noun: PickedNoun;
}


/** Scoring, then who may enter and how much: one entry per player, entries per player, late entry, most picks. */
export function SettingsFields({ id, values, errors, touched, touch, update, questions, noun }: SettingsFieldsProps) {
  const shown = (key: string) => (touched.has(key) ? errors[key] : undefined);
  return (
    <>
      <section className="pc-section" aria-labelledby={`${id}-scoring-title`}>
        <h2 id={`${id}-scoring-title`} className="pc-section__title">
          Scoring
        </h2>
        <ChoiceGroup legend="How the pool is won" name={`${id}-scoring`} choices={SCORING_CHOICES} value={values.scoring} onChange={(scoring) => update({ scoring })} />
        {values.scoring === 'PointsToBeans' && (
          <TextField
            id={`${id}-incentive`}
            label="Beans for each entry"
            value={values.entryIncentive}
            inputMode="numeric"
            maxLength={4}
            narrow
            hint={`Every submitted entry earns these on top of its points (0 to ${INCENTIVE_MAX}).`}
            error={shown('entryIncentive')}
            onChange={(entryIncentive) => {
              update({ entryIncentive });
              touch('entryIncentive');
            }}
          />
        )}
      </section>

      <section className="pc-section" aria-labelledby={`${id}-entries-title`}>
        <h2 id={`${id}-entries-title`} className="pc-section__title">
          Entries
        </h2>
        <Switch
          id={`${id}-one`}
          label="One entry per player"
          hint="Each player makes one set of picks."
          checked={values.oneEntryPerUser}
          onChange={(oneEntryPerUser) => update({ oneEntryPerUser })}
        />
        {!values.oneEntryPerUser && (
          <TextField
            id={`${id}-limit`}
            label="Entries per player"
            optional
            value={values.entryLimit}
            inputMode="numeric"
            maxLength={3}
            narrow
            hint={`Leave empty for no limit (up to ${ENTRY_LIMIT_MAX}).`}
            error={shown('entryLimit')}
            onChange={(entryLimit) => {
              update({ entryLimit });
              touch('entryLimit');
            }}
          />
        )}
        <Switch
          id={`${id}-late`}
          label="Allow late entry"
          hint={`After the first lock, ${noun} that haven't locked yet stay open to pick.`}
          checked={values.allowLateEntry}
          onChange={(allowLateEntry) => update({ allowLateEntry })}
        />
        <TextField
          id={`${id}-most`}
          label="Most picks per entry"
          optional
          value={values.maxAnswers}
          inputMode="numeric"
          maxLength={2}
          narrow
          hint={mostPicksHint(questions, noun)}
          error={shown('maxAnswers')}
          onChange={(maxAnswers) => {
            update({ maxAnswers });
            touch('maxAnswers');
          }}
        />
      </section>
    </>
  );
}

/** Create pool, disabled until the form is valid, naming at most three of the things it waits for. */
export function SubmitBlock({ id, errors, submitting, serverError }: { id: string; errors: FormErrors; submitting: boolean; serverError: string | null }) {
  const waiting = [...new Set(Object.values(errors))];
  const missing = waiting.length === 0 ? null : waiting.slice(0, 3).join('. ') + (waiting.length > 3 ? ` (and ${waiting.length - 3} more)` : '');
  return <SharedSubmitBlock id={id} label="Create pool" submitting={submitting} serverError={serverError} missing={missing} />;
}
