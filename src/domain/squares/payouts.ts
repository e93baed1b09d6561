// The payout calculator (docs/product/squares.md#payout-calculator): price per square × squares is the
// pot, split between the paying periods by percentages. Money is counted in whole cents: each
// period's share is rounded down to the cent and the cents left over go to the final, so the shares
// always add up to the pot exactly (decision 040). The app moves no money; this is arithmetic for the host.
import { formatPrice, parsePriceCents } from './host-tools.js';
import type { SquaresSize } from './types.js';

/** The four paying periods of a football pool, the final last (it takes the rounding remainder). */
export const PAYOUT_PERIODS = ['Q1', 'Half', 'Q3', 'Final'] as const;

/** Common splits, in percent per period (Q1, Half, Q3, Final). */
export const PAYOUT_PRESETS: readonly { label: string; percents: readonly number[] }[] = [
  { label: '25 / 25 / 25 / 25', percents: [25, 25, 25, 25] },
  { label: '20 / 30 / 20 / 30', percents: [20, 30, 20, 30] },
  { label: '10 / 20 / 10 / 60', percents: [10, 20, 10, 60] },
];

/** The highest price per square the tool takes, as a game's price ($1,000). */
export const PAYOUT_MAX_PRICE_CENTS = 100_000;

export interface PayoutInput {
  priceCents: number;
  size: SquaresSize;
  /** Hundredths of a percent per period (2500 = 25%), adding up to 10,000. */
  basisPoints: readonly number[];
}

export interface Payouts {
  potCents: number;
  /** What each period pays, in cents, in period order; they add up to the pot. */
  shares: number[];
  /** Cents the rounding left over, included in the final's share (or the last period's that pays). */
  remainderCents: number;
}

/** The pot and each period's share. Throws on input the tool's checks refuse (a split not adding up to 100%). */
export function payouts({ priceCents, size, basisPoints }: PayoutInput): Payouts {
  if (!Number.isInteger(priceCents) || priceCents < 0) throw new Error('The price must be whole cents');
  if (basisPoints.length === 0 || basisPoints.some((bp) => !Number.isInteger(bp) || bp < 0)) throw new Error('Bad split');
  if (basisPoints.reduce((sum, bp) => sum + bp, 0) !== 10_000) throw new Error('The split must add up to 100%');
  const potCents = priceCents * size;
  const shares = basisPoints.map((bp) => Math.floor((potCents * bp) / 10_000));
  const remainderCents = potCents - shares.reduce((sum, cents) => sum + cents, 0);
  // The final takes the leftover cents; a final set to 0% pays nothing, so the last period that pays takes them.
  const taker = basisPoints.findLastIndex((bp) => bp > 0);
  shares[taker] = (shares[taker] ?? 0) + remainderCents;
  return { potCents, shares, remainderCents };
}

export const PRICE_REQUIRED = 'Enter a price per square.';
export const PRICE_OUT_OF_RANGE = `Enter a price from $0.01 to ${formatPrice(PAYOUT_MAX_PRICE_CENTS)}, like 5 or 2.50.`;
export const PERCENT_OUT_OF_RANGE = 'Enter a percentage from 0 to 100, like 25 or 12.5.';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** A price per square as typed ('5', '$2.50') in cents. */
export function checkPayoutPrice(typed: string): Checked<number> {
  const cents = parsePriceCents(typed, PAYOUT_MAX_PRICE_CENTS);
  if (cents === null) return { ok: false, error: PRICE_REQUIRED };
  if (cents === undefined) return { ok: false, error: PRICE_OUT_OF_RANGE };
  return { ok: true, value: cents };
}

/** A percentage as typed ('25', '12.5', '33.33%'), in hundredths of a percent; empty counts as 0. */
export function checkPercent(typed: string): Checked<number> {
  const text = typed.trim().replace(/%$/, '').trim();
  if (text === '') return { ok: true, value: 0 };
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { ok: false, error: PERCENT_OUT_OF_RANGE };
  const value = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return value <= 10_000 ? { ok: true, value } : { ok: false, error: PERCENT_OUT_OF_RANGE };
}

/** '25%', '12.5%', '33.33%': hundredths of a percent as the page shows them. */
export function formatPercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return `${whole}%`;
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

/** 'The split adds up to 90%. Make it 100%.', or null when it does. */
export function splitError(basisPoints: readonly number[]): string | null {
  const total = basisPoints.reduce((sum, bp) => sum + bp, 0);
  return total === 10_000 ? null : `The split adds up to ${formatPercent(total)}. Make it 100%.`;
}

/** '$1,234.50' — like formatPrice, but always with the cents (a table of amounts lines up). */
export function formatCents(cents: number): string {
  return `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
}
