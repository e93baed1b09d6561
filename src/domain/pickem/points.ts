// Choice points and win probabilities (docs/product/pickem.md#game-types-and-questions UnderdogBonusPick).
import { POINTS_MAX } from '../games/limits.js';
import { impliedProbabilities } from '../sports/index.js';

/** docs/product/pickem.md: points per choice by default, and what a correct favourite pick earns under UnderdogBonusPick. */
export const DEFAULT_POINTS = 10;

/** The largest worth a choice may have (the contract checks the same limit). */
export const MAX_POINTS = POINTS_MAX;

/** A value per side of a sports game. */
export interface AwayHome<T> {
  readonly away: T;
  readonly home: T;
}

/** Points are kept to hundredths: the podium computation scores in integer hundredths (podium.ts). */
function hundredths(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * UnderdogBonusPick points from the two sides' win probabilities (docs/product/pickem.md): each side is worth
 * 10 × p(favourite) / p(this side), so the favourite earns 10 and the underdog more, in proportion to
 * how unlikely it is. The formula inverts (probabilitiesFromPoints), which docs/product/pickem.md needs to derive
 * probabilities from the two choices' points. Rounded to hundredths; an underdog below 1% is capped
 * at MAX_POINTS. An even game is 10 / 10.
 */
export function underdogPoints(probabilities: AwayHome<number>): AwayHome<number> {
  const favourite = Math.max(probabilities.away, probabilities.home);
  const side = (p: number) => (p <= 0 ? MAX_POINTS : Math.min(MAX_POINTS, hundredths((DEFAULT_POINTS * favourite) / p)));
  return { away: side(probabilities.away), home: side(probabilities.home) };
}

/**
 * UnderdogBonusPick points from bookmaker decimal odds, or null when the odds are missing or
 * unusable (then both sides earn DEFAULT_POINTS). The server stores these and the create page
 * previews them, so both go through this one function.
 */
export function underdogPointsFromOdds(odds: AwayHome<number> | null | undefined): AwayHome<number> | null {
  const probabilities = odds ? impliedProbabilities(odds.away, odds.home) : null;
  return probabilities ? underdogPoints(probabilities) : null;
}

/**
 * The inverse of underdogPoints (docs/product/pickem.md "probabilities derived from the two choices' points"):
 * with points = 10 × p(fav) / p(side), p(home) = points(away) / (points(away) + points(home)).
 * Equal points (a StraightUpPick at 10 / 10) give an even game.
 */
export function probabilitiesFromPoints(points: AwayHome<number>): AwayHome<number> {
  const total = points.away + points.home;
  if (!(total > 0)) return { away: 0.5, home: 0.5 };
  return { away: points.home / total, home: points.away / total };
}

/**
 * A question's homeWinProbability (docs/product/pickem.md): from bookmaker decimal odds when both are usable
 * (inverse odds normalised, docs/product/pickem.md), else from the two choices' points.
 */
export function homeWinProbability(input: { odds: AwayHome<number> | null; points: AwayHome<number> }): number {
  const fromOdds = input.odds ? impliedProbabilities(input.odds.away, input.odds.home) : null;
  return (fromOdds ?? probabilitiesFromPoints(input.points)).home;
}
