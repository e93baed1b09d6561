// What every game type shares: My Games (docs/product/site.md#my-games /games).
import * as z from 'zod/mini';
import { GameIdSchema } from './squares.js';
import { PHASES } from '../domain/sports/phases.js';

const IsoDateTimeSchema = z.iso.datetime({ offset: true });

export const GameTypeSchema = z.enum(['Squares', 'Questions']);
export type GameType = z.infer<typeof GameTypeSchema>;

export const GamePhaseSchema = z.enum(PHASES);
export type GamePhase = z.infer<typeof GamePhaseSchema>;

/**
 * docs/product/site.md#my-games: where the user stands in a squares game — the squares they hold, how
 * many of the paying periods those squares won — and how full the game is (for its host:
 * how many joined). Players are counted one per set of initials, as the leaderboard counts them.
 */
export const SquaresStandingSchema = z.object({
  kind: z.literal('squares'),
  squaresHeld: z.int(),
  wins: z.int(),
  squaresTaken: z.int(),
  size: z.int(),
  players: z.int(),
});
export type SquaresStanding = z.infer<typeof SquaresStandingSchema>;

/**
 * docs/product/site.md#my-games: where the user stands in a pick'em — their entries and the best rank
 * among them, out of every entry in the game — and how many players and entries joined.
 */
export const PickemStandingSchema = z.object({
  kind: z.literal('pickem'),
  myEntries: z.int(),
  /** The best rank of the user's entries (1 = first); null when they hold no entry (a host who does not play). */
  bestRank: z.nullable(z.int()),
  entries: z.int(),
  players: z.int(),
});
export type PickemStanding = z.infer<typeof PickemStandingSchema>;

export const GameStandingSchema = z.discriminatedUnion('kind', [SquaresStandingSchema, PickemStandingSchema]);
export type GameStanding = z.infer<typeof GameStandingSchema>;

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
  /** Where the user stands; absent from summaries an older server logged. */
  standing: z.optional(GameStandingSchema),
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
