// ESPN's pre-game odds (competitions[].odds[], API-NOTES §2.2) → our SportsOdds.
//
// Two shapes exist. 2022: { provider, details: "TEN -5.5", overUnder: 44 }, and for MLB
// details is a moneyline ("CHW -155") with moneylines per side only from some providers
// (consensus, teamrankings: awayTeamOdds/homeTeamOdds.moneyLine). 2024+: adds spread (the home
// line), moneyline.{home,away}.{open,close}.odds ("+140", "EVEN"), pointSpread.{home,away}.close.line
// ("-1.5") and total.{over,under}.close.line ("o8.5").
//
// Odds never decide whether a game is usable: a malformed odds block loses that value (or all
// odds), not the game. Entries are read in provider priority order (highest first), and each
// value comes from the first entry that has it.
//
// Spread sign (SportsOddsSchema): the HOME team's line, negative when home is favoured.
// "TEN -5.5" with TEN at home → -5.5; "KC -6.5" with KC away → +6.5; "EVEN"/"PK" → 0.
// A details team that is neither side gives no spread. Baseball details are moneylines, never spreads.

import { z } from 'zod';
import type { SportsOdds } from '../../../../contracts/sports.js';
import { americanToDecimal, type Sport } from '../../../../domain/sports/index.js';

const lenientNumber = z.number().nullish().catch(undefined);
const lenientString = z.string().nullish().catch(undefined);
/** American odds as ESPN writes them: -155, "+140", "-110", "EVEN"; "OFF" when the book pulled the line. */
const lenientAmerican = z.union([z.number(), z.string()]).nullish().catch(undefined);
const quote = <T extends z.ZodType>(inner: T) =>
  z.object({ open: inner.nullish().catch(undefined), close: inner.nullish().catch(undefined) }).nullish().catch(undefined);
const oddsQuote = quote(z.object({ odds: lenientAmerican }));
const lineQuote = quote(z.object({ line: lenientString }));

const EspnOddsEntrySchema = z.object({
  provider: z.object({ name: lenientString, priority: lenientNumber }).nullish().catch(undefined),
  details: lenientString,
  overUnder: lenientNumber,
  spread: lenientNumber,
  awayTeamOdds: z.object({ moneyLine: lenientNumber }).nullish().catch(undefined),
  homeTeamOdds: z.object({ moneyLine: lenientNumber }).nullish().catch(undefined),
  moneyline: z.object({ home: oddsQuote, away: oddsQuote }).nullish().catch(undefined),
  pointSpread: z.object({ home: lineQuote, away: lineQuote }).nullish().catch(undefined),
  total: z.object({ over: lineQuote, under: lineQuote }).nullish().catch(undefined),
});
type EspnOddsEntry = z.infer<typeof EspnOddsEntrySchema>;

export interface EspnOddsTeams {
  /** The feed's abbreviations of the two sides (what `details` names). */
  homeAbbreviation: string | undefined;
  awayAbbreviation: string | undefined;
}

/** The odds of one competition, or null when the feed gives none we can read. */
export function mapEspnOdds(sport: Sport, raw: unknown, teams: EspnOddsTeams): SportsOdds | null {
  if (!Array.isArray(raw) || raw.length === 0) return null;
  const entries: EspnOddsEntry[] = [];
  for (const item of raw) {
    const parsed = EspnOddsEntrySchema.safeParse(item);
    if (parsed.success) entries.push(parsed.data);
  }
  // Stable sort: equal priorities keep ESPN's order, which lists its primary book first.
  entries.sort((a, b) => (b.provider?.priority ?? 0) - (a.provider?.priority ?? 0));

  const spread = firstOf(entries, (entry) => spreadOf(sport, entry, teams));
  const overUnder = firstOf(entries, overUnderOf);
  const vegasOdds = firstOf(entries, vegasOddsOf);
  if (spread === null && overUnder === null && vegasOdds === null) return null;
  return { spread, overUnder, vegasOdds };
}

function firstOf<T>(entries: readonly EspnOddsEntry[], read: (entry: EspnOddsEntry) => T | null): T | null {
  for (const entry of entries) {
    const value = read(entry);
    if (value !== null) return value;
  }
  return null;
}

function spreadOf(sport: Sport, entry: EspnOddsEntry, teams: EspnOddsTeams): number | null {
  const line = parseSignedNumber(entry.pointSpread?.home?.close?.line ?? entry.pointSpread?.home?.open?.line);
  if (line !== null) return plausibleSpread(line);
  if (entry.spread !== null && entry.spread !== undefined) return plausibleSpread(entry.spread);
  return sport === 'Baseball' ? null : spreadFromDetails(entry.details, teams);
}

/** "TEN -5.5" → the home line; see the sign rule at the top of this file. */
export function spreadFromDetails(details: string | null | undefined, teams: EspnOddsTeams): number | null {
  if (typeof details !== 'string') return null;
  const text = details.trim();
  if (/^(EVEN|PK|PICK|PICK'?EM)$/i.test(text)) return 0;
  const match = /^(\S+)\s+([+-]?\d+(?:\.\d+)?)$/.exec(text);
  if (match === null) return null;
  const [, team, number] = match;
  const line = Number(number);
  if (team === undefined || !Number.isFinite(line)) return null;
  if (team === teams.homeAbbreviation) return plausibleSpread(line);
  if (team === teams.awayAbbreviation) return plausibleSpread(-line);
  return null;
}

/** A point spread is small; a three-digit "spread" is a moneyline read as one. -0 becomes 0. */
function plausibleSpread(line: number): number | null {
  return Number.isFinite(line) && Math.abs(line) < 100 ? line + 0 : null;
}

function overUnderOf(entry: EspnOddsEntry): number | null {
  const total = entry.overUnder ?? parseSignedNumber(stripTotalPrefix(entry.total?.over?.close?.line ?? entry.total?.over?.open?.line));
  return total !== null && Number.isFinite(total) && total > 0 && total < 500 ? total : null;
}

function vegasOddsOf(entry: EspnOddsEntry): SportsOdds['vegasOdds'] {
  const home = americanOdds(entry.moneyline?.home?.close?.odds ?? entry.moneyline?.home?.open?.odds) ?? americanOdds(entry.homeTeamOdds?.moneyLine);
  const away = americanOdds(entry.moneyline?.away?.close?.odds ?? entry.moneyline?.away?.open?.odds) ?? americanOdds(entry.awayTeamOdds?.moneyLine);
  if (home === null || away === null) return null;
  const decimalHome = americanToDecimal(home);
  const decimalAway = americanToDecimal(away);
  return decimalHome === null || decimalAway === null ? null : { away: decimalAway, home: decimalHome };
}

/** -155, "+140", "-110" → the number; "EVEN" → +100; "OFF", "", anything else → null. */
export function americanOdds(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  if (/^\s*EVEN\s*$/i.test(value)) return 100;
  return parseSignedNumber(value);
}

function parseSignedNumber(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^\s*[+-]?\d+(\.\d+)?\s*$/.test(value)) return null;
  return Number(value);
}

/** "o8.5" / "u8.5" → "8.5". */
function stripTotalPrefix(value: string | null | undefined): string | null | undefined {
  return typeof value === 'string' ? value.trim().replace(/^[ou]/i, '') : value;
}
