// The season pages' requests (contracts/seasons.ts): the season and its latest game, its leaderboards,
// and a host's Extend for Season. Every answer is checked against its contract schema.
import {
  ExtendedSeasonSchema,
  SeasonLeaderboardSchema,
  SeasonPageSchema,
  type ExtendedSeason,
  type SeasonLeaderboard,
  type SeasonLeaderboardScope,
  type SeasonPage,
} from '../../../../contracts/seasons.js';
import { ApiError, apiGet, apiPost } from '../../../lib/api-client.js';

const base = (seasonRef: string) => `/api/seasons/${encodeURIComponent(seasonRef)}`;

/** The season, or 'missing' when there is none by that tag or id (the page then goes home). */
export async function fetchSeasonPage(seasonRef: string): Promise<SeasonPage | 'missing'> {
  try {
    return await apiGet(base(seasonRef), SeasonPageSchema);
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'not_found' || error.status === 404)) return 'missing';
    throw error;
  }
}

export function fetchSeasonLeaderboard(seasonRef: string, scope: SeasonLeaderboardScope): Promise<SeasonLeaderboard> {
  return apiGet(`${base(seasonRef)}/leaderboard?scope=${scope}`, SeasonLeaderboardSchema);
}

/** The host's private pick'em becomes a season of its own; the answer says where it now lives. */
export function extendForSeason(gameId: string): Promise<ExtendedSeason> {
  return apiPost(`/api/pickem/games/${encodeURIComponent(gameId)}/extend-season`, {}, ExtendedSeasonSchema);
}
