// Pick'em and props games (issue #6; 007_pickem.sql). Every row is parsed on the way out; a
// row that fails is reported and skipped (SPEC §5 'invalid data is logged and skipped').
// Answers are read by two different functions: the owner's (findOwnAnswers) and the
// public ones (findLockedAnswers, locked questions only), so no public read can see an
// unlocked answer (issue #6 §5).
import { z } from 'zod';
import type { ChoiceResult, PickemQuestionType, Scoring, SportsQuestionType } from '../../../contracts/pickem.js';
import type { EntryOwner } from '../../../contracts/squares.js';
import type { SportsLeague } from '../../../domain/sports/index.js';
import { EntryOwnerSchema } from '../../../contracts/squares.js';
import type { Queryable } from '../database.js';
import { reportInvalidRow } from '../invalid-rows.js';
import {
  GAME_COMMON_COLUMNS,
  GAME_HOST_COLUMNS,
  GameCommonRowShape,
  GameHostRowShape,
  gameRowLockClause,
  parseGameRow,
  toGameCommon,
  toGameHost,
  type GameCommonRecord,
  type GameHostRecord,
  type GameRowLock,
} from './games.repository.js';

const timestamp = z.union([z.date(), z.string()]).transform((v) => new Date(v).toISOString());
const nullableTimestamp = timestamp.nullable();

// Row schemas are built once: zod compiles a schema on its first parse, so one built per row
// cost more than the query (findTiebreakerAnswers: about 10 ms for 200 rows).
const IdRowSchema = z.object({ id: z.string() });
const GameIdRowSchema = z.object({ game_id: z.string() });
const PodiumVersionRowSchema = z.object({ podium_version: z.number().int() });
const TiebreakerAnswerRowSchema = z.object({ entry_id: z.string(), value: z.number().int() });
const AuditRowSchema = z.object({ at: timestamp, subject: z.string(), change: z.string(), by_name: z.string() });
const LedgerRowSchema = z.object({ entry_id: z.string(), total: z.number() });

/** The tiebreaker's definition as stored; its lock and result are columns. */
export type TiebreakerDefinition = { type: 'TotalPointsPick'; sportsGameId: string } | { type: 'PropsTiebreaker'; prompt: string };

const TiebreakerDefinitionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('TotalPointsPick'), sportsGameId: z.string() }),
  z.object({ type: z.literal('PropsTiebreaker'), prompt: z.string() }),
]);

const ScoringSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Podium') }),
  z.object({ type: z.literal('PointsToBeans'), entryIncentiveJellyBeans: z.number().int() }),
]);

export interface QuestionsGameRecord extends GameCommonRecord, GameHostRecord {
  pickemQuestionType: PickemQuestionType;
  sportsLeague: SportsLeague | null;
  tiebreaker: TiebreakerDefinition | null;
  tiebreakerLockTime: string | null;
  tiebreakerLockedAt: string | null;
  tiebreakerResult: number | null;
  scoring: Scoring;
  oneEntryPerUser: boolean;
  entryLimit: number | null;
  allowLateEntry: boolean;
  maxAnswers: number | null;
  podiumVersion: number;
}

const GameRowSchema = z.object({
  ...GameCommonRowShape,
  pickem_question_type: z.enum(['StraightUp', 'VsSpread', 'UnderdogBonus', 'Props']),
  sports_league: z.enum(['MLB', 'NBA', 'NFL', 'NcaaFootball']).nullable(),
  tiebreaker: TiebreakerDefinitionSchema.nullable(),
  tiebreaker_lock_time: nullableTimestamp,
  tiebreaker_locked_at: nullableTimestamp,
  tiebreaker_result: z.number().int().nullable(),
  scoring: ScoringSchema,
  one_entry_per_user: z.boolean(),
  entry_limit: z.number().int().nullable(),
  allow_late_entry: z.boolean(),
  max_answers: z.number().int().nullable(),
  podium_version: z.number().int(),
  ...GameHostRowShape,
});

function toGameRecord(row: unknown): QuestionsGameRecord | undefined {
  const r = parseGameRow(GameRowSchema, 'questions_games', row);
  return r && {
    ...toGameCommon(r),
    pickemQuestionType: r.pickem_question_type,
    sportsLeague: r.sports_league,
    tiebreaker: r.tiebreaker,
    tiebreakerLockTime: r.tiebreaker_lock_time,
    tiebreakerLockedAt: r.tiebreaker_locked_at,
    tiebreakerResult: r.tiebreaker_result,
    scoring: r.scoring,
    oneEntryPerUser: r.one_entry_per_user,
    entryLimit: r.entry_limit,
    allowLateEntry: r.allow_late_entry,
    maxAnswers: r.max_answers,
    podiumVersion: r.podium_version,
    host: toGameHost(r),
  };
}

