// The betting line of a simulated game: spread, total and decimal moneyline odds, made from the
// teams' ratings so favourites are the better teams, and the points each side is expected to
// score, which the scoring model plays to (so results agree with the odds on average).

import type { SportsLeague } from '../../../../domain/sports/leagues.js';
import { impliedProbabilities } from '../../../../domain/sports/odds.js';
import { createRandom } from './random.js';
import { LEAGUE_STRENGTH, winProbability } from './ratings.js';

export interface GameLine {
  /** The home line: negative when home is favoured (SportsOddsSchema). */
  spread: number;
  overUnder: number;
  /** Decimal odds including the bookmaker's margin. */
  vegasOdds: { away: number; home: number };
  /** The odds' implied probability (docs/product/live-data.md: inverse odds normalised), to 4 decimals. */
  homeWinProbability: number;
  /** Points (runs) each side is expected to score. */
  expected: { away: number; home: number };
}

interface TotalModel {
  mean: number;
  sd: number;
  min: number;
  max: number;
  /** Largest spread either way (college mismatches run to five touchdowns). */
  maxSpread: number;
}

const TOTALS: Readonly<Record<SportsLeague, TotalModel>> = {
  NFL: { mean: 44.5, sd: 3.5, min: 37, max: 52, maxSpread: 17 },
  NcaaFootball: { mean: 56, sd: 6, min: 45, max: 70, maxSpread: 35 },
  MLB: { mean: 8.5, sd: 0.7, min: 7, max: 10.5, maxSpread: 1.5 },
  NBA: { mean: 225, sd: 7, min: 210, max: 240, maxSpread: 18 },
};

/** The bookmaker's margin (overround) built into both prices. */
export const BOOK_MARGIN = 0.045;
// Keeps both prices sane: the favourite above 1.00 after the margin, the underdog below 20.
const MIN_PROBABILITY = 0.05;
/** MLB's run line: the favourite gives 1.5 runs. */
const RUN_LINE = 1.5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const roundTo = (value: number, step: number) => Math.round(value / step) * step;
// Math.round(-0.2) is -0; the line reads 0.
const noNegativeZero = (value: number) => (Object.is(value, -0) ? 0 : value);

/** Decimal odds for a side with win probability `probability`, margin included, to two decimals as books quote them. */
export function decimalOdds(probability: number): number {
  return Math.round(100 / (probability * (1 + BOOK_MARGIN))) / 100;
}

/** The line of one game; `gameId` keys the small market noise so each game's line is its own. */
export function gameLine(seed: string, league: SportsLeague, gameId: string, homeRating: number, awayRating: number): GameLine {
  const random = createRandom(seed, 'line', gameId);
  const strength = LEAGUE_STRENGTH[league];
  const totals = TOTALS[league];
  const margin = homeRating - awayRating + strength.homeAdvantage + random.normal(0, strength.gameSd * 0.05);
  const overUnder = clamp(roundTo(random.normal(totals.mean, totals.sd), 0.5), totals.min, totals.max);

  let spread: number;
  let probability: number;
  let expectedMargin: number;
  if (league === 'MLB') {
    // The run line is always ±1.5; the moneyline carries the strength.
    probability = clamp(winProbability(league, margin), MIN_PROBABILITY, 1 - MIN_PROBABILITY);
    spread = probability >= 0.5 ? -RUN_LINE : RUN_LINE;
    expectedMargin = margin;
  } else {
    // Points leagues quote half points (-3.5); the probability follows the quoted spread, so a
    // pick'em line (0) is an even game and the favourite always gives points.
    spread = noNegativeZero(clamp(roundTo(-margin, 0.5), -totals.maxSpread, totals.maxSpread));
    probability = clamp(winProbability(league, -spread), MIN_PROBABILITY, 1 - MIN_PROBABILITY);
    expectedMargin = -spread;
  }

  const vegasOdds = { away: decimalOdds(1 - probability), home: decimalOdds(probability) };
  const implied = impliedProbabilities(vegasOdds.away, vegasOdds.home);
  const floor = overUnder * 0.08;
  return {
    spread,
    overUnder,
    vegasOdds,
    homeWinProbability: Math.round((implied?.home ?? probability) * 10_000) / 10_000,
    expected: {
      away: Math.max(floor, (overUnder - expectedMargin) / 2),
      home: Math.max(floor, (overUnder + expectedMargin) / 2),
    },
  };
}
