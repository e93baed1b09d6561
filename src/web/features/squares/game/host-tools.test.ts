import { describe, expect, it } from 'vitest';
import { birthPick } from './birth-result.js';
import { checkSettings, draftOf } from './host-settings-dialog.js';
import { DIGITS_100, square } from './fixtures.js';

const draft = (overrides: Partial<ReturnType<typeof draftOf>> = {}) => ({ ...draftOf({ name: 'Pool', description: '', payouts: ['$5'], entryLimit: null, priceCents: null }, 4), ...overrides });

describe('Edit game', () => {
  it('starts from the game, one payout field per paying period, the price in dollars', () => {
    expect(draftOf({ name: 'P', description: 'D', payouts: ['$5'], entryLimit: 3, priceCents: 250 }, 4)).toEqual({
      name: 'P',
      description: 'D',
      payouts: ['$5', '', '', ''],
      entryLimit: '3',
      price: '2.50',
    });
    expect(draftOf({ name: 'P', description: '', payouts: [], entryLimit: null, priceCents: 500 }, 1).price).toBe('5');
  });

  it.each([
    [{}, { name: 'Pool', description: '', entryLimit: null, payouts: ['$5', '', '', ''], priceCents: null }],
    [{ payouts: ['', '', '', ''] }, { payouts: [] }],
    [{ price: '$2.5' }, { priceCents: 250 }],
    [{ price: '1000' }, { priceCents: 100_000 }],
    [{ entryLimit: ' 7 ' }, { entryLimit: 7 }],
  ])('sends %j as %j', (change, sent) => {
    const checked = checkSettings(draft(change));
    expect(checked.ok && checked.value).toMatchObject(sent);
  });

  it.each([
    [{ name: '  ' }, 'name'],
    [{ entryLimit: '0' }, 'entryLimit'],
    [{ entryLimit: '101' }, 'entryLimit'],
    [{ entryLimit: '2.5' }, 'entryLimit'],
    [{ price: '0' }, 'price'],
    [{ price: '1000.01' }, 'price'],
    [{ price: '1.234' }, 'price'],
    [{ price: 'five' }, 'price'],
  ])('refuses %j on the %s field', (change, field) => {
    expect(checkSettings(draft(change))).toMatchObject({ ok: false, field });
  });
});

describe('the birth confirmation', () => {
  it('names the digits, the square and its holder (or that nobody holds it)', () => {
    // DIGITS_100: rows 9…0, columns 0…9. Born on the 23rd at 7 lb 12 oz: row digit 3 (row 7), column digit 2 (column 3).
    const birth = { birthDate: '2030-06-23', birthWeightLbs: 7, birthWeightOz: 12, babyName: '' };
    expect(birthPick(birth, [DIGITS_100], 100, [square(62, 'u1', 'AB')])).toEqual({
      digits: 'Row digit 3 (born on day 23), column digit 2 (12 oz)',
      square: 'Row 7, column 3',
      winner: 'AB wins',
    });
    expect(birthPick(birth, [DIGITS_100], 100, []).winner).toBe('Nobody holds that square: no winner');
  });
});
