import * as z from 'zod/mini';
import { PeriodScoresSchema, SportsGameIdSchema, SportsGameSchema, SportsLeagueSchema } from './sports.js';

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

/** Most games one tick may drive: a full NFL week is 16, an NCAA Saturday about 60. */
export const SIM_TICK_MAX_GAMES = 100;

/**
 * POST /api/dev/sim/tick: one drive applied to several games of one league, stored as one
 * feed tick (one transaction, settled and published together), as a provider's response
 * that changes them all at once would be.
 */
export const SimTickSchema = z.strictObject({
  games: z.array(SportsGameIdSchema).check(z.minLength(1), z.maxLength(SIM_TICK_MAX_GAMES)),
  drive: SimDriveSchema,
});
export type SimTick = z.infer<typeof SimTickSchema>;

/**
 * How many games the tick changed, the games as the simulator sent them, and when (epoch ms,
 * sub-millisecond) they had all been driven: the moment a provider's response would have
 * arrived, from which the feed-tick benchmark measures.
 */
export const SimTickResultSchema = z.object({ changed: z.number(), games: z.array(SportsGameSchema), drivenAt: z.number() });
export type SimTickResult = z.infer<typeof SimTickResultSchema>;
