// A slate day of simulated games: the fixtures with each game's line and the teams' records.

import type { SportsLeague } from '../../../../domain/sports/leagues.js';
import type { TeamInfo } from '../../../../domain/sports/teams/team-info.js';
import { gameLine, type GameLine } from './lines.js';
import { teamRating, teamRecord } from './ratings.js';
import { fixturesOn, type Fixture } from './schedule.js';
import { seasonProgress } from './seasons.js';
import type { Side } from './timeline.js';

export interface SlateGame {
  fixture: Fixture;
  line: GameLine;
  /** Season records before this game, e.g. "7-3". */
  records: Record<Side, string>;
}

/** The games of `league` on slate day `date` (YYYY-MM-DD, Pacific), in kickoff order. */
export function slateOn(seed: string, league: SportsLeague, date: string, teams: readonly TeamInfo[]): SlateGame[] {
  const { season, gamesPlayed } = seasonProgress(league, date);
  return fixturesOn(seed, league, date, teams).map((fixture) => ({
    fixture,
    line: gameLine(seed, league, fixture.id, teamRating(seed, league, fixture.home.slug), teamRating(seed, league, fixture.away.slug)),
    records: {
      away: teamRecord(seed, league, season, fixture.away.slug, gamesPlayed),
      home: teamRecord(seed, league, season, fixture.home.slug, gamesPlayed),
    },
  }));
}
