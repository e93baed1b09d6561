// API-Sports `/odds` items (API-NOTES §1.7) → our SportsOdds, per API-Sports game id.
//
// Bets are found by NAME, never by id (ids differ per sport API). Odds are decimal strings.
// - "Home/Away": Home and Away → vegasOdds (decimal).
// - "Asian Handicap": "Home -3.5" / "Away +3.5" → spread, the home line (negative = home favoured).
// - "Over/Under": "Over 44.5" / "Under 44.5" → overUnder.
// Every pair is sanity-checked: Σ(1/odd) must lie in 1.00–1.15 (a real book's margin); a pair
// outside it is a mismatch or a typo and is dropped. With several lines per book, the main line is
// the pair priced closest to even. Across bookmakers: vegasOdds are the mean of each side's odds
// (rounded to 3 places), spread and overUnder the median line, so one odd book cannot move them.

import { z } from 'zod';
import type { SportsOdds } from '../../../../contracts/sports.js';

const MIN_BOOK_SUM = 1.0;
const MAX_BOOK_SUM = 1.15;

const Value = z.object({ value: z.union([z.string(), z.number()]).transform(String), odd: z.union([z.string(), z.number()]) });
const Bet = z.object({ name: z.string(), values: z.array(z.unknown()) });
const Bookmaker = z.object({ bets: z.array(z.unknown()) });
const OddsItem = z.object({ game: z.object({ id: z.number().int() }), bookmakers: z.array(z.unknown()) });

const MONEYLINE_BETS = new Set(['home/away', 'money line', 'moneyline']);
const HANDICAP_BETS = new Set(['asian handicap']);
const TOTAL_BETS = new Set(['over/under']);

interface Pair {
  line: number;
  first: number;
  second: number;
}

/** The odds of every game in the `response` items of `/odds`; games without usable odds are absent. */
export function parseApiSportsOdds(items: readonly unknown[]): Map<number, SportsOdds> {
  const byGame = new Map<number, SportsOdds>();
  for (const raw of items) {
    const item = OddsItem.safeParse(raw);
    if (!item.success) continue;
    const moneylines: Pair[] = [];
    const spreads: number[] = [];
    const totals: number[] = [];
    for (const rawBook of item.data.bookmakers) {
      const book = Bookmaker.safeParse(rawBook);
      if (!book.success) continue;
      for (const rawBet of book.data.bets) {
        const bet = Bet.safeParse(rawBet);
        if (!bet.success) continue;
        const name = bet.data.name.trim().toLowerCase();
        const values = readValues(bet.data.values);
        if (MONEYLINE_BETS.has(name)) {
          const pair = moneylineOf(values);
          if (pair !== null) moneylines.push(pair);
        } else if (HANDICAP_BETS.has(name)) {
          const pair = mainLine(handicapPairs(values));
          if (pair !== null) spreads.push(pair.line);
        } else if (TOTAL_BETS.has(name)) {
          const pair = mainLine(totalPairs(values));
          if (pair !== null) totals.push(pair.line);
        }
      }
    }
    const odds: SportsOdds = {
      spread: median(spreads),
      overUnder: positive(median(totals)),
      vegasOdds:
        moneylines.length === 0
          ? null
          : { home: round3(mean(moneylines.map((p) => p.first))), away: round3(mean(moneylines.map((p) => p.second))) },
    };
    if (odds.spread !== null || odds.overUnder !== null || odds.vegasOdds !== null) byGame.set(item.data.game.id, odds);
  }
  return byGame;
}

function readValues(raw: readonly unknown[]): { value: string; odd: number }[] {
  const values: { value: string; odd: number }[] = [];
  for (const item of raw) {
    const parsed = Value.safeParse(item);
    if (!parsed.success) continue;
    const odd = Number(parsed.data.odd);
    if (Number.isFinite(odd) && odd > 1 && odd < 1000) values.push({ value: parsed.data.value.trim(), odd });
  }
  return values;
}

const isBookPair = (a: number, b: number) => {
  const sum = 1 / a + 1 / b;
  return sum >= MIN_BOOK_SUM && sum <= MAX_BOOK_SUM;
};

/** Home and Away of a moneyline; `first` is home. */
function moneylineOf(values: readonly { value: string; odd: number }[]): Pair | null {
  const home = values.find((v) => /^home$/i.test(v.value));
  const away = values.find((v) => /^away$/i.test(v.value));
  if (home === undefined || away === undefined || !isBookPair(home.odd, away.odd)) return null;
  return { line: 0, first: home.odd, second: away.odd };
}

const SIDE_LINE = /^(home|away)\s*([+-]?\d+(?:\.\d+)?)$/i;

/**
 * Handicap pairs by the home line. US books write "Home -3.5" / "Away +3.5"; API-Football writes
 * the home line on both ("Home -1.25" / "Away -1.25", API-NOTES §1.7). The away partner of a home
 * line L is "Away −L" when it exists, else "Away L"; a wrong pairing fails the margin check.
 */
function handicapPairs(values: readonly { value: string; odd: number }[]): Pair[] {
  const home = new Map<number, number>();
  const away = new Map<number, number>();
  for (const { value, odd } of values) {
    const match = SIDE_LINE.exec(value);
    if (match?.[1] === undefined || match[2] === undefined) continue;
    (match[1].toLowerCase() === 'home' ? home : away).set(Number(match[2]) + 0, odd);
  }
  const pairs: Pair[] = [];
  for (const [line, homeOdd] of home) {
    for (const awayLine of [-line + 0, line]) {
      const awayOdd = away.get(awayLine);
      if (awayOdd !== undefined && isBookPair(homeOdd, awayOdd)) {
        pairs.push({ line, first: homeOdd, second: awayOdd });
        break;
      }
    }
  }
  return pairs;
}

const TOTAL_LINE = /^(over|under)\s*(\d+(?:\.\d+)?)$/i;

function totalPairs(values: readonly { value: string; odd: number }[]): Pair[] {
  const over = new Map<number, number>();
  const under = new Map<number, number>();
  for (const { value, odd } of values) {
    const match = TOTAL_LINE.exec(value);
    if (match?.[1] === undefined || match[2] === undefined) continue;
    (match[1].toLowerCase() === 'over' ? over : under).set(Number(match[2]), odd);
  }
  const pairs: Pair[] = [];
  for (const [line, overOdd] of over) {
    const underOdd = under.get(line);
    if (underOdd !== undefined && isBookPair(overOdd, underOdd)) pairs.push({ line, first: overOdd, second: underOdd });
  }
  return pairs;
}

/** The line priced closest to even money: the book's main line among its alternates. */
function mainLine(pairs: readonly Pair[]): Pair | null {
  let best: Pair | null = null;
  for (const pair of pairs) {
    if (best === null || Math.abs(pair.first - pair.second) < Math.abs(best.first - best.second)) best = pair;
  }
  return best;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return value === undefined ? null : value + 0;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const positive = (value: number | null) => (value !== null && value > 0 ? value : null);