const SELECT_GAME = `select ${GAME_COMMON_COLUMNS},
    q.pickem_question_type, q.sports_league, q.tiebreaker, q.tiebreaker_lock_time, q.tiebreaker_locked_at, q.tiebreaker_result,
    q.scoring, q.one_entry_per_user, q.entry_limit, q.allow_late_entry, q.max_answers, q.podium_version,
    ${GAME_HOST_COLUMNS}
  from games g join questions_games q on q.game_id = g.id join users u on u.uid = g.uid`;

/**
 * Entry commands take the game row FOR SHARE (they run side by side); settlement, locks,
 * entry creation and deletion take it FOR UPDATE, so a pick never lands on a question a
 * concurrent lock has just closed.
 */
export async function findQuestionsGame(db: Queryable, gameId: string, lock: GameRowLock = 'none'): Promise<QuestionsGameRecord | undefined> {
  const { rows } = await db.query(`${SELECT_GAME} where g.id = $1${gameRowLockClause(lock)}`, [gameId]);
  return rows[0] === undefined ? undefined : toGameRecord(rows[0]);
}

/** Questions games with a question or a tiebreaker on any of the sports games, row-locked in id order (settlement). */
export async function findQuestionsGameIdsOnSportsGames(db: Queryable, sportsGameIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query(
    `select g.id from games g join questions_games q on q.game_id = g.id
     where g.id in (select game_id from pickem_questions where sports_game_id = any($1))
        or q.tiebreaker->>'sportsGameId' = any($1)
     order by g.id for update of g`,
    [sportsGameIds],
  );
  return rows.map((row) => IdRowSchema.parse(row).id);
}

/** Games with a question or tiebreaker whose lock time has passed but that the server has not locked yet (the lock job). */
export async function findGameIdsWithDueLocks(db: Queryable, now: Date): Promise<string[]> {
  const { rows } = await db.query(
    `select distinct game_id from (
       select game_id from pickem_questions where locked_at is null and lock_time <= $1
       union all select q.game_id from questions_games q
         where q.allow_late_entry = false and exists (select 1 from pickem_questions p where p.game_id = q.game_id and p.locked_at is null)
           and (select min(lock_time) from pickem_questions p where p.game_id = q.game_id) <= $1
       union all select game_id from questions_games where tiebreaker_locked_at is null and tiebreaker_lock_time <= $1
     ) due order by game_id`,
    [now],
  );
  return rows.map((row) => GameIdRowSchema.parse(row).game_id);
}

/** Ids of games `uid` has an entry in, row-locked FOR UPDATE in id order (account steps). */
export async function findQuestionsGameIdsWithPlayer(db: Queryable, uid: string): Promise<string[]> {
  const { rows } = await db.query(
    'select id from games where id in (select game_id from pickem_entries where uid = $1) order by id for update',
    [uid],
  );
  return rows.map((row) => IdRowSchema.parse(row).id);
}

export interface NewQuestionsGame {
  gameId: string;
  pickemQuestionType: PickemQuestionType;
  sportsLeague: SportsLeague | null;
  tiebreaker: TiebreakerDefinition | null;
  tiebreakerLockTime: Date | null;
  scoring: Scoring;
  oneEntryPerUser: boolean;
  entryLimit: number | null;
  allowLateEntry: boolean;
  maxAnswers: number | null;
}

export async function insertQuestionsGame(db: Queryable, game: NewQuestionsGame): Promise<void> {
  await db.query(
    `insert into questions_games (game_id, pickem_question_type, sports_league, tiebreaker, tiebreaker_lock_time, scoring,
       one_entry_per_user, entry_limit, allow_late_entry, max_answers)
     values ($1, $2, $3, $4::text::jsonb, $5, $6::text::jsonb, $7, $8, $9, $10)`,
    [
      game.gameId,
      game.pickemQuestionType,
      game.sportsLeague,
      game.tiebreaker === null ? null : JSON.stringify(game.tiebreaker),
      game.tiebreakerLockTime,
      JSON.stringify(game.scoring),
      game.oneEntryPerUser,
      game.entryLimit,
      game.allowLateEntry,
      game.maxAnswers,
    ],
  );
}

