// A feed's team as one of ours: every provider shows a team we know with our name, city, code,
// slug and colours (the same team is WSH at ESPN and WAS at API-Sports, CHW and CWS, GS and GSW),
// so a pool reads the same whichever provider is configured. Only what changes from game to game
// (the record, a college poll rank) comes from the feed.

import type { SportsTeam } from '../../../contracts/sports.js';
import type { SportsLeague } from '../../../domain/sports/index.js';
import type { TeamInfo } from '../../../domain/sports/teams/index.js';

export interface FeedTeamExtras {
  record: string | null;
  rank: number | null;
}

export function appTeam(league: SportsLeague, known: TeamInfo, extras: FeedTeamExtras): SportsTeam {
  return {
    name: known.name,
    city: known.city,
    teamCode: known.code,
    slug: known.slug,
    record: extras.record,
    primaryColor: known.primaryColor,
    secondaryColor: known.secondaryColor,
    rank: league === 'NcaaFootball' ? extras.rank : null,
    conference: league === 'NcaaFootball' ? known.conference : null,
  };
}
