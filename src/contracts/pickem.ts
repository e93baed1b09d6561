// Pick'em and props pools (docs/product/pickem.md#game-types-and-questions pick'em pages and Pick'em entry,
// §4 Pick'em entry and Ranking, §5, §8, §9). Every HTTP body and live message has its schema here.
// No zod feature the entry chunk lacks (no z.tuple, z.record, z.pipe, z.trim): see squares.ts.
import * as z from 'zod/mini';
import { GameSeasonSchema } from './seasons.js';
import { EntryIdSchema } from './ids.js';
import { EntryOwnerSchema, GameCodeSchema, GameHostSchema, GameIdSchema } from './squares.js';
import { SportsGameIdSchema, SportsGameLiveSchema, SportsGameSchema, SportsLeagueSchema, liveOf } from './sports.js';
import { CHOICE_RESULTS, PICKEM_QUESTION_TYPES, PROPS_QUESTION_TYPE, SPORTS_QUESTION_TYPES } from '../domain/pickem/vocabulary.js';
import { PHASES } from '../domain/sports/phases.js';
import { TIEBREAKER_MAX, TIEBREAKER_MIN } from '../domain/pickem/picks.js';
import {
  CHOICE_TEXT_MAX,
  CHOICES_MAX,
  CHOICES_MIN,
  ENTRY_INCENTIVE_MAX,
  ENTRY_LIMIT_MAX,
  ENTRY_NAME_MAX,
  GAME_DESCRIPTION_MAX,
  GAME_NAME_MAX,
  POINTS_MAX,
  PROMPT_MAX,
  QUESTIONS_MAX,
} from '../domain/games/limits.js';

const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** docs/product/pickem.md question types. OffPick: a game taken off the board (shown, not pickable, worth 0). */
export const SportsQuestionTypeSchema = z.enum(SPORTS_QUESTION_TYPES);
export type SportsQuestionType = z.infer<typeof SportsQuestionTypeSchema>;

/** The slate's kind, chosen at creation (docs/product/pickem.md); Props games hold only PropsQuestions. */
export const PickemQuestionTypeSchema = z.enum(PICKEM_QUESTION_TYPES);
export type PickemQuestionType = z.infer<typeof PickemQuestionTypeSchema>;

/** W: the pick won (adds the choice's points); L: lost (0); Push: tie against the spread (0); Void: postponed, cancelled or abandoned (0 for everyone). */
export const ChoiceResultSchema = z.enum(CHOICE_RESULTS);
export type ChoiceResult = z.infer<typeof ChoiceResultSchema>;

const PointsSchema = z.number().check(z.gt(0), z.lte(POINTS_MAX));
const QuestionPhaseSchema = z.enum(PHASES);

/** A choice of a game question: keyed Away or Home (docs/product/pickem.md). */
export const SportsChoiceSchema = z.object({
  key: z.enum(['Away', 'Home']),
  points: PointsSchema,
  /** Null until the question is settled. */
  result: z.nullable(ChoiceResultSchema),
});

/** A props choice: keyed by its text (docs/product/pickem.md). */
export const PropsChoiceSchema = z.object({
  key: z.string(),
  choiceText: z.string(),
  points: PointsSchema,
  result: z.nullable(ChoiceResultSchema),
});

const QuestionCommon = {
  /** The question's index in the game: answers refer to it. */
  index: z.int().check(z.minimum(0), z.maximum(99)),
  /** When picks on it stop: the earlier of the game's scheduled start and its first non-NS status (docs/product/pickem.md). */
  lockTime: IsoDateTimeSchema,
  /** Locked on the server's clock; nothing reopens it. */
  locked: z.boolean(),
  phase: QuestionPhaseSchema,
  /** Share of entries on each choice key, once locked (docs/product/pickem.md '% picked'); null before. */
  pickShares: z.nullable(z.array(z.object({ key: z.string(), share: z.number().check(z.gte(0), z.lte(1)) }))),
};

