// Team strength in the simulator: one rating per team and seed, in points (runs for MLB)
// better than an average team on a neutral field. Ratings drive the odds, the scoring and the
// records, so a strong team is favoured, tends to win and has a winning record.

import type { SportsLeague } from '../../../../domain/sports/leagues.js';
import type { TeamInfo } from '../../../../domain/sports/teams/team-info.js';
import { createRandom } from './random.js';

export interface LeagueStrength {
  /** Spread of team ratings (standard deviation, points). */
  ratingSd: number;
  /** Spread of one game's margin around its expectation (points). */
  gameSd: number;
  /** Points the home side is worth. */
  homeAdvantage: number;
}

// Sized so results look like the real leagues: a two-sigma NFL team wins ~75% (13-4), a
// two-sigma college team ~90%, an MLB favourite rarely beyond 65%.
export const LEAGUE_STRENGTH: Readonly<Record<SportsLeague, LeagueStrength>> = {
  NFL: { ratingSd: 4.5, gameSd: 13.5, homeAdvantage: 1.5 },
  NcaaFootball: { ratingSd: 11, gameSd: 16, homeAdvantage: 2.5 },
  MLB: { ratingSd: 0.5, gameSd: 3.8, homeAdvantage: 0.15 },
  NBA: { ratingSd: 5, gameSd: 12, homeAdvantage: 2.5 },
};

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  if (x === 0) return 0.5; // exact, so a pick'em line prices both sides alike
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** A team's rating for this seed; stable across dates so a team is as good all season. */
export function teamRating(seed: string, league: SportsLeague, slug: string): number {
  return createRandom(seed, 'rating', league, slug).normal(0, LEAGUE_STRENGTH[league].ratingSd);
}

/** Chance that a team with `margin` expected points over its opponent wins. */
export function winProbability(league: SportsLeague, margin: number): number {
  return normalCdf(margin / LEAGUE_STRENGTH[league].gameSd);
}

/**
 * A plausible season record ("7-3") after `gamesPlayed` games. Each team's season is one seeded
 * sequence of results, so its record only ever grows from day to day within a season.
 */
export function teamRecord(seed: string, league: SportsLeague, season: number, slug: string, gamesPlayed: number): string {
  const chance = winProbability(league, teamRating(seed, league, slug));
  const random = createRandom(seed, 'record', league, season, slug);
  let wins = 0;
  for (let game = 0; game < gamesPlayed; game++) if (random.chance(chance)) wins++;
  return `${wins}-${gamesPlayed - wins}`;
}

/** Poll size: SportsTeamSchema ranks 1–25. */
export const POLL_SIZE = 25;

/**
 * The college poll of a week: the 25 best teams by rating plus a weekly wobble, ranked 1–25.
 * Returns rank by team slug; unranked teams are absent.
 */
export function collegePoll(seed: string, teams: readonly TeamInfo[], season: number, week: number): ReadonlyMap<string, number> {
  const wobble = createRandom(seed, 'poll', season, week);
  const ranked = teams
    .map((team) => ({ slug: team.slug, score: teamRating(seed, 'NcaaFootball', team.slug) + wobble.normal(0, 3) }))
    .sort((a, b) => b.score - a.score || a.slug.localeCompare(b.slug))
    .slice(0, POLL_SIZE);
  return new Map(ranked.map(({ slug }, index) => [slug, index + 1]));
}
