import * as z from 'zod/mini';
import { SPORTS, SPORTS_LEAGUES, STATUSES_BY_SPORT } from '../domain/sports/index.js';

const HexColorSchema = z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/));
const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** Ids become topic segments (`sports-game:{id}`), so they keep to url-safe characters. */
export const SportsGameIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)).brand<'SportsGameId'>();
export type SportsGameId = z.infer<typeof SportsGameIdSchema>;

export const SportSchema = z.enum(SPORTS);
export const SportsLeagueSchema = z.enum(SPORTS_LEAGUES);

/** docs/product/live-data.md#sports-and-leagues → teams.{away,home}. */
export const SportsTeamSchema = z.object({
  /** Nickname, e.g. "Chiefs". */
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  /** Location, e.g. "Kansas City". */
  city: z.string().check(z.maxLength(60)),
  /** Short code shown on grids and scoreboards, e.g. "KC". */
  teamCode: z.string().check(z.minLength(1), z.maxLength(6)),
  /** Our team-data slug when the feed's team is one we know (team pages link by it). */
  slug: z.nullable(z.string()),
  /** Season record as the feed writes it, e.g. "3-1". */
  record: z.nullable(z.string().check(z.maxLength(20))),
  primaryColor: HexColorSchema,
  secondaryColor: HexColorSchema,
  /** NCAA poll rank (1–25); null when unranked or not college. */
  rank: z.nullable(z.int().check(z.minimum(1), z.maximum(25))),
  /** NCAA conference; null otherwise. */
  conference: z.nullable(z.string()),
});
export type SportsTeam = z.infer<typeof SportsTeamSchema>;

const DecimalOddsSchema = z.number().check(z.gt(1), z.lt(1000));

/** docs/product/live-data.md odds. vegasOdds are decimal (ESPN's American odds are converted on the way in). */
export const SportsOddsSchema = z.object({
  /** The home team's line: −3.5 means home is favoured by 3.5 points. */
  spread: z.nullable(z.number().check(z.gte(-100), z.lte(100))),
  overUnder: z.nullable(z.number().check(z.gt(0), z.lt(500))),
  vegasOdds: z.nullable(z.object({ away: DecimalOddsSchema, home: DecimalOddsSchema })),
});
export type SportsOdds = z.infer<typeof SportsOddsSchema>;

const PeriodScoreListSchema = z.array(z.nullable(z.int().check(z.minimum(0), z.maximum(300)))).check(z.maxLength(20));

/**
 * Points per period, index 0 = period 1. Football and basketball: quarters, then
 * one entry per overtime. Baseball: innings 1–9, then one entry for all extra
 * innings (as API-Sports sends them). null = not played (e.g. the home 9th).
 */
export const PeriodScoresSchema = z.object({ away: PeriodScoreListSchema, home: PeriodScoreListSchema });
export type PeriodScores = z.infer<typeof PeriodScoresSchema>;

export const SportsProviderNameSchema = z.enum(['espn', 'apisports', 'simulator']);
export type SportsProviderName = z.infer<typeof SportsProviderNameSchema>;

const allStatuses = [...new Set(Object.values(STATUSES_BY_SPORT).flat())] as [string, ...string[]];

/** What the feed moves while a game is played: its status, score, clock and win prediction. */
const liveFields = {
  status: z.enum(allStatuses),
  periodScores: PeriodScoresSchema,
  /** The feed's clock or detail while live, e.g. "0:48 - 4th", "Top 9th". */
  timer: z.nullable(z.string().check(z.maxLength(40))),
  predictions: z.nullable(z.object({ homeWinProbability: z.number().check(z.gte(0), z.lte(1)) })),
};
export const SportsGameLiveSchema = z.object(liveFields);
export type SportsGameLive = z.infer<typeof SportsGameLiveSchema>;

/** A game's live parts (SportsGameLiveSchema), without the rest. */
export const liveOf = ({ status, periodScores, timer, predictions }: SportsGameLive): SportsGameLive => ({ status, periodScores, timer, predictions });

