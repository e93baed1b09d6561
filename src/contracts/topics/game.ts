// The topics of one game's page.
import * as z from 'zod/mini';
import { TopicUidSchema } from '../ids.js';
import { OwnEntriesSchema, QuestionsGameEventSchema, QuestionsGameSchema } from '../pickem.js';
import { GameIdSchema, SquaresGameEventSchema, SquaresGameSchema } from '../squares.js';
import { defineTopic } from './define.js';

/** A game of any kind as players see it: `GET /api/games/{id}` and the `game:{id}` snapshot. */
export const GameSchema = z.discriminatedUnion('type', [SquaresGameSchema, QuestionsGameSchema]);
export type Game = z.infer<typeof GameSchema>;

/**
 * `game:{id}`: a game of any kind as players see it (null when there is none or it was deleted),
 * then its kind's events. Public: anyone with the link plays.
 */
export const gameTopic = defineTopic(
  'game:{id}',
  { id: GameIdSchema },
  { snapshot: z.nullable(GameSchema), update: z.union([SquaresGameEventSchema, QuestionsGameEventSchema]) },
);

/** `pickem-entries:{gameId}:{uid}`: the user's own pick'em entries with every answer, whole in every message. Only that user. */
export const ownEntriesTopic = defineTopic(
  'pickem-entries:{gameId}:{uid}',
  { gameId: GameIdSchema, uid: TopicUidSchema },
  { snapshot: OwnEntriesSchema, update: OwnEntriesSchema },
);
