// What every game type shares: My Games (docs/product/site.md#my-games /games).
import * as z from 'zod/mini';
import { GameIdSchema } from './squares.js';
import { PHASES } from '../domain/sports/phases.js';

const IsoDateTimeSchema = z.iso.datetime({ offset: true });

export const GameTypeSchema = z.enum(['Squares', 'Questions']);
export type GameType = z.infer<typeof GameTypeSchema>;

export const GamePhaseSchema = z.enum(PHASES);
export type GamePhase = z.infer<typeof GamePhaseSchema>;

/** docs/product/site.md#my-games: one row per game a user hosts or plays in. */
export const UserGameSummarySchema = z.object({
  gameId: GameIdSchema,
  gameType: GameTypeSchema,
  gameName: z.string(),
  /** Pacific slate days the game is played on (docs/product/site.md#games-in-common gameDates): the list's date range. */
  gameDates: z.array(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  gameStartTime: IsoDateTimeSchema,
  gamePhase: GamePhaseSchema,
  isOver: z.boolean(),
  isHost: z.boolean(),
  wonBeans: z.number(),
  joinedAt: IsoDateTimeSchema,
});
export type UserGameSummary = z.infer<typeof UserGameSummarySchema>;

/** Topic `user:{uid}:games` (only its own user may subscribe): the snapshot. */
export const UserGamesSchema = z.object({ games: z.array(UserGameSummarySchema) });
export type UserGames = z.infer<typeof UserGamesSchema>;

/** Topic `user:{uid}:games` updates: one summary changed or went away. */
export const UserGamesEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('summary.updated'), game: UserGameSummarySchema }),
  z.object({ kind: z.literal('summary.removed'), gameId: GameIdSchema }),
]);
export type UserGamesEvent = z.infer<typeof UserGamesEventSchema>;
