// The squares host tools' words and ledger (docs/product/squares.md#host-tools, decision 032): how
// the public activity log names a square and each change, and the per-player tally of squares
// held, paid and owed at the game's price (a ledger the host keeps: we never handle money).
import { squarePosition } from './grid.js';
import type { PeriodResult, SquaresSize } from './types.js';

/** 'Row 4, column 5' (counted from 1): where a square is, before or after the draw. */
export function squareSubject(square: number, size: SquaresSize): string {
  const { row, col } = squarePosition(square, size);
  return `Row ${row + 1}, column ${col + 1}`;
}

/** '$5', '$2.50': a price in cents as the page and the log show it. */
export function formatPrice(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? `$${dollars.toLocaleString('en-US')}` : `$${dollars.toLocaleString('en-US')}.${String(rest).padStart(2, '0')}`;
}

/**
 * A price as typed ('5', '$2.50') in cents; null when empty (free); undefined when it is not a
 * price from $0.01 to `maxCents`.
 */
export function parsePriceCents(typed: string, maxCents: number): number | null | undefined {
  const text = typed.trim().replace(/^\$/, '');
  if (text === '') return null;
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents >= 1 && cents <= maxCents ? cents : undefined;
}

export interface EditableSettings {
  name: string;
  description: string;
  entryLimit: number | null;
  payouts: readonly string[];
  priceCents: number | null;
}

const limitText = (limit: number | null) => (limit === null ? 'no limit' : `${limit} per player`);
const priceText = (cents: number | null) => (cents === null ? 'free' : `${formatPrice(cents)} a square`);
const payoutsText = (payouts: readonly string[]) => (payouts.length === 0 ? 'none' : payouts.join(', '));

/** The activity log's line for a settings edit, naming each field that changed; null when none did. */
export function describeSettingsChange(before: EditableSettings, after: EditableSettings): string | null {
  const parts: string[] = [];
  if (before.name !== after.name) parts.push(`Name: ${before.name} → ${after.name}`);
  if (before.description !== after.description) parts.push('Description changed');
  if (before.payouts.join('\n') !== after.payouts.join('\n')) parts.push(`Payouts: ${payoutsText(before.payouts)} → ${payoutsText(after.payouts)}`);
  if (before.entryLimit !== after.entryLimit) parts.push(`Squares per player: ${limitText(before.entryLimit)} → ${limitText(after.entryLimit)}`);
  if (before.priceCents !== after.priceCents) parts.push(`Price: ${priceText(before.priceCents)} → ${priceText(after.priceCents)}`);
  return parts.length === 0 ? null : parts.join('; ');
}

export interface BirthFactsShown {
  birthDate: string;
  birthWeightLbs: number;
  birthWeightOz: number;
}

/** '2026-03-23, 7 lb 12 oz: AB wins' (or 'nobody holds the square'): a birth result in the log. */
export function describeBirth(birth: BirthFactsShown, result: Pick<PeriodResult, 'entryName'> | undefined): string {
  const winner = result?.entryName ? `${result.entryName} wins` : 'the winning square is empty';
  return `${birth.birthDate}, ${birth.birthWeightLbs} lb ${birth.birthWeightOz} oz: ${winner}`;
}

/** One line of the tally: a player (their initials) and their squares. */
export interface TallyRow {
  entryName: string;
  held: number;
  paid: number;
  /** Cents still owed (unpaid squares × price); 0 when the game has no price. */
  owedCents: number;
}

/** Squares held, paid and owed per initials, in initials order; the host's ledger. */
export function squaresTally(squares: ReadonlyArray<{ entryName: string; paid: boolean }>, priceCents: number | null): TallyRow[] {
  const rows = new Map<string, TallyRow>();
  for (const { entryName, paid } of squares) {
    const row = rows.get(entryName) ?? { entryName, held: 0, paid: 0, owedCents: 0 };
    row.held += 1;
    if (paid) row.paid += 1;
    else row.owedCents += priceCents ?? 0;
    rows.set(entryName, row);
  }
  return [...rows.values()].sort((a, b) => a.entryName.localeCompare(b.entryName));
}
