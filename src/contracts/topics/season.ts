import * as z from 'zod/mini';
import { SeasonIdSchema, SeasonPageSchema } from '../seasons.js';
import { defineTopic } from './define.js';

/**
 * `season:{id}`: a season and its latest game (null when there is no such season), whole in
 * every update — the rollover moves open pages to the new game. Public.
 */
export const seasonTopic = defineTopic('season:{id}', { id: SeasonIdSchema }, { snapshot: z.nullable(SeasonPageSchema), update: SeasonPageSchema });
