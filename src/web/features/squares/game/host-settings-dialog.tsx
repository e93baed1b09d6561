// 'Edit game' (docs/product/squares.md#host-tools): the host changes the name, description,
// payouts, squares-per-player limit and price per square after creation, with creation's checks.
// The limit is fixed once squares can no longer change; a limit below what a player holds keeps
// their squares and blocks new claims (decision 032).
import { useId, useState, type FormEvent } from 'react';
import { EditSquaresSettingsSchema, type EditSquaresSettings } from '../../../../contracts/squares.js';
import { ENTRY_LIMIT_MAX, GAME_DESCRIPTION_MAX, GAME_NAME_MAX, PAYOUT_MAX, PRICE_CENTS_MAX } from '../../../../domain/games/limits.js';
import { formatPrice, parsePriceCents } from '../../../../domain/squares/index.js';
import { Dialog } from '../../../components/dialog.js';
import { DescriptionField } from '../../../components/form-field.js';
import { Failure, useInlineCommand } from './host-tools.js';

export const PRICE_ERROR = `A price from $0.01 to ${formatPrice(PRICE_CENTS_MAX)}, or empty for free`;

export interface SettingsDraft {
  name: string;
  description: string;
  /** One per paying period, in order. */
  payouts: string[];
  entryLimit: string;
  /** Dollars as typed ('5', '2.50'); empty: free. */
  price: string;
}

export function draftOf(game: { name: string; description: string; payouts: readonly string[]; entryLimit: number | null; priceCents: number | null }, periodCount: number): SettingsDraft {
  return {
    name: game.name,
    description: game.description,
    payouts: Array.from({ length: Math.max(periodCount, game.payouts.length) }, (_, i) => game.payouts[i] ?? ''),
    entryLimit: game.entryLimit === null ? '' : String(game.entryLimit),
    price: game.priceCents === null ? '' : (game.priceCents / 100).toFixed(2).replace(/\.00$/, ''),
  };
}

/** The edit as the contract wants it, or the first field that is wrong and why. */
export function checkSettings(draft: SettingsDraft): { ok: true; value: EditSquaresSettings } | { ok: false; field: keyof SettingsDraft; error: string } {
  const name = draft.name.trim();
  if (name === '') return { ok: false, field: 'name', error: 'A pool needs a name' };
  const limitText = draft.entryLimit.trim();
  const entryLimit = limitText === '' ? null : /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
  if (entryLimit !== null && (Number.isNaN(entryLimit) || entryLimit < 1 || entryLimit > ENTRY_LIMIT_MAX)) {
    return { ok: false, field: 'entryLimit', error: `A whole number from 1 to ${ENTRY_LIMIT_MAX}, or empty for no limit` };
  }
  const priceCents = parsePriceCents(draft.price, PRICE_CENTS_MAX);
  if (priceCents === undefined) return { ok: false, field: 'price', error: PRICE_ERROR };
  const payouts = draft.payouts.map((text) => text.trim().slice(0, PAYOUT_MAX));
  const parsed = EditSquaresSettingsSchema.safeParse({
    name,
    description: draft.description.trim(),
    entryLimit,
    payouts: payouts.some((text) => text !== '') ? payouts : [],
    priceCents,
  });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, field: 'description', error: `Check the description (${GAME_DESCRIPTION_MAX} characters at most)` };
}

interface EditSettingsDialogProps {
  initial: SettingsDraft;
  /** The paying periods' labels, one payout field each. */
  periodLabels: readonly string[];
  /** Squares may still change: the limit can be edited. */
  open: boolean;
  onSave: (settings: EditSquaresSettings) => Promise<void>;
  onClose: () => void;
}

export function EditSettingsDialog({ initial, periodLabels, open, onSave, onClose }: EditSettingsDialogProps) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const { busy, failure, run } = useInlineCommand();
  const checked = checkSettings(draft);
  const errorOf = (field: keyof SettingsDraft) => (tried && !checked.ok && checked.field === field ? checked.error : null);
  const set = (field: 'name' | 'description' | 'entryLimit' | 'price', value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!checked.ok || busy) return;
    void run(() => onSave(checked.value)).then((done) => done && onClose());
  };

  const field = (name: 'name' | 'entryLimit' | 'price', label: string, props: { maxLength: number; inputMode?: 'numeric' | 'decimal'; hint?: string; disabled?: boolean }) => {
    const error = errorOf(name);
    return (
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          className="form-field__input"
          name={name}
          maxLength={props.maxLength}
          inputMode={props.inputMode}
          disabled={props.disabled}
          value={name === 'price' ? draft.price : name === 'entryLimit' ? draft.entryLimit : draft.name}
          aria-invalid={error !== null}
          aria-describedby={`${id}-${name}-message`}
          onChange={(event) => set(name, event.target.value)}
        />
        <p id={`${id}-${name}-message`} className={`sq-field__message${error ? ' sq-field__message--error' : ''}`}>
          {error ?? props.hint ?? ''}
        </p>
      </div>
    );
  };

  return (
    <Dialog title="Edit game" onClose={onClose}>
      <form className="sq-form" noValidate onSubmit={submit}>
        {field('name', 'Name', { maxLength: GAME_NAME_MAX })}
        <DescriptionField id={id} value={draft.description} maxLength={GAME_DESCRIPTION_MAX} rows={3} onChange={(description) => set('description', description)} />
        {periodLabels.length > 0 && (
          <fieldset className="sq-settings__payouts">
            <legend className="form-field__label">
              Payouts <span className="form-field__optional">optional, shown on the page</span>
            </legend>
            {periodLabels.map((label, i) => (
              <div className="form-field" key={label}>
                <label className="form-field__label" htmlFor={`${id}-payout-${i}`}>
                  {label}
                </label>
                <input
                  id={`${id}-payout-${i}`}
                  className="form-field__input"
                  name={`payout-${i}`}
                  maxLength={PAYOUT_MAX}
                  value={draft.payouts[i] ?? ''}
                  onChange={(event) => setDraft((d) => ({ ...d, payouts: d.payouts.map((text, j) => (j === i ? event.target.value : text)) }))}
                />
              </div>
            ))}
          </fieldset>
        )}
        <div className="sq-settings__row">
          {field('entryLimit', 'Squares per player', {
            maxLength: 3,
            inputMode: 'numeric',
            disabled: !open,
            hint: open ? 'Empty: no limit. Players keep squares they hold.' : 'Fixed once the grid is locked.',
          })}
          {field('price', 'Price per square ($)', { maxLength: 8, inputMode: 'decimal', hint: 'Empty: free. A ledger only.' })}
        </div>
        <Failure text={failure} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Saving…' : 'Save changes'}
        </button>
      </form>
    </Dialog>
  );
}
