import { describe, expect, it } from 'vitest';
import { describeEntry, formatAmount, formatBalance, formatLedgerDate, gameLabel } from './beans-format.js';
import type { BeanLedgerEntry } from '../../../contracts/beans.js';

const entry = (over: Partial<BeanLedgerEntry>): BeanLedgerEntry =>
  ({ gameId: 'aaaaaaaaaaaaaaaaaaaa', gameName: 'Office pool', amount: 12, reason: 'award', at: '2026-09-10T17:00:00.000Z', ...over }) as BeanLedgerEntry;

describe('jelly bean formatting', () => {
  it('shows the balance in whole beans, singular for one', () => {
    expect(formatBalance(0)).toBe('0 jelly beans');
    expect(formatBalance(1)).toBe('1 jelly bean');
    expect(formatBalance(1.99)).toBe('1 jelly bean');
    expect(formatBalance(1234)).toBe('1,234 jelly beans');
  });

  it('rounds a row to a whole bean with its sign', () => {
    expect(formatAmount(12.5)).toBe('+13');
    expect(formatAmount(0.4)).toBe('0');
    expect(formatAmount(-10)).toBe('\u221210');
    expect(formatAmount(-0.49)).toBe('0');
    expect(formatAmount(2500)).toBe('+2,500');
  });

  it('names a deleted game', () => {
    expect(gameLabel({ gameName: null })).toBe('A deleted game');
    expect(gameLabel({ gameName: 'Office pool' })).toBe('Office pool');
  });

  it('dates a row in the viewer’s time zone', () => {
    expect(formatLedgerDate('2026-09-11T02:00:00.000Z', 'America/Los_Angeles')).toBe('Sep 10, 2026');
    expect(formatLedgerDate('2026-09-11T02:00:00.000Z', 'UTC')).toBe('Sep 11, 2026');
  });

  it('reads a row aloud in words', () => {
    expect(describeEntry(entry({}), 'UTC')).toBe('Office pool, Sep 10, 2026: plus 12 jelly beans');
    expect(describeEntry(entry({ amount: -1, reason: 'correction', gameName: null }), 'UTC')).toBe('A deleted game, Sep 10, 2026: minus 1 jelly bean (correction)');
  });
});
