// Squares pools (docs/product/squares.md#the-game-page and entry).
// Every HTTP body and every `game:{id}` message of a squares game has its schema here.
import * as z from 'zod/mini';
import { GameIdSchema } from './ids.js';
import { AvatarSchema, PublicIdSchema } from './users.js';
import { SportsGameIdSchema, SportsLeagueSchema } from './sports.js';
import { CHANGE_TARGET_SCORES, LOCKED_BY, SCORING_PERIODS, SQUARES_SIZES, SQUARES_VARIANTS } from '../domain/squares/types.js';
import { PHASES } from '../domain/sports/phases.js';
import { BABY_NAME_MAX, ENTRY_LIMIT_MAX, GAME_DESCRIPTION_MAX, GAME_NAME_MAX, PARENT_NAMES_MAX, PAYOUT_MAX, PAYOUTS_MAX, PRICE_CENTS_MAX } from '../domain/games/limits.js';

const IsoDateTimeSchema = z.iso.datetime({ offset: true });
const IsoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export { GameIdSchema, type GameId } from './ids.js';

/** docs/product/squares.md `code`: six characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown in the share panel. */
export const GameCodeSchema = z.string().check(z.regex(/^[2-9A-HJKMNP-Z]{6}$/));

export const SquaresSizeSchema = z.union([z.literal(SQUARES_SIZES[0]), z.literal(SQUARES_SIZES[1])]);
export type SquaresSize = z.infer<typeof SquaresSizeSchema>;

/** docs/product/squares.md; the creation form calls them never / at halftime / each quarter (baseball: never / every 3 innings). */
export const ChangeTargetScoresSchema = z.enum(CHANGE_TARGET_SCORES);
export type ChangeTargetScores = z.infer<typeof ChangeTargetScoresSchema>;

/** Which periods pay (docs/product/squares.md): every period, halves, or the final only. A 100-square game always pays every period. */
export const ScoringPeriodsSchema = z.enum(SCORING_PERIODS);
export type ScoringPeriods = z.infer<typeof ScoringPeriodsSchema>;

export const BabyShowerThemeSchema = z.enum(['pink', 'blue', 'yellow', 'neutral']);
export type BabyShowerTheme = z.infer<typeof BabyShowerThemeSchema>;

// Text fields are trimmed by the server before these checks (http/trim-text.ts), and by the forms
// before sending. Not with z.trim(): zod's code lives in the entry chunk every page loads, and
// each zod feature a contract uses is added to it (the home page budget).
const trimmed = (max: number) => z.string().check(z.maxLength(max));

/** docs/product/squares.md#baby-shower babyShowerData.birthResult; entered by the host, which ends the game. */
export const BirthResultInputSchema = z.strictObject({
  birthWeightLbs: z.int().check(z.minimum(0), z.maximum(20)),
  /** docs/product/squares.md: ounces 0–15. */
  birthWeightOz: z.int().check(z.minimum(0), z.maximum(15)),
  birthDate: IsoDateSchema,
  babyName: trimmed(BABY_NAME_MAX),
});
export type BirthResultInput = z.infer<typeof BirthResultInputSchema>;

export const BirthResultSchema = z.object({
  birthWeightLbs: z.int(),
  birthWeightOz: z.int(),
  birthDate: IsoDateSchema,
  babyName: z.string(),
  resultsEnteredAt: IsoDateTimeSchema,
});
export type BirthResult = z.infer<typeof BirthResultSchema>;

export const BabyShowerDataSchema = z.object({
  parentNames: z.string(),
  dueDate: IsoDateSchema,
  theme: BabyShowerThemeSchema,
  birthResult: z.nullable(BirthResultSchema),
});
export type BabyShowerData = z.infer<typeof BabyShowerDataSchema>;

/** Free text per paying period, in the order of the game's periods ("$25", "Pizza"): we never handle money. */
const PayoutsSchema = z.array(trimmed(PAYOUT_MAX)).check(z.maxLength(PAYOUTS_MAX));

