// How the profile shows jelly beans (docs/product/pickem.md#jelly-beans): whole beans only. The
// balance arrives floored; a ledger row is stored in hundredths and shown rounded to a whole bean.
import type { BeanLedgerEntry } from '../../../contracts/beans.js';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "1,234 jelly beans", "1 jelly bean", "0 jelly beans". */
export function formatBalance(balance: number): string {
  const whole = Math.max(0, Math.floor(balance));
  return `${count.format(whole)} ${whole === 1 ? 'jelly bean' : 'jelly beans'}`;
}

/** A ledger row's amount as a signed whole number: "+12", "−10" (a true minus sign), "0". */
export function formatAmount(amount: number): string {
  const whole = Math.round(amount);
  if (whole === 0) return '0';
  return whole > 0 ? `+${count.format(whole)}` : `\u2212${count.format(-whole)}`;
}

/** The game's name, or what stands in for it once the host deleted the game. */
export function gameLabel(entry: Pick<BeanLedgerEntry, 'gameName'>): string {
  return entry.gameName ?? 'A deleted game';
}

/** "Sep 10, 2026" in the viewer's time zone (or the one given, for tests). */
export function formatLedgerDate(at: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', ...(timeZone ? { timeZone } : {}) }).format(new Date(at));
}

/** What a screen reader hears for one row: "Office pool, Sep 10, 2026: plus 12 jelly beans (correction)". */
export function describeEntry(entry: BeanLedgerEntry, timeZone?: string): string {
  const whole = Math.round(entry.amount);
  const sign = whole > 0 ? 'plus ' : whole < 0 ? 'minus ' : '';
  const beans = `${sign}${count.format(Math.abs(whole))} ${Math.abs(whole) === 1 ? 'jelly bean' : 'jelly beans'}`;
  return `${gameLabel(entry)}, ${formatLedgerDate(entry.at, timeZone)}: ${beans}${entry.reason === 'correction' ? ' (correction)' : ''}`;
}