/** The tiebreaker's lock time moves with its game's schedule until it locks; its lock and result are set by the server. */
export async function saveTiebreakerState(
  db: Queryable,
  gameId: string,
  state: { lockTime: Date | string; lockedAt: Date | string | null; result: number | null },
): Promise<void> {
  await db.query('update questions_games set tiebreaker_lock_time = $2, tiebreaker_locked_at = $3, tiebreaker_result = $4 where game_id = $1', [
    gameId,
    state.lockTime,
    state.lockedAt,
    state.result,
  ]);
}

/** The game's first lock and slate days moved (a rescheduled kickoff): My Games orders and dates by them. */
export async function saveSchedule(db: Queryable, gameId: string, gameStartTime: Date, gameDates: readonly string[]): Promise<void> {
  await db.query('update games set game_start_time = $2, game_dates = $3::text::jsonb where id = $1', [gameId, gameStartTime, JSON.stringify(gameDates)]);
}

/** Something that moves podium probabilities changed; returns the new version. */
export async function bumpPodiumVersion(db: Queryable, gameId: string): Promise<number> {
  const { rows } = await db.query('update questions_games set podium_version = podium_version + 1 where game_id = $1 returning podium_version', [gameId]);
  return rows[0] === undefined ? 0 : PodiumVersionRowSchema.parse(rows[0]).podium_version;
}

// ── Questions ──────────────────────────────────────────────────────────────

export interface StoredChoice {
  key: string;
  /** Props choices only. */
  choiceText?: string;
  points: number;
  result: ChoiceResult | null;
}

const StoredChoiceSchema = z.object({
  key: z.string(),
  choiceText: z.string().optional(),
  points: z.number(),
  result: z.enum(['W', 'L', 'Push', 'Void']).nullable(),
});

export interface QuestionRecord {
  gameId: string;
  question: number;
  type: SportsQuestionType | 'PropsQuestion';
  sportsGameId: string | null;
  prompt: string | null;
  vsSpread: number | null;
  homeWinProbability: number | null;
  choices: StoredChoice[];
  lockTime: string;
  lockedAt: string | null;
}

const QuestionRowSchema = z.object({
  game_id: z.string(),
  question: z.number().int(),
  type: z.enum(['StraightUpPick', 'VsSpreadPick', 'UnderdogBonusPick', 'OffPick', 'PropsQuestion']),
  sports_game_id: z.string().nullable(),
  prompt: z.string().nullable(),
  vs_spread: z.number().nullable(),
  home_win_probability: z.number().nullable(),
  choices: z.array(StoredChoiceSchema),
  lock_time: timestamp,
  locked_at: nullableTimestamp,
});

function toQuestion(row: unknown): QuestionRecord | undefined {
  const parsed = QuestionRowSchema.safeParse(row);
  if (!parsed.success) {
    const r = row as { game_id?: unknown; question?: unknown } | null;
    reportInvalidRow('pickem_questions', `${String(r?.game_id)}/${String(r?.question)}`, parsed.error.message);
    return undefined;
  }
  const r = parsed.data;
  return {
    gameId: r.game_id,
    question: r.question,
    type: r.type,
    sportsGameId: r.sports_game_id,
    prompt: r.prompt,
    vsSpread: r.vs_spread,
    homeWinProbability: r.home_win_probability,
    choices: r.choices,
    lockTime: r.lock_time,
    lockedAt: r.locked_at,
  };
}

export async function insertQuestion(db: Queryable, question: Omit<QuestionRecord, 'lockedAt' | 'lockTime'> & { lockTime: Date }): Promise<void> {
  await db.query(
    `insert into pickem_questions (game_id, question, type, sports_game_id, prompt, vs_spread, home_win_probability, choices, lock_time)
     values ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9)`,
    [
      question.gameId,
      question.question,
      question.type,
      question.sportsGameId,
      question.prompt,
      question.vsSpread,
      question.homeWinProbability,
      JSON.stringify(question.choices),
      question.lockTime,
    ],
  );
}

export async function findQuestions(db: Queryable, gameId: string): Promise<QuestionRecord[]> {
  const { rows } = await db.query('select * from pickem_questions where game_id = $1 order by question', [gameId]);
  return rows.map(toQuestion).filter((q): q is QuestionRecord => q !== undefined);
}

