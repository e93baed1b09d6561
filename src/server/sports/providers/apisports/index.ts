// API-Sports adapter (API-NOTES §1): the provider, and the pure parsers of its games and odds.

export { APISPORTS_BASE_URLS, createApiSportsProvider } from './apisports-provider.js';
export type { ApiSportsProvider, ApiSportsProviderOptions, ApiSportsRequest } from './apisports-provider.js';
export {
  APISPORTS_API_OF_SPORT,
  APISPORTS_LEAGUE_CODES,
  APISPORTS_LEAGUE_IDS,
  parseApiSportsGames,
  readApiSportsEnvelope,
} from './parse-games.js';
export type { ApiSportsApi, ParseApiSportsGamesOptions } from './parse-games.js';
export { parseApiSportsOdds } from './parse-odds.js';
