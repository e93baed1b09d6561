// The season pages' requests (contracts/seasons.ts, season-load.ts): the first load, the leaderboards,
// and a host's Extend for Season. Every answer is checked against its contract schema.
import { SeasonLoadSchema, type SeasonLoad } from '../../../../contracts/season-load.js';
import { ExtendedSeasonSchema, SeasonLeaderboardSchema, type ExtendedSeason, type SeasonLeaderboard, type SeasonLeaderboardScope } from '../../../../contracts/seasons.js';
import { ApiError, apiGet, apiPost } from '../../../lib/api-client.js';

const base = (seasonRef: string) => `/api/seasons/${encodeURIComponent(seasonRef)}`;

/**
 * The page's first load in one request (decision 048): the season, its leaderboard with the
 * viewer's row, the latest game at its topic's version and the viewer's own entries; 'missing' when
 * there is no season by that tag or id (the page then goes home).
 */
export async function fetchSeasonLoad(seasonRef: string): Promise<SeasonLoad | 'missing'> {
  try {
    return await apiGet(`${base(seasonRef)}/load`, SeasonLoadSchema);
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'not_found' || error.status === 404)) return 'missing';
    throw error;
  }
}

/** The board when the scope or the standings change after the first load. */
export function fetchSeasonLeaderboard(seasonRef: string, scope: SeasonLeaderboardScope): Promise<SeasonLeaderboard> {
  return apiGet(`${base(seasonRef)}/leaderboard?scope=${scope}`, SeasonLeaderboardSchema);
}

/** The host's private pick'em becomes a season of its own; the answer says where it now lives. */
export function extendForSeason(gameId: string): Promise<ExtendedSeason> {
  return apiPost(`/api/pickem/games/${encodeURIComponent(gameId)}/extend-season`, {}, ExtendedSeasonSchema);
}