/** Saves what the server changes on a question: its lock time, its lock and its choices' results. */
export async function saveQuestionState(db: Queryable, question: Pick<QuestionRecord, 'gameId' | 'question' | 'lockTime' | 'lockedAt' | 'choices'>): Promise<void> {
  await db.query('update pickem_questions set lock_time = $3, locked_at = $4, choices = $5::text::jsonb where game_id = $1 and question = $2', [
    question.gameId,
    question.question,
    question.lockTime,
    question.lockedAt,
    JSON.stringify(question.choices),
  ]);
}

// ── Entries ────────────────────────────────────────────────────────────────

export interface EntryRecord {
  id: string;
  gameId: string;
  uid: string;
  entryName: string;
  entryOwner: EntryOwner;
  createdAt: string;
  submitted: boolean;
  score: number;
  rank: number;
  podiumProbability: number | null;
}

const EntryRowSchema = z.object({
  id: z.string(),
  game_id: z.string(),
  uid: z.string(),
  entry_name: z.string(),
  entry_owner: z.unknown(),
  created_at: timestamp,
  submitted: z.boolean(),
  score: z.number(),
  rank: z.number().int(),
  podium_probability: z.number().nullable(),
});

function toEntry(row: unknown): EntryRecord | undefined {
  const parsed = EntryRowSchema.safeParse(row);
  const owner = parsed.success ? EntryOwnerSchema.safeParse(parsed.data.entry_owner) : undefined;
  if (!parsed.success || !owner?.success) {
    reportInvalidRow('pickem_entries', String((row as { id?: unknown } | null)?.id), parsed.error?.message ?? 'entry_owner');
    return undefined;
  }
  const r = parsed.data;
  return {
    id: r.id,
    gameId: r.game_id,
    uid: r.uid,
    entryName: r.entry_name,
    entryOwner: owner.data,
    createdAt: r.created_at,
    submitted: r.submitted,
    score: r.score,
    rank: r.rank,
    podiumProbability: r.podium_probability,
  };
}

const ENTRY_COLUMNS = 'id, game_id, uid, entry_name, entry_owner, created_at, submitted, score, rank, podium_probability';

/** False when another entry of the game has the same name key (SPEC §5: names unique after normalising). */
export async function insertEntry(
  db: Queryable,
  entry: { id: string; gameId: string; uid: string; entryName: string; nameKey: string; entryOwner: EntryOwner; createdAt: Date; rank: number },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into pickem_entries (id, game_id, uid, entry_name, name_key, entry_owner, created_at, rank)
     values ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8) on conflict do nothing`,
    [entry.id, entry.gameId, entry.uid, entry.entryName, entry.nameKey, JSON.stringify(entry.entryOwner), entry.createdAt, entry.rank],
  );
  return rowCount === 1;
}

/** The game's entries, or with `uid` only that player's (their own topic reads a handful, not the whole leaderboard). */
export async function findEntries(db: Queryable, gameId: string, uid?: string): Promise<EntryRecord[]> {
  const { rows } = await db.query(
    `select ${ENTRY_COLUMNS} from pickem_entries where game_id = $1 and ($2::text is null or uid = $2) order by created_at, id`,
    [gameId, uid ?? null],
  );
  return rows.map(toEntry).filter((e): e is EntryRecord => e !== undefined);
}

/** One entry of the game, row-locked FOR UPDATE: a player's commands on one entry take turns. */
export async function findEntryForUpdate(db: Queryable, gameId: string, entryId: string): Promise<EntryRecord | undefined> {
  const { rows } = await db.query(`select ${ENTRY_COLUMNS} from pickem_entries where game_id = $1 and id = $2 for update`, [gameId, entryId]);
  return rows[0] === undefined ? undefined : toEntry(rows[0]);
}

/** False when the new name's key belongs to another entry of the game. */
export async function renameEntry(db: Queryable, entryId: string, entryName: string, nameKey: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update pickem_entries e set entry_name = $2, name_key = $3 where id = $1
       and not exists (select 1 from pickem_entries o where o.game_id = e.game_id and o.name_key = $3 and o.id <> e.id)`,
    [entryId, entryName, nameKey],
  );
  return rowCount === 1;
}

export async function setEntrySubmitted(db: Queryable, entryId: string): Promise<void> {
  await db.query('update pickem_entries set submitted = true where id = $1', [entryId]);
}

export async function deleteEntry(db: Queryable, entryId: string): Promise<void> {
  await db.query('delete from pickem_entries where id = $1', [entryId]);
}