/** What the host sets at creation and may edit afterwards (docs/product/squares.md#host-tools). */
const EditableFields = {
  name: z.string().check(z.minLength(1), z.maxLength(GAME_NAME_MAX)),
  description: trimmed(GAME_DESCRIPTION_MAX),
  /** Squares per player; null: no limit. */
  entryLimit: z.nullable(z.int().check(z.minimum(1), z.maximum(ENTRY_LIMIT_MAX))),
  payouts: PayoutsSchema,
};

/** Price per square in cents; null: free. A ledger the host keeps (we never handle money). */
const PriceCentsSchema = z.nullable(z.int().check(z.minimum(1), z.maximum(PRICE_CENTS_MAX)));

const CommonCreateFields = { ...EditableFields, size: SquaresSizeSchema, priceCents: z.optional(PriceCentsSchema) };

/** POST /api/squares/games (docs/product/squares.md#creating-a-game CreateSquaresGame). */
export const CreateSquaresGameSchema = z.discriminatedUnion('variant', [
  z.strictObject({
    variant: z.literal('SportsGame'),
    ...CommonCreateFields,
    sportsGameId: SportsGameIdSchema,
    changeTargetScores: ChangeTargetScoresSchema,
    scoringPeriods: ScoringPeriodsSchema,
  }),
  z.strictObject({
    variant: z.literal('BabyShower'),
    ...CommonCreateFields,
    parentNames: z.string().check(z.minLength(1), z.maxLength(PARENT_NAMES_MAX)),
    dueDate: IsoDateSchema,
    theme: BabyShowerThemeSchema,
  }),
]);
export type CreateSquaresGame = z.infer<typeof CreateSquaresGameSchema>;

export const CreatedGameSchema = z.object({ gameId: GameIdSchema, code: GameCodeSchema });
export type CreatedGame = z.infer<typeof CreatedGameSchema>;

/**
 * docs/product/site.md#games-in-common entryOwner: who is behind a label, shown on the leaderboard: the display name the
 * player typed, or a signed-in player's public profile (handle or real name, and avatar).
 */
export const EntryOwnerSchema = z.nullable(z.object({ name: z.string(), avatar: z.nullable(AvatarSchema) }));
export type EntryOwner = z.infer<typeof EntryOwnerSchema>;

/** docs/product/squares.md: one claimed square. */
export const SquareSchema = z.object({
  /** 0 … size−1, row-major: row = floor(square / axis), column = square % axis. */
  square: z.int().check(z.minimum(0), z.maximum(99)),
  uid: z.string(),
  /** The initials on the square (docs/product/squares.md: up to 3 graphemes, uppercased). */
  entryName: z.string(),
  entryOwner: EntryOwnerSchema,
  /** Claimed by the host for a player without a phone (commissioner tools). */
  onBehalf: z.boolean(),
  /** Marked paid by the host (commissioner tools). */
  paid: z.boolean(),
  created: IsoDateTimeSchema,
});
export type Square = z.infer<typeof SquareSchema>;

/** One axis cell's digits: one digit for size 100, two for size 25. */
const DigitCellSchema = z.array(z.int().check(z.minimum(0), z.maximum(9))).check(z.minLength(1), z.maxLength(2));

/** docs/product/squares.md#the-digits-draw targetScores: one set of axis digits; rows are the away team, columns the home team. */
export const DigitSetSchema = z.object({
  rows: z.array(DigitCellSchema).check(z.minLength(5), z.maxLength(10)),
  cols: z.array(DigitCellSchema).check(z.minLength(5), z.maxLength(10)),
});
export type DigitSet = z.infer<typeof DigitSetSchema>;

/**
 * The provably fair draw (docs/product/squares.md). `seedHash` is published at creation; `seed` and
 * `gridHash` appear when the game locks, and anyone can recompute the digits from them.
 */
