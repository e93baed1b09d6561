// The leagues a squares pool can be created on (docs/product/squares.md#squares-hub-and-creation-pages /squares/nfl, /squares/ncaa, /squares/mlb),
// how pages name them, and which games can still take a pool.
import type { SportsTeam, StoredSportsGame } from '../../../../contracts/sports.js';
import { statusStateOf, type Sport } from '../../../../domain/sports/index.js';
import type { TeamInfo } from '../../../../domain/sports/teams/index.js';

export type CreateLeague = 'NFL' | 'NcaaFootball' | 'MLB';

export interface LeagueInfo {
  league: CreateLeague;
  sport: Sport;
  /** "NFL", "College football", "MLB". */
  title: string;
  /** How a sentence names the league's games: "NFL", "college football", "MLB". */
  noun: string;
  /** The league's creation page. */
  path: string;
  /** What the league's teams are called in headings: "teams", "schools". */
  teamsNoun: string;
}

export const LEAGUE_INFO: Readonly<Record<CreateLeague, LeagueInfo>> = {
  NFL: { league: 'NFL', sport: 'Football', title: 'NFL', noun: 'NFL', path: '/squares/nfl', teamsNoun: 'teams' },
  NcaaFootball: {
    league: 'NcaaFootball',
    sport: 'Football',
    title: 'College football',
    noun: 'college football',
    path: '/squares/ncaa',
    teamsNoun: 'schools',
  },
  MLB: { league: 'MLB', sport: 'Baseball', title: 'MLB', noun: 'MLB', path: '/squares/mlb', teamsNoun: 'teams' },
};

/**
 * A game a pool can still be created on: not started by its status, and its start time still
 * ahead (at kickoff an unlocked pool locks itself, so a pool created later would open locked).
 */
export function canStartPool({ game }: StoredSportsGame, now: number): boolean {
  return statusStateOf(game) === 'Pending' && Date.parse(game.gameTime) > now;
}

export function playsIn({ game }: StoredSportsGame, slug: string): boolean {
  return game.teams.away.slug === slug || game.teams.home.slug === slug;
}

/** A team of our reference data in the shape the team chip draws. */
export function teamChipOf(team: TeamInfo): SportsTeam {
  return {
    name: team.name,
    city: team.city,
    teamCode: team.code,
    slug: team.slug,
    record: null,
    primaryColor: team.primaryColor,
    secondaryColor: team.secondaryColor,
    rank: null,
    conference: team.conference,
  };
}
