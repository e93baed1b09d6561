// /squares/tools/payout, the payout calculator (docs/product/squares.md#payout-calculator): price per
// square, grid size and a split per period → the pot and what each period pays, rounded to the
// cent with the leftover cents on the final (src/domain/squares/payouts.ts, decision 040). Printable.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  PAYOUT_PERIODS,
  PAYOUT_PRESETS,
  checkPayoutPrice,
  checkPercent,
  formatCents,
  formatPercent,
  payouts,
  splitError,
} from '../../../../domain/squares/index.js';
import { ToolField } from './tool-field.js';
import '../../../components/button.css';
import './tools.css';

const CUSTOM = 'custom';

export interface PayoutForm {
  price: string;
  size: 100 | 25;
  percents: readonly string[];
}

export type PayoutView =
  | { ok: true; potCents: number; shares: number[]; remainderCents: number; basisPoints: number[] }
  | { ok: false; priceError: string | null; percentErrors: (string | null)[]; splitError: string | null };

/** The form's answer, or what is wrong with it, in the tool's words. */
export function payoutView(form: PayoutForm): PayoutView {
  const price = checkPayoutPrice(form.price);
  const percents = form.percents.map(checkPercent);
  const basisPoints = percents.map((p) => (p.ok ? p.value : 0));
  const percentErrors = percents.map((p) => (p.ok ? null : p.error));
  const split = percentErrors.some(Boolean) ? null : splitError(basisPoints);
  if (!price.ok || split !== null || percentErrors.some(Boolean)) {
    return { ok: false, priceError: price.ok ? null : price.error, percentErrors, splitError: split };
  }
  return { ok: true, ...payouts({ priceCents: price.value, size: form.size, basisPoints }), basisPoints };
}

export function PayoutToolPage() {
  const [price, setPrice] = useState('');
  const [priceTouched, setPriceTouched] = useState(false);
  const [size, setSize] = useState<100 | 25>(100);
  const [preset, setPreset] = useState<string>(PAYOUT_PRESETS[0]?.label ?? CUSTOM);
  const [percents, setPercents] = useState<string[]>(() => (PAYOUT_PRESETS[0]?.percents ?? [25, 25, 25, 25]).map(String));
  const view = payoutView({ price, size, percents });
  // An empty price is not an error until the host has typed one: the page opens without a complaint.
  const priceError = !view.ok && (priceTouched || price !== '') ? view.priceError : null;

  const choosePreset = (label: string) => {
    setPreset(label);
    const chosen = PAYOUT_PRESETS.find((p) => p.label === label);
    if (chosen) setPercents(chosen.percents.map(String));
  };
  const setPercent = (index: number, value: string) => {
    setPreset(CUSTOM);
    setPercents((list) => list.map((p, i) => (i === index ? value : p)));
  };

  return (
    <div className="tool-page tool-page--printable">
      <title>Squares payout calculator: pot and payouts per quarter · Sportsball</title>
      <header className="tool-page__header">
        <p className="tool-page__eyebrow">
          <Link to="/squares">Squares</Link> · Tools
        </p>
        <h1 className="tool-page__title">Squares payout calculator</h1>
        <p className="tool-page__lede">
          Set the price of a square and how the pot is split between the quarters. Sportsball never handles money: this is the
          arithmetic for the host.
        </p>
      </header>

      <form className="tool-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <ToolField
          id="payout-price"
          label="Price per square ($)"
          value={price}
          onChange={(value) => {
            setPrice(value);
            setPriceTouched(true);
          }}
          error={priceError}
          hint="From $0.01 to $1,000, like 5 or 2.50."
          maxLength={10}
        />

        <fieldset className="tool-form__group">
          <legend className="form-field__label">Grid size</legend>
          <div className="tool-choices">
            {([100, 25] as const).map((value) => (
              <label key={value} className="tool-choice">
                <input type="radio" name="payout-size" checked={size === value} onChange={() => setSize(value)} />
                {value === 100 ? '100 squares (10x10)' : '25 squares (5x5)'}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="tool-form__group">
          <legend className="form-field__label">Split per period</legend>
          <div className="tool-choices">
            {[...PAYOUT_PRESETS.map((p) => p.label), CUSTOM].map((label) => (
              <label key={label} className="tool-choice">
                <input type="radio" name="payout-preset" checked={preset === label} onChange={() => choosePreset(label)} />
                {label === CUSTOM ? 'Custom' : label}
              </label>
            ))}
          </div>
          <div className="tool-percents">
            {PAYOUT_PERIODS.map((period, index) => (
              <ToolField
                key={period}
                id={`payout-percent-${index}`}
                label={`${period} (%)`}
                value={percents[index] ?? ''}
                onChange={(value) => setPercent(index, value)}
                error={view.ok ? null : view.percentErrors[index]}
                maxLength={7}
              />
            ))}
          </div>
          {!view.ok && view.splitError && (
            <p className="tool-error" role="alert" id="payout-split-error">
              {view.splitError}
            </p>
          )}
        </fieldset>
      </form>

      <section className="tool-result" aria-labelledby="payout-result" aria-live="polite">
        <h2 id="payout-result" className="tool-result__title">
          Payouts
        </h2>
        {view.ok ? (
          <PayoutTable view={view} size={size} price={price} />
        ) : (
          <p className="tool-result__empty">Enter a price and a split that adds up to 100% to see the payouts.</p>
        )}
        <p className="tool-note">
          How we round: each period’s amount is rounded down to the cent, and the cents left over go to the Final (or, if the
          Final pays nothing, to the last period that pays), so the payouts always add up to the pot.
        </p>
      </section>

      <div className="tool-actions print-hide">
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          Print
        </button>
        <Link className="button button--primary" to="/squares">
          Create a squares pool
        </Link>
      </div>
    </div>
  );
}

function PayoutTable({ view, size, price }: { view: Extract<PayoutView, { ok: true }>; size: 100 | 25; price: string }) {
  return (
    <>
      <p className="tool-result__pot" data-testid="payout-pot">
        Pot: <strong>{formatCents(view.potCents)}</strong> ({size} squares at {formatCents(checkPayoutPriceCents(price))})
      </p>
      <table className="tool-table">
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Share</th>
            <th scope="col">Pays</th>
          </tr>
        </thead>
        <tbody>
          {PAYOUT_PERIODS.map((period, index) => (
            <tr key={period}>
              <th scope="row">{period}</th>
              <td>{formatPercent(view.basisPoints[index] ?? 0)}</td>
              <td data-testid={`payout-${period}`}>{formatCents(view.shares[index] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.remainderCents > 0 && (
        <p className="tool-note">
          Rounding left {view.remainderCents === 1 ? '1 cent' : `${view.remainderCents} cents`} over, added to{' '}
          {PAYOUT_PERIODS[view.basisPoints.findLastIndex((bp) => bp > 0)] ?? 'the Final'}.
        </p>
      )}
    </>
  );
}

function checkPayoutPriceCents(price: string): number {
  const checked = checkPayoutPrice(price);
  return checked.ok ? checked.value : 0;
}