export const SportsQuestionSchema = z.object({
  ...QuestionCommon,
  type: SportsQuestionTypeSchema,
  sportsGameId: SportsGameIdSchema,
  /** The game as stored now (null if the feed has lost it). */
  sportsGame: z.nullable(SportsGameSchema),
  /** VsSpreadPick: the home team's line (−3.5: home favoured by 3.5); null otherwise. */
  vsSpread: z.nullable(z.number()),
  /** From bookmaker odds, else from the two choices' points (docs/product/pickem.md). */
  homeWinProbability: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  choices: z.array(SportsChoiceSchema).check(z.minLength(2), z.maxLength(2)),
});
export type SportsQuestion = z.infer<typeof SportsQuestionSchema>;

export const PropsQuestionSchema = z.object({
  ...QuestionCommon,
  type: z.literal(PROPS_QUESTION_TYPE),
  prompt: z.string(),
  choices: z.array(PropsChoiceSchema).check(z.minLength(CHOICES_MIN), z.maxLength(CHOICES_MAX)),
});
export type PropsQuestion = z.infer<typeof PropsQuestionSchema>;

export const QuestionSchema = z.union([SportsQuestionSchema, PropsQuestionSchema]);
export type Question = z.infer<typeof QuestionSchema>;

/**
 * What a feed tick moves on a sports question while its game is played: the question's phase, the
 * game's live parts and the win probability drawn from them. A tick's update carries this instead
 * of the whole question (its teams, colours and odds), about a tenth of the bytes.
 */
export const QuestionLiveSchema = z.object({
  index: QuestionCommon.index,
  phase: QuestionPhaseSchema,
  homeWinProbability: SportsQuestionSchema.shape.homeWinProbability,
  sportsGame: SportsGameLiveSchema,
});
export type QuestionLive = z.infer<typeof QuestionLiveSchema>;

/** The question with `live` merged in; a props question, or one whose game the feed has lost, is left as it is. */
export function withLiveParts(question: Question, live: QuestionLive): Question {
  if (question.type === PROPS_QUESTION_TYPE || question.sportsGame === null) return question;
  return { ...question, phase: live.phase, homeWinProbability: live.homeWinProbability, sportsGame: { ...question.sportsGame, ...liveOf(live.sportsGame) } };
}

/** docs/product/pickem.md#tiebreaker: total points of one sports game, or a host-settled numeric prop. */
export const TiebreakerSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('TotalPointsPick'),
    sportsGameId: SportsGameIdSchema,
    lockTime: IsoDateTimeSchema,
    locked: z.boolean(),
    /** The game's total once it is over. */
    result: z.nullable(z.int()),
  }),
  z.object({
    type: z.literal('PropsTiebreaker'),
    prompt: z.string(),
    lockTime: IsoDateTimeSchema,
    locked: z.boolean(),
    result: z.nullable(z.int()),
  }),
]);
export type Tiebreaker = z.infer<typeof TiebreakerSchema>;

/** docs/product/pickem.md#results-and-scoring. Points become jelly beans only under PointsToBeans. */
export const ScoringSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Podium') }),
  z.object({ type: z.literal('PointsToBeans'), entryIncentiveJellyBeans: z.int().check(z.minimum(0), z.maximum(ENTRY_INCENTIVE_MAX)) }),
]);
export type Scoring = z.infer<typeof ScoringSchema>;

/** One answer: question index → choice key. */
export const AnswerSchema = z.object({ question: z.int().check(z.minimum(0), z.maximum(99)), choice: z.string().check(z.maxLength(CHOICE_TEXT_MAX)) });
export type Answer = z.infer<typeof AnswerSchema>;

/**
 * docs/product/pickem.md, public part, as the leaderboard shows it. `answers` holds only the
 * answers to LOCKED questions (docs/product/pickem.md: before a question locks nobody but the owner
 * receives its answer); `tiebreakerAnswer` is null until the tiebreaker locks.
 */
export const PublicEntrySchema = z.object({
  id: EntryIdSchema,
  uid: z.string(),
  entryName: z.string(),
  entryOwner: EntryOwnerSchema,
  created: IsoDateTimeSchema,
  /** Submitted with Submit Entry (an entry exists from its first pick). */
  submitted: z.boolean(),
  answers: z.array(AnswerSchema),
  tiebreakerAnswer: z.nullable(z.int()),
  score: z.number(),
  /** Ties share a rank (docs/product/pickem.md#ranking). */
  rank: z.int().check(z.minimum(1)),
  /** Chance of finishing in the top 3 (docs/product/pickem.md); null until computed. */
  podiumProbability: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  /** Beans won, under PointsToBeans once over (floored for display). */
  wonBeans: z.number(),
});
export type PublicEntry = z.infer<typeof PublicEntrySchema>;

