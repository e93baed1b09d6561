import { describe, expect, it } from 'vitest';
import { describeBirth, describeSettingsChange, formatPrice, parsePriceCents, squareSubject, squaresTally } from './host-tools.js';

describe('squares host tools', () => {
  it.each([
    [0, 100, 'Row 1, column 1'],
    [34, 100, 'Row 4, column 5'],
    [99, 100, 'Row 10, column 10'],
    [7, 25, 'Row 2, column 3'],
  ] as const)('square %i of %i is %s', (square, size, subject) => {
    expect(squareSubject(square, size)).toBe(subject);
  });

  it.each([
    [500, '$5'],
    [250, '$2.50'],
    [1, '$0.01'],
    [100_000, '$1,000'],
  ])('%i cents read %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  const base = { name: 'Pool', description: '', entryLimit: null, payouts: ['$5'], priceCents: null };
  it.each([
    [{}, null],
    [{ name: 'Big Pool' }, 'Name: Pool → Big Pool'],
    [{ description: 'Snacks' }, 'Description changed'],
    [{ payouts: [] }, 'Payouts: $5 → none'],
    [{ entryLimit: 3 }, 'Squares per player: no limit → 3 per player'],
    [{ priceCents: 1000 }, 'Price: free → $10 a square'],
    [{ name: 'B', priceCents: 150 }, 'Name: Pool → B; Price: free → $1.50 a square'],
  ])('a settings edit %j logs %s', (change, line) => {
    expect(describeSettingsChange(base, { ...base, ...change })).toBe(line);
  });

  it('describes a birth and its winner, or an empty winning square', () => {
    const birth = { birthDate: '2030-06-23', birthWeightLbs: 7, birthWeightOz: 12 };
    expect(describeBirth(birth, { entryName: 'AB' })).toBe('2030-06-23, 7 lb 12 oz: AB wins');
    expect(describeBirth(birth, { entryName: null })).toBe('2030-06-23, 7 lb 12 oz: the winning square is empty');
  });

  it('tallies squares held, paid and owed per initials', () => {
    const squares = [
      { entryName: 'CD', paid: false },
      { entryName: 'AB', paid: true },
      { entryName: 'AB', paid: false },
      { entryName: 'AB', paid: false },
    ];
    expect(squaresTally(squares, 500)).toEqual([
      { entryName: 'AB', held: 3, paid: 1, owedCents: 1000 },
      { entryName: 'CD', held: 1, paid: 0, owedCents: 500 },
    ]);
    expect(squaresTally(squares, null).map((row) => row.owedCents)).toEqual([0, 0]);
  });
});

describe('a price as typed', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['5', 500],
    ['$2.5', 250],
    ['0.01', 1],
    ['1000', 100_000],
    ['1000.01', undefined],
    ['0', undefined],
    ['1.234', undefined],
    ['-1', undefined],
    ['1e3', undefined],
  ])('%j is %s cents', (typed, cents) => {
    expect(parsePriceCents(typed, 100_000)).toBe(cents);
  });
});
