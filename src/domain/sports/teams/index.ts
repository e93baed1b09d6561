// Our team reference data per league (docs/product/live-data.md#teams) and its lookups. Feeds find teams by their
// own ids (ESPN, API-Sports), else by name; pages by slug. Codes differ between feeds, so nothing looks
// teams up by code: a feed's team shows our code, whichever feed sent it.

import type { SportsLeague } from '../leagues.js';
import { MLB_TEAMS } from './mlb.js';
import { NBA_TEAMS } from './nba.js';
import { NCAA_TEAMS } from './ncaa.js';
import { NFL_TEAMS } from './nfl.js';
import type { TeamInfo } from './team-info.js';
import { foldTeamName, indexTeamNames } from './team-names.js';

export type { TeamInfo } from './team-info.js';
export { MLB_TEAMS, NBA_TEAMS, NCAA_TEAMS, NFL_TEAMS };
export { foldTeamName } from './team-names.js';
export { NEUTRAL_PRIMARY_COLOR, NEUTRAL_SECONDARY_COLOR, normalizeHexColor, teamInitials } from './team-fallbacks.js';

const TEAMS_OF_LEAGUE: Readonly<Record<SportsLeague, readonly TeamInfo[]>> = {
  MLB: MLB_TEAMS,
  NBA: NBA_TEAMS,
  NFL: NFL_TEAMS,
  NcaaFootball: NCAA_TEAMS,
};

interface LeagueIndex {
  bySlug: ReadonlyMap<string, TeamInfo>;
  byEspnId: ReadonlyMap<string, TeamInfo>;
  byApisportsId: ReadonlyMap<number, TeamInfo>;
  byName: ReadonlyMap<string, TeamInfo | null>;
}

function indexLeague(league: SportsLeague, teams: readonly TeamInfo[]): LeagueIndex {
  const bySlug = new Map<string, TeamInfo>();
  const byEspnId = new Map<string, TeamInfo>();
  const byApisportsId = new Map<number, TeamInfo>();
  for (const team of teams) {
    bySlug.set(team.slug, team);
    if (team.espnId !== null) byEspnId.set(team.espnId, team);
    if (team.apisportsId !== null) byApisportsId.set(team.apisportsId, team);
  }
  return { bySlug, byEspnId, byApisportsId, byName: indexTeamNames(league, teams) };
}

// Built lazily, once per league: the data is static and the lookups sit on every feed poll.
const indexes = new Map<SportsLeague, LeagueIndex>();

function leagueIndex(league: SportsLeague): LeagueIndex {
  let index = indexes.get(league);
  if (index === undefined) {
    index = indexLeague(league, TEAMS_OF_LEAGUE[league]);
    indexes.set(league, index);
  }
  return index;
}

/** Every team of `league`, in a stable order (by full name, or as the source lists them). */
export function teamsOfLeague(league: SportsLeague): readonly TeamInfo[] {
  return TEAMS_OF_LEAGUE[league];
}

/** The team whose page slug is `slug` in `league` (team squares pages, docs/product/live-data.md). */
export function findTeamBySlug(league: SportsLeague, slug: string): TeamInfo | undefined {
  return leagueIndex(league).bySlug.get(slug);
}

/** The team ESPN's feed calls `espnId` (`competitors[].team.id`, a string) in `league`. */
export function findTeamByEspnId(league: SportsLeague, espnId: string): TeamInfo | undefined {
  return leagueIndex(league).byEspnId.get(espnId);
}

/** The team API-Sports calls `apisportsId` in `league`; ids are per sport API, hence per league here. */
export function findTeamByApisportsId(league: SportsLeague, apisportsId: number): TeamInfo | undefined {
  return leagueIndex(league).byApisportsId.get(apisportsId);
}

/**
 * The team a feed names `name` in `league` ("Chicago White Sox", "St.Louis Cardinals", a school
 * alone for college), for a feed team whose id our data lacks; undefined when no team, or more
 * than one, has that name.
 */
export function findTeamByName(league: SportsLeague, name: string): TeamInfo | undefined {
  return leagueIndex(league).byName.get(foldTeamName(name)) ?? undefined;
}
