// The baby-shower game (docs/product/squares.md): the parents and due date under the title, the result once
// the host entered it, and the host's birth result form after the lock (weight in pounds and
// ounces 0–15, birth date, baby's name), which ends the game.
import { useId, useState, type FormEvent } from 'react';
import { BirthResultInputSchema, type BabyShowerData, type BirthResultInput } from '../../../../contracts/squares.js';
import { BABY_NAME_MAX } from '../../../../domain/games/limits.js';
import { errorMessage } from '../../../lib/error-message.js';
import { toast } from '../../../components/toast/toast.js';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "March 3, 2027" for a YYYY-MM-DD date (a calendar day: no time zone moves it). */
export function formatDay(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T12:00:00Z`));
}

export function BabyShowerFacts({ data }: { data: BabyShowerData }) {
  const birth = data.birthResult;
  return (
    <div className="sq-baby" data-testid="baby-shower-facts">
      <p className="sq-baby__parents">
        For <strong>{data.parentNames}</strong>
      </p>
      <p className="sq-baby__due">Due {formatDay(data.dueDate)}</p>
      {birth && (
        <p className="sq-baby__born" role="status">
          {birth.babyName ? (
            <>
              <strong>{birth.babyName}</strong> was born
            </>
          ) : (
            'Born'
          )}{' '}
          on {formatDay(birth.birthDate)}, {birth.birthWeightLbs} lb {birth.birthWeightOz} oz
        </p>
      )}
    </div>
  );
}

interface BirthDraft {
  lbs: string;
  oz: string;
  birthDate: string;
  babyName: string;
}

/** The form's values as the contract wants them, or the first thing wrong with them. */
export function checkBirthForm(draft: BirthDraft): { ok: true; value: BirthResultInput } | { ok: false; error: string } {
  const whole = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : NaN);
  const lbs = whole(draft.lbs);
  const oz = whole(draft.oz);
  if (Number.isNaN(lbs) || lbs > 20) return { ok: false, error: 'Enter the pounds (0–20)' };
  if (Number.isNaN(oz) || oz > 15) return { ok: false, error: 'Enter the ounces (0–15)' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.birthDate)) return { ok: false, error: 'Enter the birth date' };
  const parsed = BirthResultInputSchema.safeParse({ birthWeightLbs: lbs, birthWeightOz: oz, birthDate: draft.birthDate, babyName: draft.babyName.trim() });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: `Check the baby’s name (${BABY_NAME_MAX} characters at most)` };
}

export function BirthResultForm({ onSubmit }: { onSubmit: (result: BirthResultInput) => Promise<void> }) {
  const ids = { lbs: useId(), oz: useId(), date: useId(), name: useId() };
  const [draft, setDraft] = useState<BirthDraft>({ lbs: '', oz: '', birthDate: '', babyName: '' });
  const [busy, setBusy] = useState(false);
  const checked = checkBirthForm(draft);
  const set = (key: keyof BirthDraft, value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok || busy) return;
    setBusy(true);
    try {
      await onSubmit(checked.value);
    } catch (error) {
      toast.refusal(errorMessage(error));
    }
    setBusy(false);
  };

  return (
    <section className="game-panel sq-birth" aria-labelledby="sq-birth-title">
      <h2 id="sq-birth-title" className="game-panel__title">
        The baby is here?
      </h2>
      <p>Enter the birth to settle the game: the birth day picks the row, the ounces pick the column.</p>
      <form className="sq-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="sq-birth__weight">
          <div className="form-field">
            <label className="form-field__label" htmlFor={ids.lbs}>
              Pounds
            </label>
            <input id={ids.lbs} className="form-field__input" inputMode="numeric" name="lbs" maxLength={2} value={draft.lbs} onChange={(e) => set('lbs', e.target.value)} />
          </div>
          <div className="form-field">
            <label className="form-field__label" htmlFor={ids.oz}>
              Ounces <span className="form-field__optional">0–15</span>
            </label>
            <input id={ids.oz} className="form-field__input" inputMode="numeric" name="oz" maxLength={2} value={draft.oz} onChange={(e) => set('oz', e.target.value)} />
          </div>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={ids.date}>
            Birth date
          </label>
          <input id={ids.date} className="form-field__input" type="date" name="birthDate" value={draft.birthDate} onChange={(e) => set('birthDate', e.target.value)} />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={ids.name}>
            Baby’s name <span className="form-field__optional">optional</span>
          </label>
          <input id={ids.name} className="form-field__input" name="babyName" maxLength={BABY_NAME_MAX} value={draft.babyName} onChange={(e) => set('babyName', e.target.value)} />
        </div>
        <p className="sq-field__message" aria-live="polite">
          {!checked.ok && (draft.lbs || draft.oz || draft.birthDate) ? checked.error : ''}
        </p>
        <button type="submit" className="button button--primary button--block" disabled={!checked.ok || busy}>
          {busy ? 'Saving…' : 'Enter birth result'}
        </button>
      </form>
    </section>
  );
}
