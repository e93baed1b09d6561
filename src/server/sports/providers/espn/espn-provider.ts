// ESPN's public site API (API-NOTES §2) as a SportsProvider: one scoreboard request per league and
// date range, parsed by parseEspnScoreboard. Keyless and undocumented, so callers poll gently.

import { SPORTS_LEAGUES, type SportsLeague } from '../../../../domain/sports/index.js';
import type { FeedResult, SportsProvider } from '../../provider.js';
import { fetchJson, type FetchFn } from '../http-json.js';
import { parseEspnScoreboard } from './parse-scoreboard.js';

export interface EspnProviderOptions {
  /** Defaults to ESPN's host; tests point it at a local server. */
  baseUrl?: string;
  fetch?: FetchFn;
  /** Per request, body included. */
  timeoutMs?: number;
}

export const ESPN_BASE_URL = 'https://site.api.espn.com';
const DEFAULT_TIMEOUT_MS = 10_000;

const SCOREBOARD_PATHS: Readonly<Record<SportsLeague, string>> = {
  MLB: '/apis/site/v2/sports/baseball/mlb/scoreboard',
  NBA: '/apis/site/v2/sports/basketball/nba/scoreboard',
  NFL: '/apis/site/v2/sports/football/nfl/scoreboard',
  NcaaFootball: '/apis/site/v2/sports/football/college-football/scoreboard',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The scoreboard URL of `league` from `from` to `to` (YYYY-MM-DD, inclusive): `dates=YYYYMMDD` for
 * one day, `YYYYMMDD-YYYYMMDD` for a range (API-NOTES §2.1). College adds `groups=80` (every FBS
 * game, not just the featured ones) and `limit=300`; a range in other leagues adds `limit=300` too,
 * since a week of MLB is more than ESPN's default page.
 */
export function espnScoreboardUrl(baseUrl: string, league: SportsLeague, from: string, to: string): string {
  if (!DATE.test(from) || !DATE.test(to) || from > to) throw new RangeError(`ESPN: bad date range ${from}..${to}`);
  const compact = (date: string) => date.replaceAll('-', '');
  const params = new URLSearchParams({ dates: from === to ? compact(from) : `${compact(from)}-${compact(to)}` });
  if (league === 'NcaaFootball') params.set('groups', '80');
  if (league === 'NcaaFootball' || from !== to) params.set('limit', '300');
  return `${baseUrl.replace(/\/+$/, '')}${SCOREBOARD_PATHS[league]}?${params.toString()}`;
}

export function createEspnProvider(options: EspnProviderOptions = {}): SportsProvider {
  const baseUrl = options.baseUrl ?? ESPN_BASE_URL;
  const fetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function fetchScoreboard(league: SportsLeague, from: string, to: string): Promise<FeedResult> {
    const url = espnScoreboardUrl(baseUrl, league, from, to);
    const { json } = await fetchJson(url, { fetch, timeoutMs, source: `ESPN ${league} scoreboard` });
    return parseEspnScoreboard(league, json);
  }

  return {
    name: 'espn',
    leagues: SPORTS_LEAGUES,
    // ESPN files a day's games by US Eastern date; each game's own `date` is its Pacific slate day
    // (docs/product/live-data.md), so a caller that needs a slate filters on it rather than on the request.
    fetchSchedule: (league, from, to) => fetchScoreboard(league, from, to),
    fetchLive: (league, date) => fetchScoreboard(league, date, date),
  };
}
