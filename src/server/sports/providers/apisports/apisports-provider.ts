// API-Sports (API-American-Football, API-Baseball, API-Basketball; API-NOTES §1) as a SportsProvider.
//
// Requests send only `date` and `timezone` (America/Los_Angeles), which a free key may use for the
// current season (API-NOTES §1.2); the league is then picked out of the day's games by its id.
// So one request per sport and day serves every league of that sport: NFL and NCAA share the
// american-football response, and a response is reused for `reuseMs` so polling both leagues costs
// one request, not two, of a quota that may be 100 a day.

import type { SportsOdds } from '../../../../contracts/sports.js';
import { SPORTS_LEAGUES, addDays, sportOfLeague, type SportsLeague } from '../../../../domain/sports/index.js';
import type { FeedResult, SkippedItem, SportsProvider } from '../../provider.js';
import { fetchJson, type FetchFn } from '../http-json.js';
import { parseApiSportsOdds } from './parse-odds.js';
import {
  APISPORTS_API_OF_SPORT,
  APISPORTS_LEAGUE_CODES,
  APISPORTS_LEAGUE_IDS,
  parseApiSportsGames,
  readApiSportsEnvelope,
  type ApiSportsApi,
} from './parse-games.js';

/** Direct api-sports.io hosts (API-NOTES §1.1); RapidAPI hosts take other headers and are not supported. */
export const APISPORTS_BASE_URLS: Readonly<Record<ApiSportsApi, string>> = {
  'american-football': 'https://v1.american-football.api-sports.io',
  baseball: 'https://v1.baseball.api-sports.io',
  basketball: 'https://v1.basketball.api-sports.io',
};

/** A request about to be sent (quota accounting: every one counts, API-NOTES §1.2). The key is never included. */
export interface ApiSportsRequest {
  api: ApiSportsApi;
  url: string;
}

export interface ApiSportsProviderOptions {
  /** The api-sports.io key, sent as `x-apisports-key`. */
  key: string;
  baseUrls?: Partial<Record<ApiSportsApi, string>>;
  fetch?: FetchFn;
  /** Per request, body included. */
  timeoutMs?: number;
  /** Called before each HTTP request (not for a reused response). */
  onRequest?: (request: ApiSportsRequest) => void;
  /** League ids inside each sport's API; defaults to NFL 1, NCAA 2, MLB 1, NBA 12 (API-NOTES §1.4). */
  leagueIds?: Partial<Record<SportsLeague, number>>;
  /** How long a successful response serves identical requests; 0 turns reuse off. Default 10 s. */
  reuseMs?: number;
  /** Longest date range fetchSchedule accepts: each day is one request. Default 14. */
  maxScheduleDays?: number;
  now?: () => number;
}

/** API-Sports' own provider: fetchOdds is required here, unlike on SportsProvider. */
export interface ApiSportsProvider extends SportsProvider {
  fetchOdds(league: SportsLeague, gameIds: readonly string[]): Promise<Map<string, SportsOdds>>;
}

const TIMEZONE = 'America/Los_Angeles';
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_REUSE_MS = 10_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function createApiSportsProvider(options: ApiSportsProviderOptions): ApiSportsProvider {
  if (options.key.trim() === '') throw new Error('API-Sports: an API key is required');
  const fetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const reuseMs = options.reuseMs ?? DEFAULT_REUSE_MS;
  const maxScheduleDays = options.maxScheduleDays ?? 14;
  const now = options.now ?? Date.now;
  const baseUrl = (api: ApiSportsApi) => (options.baseUrls?.[api] ?? APISPORTS_BASE_URLS[api]).replace(/\/+$/, '');
  const leagueId = (league: SportsLeague) => options.leagueIds?.[league] ?? APISPORTS_LEAGUE_IDS[league];

  // url → the response items, shared by identical requests while fresh (and while in flight).
  const reuse = new Map<string, { at: number; items: Promise<unknown[]> }>();

  function get(api: ApiSportsApi, path: string, query: Record<string, string>): Promise<unknown[]> {
    const url = `${baseUrl(api)}${path}?${new URLSearchParams(query).toString()}`;
    const cached = reuse.get(url);
    if (cached !== undefined && now() - cached.at < reuseMs) return cached.items;
    const items = request(api, url);
    if (reuseMs > 0) {
      reuse.set(url, { at: now(), items });
      // A failure is never reused: the next call asks again.
      void items.catch(() => reuse.delete(url));
      for (const [key, entry] of reuse) if (now() - entry.at >= reuseMs) reuse.delete(key);
    }
    return items;
  }

  async function request(api: ApiSportsApi, url: string): Promise<unknown[]> {
    options.onRequest?.({ api, url });
    const source = `API-Sports ${api} ${url.slice(url.indexOf('/', 8))}`;
    const { json } = await fetchJson(url, { fetch, timeoutMs, source, headers: { 'x-apisports-key': options.key } });
    return readApiSportsEnvelope(source, json);
  }

  async function fetchDay(league: SportsLeague, date: string): Promise<FeedResult> {
    if (!DATE.test(date)) throw new RangeError(`API-Sports: bad date ${date}`);
    const api = APISPORTS_API_OF_SPORT[sportOfLeague(league)];
    const items = await get(api, '/games', { date, timezone: TIMEZONE });
    return parseApiSportsGames(league, items, { leagueId: leagueId(league) });
  }

  return {
    name: 'apisports',
    leagues: SPORTS_LEAGUES,

    fetchLive: fetchDay,

    async fetchSchedule(league, from, to) {
      if (!DATE.test(from) || !DATE.test(to) || from > to) throw new RangeError(`API-Sports: bad date range ${from}..${to}`);
      const dates: string[] = [];
      for (let date = from; date <= to; date = addDays(date, 1)) {
        if (dates.length === maxScheduleDays) throw new RangeError(`API-Sports: ${from}..${to} is more than ${maxScheduleDays} days of requests`);
        dates.push(date);
      }
      const games = new Map<string, FeedResult['games'][number]>();
      const skipped: SkippedItem[] = [];
      // One request per day, in order; a failing day fails the schedule (a partial one would look complete).
      for (const date of dates) {
        const day = await fetchDay(league, date);
        for (const game of day.games) games.set(game.id, game);
        skipped.push(...day.skipped);
      }
      return { games: [...games.values()], skipped };
    },

    /**
     * Pre-game odds (API-NOTES §1.7) of our game ids (`apisports-<league>-<id>`); ids of another
     * league or provider are ignored, games without odds are absent. One request per game; a
     * failed request fails the call (FeedError), since a quota or key error would fail the rest too.
     */
    async fetchOdds(league, gameIds) {
      const api = APISPORTS_API_OF_SPORT[sportOfLeague(league)];
      const prefix = `apisports-${APISPORTS_LEAGUE_CODES[league]}-`;
      const result = new Map<string, SportsOdds>();
      for (const gameId of new Set(gameIds)) {
        const id = gameId.startsWith(prefix) ? gameId.slice(prefix.length) : '';
        if (!/^\d{1,12}$/.test(id)) continue;
        const items = await get(api, '/odds', { game: id });
        const odds = parseApiSportsOdds(items).get(Number(id));
        if (odds !== undefined) result.set(gameId, odds);
      }
      return result;
    },
  };
}