export const DrawSchema = z.object({
  seedHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  seed: z.nullable(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
  gridHash: z.nullable(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
  /**
   * The squares as they were locked, which gridHash covers. A square can change hands after
   * the lock (its anonymous player signs in to an account, or deletes theirs), so 'Verify the
   * draw' checks these rather than `squares`. Null while Pending; absent from older servers.
   */
  lockedSquares: z.optional(z.nullable(z.array(z.object({ square: z.int(), uid: z.string(), entryName: z.string() })))),
});
export type Draw = z.infer<typeof DrawSchema>;

/** docs/product/squares.md#winners: the winning square of one paying period. */
export const PeriodResultSchema = z.object({
  /** The period's label: Q1, Half, Q3, Final; 1st … 9th, Final; Birth. */
  label: z.string(),
  /** [row, column] of the winning square. */
  // z.custom rather than z.tuple, for the entry chunk's sake (see `trimmed`).
  rowCol: z.custom<[number, number]>((v) => Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n))),
  square: z.int(),
  /** Null when the winning square was left empty. */
  uid: z.nullable(z.string()),
  entryName: z.nullable(z.string()),
  /** Cumulative score at the end of the period (baby shower: birth day and ounces). */
  scores: z.object({ away: z.int(), home: z.int() }),
});
export type PeriodResult = z.infer<typeof PeriodResultSchema>;

export const SquaresPhaseSchema = z.enum(PHASES);

export const GameHostSchema = z.object({
  uid: z.string(),
  /** docs/product/squares.md: players cannot join while the host is anonymous. */
  isAnonymous: z.boolean(),
  publicId: z.nullable(PublicIdSchema),
});
export type GameHost = z.infer<typeof GameHostSchema>;

/** A host override of a squares game, shown to players (docs/product/squares.md#host-tools). */
export const ActivityRecordSchema = z.object({
  at: IsoDateTimeSchema,
  /** 'Square 34', 'Settings', 'Birth result'. */
  subject: z.string(),
  /** e.g. 'Released from AB', 'Reassigned AB → CD', 'Marked paid (AB)', 'Name: Old → New'. */
  change: z.string(),
  by: z.string(),
});
export type ActivityRecord = z.infer<typeof ActivityRecordSchema>;

/** Topic `game:{id}` snapshot for a squares game; also GET /api/games/{id}. */
export const SquaresGameSchema = z.object({
  id: GameIdSchema,
  type: z.literal('Squares'),
  code: GameCodeSchema,
  name: z.string(),
  description: z.string(),
  host: GameHostSchema,
  created: IsoDateTimeSchema,
  size: SquaresSizeSchema,
  variant: z.enum(SQUARES_VARIANTS),
  sportsGameId: z.nullable(SportsGameIdSchema),
  sportsLeague: z.nullable(SportsLeagueSchema),
  /** Kickoff or first pitch; the due date's noon (Pacific) for a baby shower. */
  gameStartTime: IsoDateTimeSchema,
  changeTargetScores: ChangeTargetScoresSchema,
  scoringPeriods: ScoringPeriodsSchema,
  entryLimit: z.nullable(z.int()),
  payouts: z.array(z.string()),
  /** Price per square in cents, or null (docs/product/squares.md#price-and-tally). */
  priceCents: z.nullable(z.int()),
  babyShower: z.nullable(BabyShowerDataSchema),
  gamePhase: SquaresPhaseSchema,
  lockedAt: z.nullable(IsoDateTimeSchema),
  /** Who locked it: the host, or the game itself at kickoff (docs/product/squares.md). */
  lockedBy: z.nullable(z.enum(LOCKED_BY)),
  draw: DrawSchema,
  /** Null while Pending (docs/product/squares.md). One set per digit change; the periods say which set they use. */
  targetScores: z.nullable(z.array(DigitSetSchema)),
  squares: z.array(SquareSchema),
  results: z.array(PeriodResultSchema),
  /** Set when a stat correction after Final changed the results (shown, never silent). */
  correctedAt: z.nullable(IsoDateTimeSchema),
  /** Every host override, oldest first (docs/product/squares.md#host-tools). */
  activityLog: z.array(ActivityRecordSchema),
});
export type SquaresGame = z.infer<typeof SquaresGameSchema>;

