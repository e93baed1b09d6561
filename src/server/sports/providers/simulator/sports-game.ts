// A simulated game in the shape every feed delivers (SportsGameSchema, docs/product/live-data.md#sports-and-leagues).

import type { SportsGame, SportsTeam } from '../../../../contracts/sports.js';
import { sportOfLeague } from '../../../../domain/sports/leagues.js';
import type { TeamInfo } from '../../../../domain/sports/teams/team-info.js';
import type { SlateGame } from './slate.js';
import type { GameState } from './timeline.js';

/** The simulator plays regular seasons only, all year round (seasons.ts). */
const STAGE = 'Regular Season';

function toTeam(team: TeamInfo, record: string, rank: number | null): SportsTeam {
  const college = team.league === 'NcaaFootball';
  return {
    name: team.name,
    city: team.city,
    teamCode: team.code,
    slug: team.slug,
    record,
    primaryColor: team.primaryColor,
    secondaryColor: team.secondaryColor,
    rank: college ? rank : null,
    // SportsTeamSchema: the conference is shown for college teams only.
    conference: college ? team.conference : null,
  };
}

export function toSportsGame(game: SlateGame, state: GameState): SportsGame {
  const { fixture, line, records } = game;
  return {
    id: fixture.id,
    provider: 'simulator',
    sport: sportOfLeague(fixture.league),
    sportsLeague: fixture.league,
    date: fixture.date,
    gameTime: fixture.gameTime.toISOString(),
    week: fixture.week,
    stage: STAGE,
    teams: {
      away: toTeam(fixture.away, records.away, fixture.awayRank),
      home: toTeam(fixture.home, records.home, fixture.homeRank),
    },
    odds: { spread: line.spread, overUnder: line.overUnder, vegasOdds: { ...line.vegasOdds } },
    status: state.status,
    periodScores: { away: [...state.periodScores.away], home: [...state.periodScores.home] },
    timer: state.timer,
    predictions: { homeWinProbability: line.homeWinProbability },
  };
}
