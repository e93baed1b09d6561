import type { SportsProviderName } from '../../contracts/sports.js';
import { sportsGameTopic, sportsLeagueTopic } from '../../contracts/topics.js';
import { readSportsGame, readSportsLeague } from '../services/sports-games.service.js';
import { topicHandler } from './topic-registry.js';

/** One sports game as stored (null until the feed has it). Public. */
export const sportsGameTopicHandler = topicHandler(sportsGameTopic, {
  authorize: () => Promise.resolve(true),
  snapshot: async (db, { id }) => (await readSportsGame(db, id)) ?? null,
});

/** A league's upcoming and live games with the feed's freshness. Public. */
export function sportsLeagueTopicHandler(provider: SportsProviderName, now: () => Date) {
  return topicHandler(sportsLeagueTopic, {
    authorize: () => Promise.resolve(true),
    snapshot: (db, { league }) => readSportsLeague(db, league, provider, now()),
  });
}
