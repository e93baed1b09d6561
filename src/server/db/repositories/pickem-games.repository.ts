// Pick'em and props games (docs/product/pickem.md; 007_pickem.sql): the questions_games row, the ids the
// settlement, lock job and account steps walk, and the host's audit log. Every row is parsed on
// the way out; a row that fails is reported and skipped (docs/product/pickem.md 'invalid data is logged and
// skipped'). Questions, entries, answers and standings have repositories of their own
// (pickem-questions, pickem-entries, pickem-answers, pickem-standings).
import type { GameId } from '../../../contracts/ids.js';
import type { SportsGameId } from '../../../contracts/sports.js';
import { z } from 'zod';
import type { PickemQuestionType, Scoring } from '../../../contracts/pickem.js';
import { SEASON_TAGS } from '../../../contracts/seasons.js';
import type { SeasonId, SeasonTag } from '../../../contracts/seasons.js';
import type { SportsLeague } from '../../../domain/sports/index.js';
import type { Queryable } from '../database.js';
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
import { nullableTimestamp, timestamp, gameIdColumn, sportsGameIdColumn } from '../row-types.js';
import { listsByGame } from './rows-by-game.js';

const IdRowSchema = z.object({ id: gameIdColumn });
const GameIdRowSchema = z.object({ game_id: gameIdColumn });
const PodiumVersionRowSchema = z.object({ podium_version: z.number().int() });
const AuditRowSchema = z.object({ at: timestamp, subject: z.string(), change: z.string(), by_name: z.string() });

/** The tiebreaker's definition as stored; its lock and result are columns. */
export type TiebreakerDefinition = { type: 'TotalPointsPick'; sportsGameId: SportsGameId } | { type: 'PropsTiebreaker'; prompt: string };

const TiebreakerDefinitionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('TotalPointsPick'), sportsGameId: sportsGameIdColumn }),
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
  /** The game's place in a season (docs/product/seasons.md), or null. */
  season: GameSeasonRecord | null;
}

export interface GameSeasonRecord {
  id: SeasonId;
  tag: SeasonTag | null;
  ordinal: number;
  label: string;
  isLatest: boolean;
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
  season_id: z.string().brand<'SeasonId'>().nullable(),
  season_tag: z.enum(SEASON_TAGS).nullable(),
  season_ordinal: z.number().int().nullable(),
  season_label: z.string().nullable(),
  season_is_latest: z.boolean().nullable(),
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
    season:
      r.season_id === null
        ? null
        : { id: r.season_id, tag: r.season_tag, ordinal: r.season_ordinal ?? 1, label: r.season_label ?? '', isLatest: r.season_is_latest === true },
  };
}

const SELECT_GAME = `select ${GAME_COMMON_COLUMNS},
    q.pickem_question_type, q.sports_league, q.tiebreaker, q.tiebreaker_lock_time, q.tiebreaker_locked_at, q.tiebreaker_result,
    q.scoring, q.one_entry_per_user, q.entry_limit, q.allow_late_entry, q.max_answers, q.podium_version,
    ${GAME_HOST_COLUMNS},
    sg.season_id, s.tag as season_tag, sg.ordinal as season_ordinal, sg.label as season_label, sg.is_latest as season_is_latest
  from games g join questions_games q on q.game_id = g.id join users u on u.uid = g.uid
  left join season_games sg on sg.game_id = g.id left join seasons s on s.id = sg.season_id`;

/**
 * Entry commands take the game row FOR SHARE (they run side by side); settlement, locks,
 * entry creation and deletion take it FOR UPDATE, so a pick never lands on a question a
 * concurrent lock has just closed.
 */
export async function findQuestionsGame(db: Queryable, gameId: GameId, lock: GameRowLock = 'none'): Promise<QuestionsGameRecord | undefined> {
  const { rows } = await db.query(`${SELECT_GAME} where g.id = $1${gameRowLockClause(lock)}`, [gameId]);
  return rows[0] === undefined ? undefined : toGameRecord(rows[0]);
}

