import { describe, expect, it } from 'vitest';
import { carryOverOdds } from './odds-carry-over.js';

describe('carryOverOdds', () => {
  const odds = { spread: -3.5 };
  it.each([
    ['keeps stored odds when the feed has none', { odds }, { odds: null }, { odds }],
    ['takes new odds', { odds }, { odds: { spread: -4 } }, { odds: { spread: -4 } }],
    ['stays without odds when none were ever known', { odds: null }, { odds: null }, { odds: null }],
    ['passes a new game through', undefined, { odds: null }, { odds: null }],
  ])('%s', (_name, stored, incoming, expected) => {
    expect(carryOverOdds<{ odds: unknown }>(stored, incoming)).toEqual(expected);
  });
});