/** docs/product/live-data.md#sports-and-leagues, as stored and as sent to browsers. */
export const SportsGameSchema = z
  .object({
    id: SportsGameIdSchema,
    provider: SportsProviderNameSchema,
    sport: SportSchema,
    sportsLeague: SportsLeagueSchema,
    /** The slate day: the calendar date of gameTime in America/Los_Angeles (docs/product/live-data.md). */
    date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    /** Scheduled start. */
    gameTime: IsoDateTimeSchema,
    week: z.nullable(z.int().check(z.minimum(0), z.maximum(60))),
    stage: z.nullable(z.string().check(z.maxLength(60))),
    teams: z.object({ away: SportsTeamSchema, home: SportsTeamSchema }),
    odds: z.nullable(SportsOddsSchema),
    ...liveFields,
  })
  .check(
    z.refine((game) => (STATUSES_BY_SPORT[game.sport] as readonly string[]).includes(game.status), {
      message: 'status is not one of its sport’s statuses',
      path: ['status'],
    }),
  );
export type SportsGame = z.infer<typeof SportsGameSchema>;

/** What the server adds when it stores a game: when it last changed and whether a final score was corrected. */
export const StoredSportsGameSchema = z.object({
  game: SportsGameSchema,
  /** Last time anything about the game changed. */
  updatedAt: IsoDateTimeSchema,
  /** Set when the score changed after Final (a stat correction): shown, never silent. */
  correctedAt: z.nullable(IsoDateTimeSchema),
});
export type StoredSportsGame = z.infer<typeof StoredSportsGameSchema>;

/** How fresh a league's scores are: pages show their age while the feed is failing. */
export const SportsFeedStatusSchema = z.object({
  sportsLeague: SportsLeagueSchema,
  provider: SportsProviderNameSchema,
  /** Last successful poll; scores are as of this time. */
  lastSuccessAt: z.nullable(IsoDateTimeSchema),
  /** Set while the feed is failing; cleared by the next success. */
  failingSince: z.nullable(IsoDateTimeSchema),
});
export type SportsFeedStatus = z.infer<typeof SportsFeedStatusSchema>;

/**
 * Topic `sports-league:{league}`: the snapshot lists upcoming and live games. An update carries one
 * feed tick's changes to the league: one game (`game`), or every game the tick changed in one
 * update (`games`), so a screen gets and applies a tick at once; or the feed's health (`feed`).
 */
export const SportsLeagueSnapshotSchema = z.object({
  feed: SportsFeedStatusSchema,
  games: z.array(StoredSportsGameSchema),
});
export type SportsLeagueSnapshot = z.infer<typeof SportsLeagueSnapshotSchema>;

/** A game as a tick moves it, kickoff to final: its id, when it changed and its live parts (the rest is held already). */
export const StoredSportsGameLiveSchema = z.object({ id: SportsGameIdSchema, updatedAt: IsoDateTimeSchema, ...liveFields });
export type StoredSportsGameLive = z.infer<typeof StoredSportsGameLiveSchema>;

export const storedLiveOf = (stored: StoredSportsGame): StoredSportsGameLive => ({ id: stored.game.id, updatedAt: stored.updatedAt, ...liveOf(stored.game) });

/** The held game with a tick's live parts merged in. */
export const withStoredLive = (stored: StoredSportsGame, live: StoredSportsGameLive): StoredSportsGame => ({
  ...stored,
  updatedAt: live.updatedAt,
  game: { ...stored.game, ...liveOf(live) },
});

/**
 * `games`: every game the tick changed whole, and in `live` those not yet over whose tick (their
 * kickoff included) moved only their live parts (withStoredLive): a tick of 16 NFL games is 3.2 KiB instead of 14.2.
 */
export const SportsLeagueUpdateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('game'), game: StoredSportsGameSchema }),
  z.object({ kind: z.literal('games'), games: z.array(StoredSportsGameSchema), live: z.optional(z.array(StoredSportsGameLiveSchema)) }),
  z.object({ kind: z.literal('feed'), feed: SportsFeedStatusSchema }),
]);
export type SportsLeagueUpdate = z.infer<typeof SportsLeagueUpdateSchema>;
