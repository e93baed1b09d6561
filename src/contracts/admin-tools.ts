// The Admin Dashboard's tools (docs/product/site.md#admin, decision 041): feed health, find a game
// or a user, and the actions taken from a result. ADMIN_EMAILS accounts only (docs/security.md).
import * as z from 'zod/mini';
import { ENTRY_NAME_MAX, GAME_NAME_MAX } from '../domain/games/limits.js';
import { GamePhaseSchema, GameTypeSchema } from './games.js';
import { EntryIdSchema, GameIdSchema, UserIdSchema } from './ids.js';
import { SportsFeedStatusSchema } from './sports.js';
import { SetInitialsSchema } from './squares.js';

const IsoDateTimeSchema = z.iso.datetime({ offset: true });
const CountSchema = z.int().check(z.minimum(0));

/** Results a search returns of each kind: enough to find the one meant, never a dump of a table. */
export const ADMIN_SEARCH_LIMIT = 20;
/** The longest search: longer than any name, code, handle or email. */
export const ADMIN_SEARCH_MAX = 254;
/** Stale games listed per league (the count covers them all). */
export const STALE_GAMES_SHOWN = 20;
/** Pick'em entries a found game lists for renaming; a squares grid has at most 100 players, all listed. */
export const ENTRIES_SHOWN = 50;

/** A game the feed should be updating (started, not final) that no successful poll has refreshed for longer than the league's poll interval. */
export const StaleGameSchema = z.object({ id: z.string(), matchup: z.string(), gameTime: IsoDateTimeSchema });

/** GET /api/admin/feeds: per league and provider, how the score feed is doing. */
export const AdminFeedHealthSchema = z.object({
  generatedAt: IsoDateTimeSchema,
  feeds: z.array(
    z.object({
      ...SportsFeedStatusSchema.shape,
      lastErrorAt: z.nullable(IsoDateTimeSchema),
      lastError: z.nullable(z.string()),
      /** Requests made today (UTC) of the provider's daily budget; null for a provider without one. */
      requests: z.nullable(z.object({ used: CountSchema, limit: CountSchema, day: z.string() })),
      /** How often the league is polled while a game is on. */
      pollIntervalMs: CountSchema,
      staleCount: CountSchema,
      staleGames: z.array(StaleGameSchema),
    }),
  ),
});
export type AdminFeedHealth = z.infer<typeof AdminFeedHealthSchema>;
export type AdminFeed = AdminFeedHealth['feeds'][number];

/** GET /api/admin/search?q=: a game by code, id or the start of its name; a user by exact email, id, or the start of a handle or name. */
export const AdminSearchQuerySchema = z.strictObject({
  q: z.string().check(z.minLength(1, { message: 'Type something to search for' }), z.maxLength(ADMIN_SEARCH_MAX)),
});

export const AdminGameResultSchema = z.object({
  id: GameIdSchema,
  code: z.string(),
  type: GameTypeSchema,
  name: z.string(),
  phase: GamePhaseSchema,
  hostHandle: z.nullable(z.string()),
  createdAt: IsoDateTimeSchema,
  /** Part of a season: the site made it, and it stays (it cannot be deleted). */
  season: z.boolean(),
  /** Pick'em entries by rank (the first ENTRIES_SHOWN); empty for squares. */
  entries: z.array(z.object({ id: EntryIdSchema, name: z.string() })),
  /** Squares players by label (their initials) with the squares each holds; empty for pick'em. */
  players: z.array(z.object({ label: z.string(), squares: CountSchema })),
});
export type AdminGameResult = z.infer<typeof AdminGameResultSchema>;

export const AdminUserResultSchema = z.object({
  uid: UserIdSchema,
  email: z.nullable(z.string()),
  handle: z.nullable(z.string()),
  realName: z.nullable(z.string()),
  liveSessions: CountSchema,
});
export type AdminUserResult = z.infer<typeof AdminUserResultSchema>;

export const AdminSearchResultSchema = z.object({ games: z.array(AdminGameResultSchema), users: z.array(AdminUserResultSchema) });
export type AdminSearchResult = z.infer<typeof AdminSearchResultSchema>;

/** The form limits' own words, so a refused rename says what the pool and entry forms say. */
export const POOL_NAME_TOO_LONG = `Name must be ${GAME_NAME_MAX} characters or fewer`;
export const ENTRY_NAME_TOO_LONG = `Entry name must be ${ENTRY_NAME_MAX} characters or fewer`;

/** POST /api/admin/games/:gameId/rename */
export const AdminRenamePoolSchema = z.strictObject({
  name: z.string().check(z.minLength(1, { message: 'A pool needs a name' }), z.maxLength(GAME_NAME_MAX, { message: POOL_NAME_TOO_LONG })),
});
export type AdminRenamePool = z.infer<typeof AdminRenamePoolSchema>;

/** POST /api/admin/games/:gameId/entries/:entryId/rename */
export const AdminRenameEntrySchema = z.strictObject({
  name: z.string().check(z.minLength(1, { message: 'An entry needs a name' }), z.maxLength(ENTRY_NAME_MAX, { message: ENTRY_NAME_TOO_LONG })),
});
export type AdminRenameEntry = z.infer<typeof AdminRenameEntrySchema>;

/**
 * POST /api/admin/games/:gameId/players/rename: the player's label as listed (`from`) and the new
 * initials, with the join dialog's own field (docs/product/squares.md#initials; the service applies
 * the same rules as a claim).
 */
export const AdminRenamePlayerSchema = z.strictObject({
  from: z.string().check(z.minLength(1), z.maxLength(40)),
  initials: SetInitialsSchema.shape.initials,
});
export type AdminRenamePlayer = z.infer<typeof AdminRenamePlayerSchema>;

/** The body of a delete or a sign-out: nothing (anything else is a 400, so a typo never acts). */
export const AdminEmptyBodySchema = z.strictObject({});

export const AdminGameParamsSchema = z.strictObject({ gameId: GameIdSchema });
export const AdminEntryParamsSchema = z.strictObject({ gameId: GameIdSchema, entryId: EntryIdSchema });
export const AdminUserParamsSchema = z.strictObject({ uid: UserIdSchema });

export const ADMIN_ACTIONS = ['deleteGame', 'renamePool', 'renameEntry', 'renamePlayer', 'signOutEverywhere'] as const;
export const AdminActionSchema = z.enum(ADMIN_ACTIONS);
export type AdminAction = z.infer<typeof AdminActionSchema>;

/** One admin action of the audit log: who, when, what to, and the value before and after (a name, a session count, a game). */
export const AdminActionEntrySchema = z.object({
  id: z.string(),
  at: IsoDateTimeSchema,
  actorEmail: z.string(),
  action: AdminActionSchema,
  target: z.string(),
  before: z.string(),
  after: z.string(),
});
export type AdminActionEntry = z.infer<typeof AdminActionEntrySchema>;

/** GET /api/admin/actions, and the answer of every action: the newest admin actions first. */
export const AdminActionsSchema = z.object({ actions: z.array(AdminActionEntrySchema) });
export type AdminActions = z.infer<typeof AdminActionsSchema>;