/** Topic `game:{id}` updates (ARCHITECTURE.md#conventions: live events are past tense). */
export const SquaresGameEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('square.claimed'), square: SquareSchema }),
  z.object({ kind: z.literal('square.released'), square: z.int() }),
  /** Relabels, paid marks and owner changes: the squares as they are now. */
  z.object({ kind: z.literal('squares.updated'), squares: z.array(SquareSchema) }),
  z.object({
    kind: z.literal('game.locked'),
    gamePhase: SquaresPhaseSchema,
    lockedAt: IsoDateTimeSchema,
    lockedBy: z.enum(LOCKED_BY),
    draw: DrawSchema,
    targetScores: z.array(DigitSetSchema),
  }),
  z.object({
    kind: z.literal('game.settled'),
    gamePhase: SquaresPhaseSchema,
    results: z.array(PeriodResultSchema),
    correctedAt: z.nullable(IsoDateTimeSchema),
    babyShower: z.nullable(BabyShowerDataSchema),
  }),
  z.object({ kind: z.literal('host.changed'), host: GameHostSchema }),
  /** The host edited the settings (docs/product/squares.md#host-tools): the settings as they are now. */
  z.object({
    kind: z.literal('game.edited'),
    name: z.string(),
    description: z.string(),
    entryLimit: z.nullable(z.int()),
    payouts: z.array(z.string()),
    priceCents: z.nullable(z.int()),
  }),
  /** A host override was written to the activity log. */
  z.object({ kind: z.literal('activity.logged'), record: ActivityRecordSchema }),
  z.object({ kind: z.literal('game.deleted') }),
]);
export type SquaresGameEvent = z.infer<typeof SquaresGameEventSchema>;

/** The initials dialog's fields (docs/product/squares.md); the server applies the same rules. */
const InitialsFields = {
  /** Field max length 10 (docs/product/squares.md); uppercased, trimmed and cut to 3 graphemes by the server. */
  initials: z.string().check(z.maxLength(10)),
  /** Optional display name: trimmed, at most 30 characters; becomes entryOwner. */
  displayName: z.optional(z.string().check(z.maxLength(60))),
};

/** POST /api/games/{id}/squares/{square}/claim. */
export const ClaimSquareSchema = z.strictObject({
  ...InitialsFields,
  /** Host only: claim for a player without a phone; `initials` and `displayName` are theirs. */
  onBehalf: z.optional(z.boolean()),
});
export type ClaimSquare = z.infer<typeof ClaimSquareSchema>;

/** POST /api/games/{id}/initials: relabels all of the player's own squares in one batch. */
export const SetInitialsSchema = z.strictObject(InitialsFields);
export type SetInitials = z.infer<typeof SetInitialsSchema>;

/** POST /api/games/{id}/lock. `allowEmpty` is the host's answer to the empty-squares confirmation. */
export const LockSquaresGameSchema = z.strictObject({ allowEmpty: z.boolean() });

/**
 * The initials the host saw on the square they release or reassign: a square that changed hands
 * since (its player released it and another claimed it) is refused, never taken from someone else.
 */
const SeenHolder = { from: z.string().check(z.minLength(1), z.maxLength(40)) };

/** POST /api/games/{id}/squares/{square}/host-release: the host frees a held square. */
export const HostReleaseSquareSchema = z.strictObject(SeenHolder);
export type HostReleaseSquare = z.infer<typeof HostReleaseSquareSchema>;

/** POST /api/games/{id}/squares/{square}/reassign: the host moves a held square to other initials. */
export const ReassignSquareSchema = z.strictObject({ ...InitialsFields, ...SeenHolder });
export type ReassignSquare = z.infer<typeof ReassignSquareSchema>;

/** POST /api/games/{id}/squares/settings: the host's edit, every field as it should be. */
export const EditSquaresSettingsSchema = z.strictObject({ ...EditableFields, priceCents: PriceCentsSchema });
export type EditSquaresSettings = z.infer<typeof EditSquaresSettingsSchema>;

/** POST /api/games/{id}/squares/{square}/paid. */
export const MarkPaidSchema = z.strictObject({ paid: z.boolean() });

export const GameParamsSchema = z.strictObject({ gameId: GameIdSchema });
export const SquareParamsSchema = z.strictObject({
  gameId: GameIdSchema,
  /** A decimal 0–99; the routes turn it into a number. */
  square: z.string().check(z.regex(/^\d{1,2}$/)),
});

/** Commands that only change the game answer with nothing more to say. */
export const OkSchema = z.object({ ok: z.literal(true) });
