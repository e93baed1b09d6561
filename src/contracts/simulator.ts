import * as z from 'zod/mini';
import { PeriodScoresSchema, SportsGameSchema, SportsLeagueSchema } from './sports.js';

/** GET /api/dev/sim/games query (test control, not in production). */
export const SimGamesQuerySchema = z.strictObject({
  league: SportsLeagueSchema,
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});

export const SimGamesSchema = z.object({ games: z.array(SportsGameSchema) });
export type SimGames = z.infer<typeof SimGamesSchema>;

/** POST /api/dev/sim/games/{id}: set a state, or move the game on. */
export const SimDriveSchema = z.union([
  z.strictObject({ advance: z.enum(['period', 'final']) }),
  z.strictObject({ status: z.optional(z.string().check(z.maxLength(10))), periodScores: z.optional(PeriodScoresSchema) }),
]);
export type SimDrive = z.infer<typeof SimDriveSchema>;
