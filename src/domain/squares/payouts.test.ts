import { describe, expect, it } from 'vitest';
import {
  PAYOUT_PRESETS,
  PERCENT_OUT_OF_RANGE,
  PRICE_OUT_OF_RANGE,
  PRICE_REQUIRED,
  checkPayoutPrice,
  checkPercent,
  formatCents,
  formatPercent,
  payouts,
  splitError,
} from './payouts.js';

describe('payouts: the pot and each period’s share', () => {
  it.each([
    // price, size, split → pot, shares, remainder
    [100, 100, [2500, 2500, 2500, 2500], 10_000, [2500, 2500, 2500, 2500], 0],
    [500, 100, [2000, 3000, 2000, 3000], 50_000, [10_000, 15_000, 10_000, 15_000], 0],
    [1000, 25, [1000, 2000, 1000, 6000], 25_000, [2500, 5000, 2500, 15_000], 0],
    // $0.33 × 25 = $8.25: 20% is $1.65, 30% is $2.475 → $2.47; the cent left over goes to the final.
    [33, 25, [2000, 3000, 2000, 3000], 825, [165, 247, 165, 248], 1],
    // Thirds of $1 with nothing on the final: the left-over cent goes to the last period that pays.
    [1, 100, [3333, 3333, 3334, 0], 100, [33, 33, 34, 0], 1],
    [7, 25, [2500, 2500, 2500, 2500], 175, [43, 43, 43, 46], 3],
    [100, 100, [0, 0, 0, 10_000], 10_000, [0, 0, 0, 10_000], 0],
  ])('$%i¢ × %i squares, split %j', (priceCents, size, basisPoints, potCents, shares, remainderCents) => {
    const result = payouts({ priceCents, size: size as 25 | 100, basisPoints });
    expect(result).toEqual({ potCents, shares, remainderCents });
    expect(result.shares.reduce((a, b) => a + b, 0)).toBe(result.potCents);
  });

  it('shares always add up to the pot and each is within a cent per period of its exact amount', () => {
    for (let priceCents = 1; priceCents < 2000; priceCents += 7) {
      for (const preset of PAYOUT_PRESETS) {
        const basisPoints = preset.percents.map((p) => p * 100);
        const { potCents, shares } = payouts({ priceCents, size: 25, basisPoints });
        expect(shares.reduce((a, b) => a + b, 0)).toBe(potCents);
        shares.slice(0, -1).forEach((cents, i) => {
          const exact = (potCents * (basisPoints[i] ?? 0)) / 10_000;
          expect(exact - cents).toBeGreaterThanOrEqual(0);
          expect(exact - cents).toBeLessThan(1);
        });
      }
    }
  });

  it('refuses a split that does not add up to 100% and a price that is not whole cents', () => {
    expect(() => payouts({ priceCents: 100, size: 100, basisPoints: [2500, 2500, 2500] })).toThrow();
    expect(() => payouts({ priceCents: 1.5, size: 100, basisPoints: [10_000] })).toThrow();
    expect(() => payouts({ priceCents: 100, size: 100, basisPoints: [-100, 10_100] })).toThrow();
  });

  it('the presets add up to 100%', () => {
    for (const preset of PAYOUT_PRESETS) expect(preset.percents.reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('the payout tool’s checks and words', () => {
  it('price: required, $0.01 to $1,000, dollars and cents', () => {
    expect(checkPayoutPrice('')).toEqual({ ok: false, error: PRICE_REQUIRED });
    expect(checkPayoutPrice('  ')).toEqual({ ok: false, error: PRICE_REQUIRED });
    expect(checkPayoutPrice('5')).toEqual({ ok: true, value: 500 });
    expect(checkPayoutPrice('$2.5')).toEqual({ ok: true, value: 250 });
    expect(checkPayoutPrice('1000')).toEqual({ ok: true, value: 100_000 });
    for (const bad of ['0', '1000.01', '-5', 'five', '2.555', '1e3']) expect(checkPayoutPrice(bad)).toEqual({ ok: false, error: PRICE_OUT_OF_RANGE });
    expect(PRICE_OUT_OF_RANGE).toBe('Enter a price from $0.01 to $1,000, like 5 or 2.50.');
  });

  it('percent: 0 to 100 with up to two decimals, empty is 0', () => {
    expect(checkPercent('25')).toEqual({ ok: true, value: 2500 });
    expect(checkPercent('12.5%')).toEqual({ ok: true, value: 1250 });
    expect(checkPercent('33.33')).toEqual({ ok: true, value: 3333 });
    expect(checkPercent('')).toEqual({ ok: true, value: 0 });
    expect(checkPercent('100')).toEqual({ ok: true, value: 10_000 });
    for (const bad of ['100.01', '101', '-1', 'x', '1.234', '0x10']) expect(checkPercent(bad)).toEqual({ ok: false, error: PERCENT_OUT_OF_RANGE });
  });

  it('a split off 100% says what it adds up to', () => {
    expect(splitError([2500, 2500, 2500, 1500])).toBe('The split adds up to 90%. Make it 100%.');
    expect(splitError([2500, 2500, 2500, 2550])).toBe('The split adds up to 100.5%. Make it 100%.');
    expect(splitError([2500, 2500, 2500, 2500])).toBeNull();
  });

  it('formats amounts and percentages', () => {
    expect(formatCents(123_450)).toBe('$1,234.50');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatPercent(3333)).toBe('33.33%');
    expect(formatPercent(1250)).toBe('12.5%');
    expect(formatPercent(0)).toBe('0%');
  });
});
