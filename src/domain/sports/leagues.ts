// Sports and leagues of a sports game (docs/product/live-data.md#sports-and-leagues: sport, sportsLeague).

/** The sports a pool can be played on (docs/product/live-data.md). */
export const SPORTS = ['Football', 'Baseball', 'Basketball'] as const;
export type Sport = (typeof SPORTS)[number];

/** The leagues the feeds cover (docs/product/live-data.md); NCAA football is spelled `NcaaFootball` as in the spec. */
export const SPORTS_LEAGUES = ['MLB', 'NBA', 'NFL', 'NcaaFootball'] as const;
export type SportsLeague = (typeof SPORTS_LEAGUES)[number];

// A record, not a switch, so adding a league fails to compile until its sport is named.
const SPORT_OF_LEAGUE: Readonly<Record<SportsLeague, Sport>> = {
  MLB: 'Baseball',
  NBA: 'Basketball',
  NFL: 'Football',
  NcaaFootball: 'Football',
};

/** The sport a league plays; it decides which status list (docs/product/live-data.md) applies. */
export function sportOfLeague(league: SportsLeague): Sport {
  return SPORT_OF_LEAGUE[league];
}

export function isSport(value: string): value is Sport {
  return (SPORTS as readonly string[]).includes(value);
}

export function isSportsLeague(value: string): value is SportsLeague {
  return (SPORTS_LEAGUES as readonly string[]).includes(value);
}
