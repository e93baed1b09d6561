// Seasons and their public challenges (docs/product/seasons.md): what the public pick'em pages,
// the season leaderboards, Extend for Season and the development season clock send and receive.
import * as z from 'zod/mini';
import { GameIdSchema } from './ids.js';

/** The public challenges everyone plays; a host's extended pool is a season with no tag. */
export const SEASON_TAGS = ['publicNflPickem', 'publicMlbPickem', 'dailyPick'] as const;
export const SeasonTagSchema = z.enum(SEASON_TAGS);
export type SeasonTag = z.infer<typeof SeasonTagSchema>;

/** A season's id: 20 url-safe characters, like a game's. */
export const SeasonIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{20}$/)).brand<'SeasonId'>();
export type SeasonId = z.infer<typeof SeasonIdSchema>;

/** What `/seasons/{seasonId}` accepts: a tag (its newest season) or a season's id. */
export const SeasonRefSchema = z.union([SeasonTagSchema, SeasonIdSchema]);
export type SeasonRef = z.infer<typeof SeasonRefSchema>;

/** Weekly (the NFL week's slate) or daily (the Los Angeles day's slate). */
export const SeasonCadenceSchema = z.enum(['weekly', 'daily']);
export type SeasonCadence = z.infer<typeof SeasonCadenceSchema>;

const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** The public URL of a season: the NFL and MLB challenges have their own, every other season its id. */
export function seasonPath(season: { id: string; tag: SeasonTag | null }): string {
  if (season.tag === 'publicNflPickem') return '/football-pool';
  if (season.tag === 'publicMlbPickem') return '/baseball-pool';
  return `/seasons/${season.tag ?? season.id}`;
}

export const SeasonInfoSchema = z.object({
  id: SeasonIdSchema,
  tag: z.nullable(SeasonTagSchema),
  /** 'NFL Pick'em 2026', or the extended pool's name. */
  name: z.string(),
  cadence: SeasonCadenceSchema,
  /** Beans an entry earns for taking part, on top of its picks' beans. */
  jellyBeansPerEntry: z.int().check(z.minimum(0)),
  /** Where the season is shown (seasonPath). */
  path: z.string(),
  /** Moves whenever the standings change: a page holding a leaderboard reads it again. */
  standingsVersion: z.int().check(z.minimum(0)),
});
export type SeasonInfo = z.infer<typeof SeasonInfoSchema>;

/** A season game's place in its season, on the game itself (the game page sends the latest one's viewers to `path`). */
export const GameSeasonSchema = z.object({
  id: SeasonIdSchema,
  tag: z.nullable(SeasonTagSchema),
  /** 1 for the season's first game. */
  ordinal: z.int().check(z.minimum(1)),
  /** 'Week 12' or 'Day 34'. */
  label: z.string(),
  isLatest: z.boolean(),
  path: z.string(),
});
export type GameSeason = z.infer<typeof GameSeasonSchema>;

/** GET /api/seasons/{seasonRef} and the `season:{id}` topic: the season and its latest game (none yet, or none today). */
export const SeasonPageSchema = z.object({
  season: SeasonInfoSchema,
  latest: z.nullable(
    z.object({
      gameId: GameIdSchema,
      ordinal: z.int().check(z.minimum(1)),
      label: z.string(),
      /** Entries in the game. */
      playerCount: z.int().check(z.minimum(0)),
      gamePhase: z.enum(['Pending', 'Live', 'Over']),
      /** The first kickoff or first pitch: picks lock game by game from here. */
      firstLockTime: IsoDateTimeSchema,
    }),
  ),
  /** When the next challenge opens: the next 5am Pacific (the client shows it in the viewer's time zone). */
  nextOpening: IsoDateTimeSchema,
});
export type SeasonPage = z.infer<typeof SeasonPageSchema>;

export const SeasonLeaderboardScopeSchema = z.enum(['season', 'allTime']);
export type SeasonLeaderboardScope = z.infer<typeof SeasonLeaderboardScopeSchema>;

/** One player's standing: beans floored to whole beans. */
export const SeasonStandingSchema = z.object({
  rank: z.int().check(z.minimum(1)),
  uid: z.string(),
  /** The player's handle, or their newest entry's name when they have no handle. */
  name: z.string(),
  avatarId: z.nullable(z.int()),
  jellyBeans: z.int(),
  wins: z.int().check(z.minimum(0)),
  podiums: z.int().check(z.minimum(0)),
  plays: z.int().check(z.minimum(0)),
});
export type SeasonStanding = z.infer<typeof SeasonStandingSchema>;

/** GET /api/seasons/{seasonRef}/leaderboard?scope=season|allTime: the top 50 and the viewer's own row. */
export const SeasonLeaderboardSchema = z.object({
  scope: SeasonLeaderboardScopeSchema,
  rows: z.array(SeasonStandingSchema),
  /** The viewer's standing (also when outside the top 50); null when they have not played. */
  viewer: z.nullable(SeasonStandingSchema),
  players: z.int().check(z.minimum(0)),
});
export type SeasonLeaderboard = z.infer<typeof SeasonLeaderboardSchema>;

export const SeasonLeaderboardQuerySchema = z.strictObject({ scope: z.optional(SeasonLeaderboardScopeSchema) });

/**
 * POST /api/dev/seasons/tick (development and tests only): run the season clock as if it were `at`,
 * a moment from 1970 on (both databases store those alike; PostgreSQL has no year 0).
 */
export const SeasonTickSchema = z.strictObject({
  at: z.optional(IsoDateTimeSchema.check(z.refine((at) => Date.parse(at) >= 0, { message: 'must be 1970 or later' }))),
});
export const SeasonTickResultSchema = z.object({
  created: z.array(z.object({ seasonId: SeasonIdSchema, gameId: GameIdSchema, label: z.string() })),
  settled: z.int(),
});
export type SeasonTickResult = z.infer<typeof SeasonTickResultSchema>;

/** POST /api/pickem/games/{id}/extend-season: the host's pool becomes a season of its own. */
export const ExtendedSeasonSchema = z.object({ seasonId: SeasonIdSchema, path: z.string() });
export type ExtendedSeason = z.infer<typeof ExtendedSeasonSchema>;