/**
 * findQuestionsGame for several games in one statement, in id order (so rows are locked in the
 * order every other path locks them): a feed tick's refresh reads its chunk's games at once.
 */
export async function findQuestionsGames(db: Queryable, gameIds: readonly GameId[], lock: GameRowLock = 'none'): Promise<QuestionsGameRecord[]> {
  const { rows } = await db.query(`${SELECT_GAME} where g.id = any($1::text[]) order by g.id${gameRowLockClause(lock)}`, [gameIds]);
  return rows.map(toGameRecord).filter((game): game is QuestionsGameRecord => game !== undefined);
}

/** Questions games with a question or a tiebreaker on any of the sports games, row-locked in id order (settlement). */
export async function findQuestionsGameIdsOnSportsGames(db: Queryable, sportsGameIds: readonly string[]): Promise<GameId[]> {
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
export async function findGameIdsWithDueLocks(db: Queryable, now: Date): Promise<GameId[]> {
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
export async function findQuestionsGameIdsWithPlayer(db: Queryable, uid: string): Promise<GameId[]> {
  const { rows } = await db.query(
    'select id from games where id in (select game_id from pickem_entries where uid = $1) order by id for update',
    [uid],
  );
  return rows.map((row) => IdRowSchema.parse(row).id);
}

export interface NewQuestionsGame {
  gameId: GameId;
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
  gameId: GameId,
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
export async function saveSchedule(db: Queryable, gameId: GameId, gameStartTime: Date, gameDates: readonly string[]): Promise<void> {
  await db.query('update games set game_start_time = $2, game_dates = $3::text::jsonb where id = $1', [gameId, gameStartTime, JSON.stringify(gameDates)]);
}

/** Something that moves podium probabilities changed; returns the new version. */
export async function bumpPodiumVersion(db: Queryable, gameId: GameId): Promise<number> {
  const { rows } = await db.query('update questions_games set podium_version = podium_version + 1 where game_id = $1 returning podium_version', [gameId]);
  return rows[0] === undefined ? 0 : PodiumVersionRowSchema.parse(rows[0]).podium_version;
}

/** Bumps the podium version of several games in one statement (a chunk of refreshes). */
export async function bumpPodiumVersions(db: Queryable, gameIds: readonly GameId[]): Promise<void> {
  if (gameIds.length > 0) await db.query('update questions_games set podium_version = podium_version + 1 where game_id = any($1::text[])', [gameIds]);
}

// ── Audit log ──────────────────────────────────────────────────────────────

export interface AuditRow {
  at: string;
  subject: string;
  change: string;
  by: string;
}

export async function appendAudit(db: Queryable, gameId: GameId, record: { at: Date; subject: string; change: string; by: string }): Promise<void> {
  await db.query('insert into pickem_audit_log (game_id, at, subject, change, by_name) values ($1, $2, $3, $4, $5)', [
    gameId,
    record.at,
    record.subject,
    record.change,
    record.by,
  ]);
}

export async function findAuditLog(db: Queryable, gameId: GameId): Promise<AuditRow[]> {
  const { rows } = await db.query('select at, subject, change, by_name from pickem_audit_log where game_id = $1 order by id', [gameId]);
  return rows.map(toAuditRow);
}

/** findAuditLog for several games in one statement, by game. */
export async function findAuditLogsOfGames(db: Queryable, gameIds: readonly GameId[]): Promise<Map<GameId, AuditRow[]>> {
  const { rows } = await db.query('select game_id, at, subject, change, by_name from pickem_audit_log where game_id = any($1::text[]) order by game_id, id', [gameIds]);
  const logged = rows.map((row) => ({ gameId: GameIdRowSchema.parse(row).game_id, record: toAuditRow(row) }));
  const byGame = listsByGame(gameIds, logged, (row) => row.gameId);
  return new Map([...byGame].map(([gameId, list]) => [gameId, list.map((row) => row.record)]));
}

function toAuditRow(row: unknown): AuditRow {
  const r = AuditRowSchema.parse(row);
  return { at: r.at, subject: r.subject, change: r.change, by: r.by_name };
}