/** A host's settlement or correction of a props question or tiebreaker, shown to players (docs/product/pickem.md). */
export const AuditRecordSchema = z.object({
  at: IsoDateTimeSchema,
  /** 'Question 3' / 'Tiebreaker'. */
  subject: z.string(),
  /** e.g. 'Settled: Yes', 'Corrected: No → Yes', 'Tiebreaker set to 42'. */
  change: z.string(),
  by: z.string(),
});
export type AuditRecord = z.infer<typeof AuditRecordSchema>;

/** Topic `game:{id}` snapshot for a pick'em game; also GET /api/games/{id} for Questions games. */
export const QuestionsGameSchema = z.object({
  id: GameIdSchema,
  type: z.literal('Questions'),
  code: GameCodeSchema,
  name: z.string(),
  description: z.string(),
  host: GameHostSchema,
  created: IsoDateTimeSchema,
  pickemQuestionType: PickemQuestionTypeSchema,
  sportsLeague: z.nullable(SportsLeagueSchema),
  questions: z.array(QuestionSchema),
  tiebreaker: z.nullable(TiebreakerSchema),
  scoring: ScoringSchema,
  oneEntryPerUser: z.boolean(),
  /** Entries per player; null: no limit. */
  entryLimit: z.nullable(z.int()),
  allowLateEntry: z.boolean(),
  /** The most answers an entry may hold; null: one per question. */
  maxAnswers: z.nullable(z.int()),
  gamePhase: QuestionPhaseSchema,
  /** The first lock (first kickoff); the countdown and 'Upcoming' / 'Starting Soon' banner count to it. */
  firstLockTime: IsoDateTimeSchema,
  gameDates: z.array(z.string()),
  /**
   * The leaderboard in its order: every entry, or for a public challenge (a season game with a
   * tag, decision 046) only its top LEADERBOARD_SLICE entries, `entryCount` saying how many there are.
   */
  entries: z.array(PublicEntrySchema),
  /** Present when `entries` is the top of the leaderboard only: how many entries the game has (decision 046). */
  entryCount: z.optional(z.int().check(z.minimum(0))),
  auditLog: z.array(AuditRecordSchema),
  /** The game's place in its season; null for a pool that is not part of one. */
  season: z.nullable(GameSeasonSchema),
});
export type QuestionsGame = z.infer<typeof QuestionsGameSchema>;

/**
 * What the leaderboard derives per entry, for every entry, as columns: `ids` in leaderboard order
 * (rank, podium probability, name) and, for each field some entry's value of changed, one value
 * per id in the same order (docs/BENCHMARKS.md: a result moves 200 scores and ranks; sending each
 * entry's picks again would be 20× the bytes). A column left out keeps what the client holds.
 */
export const StandingsSchema = z
  .object({
    ids: z.array(z.string()),
    scores: z.optional(z.array(z.number())),
    ranks: z.optional(z.array(z.int().check(z.minimum(1)))),
    podiumProbabilities: z.optional(z.array(z.nullable(z.number().check(z.gte(0), z.lte(1))))),
    wonBeans: z.optional(z.array(z.number())),
  })
  .check(
    z.refine((s) => [s.scores, s.ranks, s.podiumProbabilities, s.wonBeans].every((column) => column === undefined || column.length === s.ids.length), {
      message: 'Every standings column has one value per id',
    }),
  );
export type Standings = z.infer<typeof StandingsSchema>;

