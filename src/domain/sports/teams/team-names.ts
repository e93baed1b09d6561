// Finding one of our teams by the name a feed gives it, for a feed team whose id our data does not
// hold (API-Sports ids are filled in only where a recorded response named the team). Names are
// compared folded (case, accents, spaces and punctuation dropped: "St.Louis Cardinals" is "St. Louis
// Cardinals"), and a few former names a feed may still send are aliases. A name that fits two teams
// finds neither: a guess would show one team's code on another's game.

import type { SportsLeague } from '../leagues.js';
import type { TeamInfo } from './team-info.js';

/** Former or alternative full names, by league, → our slug. */
const ALIASES: Readonly<Record<SportsLeague, Readonly<Record<string, string>>>> = {
  MLB: {
    'Oakland Athletics': 'athletics',
    'Sacramento Athletics': 'athletics',
    'Cleveland Indians': 'cleveland-guardians',
  },
  NBA: {
    'Los Angeles Clippers': 'la-clippers',
  },
  NFL: {
    'Washington Football Team': 'washington-commanders',
    'Washington Redskins': 'washington-commanders',
    'Oakland Raiders': 'las-vegas-raiders',
    'San Diego Chargers': 'los-angeles-chargers',
    'St. Louis Rams': 'los-angeles-rams',
  },
  NcaaFootball: {},
};

/** A name folded for comparison: "St.Louis  Cardinals" and "st louis cardinals" are the same. */
export function foldTeamName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Every folded name of the league's teams → the team, or null where two teams share the name.
 * Pro teams answer to their full name ("Chicago White Sox"); schools also to the school alone
 * ("Houston"), as API-Sports names them.
 */
export function indexTeamNames(league: SportsLeague, teams: readonly TeamInfo[]): ReadonlyMap<string, TeamInfo | null> {
  const index = new Map<string, TeamInfo | null>();
  const add = (name: string, team: TeamInfo) => {
    const key = foldTeamName(name);
    if (key.length === 0) return;
    const existing = index.get(key);
    index.set(key, existing === undefined || existing === team ? team : null);
  };
  for (const team of teams) {
    add(team.fullName, team);
    add(`${team.city} ${team.name}`, team);
    if (league === 'NcaaFootball') add(team.city, team);
  }
  const bySlug = new Map(teams.map((team) => [team.slug, team]));
  for (const [alias, slug] of Object.entries(ALIASES[league])) {
    const team = bySlug.get(slug);
    if (team !== undefined) add(alias, team);
  }
  return index;
}
