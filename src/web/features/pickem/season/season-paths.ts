// Which season a public path shows (docs/product/seasons.md#the-public-page): the NFL challenge's
// names people search for, the MLB one's, and /seasons/{tag or id} with its join page.
import type { SeasonInfo } from '../../../../contracts/seasons.js';

/** Every name of the weekly NFL challenge's page; the first is the one links use. */
export const NFL_POOL_PATHS = ['/football-pool', '/office-pool', '/nfl-pickem', '/weekly-football-pool', '/nfl-pick-em-pool', '/football-pick-pool'] as const;
export const MLB_POOL_PATH = '/baseball-pool';

export type SeasonPath = { kind: 'season'; seasonRef: string; join: boolean } | { kind: 'none' };

export function parseSeasonPath(pathname: string): SeasonPath {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((NFL_POOL_PATHS as readonly string[]).includes(path)) return { kind: 'season', seasonRef: 'publicNflPickem', join: false };
  if (path === MLB_POOL_PATH) return { kind: 'season', seasonRef: 'publicMlbPickem', join: false };
  const match = /^\/seasons\/([^/]+)(\/join)?$/.exec(path);
  if (!match?.[1]) return { kind: 'none' };
  let seasonRef: string;
  try {
    seasonRef = decodeURIComponent(match[1]);
  } catch {
    return { kind: 'none' };
  }
  return { kind: 'season', seasonRef, join: match[2] !== undefined };
}

/** Where a player without an entry makes their picks for the season's latest game. */
export function seasonJoinPath(season: Pick<SeasonInfo, 'id' | 'tag'>): string {
  return `/seasons/${encodeURIComponent(season.tag ?? season.id)}/join`;
}
