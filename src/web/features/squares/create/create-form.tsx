// The squares creation form (docs/product/squares.md): one screen, ready to save as it opens — a name
// prefilled from the game, 100 squares, digits that never change — so a host is done in under
// a minute; everything else is optional. Rules and the request body are in create-rules.ts.
//
// After the game is created the host lands on its share panel (/games/{id}/share?created=1): the
// next thing a host does is send the link, and the panel links on to the game (lib/use-create-game).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { SportsGame } from '../../../../contracts/sports.js';
import type { CreateSquaresGame } from '../../../../contracts/squares.js';
import type { Sport } from '../../../../domain/sports/index.js';
import { DescriptionField, SubmitBlock, TextField } from '../../../components/form-field.js';
import { useCreateGame } from '../../../lib/use-create-game.js';
import { DisclosureSummary } from '../../../components/disclosure-summary.js';
import {
  changeChoices,
  createPayload,
  DESCRIPTION_MAX,
  isValid,
  NAME_MAX,
  PARENT_NAMES_MAX,
  PAYOUT_MAX,
  payoutLabels,
  scoringChoices,
  SIZE_CHOICES,
  THEME_CHOICES,
  validateCreate,
  type Choice,
  type CreateErrors,
  type CreateField,
  type CreateValues,
} from './create-rules.js';

interface CreateFormProps {
  /** The picked game; null for a baby shower. */
  game: SportsGame | null;
  initial: CreateValues;
}

/** "1st" → "1st inning"; quarters, Half, Final and Birth read as they are. */
const payoutFieldLabel = (label: string) => (/^\d/.test(label) ? `${label} inning` : label);

/** What the disabled button is waiting for, in the words of the errors. */
function missing(errors: CreateErrors): string {
  return Object.values(errors).join('. ');
}

