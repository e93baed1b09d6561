// The sports feed's topics (the home page, a game's matchup).
import * as z from 'zod/mini';
import { SportsGameIdSchema, SportsLeagueSchema, SportsLeagueSnapshotSchema, SportsLeagueUpdateSchema, StoredSportsGameLiveSchema, StoredSportsGameSchema } from '../sports.js';
import { defineTopic } from './define.js';

/**
 * `sports-game:{id}`: one game as stored (null until the feed has it); an update is the game whole,
 * or only its live parts when nothing else moved, from its kickoff until it is over (withStoredLive). Public.
 */
export const sportsGameTopic = defineTopic(
  'sports-game:{id}',
  { id: SportsGameIdSchema },
  { snapshot: z.nullable(StoredSportsGameSchema), update: z.union([StoredSportsGameSchema, StoredSportsGameLiveSchema]) },
);

/** `sports-league:{league}`: upcoming and live games with the feed's freshness; each update is one change. Public. */
export const sportsLeagueTopic = defineTopic(
  'sports-league:{league}',
  { league: SportsLeagueSchema },
  { snapshot: SportsLeagueSnapshotSchema, update: SportsLeagueUpdateSchema },
);