/** Score and rank per entry (scoring and ranking after a settlement or an entry change), in one statement. */
export async function saveStandings(db: Queryable, standings: ReadonlyArray<{ id: string; score: number; rank: number }>): Promise<void> {
  if (standings.length === 0) return;
  await db.query(
    'update pickem_entries e set score = v.score, rank = v.rank from unnest($1::text[], $2::float8[], $3::int[]) as v(id, score, rank) where e.id = v.id',
    [standings.map((s) => s.id), standings.map((s) => s.score), standings.map((s) => s.rank)],
  );
}

/**
 * Stores the worker's podium probabilities if the game's podium version is still the one
 * they were computed for; false when something changed meanwhile (compute again).
 */
export async function savePodium(
  db: Queryable,
  gameId: string,
  version: number,
  probabilities: ReadonlyArray<{ id: string; podiumProbability: number }>,
): Promise<boolean> {
  const { rowCount } = await db.query('update questions_games set podium_version = podium_version where game_id = $1 and podium_version = $2', [gameId, version]);
  if (rowCount !== 1) return false;
  if (probabilities.length > 0) {
    await db.query(
      'update pickem_entries e set podium_probability = v.p from unnest($2::text[], $3::float8[]) as v(id, p) where e.id = v.id and e.game_id = $1',
      [gameId, probabilities.map((p) => p.id), probabilities.map((p) => p.podiumProbability)],
    );
  }
  return true;
}

/** Moves entries of `fromUid` in one game to `toUid`, renaming some (promotion). */
export async function moveEntries(
  db: Queryable,
  gameId: string,
  fromUid: string,
  toUid: string,
  renames: ReadonlyArray<{ id: string; name: string; nameKey: string }>,
): Promise<void> {
  if (renames.length > 0) {
    await db.query(
      'update pickem_entries e set entry_name = v.name, name_key = v.key from unnest($2::text[], $3::text[], $4::text[]) as v(id, name, key) where e.id = v.id and e.game_id = $1',
      [gameId, renames.map((r) => r.id), renames.map((r) => r.name), renames.map((r) => r.nameKey)],
    );
  }
  await db.query('update pickem_entries set uid = $3 where game_id = $1 and uid = $2', [gameId, fromUid, toUid]);
}

export async function deleteEntriesOfUser(db: Queryable, gameId: string, uid: string): Promise<number> {
  const { rowCount } = await db.query('delete from pickem_entries where game_id = $1 and uid = $2', [gameId, uid]);
  return rowCount;
}

/** Hands `uid`'s entries of one game to the placeholder, without the player's name or avatar (account deletion). */
export async function handOverEntries(db: Queryable, gameId: string, uid: string, placeholderUid: string): Promise<void> {
  await db.query("update pickem_entries set uid = $3, entry_owner = 'null'::jsonb where game_id = $1 and uid = $2", [gameId, uid, placeholderUid]);
}

/** A public face on every entry of `uid` in one game. */
export async function setEntriesOwner(db: Queryable, uid: string, entryOwner: EntryOwner, gameId: string): Promise<void> {
  await db.query('update pickem_entries set entry_owner = $2::text::jsonb where uid = $1 and game_id = $3', [uid, JSON.stringify(entryOwner), gameId]);
}

// ── Answers (private until their question locks) ──────────────────────────────

/** An entry's answers: question index → choice key (SPEC §3 private part). */
export interface StoredAnswer {
  question: number;
  choice: string;
}

/** Answers by entry id, aggregated per entry in SQL: a leaderboard of thousands of entries reads one row each, not one per answer. */
export type AnswersByEntry = Map<string, StoredAnswer[]>;

const EntryAnswersRowSchema = z.object({
  entry_id: z.string(),
  answers: z.array(z.object({ question: z.number().int(), choice: z.string() })),
});

async function answersByEntry(db: Queryable, where: string, params: readonly unknown[]): Promise<AnswersByEntry> {
  const { rows } = await db.query(
    `select a.entry_id, json_agg(json_build_object('question', a.question, 'choice', a.choice) order by a.question) as answers
     from pickem_answers a join pickem_entries e on e.id = a.entry_id ${where} group by a.entry_id`,
    params,
  );
  return new Map(rows.map((row) => {
    const r = EntryAnswersRowSchema.parse(row);
    return [r.entry_id, r.answers];
  }));
}

export async function setAnswer(db: Queryable, entryId: string, question: number, choice: string): Promise<void> {
  await db.query(
    `insert into pickem_answers (entry_id, question, choice) values ($1, $2, $3)
     on conflict (entry_id, question) do update set choice = excluded.choice`,
    [entryId, question, choice],
  );
}