export function CreateForm({ game, initial }: CreateFormProps) {
  const id = useId();
  const [values, setValues] = useState<CreateValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<CreateField>>(new Set());
  const { create, submitting, serverError } = useCreateGame<CreateSquaresGame>('/api/squares/games', 'The game could not be created. Please try again.');

  const sport: Sport | null = game?.sport ?? null;
  const errors = validateCreate(values);
  const valid = isValid(errors);
  const periods = payoutLabels(values, sport);

  const update = (patch: Partial<CreateValues>) => setValues((current) => ({ ...current, ...patch }) as CreateValues);
  const touch = (field: CreateField) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const shownError = (field: CreateField) => (touched.has(field) ? errors[field] : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    void create(() => createPayload(values, game));
  }

  return (
    <form className="create-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Game settings
      </h2>

      <TextField
        id={`${id}-name`}
        label="Game name"
        value={values.name}
        maxLength={NAME_MAX}
        error={shownError('name')}
        onChange={(name) => {
          update({ name });
          touch('name');
        }}
        onBlur={() => touch('name')}
      />

      {values.variant === 'BabyShower' && (
        <>
          <TextField
            id={`${id}-parents`}
            label="Parents' names"
            value={values.parentNames}
            maxLength={PARENT_NAMES_MAX}
            placeholder="Sam & Alex"
            error={shownError('parentNames')}
            onChange={(parentNames) => update({ parentNames })}
            onBlur={() => touch('parentNames')}
          />
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-due`}>
              Due date
            </label>
            <input
              id={`${id}-due`}
              className="form-field__input create-input--date"
              type="date"
              value={values.dueDate}
              aria-invalid={shownError('dueDate') ? true : undefined}
              aria-describedby={shownError('dueDate') ? `${id}-due-error` : undefined}
              onChange={(event) => update({ dueDate: event.target.value })}
              onBlur={() => touch('dueDate')}
            />
            {shownError('dueDate') && (
              <p id={`${id}-due-error`} className="form-field__error">
                {shownError('dueDate')}
              </p>
            )}
          </div>
          <ChoiceGroup
            legend="Theme"
            name={`${id}-theme`}
            choices={THEME_CHOICES}
            value={values.theme}
            onChange={(theme) => update({ theme })}
            swatches
          />
        </>
      )}

      <ChoiceGroup legend="Grid size" name={`${id}-size`} choices={SIZE_CHOICES} value={values.size} onChange={(size) => update({ size })} />

      {values.variant === 'SportsGame' && sport !== null && (
        <>
          <ChoiceGroup
            legend="New numbers"
            hint="When the row and column digits are drawn again"
            name={`${id}-change`}
            choices={changeChoices(sport)}
            value={values.changeTargetScores}
            onChange={(changeTargetScores) => update({ changeTargetScores })}
          />
          {values.size === 25 && (
            <ChoiceGroup
              legend="Pay out on"
              name={`${id}-scoring`}
              choices={scoringChoices(sport)}
              value={values.scoringPeriods}
              onChange={(scoringPeriods) => update({ scoringPeriods })}
            />
          )}
        </>
      )}

      <DescriptionField
        id={id}
        value={values.description}
        maxLength={DESCRIPTION_MAX}
        rows={3}
        placeholder="House rules, when to pay, where to watch"
        onChange={(description) => update({ description })}
      />

      <TextField
        id={`${id}-limit`}
        label="Squares per player"
        optional
        value={values.entryLimit}
        inputMode="numeric"
        maxLength={3}
        narrow
        hint="Leave empty for no limit"
        error={shownError('entryLimit')}
        onChange={(entryLimit) => {
          update({ entryLimit });
          touch('entryLimit');
        }}
        onBlur={() => touch('entryLimit')}
      />

      <TextField
        id={`${id}-price`}
        label="Price per square ($)"
        optional
        value={values.price}
        inputMode="decimal"
        maxLength={8}
        narrow
        hint="A ledger for you: Sportsball never handles money"
        error={shownError('price')}
        onChange={(price) => {
          update({ price });
          touch('price');
        }}
        onBlur={() => touch('price')}
      />

      <details className="create-payouts">
        <DisclosureSummary className="create-payouts__summary">
          Payouts<span className="form-field__optional">optional</span>
        </DisclosureSummary>
        <p className="create-payouts__note">
          Write what each winner gets: &ldquo;$25&rdquo;, &ldquo;Pizza&rdquo;. Sportsball never handles money; players settle up
          among themselves.
        </p>
        <div className="create-payouts__fields">
          {periods.map((label) => (
            <TextField
              key={label}
              id={`${id}-payout-${label}`}
              label={payoutFieldLabel(label)}
              value={values.payouts[label] ?? ''}
              maxLength={PAYOUT_MAX}
              onChange={(text) => update({ payouts: { ...values.payouts, [label]: text } })}
            />
          ))}
        </div>
      </details>

      <SubmitBlock id={id} label="Create game" submitting={submitting} serverError={serverError} missing={valid ? null : missing(errors)} />
    </form>
  );
}

interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  hint?: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Each choice shows a colour swatch (the baby shower's theme); its name is always written. */
  swatches?: boolean;
}

/** Native radio buttons (arrow keys move between them) drawn as a row of pills. */
function ChoiceGroup<T extends string | number>({ legend, hint, name, choices, value, onChange, swatches }: ChoiceGroupProps<T>) {
  const hintId = `${name}-hint`;
  return (
    <fieldset className="create-choice" aria-describedby={hint ? hintId : undefined}>
      <legend className="form-field__label">{legend}</legend>
      {hint && (
        <p id={hintId} className="form-field__hint create-choice__hint">
          {hint}
        </p>
      )}
      <div className={`create-choice__options${swatches ? ' create-choice__options--swatches' : ''}`}>
        {choices.map((choice) => (
          <ChoiceOption key={choice.value} name={name} checked={choice.value === value} onSelect={() => onChange(choice.value)}>
            {swatches && <span className={`create-swatch create-swatch--${choice.value}`} aria-hidden="true" />}
            {choice.label}
          </ChoiceOption>
        ))}
      </div>
    </fieldset>
  );
}

function ChoiceOption({ name, checked, onSelect, children }: { name: string; checked: boolean; onSelect: () => void; children: ReactNode }) {
  return (
    <label className="create-choice__option">
      <input type="radio" className="create-choice__input" name={name} checked={checked} onChange={onSelect} />
      <span className="create-choice__pill">{children}</span>
    </label>
  );
}