/** The parts of a game both change events may carry, each whole when present. */
const changedGameParts = {
  /** The host edited them (docs/product/pickem.md#host-tools). */
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  questions: z.optional(z.array(QuestionSchema)),
  tiebreaker: z.optional(z.nullable(TiebreakerSchema)),
  gamePhase: z.optional(QuestionPhaseSchema),
  /** A kickoff moved (or happened early): the countdown's target and the slate days. */
  firstLockTime: z.optional(IsoDateTimeSchema),
  gameDates: z.optional(z.array(z.string())),
  auditLog: z.optional(z.array(AuditRecordSchema)),
  /** The game joined a season, or stopped being its latest game. */
  season: z.optional(z.nullable(GameSeasonSchema)),
  /** A sliced leaderboard's count of entries changed (decision 046). */
  entryCount: z.optional(z.int().check(z.minimum(0))),
};

/**
 * Topic `game:{id}` updates of a pick'em game. Picks change often and each would reveal nothing
 * (answers before lock are private), so the public topic carries leaderboard-wide changes:
 * `game.changed` with the new snapshot's parts that changed, whole, when an entry's public part
 * changed (it joined, left, was renamed or submitted, or a lock revealed its answers); otherwise
 * `pickem.scored` with only what moved.
 */
export const QuestionsGameEventSchema = z.discriminatedUnion('kind', [
  /**
   * Results, live scores, podium probabilities or the audit log moved and no entry's public
   * part but its standing did (answers are fixed once locked: clients hold them from the
   * snapshot). `questions`: only the questions that changed, each whole, merged by index;
   * `live`: those whose only change is their game's live parts (withLiveParts), merged by index.
   */
  z.object({ kind: z.literal('pickem.scored'), ...changedGameParts, live: z.optional(z.array(QuestionLiveSchema)), standings: z.optional(StandingsSchema) }),
  /** Entries joined, left or changed, or questions locked (revealing answers): the parts that changed, each whole. */
  z.object({ kind: z.literal('game.changed'), ...changedGameParts, entries: z.optional(z.array(PublicEntrySchema)) }),
  z.object({ kind: z.literal('host.changed'), host: GameHostSchema }),
  z.object({ kind: z.literal('game.deleted') }),
]);
export type QuestionsGameEvent = z.infer<typeof QuestionsGameEventSchema>;

/** The owner's own entry with its private part (docs/product/pickem.md): answers and tiebreaker, before and after lock. */
export const OwnEntrySchema = z.object({
  id: EntryIdSchema,
  entryName: z.string(),
  created: IsoDateTimeSchema,
  submitted: z.boolean(),
  answers: z.array(AnswerSchema),
  tiebreakerAnswer: z.nullable(z.int()),
  /**
   * The entry's place on the leaderboard, sent when the game's own payload carries only the top
   * of it (a public challenge, decision 046): the viewer sees their rank wherever they stand.
   */
  standing: z.optional(z.object({ score: z.number(), rank: z.int().check(z.minimum(1)), podiumProbability: z.nullable(z.number()), wonBeans: z.number() })),
});
export type OwnEntry = z.infer<typeof OwnEntrySchema>;

/** Topic `pickem-entries:{gameId}:{uid}` (only that user): the user's own entries in the game. Each message is the whole list. */
export const OwnEntriesSchema = z.object({ entries: z.array(OwnEntrySchema) });
export type OwnEntries = z.infer<typeof OwnEntriesSchema>;

/** GET /api/games/{id}/kind: which page /games/{id} shows. */
export const GameKindSchema = z.object({ type: z.enum(['Squares', 'Questions']) });
export type GameKind = z.infer<typeof GameKindSchema>;

// ---- Commands ----

const TextSchema = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

/** A question on a sports game in the create body; the server fills in the game, spread and probability. */
const SportsQuestionInputSchema = z.strictObject({
  type: SportsQuestionTypeSchema,
  sportsGameId: SportsGameIdSchema,
  /** Points per choice; default 10 each (docs/product/pickem.md). UnderdogBonusPick: computed from the odds by the server when omitted. */
  points: z.optional(z.strictObject({ away: PointsSchema, home: PointsSchema })),
});

const PropsQuestionInputSchema = z.strictObject({
  type: z.literal(PROPS_QUESTION_TYPE),
  prompt: TextSchema(1, PROMPT_MAX),
  lockTime: IsoDateTimeSchema,
  choices: z.array(z.strictObject({ choiceText: TextSchema(1, CHOICE_TEXT_MAX), points: PointsSchema })).check(z.minLength(CHOICES_MIN), z.maxLength(CHOICES_MAX)),
});

