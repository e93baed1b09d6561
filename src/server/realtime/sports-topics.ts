import { SportsLeagueSchema } from '../../contracts/sports.js';
import type { SportsProviderName } from '../../contracts/sports.js';
import { readSportsGame, readSportsLeague } from '../services/sports-games.service.js';
import type { TopicHandler } from './topic-registry.js';

/** `sports-game:{id}`: one game as stored (null until the feed has it). Public. */
export const sportsGameTopicHandler: TopicHandler = {
  name: 'sports-game:{id}',
  match: (topic) => /^sports-game:(?<id>[A-Za-z0-9_-]{1,64})$/.exec(topic)?.groups ?? null,
  authorize: () => Promise.resolve(true),
  snapshot: async (db, params) => (await readSportsGame(db, params.id ?? '')) ?? null,
};

/** `sports-league:{league}`: upcoming and live games with the feed's freshness; updates carry one change. Public. */
export function sportsLeagueTopicHandler(provider: SportsProviderName, now: () => Date): TopicHandler {
  return {
    name: 'sports-league:{league}',
    match: (topic) => {
      const league = /^sports-league:(?<league>\w+)$/.exec(topic)?.groups?.league;
      return SportsLeagueSchema.safeParse(league).success ? { league: league! } : null;
    },
    authorize: () => Promise.resolve(true),
    snapshot: (db, params) => readSportsLeague(db, SportsLeagueSchema.parse(params.league), provider, now()),
  };
}
