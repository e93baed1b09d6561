// Betting odds to win probabilities (docs/product/live-data.md#odds: "Decimal odds convert to probability as
// inverse odds normalised over both sides"). Feeds give decimal odds (API-Sports) or
// American moneylines (ESPN), see fixtures/sports/API-NOTES.md §1.7 and §2.2.

/**
 * Decimal odds from an American moneyline: +150 → 2.5, -200 → 1.5 (API-NOTES §2.2).
 * Returns null for a value that is not a moneyline: non-finite, or |x| < 100 (which
 * includes 0), since American odds start at ±100 (even money, decimal 2).
 */
export function americanToDecimal(american: number): number | null {
  if (!Number.isFinite(american) || Math.abs(american) < 100) return null;
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

/** Win probabilities of the two sides of a game; they sum to 1. */
export interface ImpliedProbabilities {
  readonly away: number;
  readonly home: number;
}

/**
 * Each side's probability as its inverse decimal odds divided by the sum of both inverses
 * (docs/product/live-data.md), which removes the bookmaker's margin: bwin 3.60 / 1.30 → 0.2653 / 0.7347.
 * Returns null unless both odds are finite and above 1: decimal odds of 1 or less would pay
 * back no more than the stake, so they are feed errors, and null makes the caller fall back
 * (e.g. to probabilities from the choices' points, docs/product/live-data.md) instead of scoring on garbage.
 */
export function impliedProbabilities(decimalAway: number, decimalHome: number): ImpliedProbabilities | null {
  if (!isValidDecimalOdds(decimalAway) || !isValidDecimalOdds(decimalHome)) return null;
  const inverseAway = 1 / decimalAway;
  const inverseHome = 1 / decimalHome;
  const total = inverseAway + inverseHome;
  return { away: inverseAway / total, home: inverseHome / total };
}

function isValidDecimalOdds(decimal: number): boolean {
  return Number.isFinite(decimal) && decimal > 1;
}
