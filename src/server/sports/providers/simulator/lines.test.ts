import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SPORTS_LEAGUES, type SportsLeague } from '../../../../domain/sports/leagues.js';
import { impliedProbabilities } from '../../../../domain/sports/odds.js';
import { BOOK_MARGIN, decimalOdds, gameLine } from './lines.js';
import { LEAGUE_STRENGTH } from './ratings.js';

const TOTAL_RANGE: Record<SportsLeague, [number, number]> = {
  NFL: [37, 52],
  NcaaFootball: [45, 70],
  MLB: [7, 10.5],
  NBA: [210, 240],
};

const lineArbitrary = fc.record({
  seed: fc.string(),
  league: fc.constantFrom(...SPORTS_LEAGUES),
  id: fc.stringMatching(/^[a-z0-9-]{1,20}$/),
  home: fc.double({ min: -3, max: 3, noNaN: true }),
  away: fc.double({ min: -3, max: 3, noNaN: true }),
});

interface LineInput {
  seed: string;
  league: SportsLeague;
  id: string;
  home: number;
  away: number;
}

// Ratings are drawn in standard deviations of the league's ratings.
const lineOf = ({ seed, league, id, home, away }: LineInput) =>
  gameLine(seed, league, id, home * LEAGUE_STRENGTH[league].ratingSd, away * LEAGUE_STRENGTH[league].ratingSd);

describe('gameLine', () => {
  it('quotes a total in the league’s range, in half points', () => {
    fc.assert(
      fc.property(lineArbitrary, (input) => {
        const line = lineOf(input);
        const [min, max] = TOTAL_RANGE[input.league];
        expect(line.overUnder).toBeGreaterThanOrEqual(min);
        expect(line.overUnder).toBeLessThanOrEqual(max);
        expect(Number.isInteger(line.overUnder * 2)).toBe(true);
      }),
    );
  });

  it('quotes the spread in half points (MLB: the ±1.5 run line)', () => {
    fc.assert(
      fc.property(lineArbitrary, (input) => {
        const { spread } = lineOf(input);
        expect(Number.isInteger(spread * 2)).toBe(true);
        expect(Object.is(spread, -0)).toBe(false);
        if (input.league === 'MLB') expect(Math.abs(spread)).toBe(1.5);
        else expect(Math.abs(spread)).toBeLessThanOrEqual(35);
      }),
    );
  });

  it('gives the favourite the lower price and the negative side of the spread', () => {
    fc.assert(
      fc.property(lineArbitrary, (input) => {
        const { spread, vegasOdds, homeWinProbability } = lineOf(input);
        expect(vegasOdds.home).toBeGreaterThan(1);
        expect(vegasOdds.away).toBeGreaterThan(1);
        if (vegasOdds.home < vegasOdds.away) {
          expect(spread).toBeLessThanOrEqual(0);
          expect(homeWinProbability).toBeGreaterThan(0.5);
        }
        if (vegasOdds.away < vegasOdds.home) {
          expect(spread).toBeGreaterThanOrEqual(0);
          expect(homeWinProbability).toBeLessThan(0.5);
        }
        if (spread < 0 && input.league !== 'MLB') expect(vegasOdds.home).toBeLessThan(vegasOdds.away);
        if (spread > 0 && input.league !== 'MLB') expect(vegasOdds.away).toBeLessThan(vegasOdds.home);
        if (spread === 0) expect(vegasOdds.home).toBe(vegasOdds.away);
      }),
    );
  });

  it('predicts the probability the odds imply, with a ~4.5% margin in the prices', () => {
    fc.assert(
      fc.property(lineArbitrary, (input) => {
        const { vegasOdds, homeWinProbability } = lineOf(input);
        expect(impliedProbabilities(vegasOdds.away, vegasOdds.home)?.home).toBeCloseTo(homeWinProbability, 4);
        const overround = 1 / vegasOdds.away + 1 / vegasOdds.home - 1;
        expect(overround).toBeGreaterThan(0.02);
        expect(overround).toBeLessThan(0.08);
      }),
    );
  });

  it('expects the favourite to score more, and the two to add up to the total', () => {
    fc.assert(
      fc.property(lineArbitrary, (input) => {
        const { expected, overUnder, homeWinProbability } = lineOf(input);
        expect(expected.home).toBeGreaterThan(0);
        expect(expected.away).toBeGreaterThan(0);
        if (homeWinProbability > 0.52) expect(expected.home).toBeGreaterThan(expected.away);
        if (homeWinProbability < 0.48) expect(expected.away).toBeGreaterThan(expected.home);
        expect(expected.home + expected.away).toBeGreaterThanOrEqual(overUnder - 1e-9);
      }),
    );
  });

  it('is the same for the same seed and game', () => {
    expect(gameLine('s', 'NFL', 'g1', 2, -1)).toEqual(gameLine('s', 'NFL', 'g1', 2, -1));
  });

  it('makes an even NFL game about -110 each way', () => {
    expect(decimalOdds(0.5)).toBeCloseTo(1.91, 2);
    expect(1 / decimalOdds(0.5) + 1 / decimalOdds(0.5) - 1).toBeCloseTo(BOOK_MARGIN, 2);
  });
});