export async function clearAnswer(db: Queryable, entryId: string, question: number): Promise<void> {
  await db.query('delete from pickem_answers where entry_id = $1 and question = $2', [entryId, question]);
}

declare const lockedOnly: unique symbol;
/** Answers by entry as only findLockedAnswers makes them: a public payload takes no other kind. */
export type LockedAnswers = AnswersByEntry & { readonly [lockedOnly]: true };

/** Answers to LOCKED questions only: what a public payload may carry (issue #6 §5), and all that scoring needs (only settled questions score, and they are locked). */
export async function findLockedAnswers(db: Queryable, gameId: string): Promise<LockedAnswers> {
  const answers = await answersByEntry(
    db,
    'join pickem_questions q on q.game_id = e.game_id and q.question = a.question where e.game_id = $1 and q.locked_at is not null',
    [gameId],
  );
  return answers as LockedAnswers;
}

/** The owner's own answers in a game (topic pickem-entries:{gameId}:{uid}). */
export function findOwnAnswers(db: Queryable, gameId: string, uid: string): Promise<AnswersByEntry> {
  return answersByEntry(db, 'where e.game_id = $1 and e.uid = $2', [gameId, uid]);
}

export async function setTiebreakerAnswer(db: Queryable, entryId: string, value: number | null): Promise<void> {
  if (value === null) {
    await db.query('delete from pickem_tiebreaker_answers where entry_id = $1', [entryId]);
    return;
  }
  await db.query(
    'insert into pickem_tiebreaker_answers (entry_id, value) values ($1, $2) on conflict (entry_id) do update set value = excluded.value',
    [entryId, value],
  );
}

/** Tiebreaker answers of a game by entry id: all of them (scoring) or, with `uid`, the owner's. */
export async function findTiebreakerAnswers(db: Queryable, gameId: string, uid?: string): Promise<Map<string, number>> {
  const { rows } = await db.query(
    `select t.entry_id, t.value from pickem_tiebreaker_answers t join pickem_entries e on e.id = t.entry_id
     where e.game_id = $1 ${uid === undefined ? '' : 'and e.uid = $2'}`,
    uid === undefined ? [gameId] : [gameId, uid],
  );
  return new Map(rows.map((row) => {
    const r = TiebreakerAnswerRowSchema.parse(row);
    return [r.entry_id, r.value];
  }));
}

// ── Audit log ──────────────────────────────────────────────────────────────

export interface AuditRow {
  at: string;
  subject: string;
  change: string;
  by: string;
}

export async function appendAudit(db: Queryable, gameId: string, record: { at: Date; subject: string; change: string; by: string }): Promise<void> {
  await db.query('insert into pickem_audit_log (game_id, at, subject, change, by_name) values ($1, $2, $3, $4, $5)', [
    gameId,
    record.at,
    record.subject,
    record.change,
    record.by,
  ]);
}

export async function findAuditLog(db: Queryable, gameId: string): Promise<AuditRow[]> {
  const { rows } = await db.query('select at, subject, change, by_name from pickem_audit_log where game_id = $1 order by id', [gameId]);
  return rows.map((row) => {
    const r = AuditRowSchema.parse(row);
    return { at: r.at, subject: r.subject, change: r.change, by: r.by_name };
  });
}

// ── Jelly bean ledger ──────────────────────────────────────────────────────

/** What the ledger holds per entry of the game. */
export async function findLedgerByEntry(db: Queryable, gameId: string): Promise<Map<string, number>> {
  const { rows } = await db.query('select entry_id, sum(amount)::float8 as total from bean_transactions where game_id = $1 group by entry_id', [gameId]);
  return new Map(rows.map((row) => {
    const r = LedgerRowSchema.parse(row);
    return [r.entry_id, r.total];
  }));
}

export async function insertBeanTransaction(
  db: Queryable,
  row: { uid: string; gameId: string; entryId: string; amount: number; reason: 'award' | 'correction'; createdAt: Date },
): Promise<void> {
  await db.query('insert into bean_transactions (uid, game_id, entry_id, amount, reason, created_at) values ($1, $2, $3, $4, $5, $6)', [
    row.uid,
    row.gameId,
    row.entryId,
    row.amount,
    row.reason,
    row.createdAt,
  ]);
}

/** The ledger rows of `fromUid` become `toUid`'s (promotion: the beans follow the entries). */
export async function moveBeanTransactions(db: Queryable, fromUid: string, toUid: string): Promise<void> {
  await db.query('update bean_transactions set uid = $2 where uid = $1', [fromUid, toUid]);
}