/** POST /api/pickem/games (docs/product/pickem.md#creating-a-game CreateQuestionsGame). Text is trimmed by the server. */
export const CreateQuestionsGameSchema = z.strictObject({
  name: TextSchema(1, GAME_NAME_MAX),
  description: TextSchema(0, GAME_DESCRIPTION_MAX),
  pickemQuestionType: PickemQuestionTypeSchema,
  sportsLeague: z.nullable(SportsLeagueSchema),
  questions: z.array(z.union([SportsQuestionInputSchema, PropsQuestionInputSchema])).check(z.minLength(1), z.maxLength(QUESTIONS_MAX)),
  tiebreaker: z.nullable(
    z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('TotalPointsPick'), sportsGameId: SportsGameIdSchema }),
      z.strictObject({ type: z.literal('PropsTiebreaker'), prompt: TextSchema(1, PROMPT_MAX), lockTime: IsoDateTimeSchema }),
    ]),
  ),
  scoring: ScoringSchema,
  oneEntryPerUser: z.boolean(),
  entryLimit: z.nullable(z.int().check(z.minimum(1), z.maximum(ENTRY_LIMIT_MAX))),
  allowLateEntry: z.boolean(),
  maxAnswers: z.nullable(z.int().check(z.minimum(1), z.maximum(QUESTIONS_MAX))),
});
export type CreateQuestionsGame = z.infer<typeof CreateQuestionsGameSchema>;

/** POST /api/games/{id}/entries: a new entry (the join page's first tap). Anonymous players get a generated name. */
export const CreateEntrySchema = z.strictObject({ entryName: z.optional(TextSchema(1, ENTRY_NAME_MAX)) });
export const CreatedEntrySchema = z.object({ entryId: EntryIdSchema, entryName: z.string() });
export type CreatedEntry = z.infer<typeof CreatedEntrySchema>;

/** POST /api/games/{id}/entries/{entryId}/answers: one pick; null clears it (docs/product/pickem.md: clicking a chosen pick again). */
export const SetAnswerSchema = z.strictObject({ question: z.int().check(z.minimum(0), z.maximum(99)), choice: z.nullable(z.string().check(z.maxLength(CHOICE_TEXT_MAX))) });
export type SetAnswer = z.infer<typeof SetAnswerSchema>;

/** POST /api/games/{id}/entries/{entryId}/tiebreaker: an integer 0–150; null clears (docs/product/pickem.md). */
export const SetTiebreakerSchema = z.strictObject({ value: z.nullable(z.int().check(z.minimum(TIEBREAKER_MIN), z.maximum(TIEBREAKER_MAX))) });

/** POST /api/games/{id}/entries/{entryId}/name: signed-in players only (docs/product/pickem.md). */
export const RenameEntrySchema = z.strictObject({ entryName: TextSchema(1, ENTRY_NAME_MAX) });

/** POST /api/games/{id}/props/{question}/settle: the host names the winning choice keys (or none: void). */
export const SettlePropSchema = z.strictObject({ winners: z.array(z.string().check(z.maxLength(CHOICE_TEXT_MAX))).check(z.maxLength(CHOICES_MAX)), void: z.optional(z.boolean()) });

/** POST /api/games/{id}/tiebreaker/settle: the host enters a PropsTiebreaker's result. */
export const SettleTiebreakerSchema = z.strictObject({ result: z.int().check(z.minimum(0), z.maximum(100_000)) });

/** POST /api/pickem/games/{id}/details: the host edits the pool's name and description (text trimmed by the server). */
export const EditGameDetailsSchema = z.strictObject({ name: TextSchema(1, GAME_NAME_MAX), description: TextSchema(0, GAME_DESCRIPTION_MAX) });
export type EditGameDetails = z.infer<typeof EditGameDetailsSchema>;

export const EntryParamsSchema = z.strictObject({ gameId: GameIdSchema, entryId: EntryIdSchema });
export const QuestionParamsSchema = z.strictObject({ gameId: GameIdSchema, question: z.string().check(z.regex(/^\d{1,2}$/)) });
