// The sports feed's topics (the home page, a game's matchup).
import * as z from 'zod/mini';
import { SportsGameIdSchema, SportsLeagueSchema, SportsLeagueSnapshotSchema, SportsLeagueUpdateSchema, StoredSportsGameSchema } from '../sports.js';
import { defineTopic } from './define.js';

/** `sports-game:{id}`: one game as stored, whole in every message (null until the feed has it). Public. */
export const sportsGameTopic = defineTopic('sports-game:{id}', { id: SportsGameIdSchema }, { snapshot: z.nullable(StoredSportsGameSchema), update: StoredSportsGameSchema });

/** `sports-league:{league}`: upcoming and live games with the feed's freshness; each update is one change. Public. */
export const sportsLeagueTopic = defineTopic(
  'sports-league:{league}',
  { league: SportsLeagueSchema },
  { snapshot: SportsLeagueSnapshotSchema, update: SportsLeagueUpdateSchema },
);
