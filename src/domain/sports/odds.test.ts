import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { americanToDecimal, impliedProbabilities } from './odds.js';

describe('americanToDecimal', () => {
  it.each([
    [150, 2.5],
    [-200, 1.5],
    [100, 2],
    [-100, 2],
    [140, 2.4],
    [-155, 1 + 100 / 155],
    [-110, 1 + 100 / 110],
    [1000, 11],
    [-1000, 1.1],
  ])('%d is %d', (american, decimal) => {
    expect(americanToDecimal(american)).toBeCloseTo(decimal, 12);
  });

  it.each([0, 99, -99, 50, -1, 99.99, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    '%d is rejected',
    (american) => {
      expect(americanToDecimal(american)).toBeNull();
    },
  );

  it('always gives odds above 1 for a valid moneyline', () => {
    const moneyline = fc.oneof(fc.double({ min: 100, max: 1e6, noNaN: true }), fc.double({ min: -1e6, max: -100, noNaN: true }));
    fc.assert(
      fc.property(moneyline, (american) => {
        const decimal = americanToDecimal(american);
        expect(decimal).not.toBeNull();
        expect(decimal).toBeGreaterThan(1);
      }),
    );
  });
});

describe('impliedProbabilities', () => {
  it.each([
    // The API-Sports docs example (API-NOTES §1.7): bwin away 3.60, home 1.30.
    [3.6, 1.3, 0.2653, 0.7347],
    [2, 2, 0.5, 0.5],
    [1.909, 1.909, 0.5, 0.5],
    [1.5, 2.5, 0.625, 0.375],
    [11, 1.1, 1 / 11, 10 / 11],
  ])('away %d, home %d → %d / %d', (away, home, pAway, pHome) => {
    const probabilities = impliedProbabilities(away, home);
    expect(probabilities?.away).toBeCloseTo(pAway, 4);
    expect(probabilities?.home).toBeCloseTo(pHome, 4);
  });

  // +140 → 2.4 and -155 → 1.6452: inverses 0.4167 and 0.6078 over a sum of 1.0245.
  it('converts ESPN moneylines through decimal odds (API-NOTES §2.2)', () => {
    const away = americanToDecimal(140);
    const home = americanToDecimal(-155);
    if (away === null || home === null) throw new Error('valid moneylines');
    const probabilities = impliedProbabilities(away, home);
    expect(probabilities?.away).toBeCloseTo(0.4067, 4);
    expect(probabilities?.home).toBeCloseTo(0.5933, 4);
  });

  it.each([
    [1, 2],
    [2, 1],
    [0.5, 2],
    [2, 0],
    [-2, 2],
    [Number.NaN, 2],
    [2, Number.NaN],
    [Number.POSITIVE_INFINITY, 2],
    [2, Number.NEGATIVE_INFINITY],
  ])('rejects away %d, home %d', (away, home) => {
    expect(impliedProbabilities(away, home)).toBeNull();
  });

  // Decimal odds as bookmakers quote them: just above 1 up to 1000.
  const decimalOdds = fc.double({ min: 1, max: 1000, minExcluded: true, noNaN: true });

  it('gives probabilities in (0, 1) that sum to 1', () => {
    fc.assert(
      fc.property(decimalOdds, decimalOdds, (away, home) => {
        const probabilities = impliedProbabilities(away, home);
        expect(probabilities).not.toBeNull();
        if (probabilities === null) return;
        expect(probabilities.away).toBeGreaterThan(0);
        expect(probabilities.away).toBeLessThan(1);
        expect(probabilities.home).toBeGreaterThan(0);
        expect(probabilities.home).toBeLessThan(1);
        expect(probabilities.away + probabilities.home).toBeCloseTo(1, 12);
      }),
    );
  });

  it('favours the side with the shorter odds, and swapping the sides swaps the answer', () => {
    fc.assert(
      fc.property(decimalOdds, decimalOdds, (away, home) => {
        const probabilities = impliedProbabilities(away, home);
        const swapped = impliedProbabilities(home, away);
        if (probabilities === null || swapped === null) throw new Error('valid odds');
        expect(swapped).toEqual({ away: probabilities.home, home: probabilities.away });
        if (away < home) expect(probabilities.away).toBeGreaterThanOrEqual(probabilities.home);
        if (home < away) expect(probabilities.home).toBeGreaterThanOrEqual(probabilities.away);
      }),
    );
  });
});
