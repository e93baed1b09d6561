// ESPN site API adapter (API-NOTES §2): the provider, and the pure parser the bench measures.

export { ESPN_BASE_URL, createEspnProvider, espnScoreboardUrl } from './espn-provider.js';
export type { EspnProviderOptions } from './espn-provider.js';
export { ESPN_LEAGUE_CODES, parseEspnScoreboard } from './parse-scoreboard.js';
export { mapEspnStatus } from './espn-status.js';
export type { EspnStatusInput, EspnStatusResult } from './espn-status.js';
export { mapEspnOdds, spreadFromDetails } from './espn-odds.js';
