import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_POINTS, MAX_POINTS, homeWinProbability, probabilitiesFromPoints, underdogPoints, underdogPointsFromOdds } from './points.js';

describe('underdogPoints (10 × p(favourite) / p(this side))', () => {
  it.each([
    [{ away: 0.5, home: 0.5 }, { away: 10, home: 10 }],
    [{ away: 0.25, home: 0.75 }, { away: 30, home: 10 }],
    [{ away: 0.6, home: 0.4 }, { away: 10, home: 15 }],
    [{ away: 0.2653, home: 0.7347 }, { away: 27.69, home: 10 }],
    [{ away: 1 / 3, home: 2 / 3 }, { away: 20, home: 10 }],
  ])('%j → %j', (probabilities, points) => {
    expect(underdogPoints(probabilities)).toEqual(points);
  });

  it('gives the favourite the default 10 and the underdog more', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.02, max: 0.98, noNaN: true }), (home) => {
        const points = underdogPoints({ away: 1 - home, home });
        expect(Math.min(points.away, points.home)).toBe(DEFAULT_POINTS);
        expect(home >= 0.5 ? points.away : points.home).toBeGreaterThanOrEqual(DEFAULT_POINTS);
      }),
    );
  });

  it('caps a hopeless underdog at the largest worth a choice may have', () => {
    expect(underdogPoints({ away: 0.001, home: 0.999 })).toEqual({ away: MAX_POINTS, home: 10 });
    expect(underdogPoints({ away: 0, home: 1 })).toEqual({ away: MAX_POINTS, home: 10 });
  });
});

describe('underdogPointsFromOdds (what the server stores and the create page previews)', () => {
  it.each([
    ['an even game', { away: 1.9, home: 1.9 }, { away: 10, home: 10 }],
    ['rounded to hundredths', { away: 3.6, home: 1.3 }, { away: 27.69, home: 10 }],
    ['home underdog', { away: 1.5, home: 3 }, { away: 10, home: 20 }],
    ['capped at the largest worth', { away: 900, home: 1.001 }, { away: MAX_POINTS, home: 10 }],
    ['no odds', null, null],
    ['odds missing', undefined, null],
    ['unusable odds', { away: 0, home: 1.5 }, null],
  ])('%s: %j → %j', (_, odds, points) => {
    expect(underdogPointsFromOdds(odds)).toEqual(points);
  });
});

describe('probabilitiesFromPoints (probabilities derived from the two choices’ points)', () => {
  it.each([
    [{ away: 10, home: 10 }, { away: 0.5, home: 0.5 }],
    [{ away: 30, home: 10 }, { away: 0.25, home: 0.75 }],
    [{ away: 10, home: 15 }, { away: 0.6, home: 0.4 }],
    [{ away: 0, home: 0 }, { away: 0.5, home: 0.5 }],
  ])('%j → %j', (points, probabilities) => {
    const p = probabilitiesFromPoints(points);
    expect(p.away).toBeCloseTo(probabilities.away, 12);
    expect(p.home).toBeCloseTo(probabilities.home, 12);
  });

  it('inverts underdogPoints (to the hundredth the points are rounded to)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 0.95, noNaN: true }), (home) => {
        const back = probabilitiesFromPoints(underdogPoints({ away: 1 - home, home }));
        expect(back.home).toBeCloseTo(home, 3);
        expect(back.away + back.home).toBeCloseTo(1, 12);
      }),
    );
  });
});

describe('homeWinProbability (bookmaker odds, else the choices’ points)', () => {
  it.each([
    ['odds win over points', { odds: { away: 3.6, home: 1.3 }, points: { away: 10, home: 10 } }, 0.7347],
    ['even odds', { odds: { away: 1.9, home: 1.9 }, points: { away: 30, home: 10 } }, 0.5],
    ['no odds: from the points', { odds: null, points: { away: 30, home: 10 } }, 0.75],
    ['no odds, default points: even', { odds: null, points: { away: 10, home: 10 } }, 0.5],
    ['unusable odds fall back to points', { odds: { away: 1, home: 1.5 }, points: { away: 10, home: 15 } }, 0.4],
  ])('%s', (_, input, expected) => {
    expect(homeWinProbability(input)).toBeCloseTo(expected, 4);
  });
});
