// Pick'em questions (007_pickem.sql pickem_questions): one row per question with its choices,
// its lock time and the moment the server locked it. Rows that fail their schema are reported
// and skipped (docs/product/pickem.md).
import type { GameId } from '../../../contracts/ids.js';
import type { SportsGameId } from '../../../contracts/sports.js';
import { z } from 'zod';
import type { ChoiceResult, SportsQuestionType } from '../../../contracts/pickem.js';
import type { Queryable } from '../database.js';
import { reportInvalidRow } from '../invalid-rows.js';
import { nullableTimestamp, timestamp, gameIdColumn, sportsGameIdColumn } from '../row-types.js';
import { listsByGame } from './rows-by-game.js';

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
  gameId: GameId;
  question: number;
  type: SportsQuestionType | 'PropsQuestion';
  sportsGameId: SportsGameId | null;
  prompt: string | null;
  vsSpread: number | null;
  homeWinProbability: number | null;
  choices: StoredChoice[];
  lockTime: string;
  lockedAt: string | null;
}

const QuestionRowSchema = z.object({
  game_id: gameIdColumn,
  question: z.number().int(),
  type: z.enum(['StraightUpPick', 'VsSpreadPick', 'UnderdogBonusPick', 'OffPick', 'PropsQuestion']),
  sports_game_id: sportsGameIdColumn.nullable(),
  prompt: z.string().nullable(),
  vs_spread: z.number().nullable(),
  home_win_probability: z.number().nullable(),
  choices: z.array(StoredChoiceSchema),
  lock_time: timestamp,
  locked_at: nullableTimestamp,
});

export function toQuestion(row: unknown): QuestionRecord | undefined {
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

export async function findQuestions(db: Queryable, gameId: GameId): Promise<QuestionRecord[]> {
  const { rows } = await db.query('select * from pickem_questions where game_id = $1 order by question', [gameId]);
  return rows.map(toQuestion).filter((q): q is QuestionRecord => q !== undefined);
}

/** findQuestions for several games in one statement, by game. */
export async function findQuestionsOfGames(db: Queryable, gameIds: readonly GameId[]): Promise<Map<GameId, QuestionRecord[]>> {
  const { rows } = await db.query('select * from pickem_questions where game_id = any($1::text[]) order by game_id, question', [gameIds]);
  const questions = rows.map(toQuestion).filter((q): q is QuestionRecord => q !== undefined);
  return listsByGame(gameIds, questions, (q) => q.gameId);
}

/**
 * Stores the lock and results of several questions of one game in one statement: a kickoff locks
 * every question of a slate at once, and a round trip per question held the game's row (and the
 * transaction's connection) that many times longer.
 */
export async function saveQuestionStates(db: Queryable, gameId: GameId, questions: ReadonlyArray<Pick<QuestionRecord, 'question' | 'lockTime' | 'lockedAt' | 'choices'>>): Promise<void> {
  if (questions.length === 0) return;
  await db.query(
    `update pickem_questions q set lock_time = v.lock_time, locked_at = v.locked_at, choices = v.choices::jsonb
       from unnest($2::int[], $3::timestamptz[], $4::timestamptz[], $5::text[]) as v(question, lock_time, locked_at, choices)
      where q.game_id = $1 and q.question = v.question`,
    [gameId, questions.map((q) => q.question), questions.map((q) => q.lockTime), questions.map((q) => q.lockedAt), questions.map((q) => JSON.stringify(q.choices))],
  );
}

/**
 * The ids of a pick'em game's sports games (its questions' and a TotalPointsPick tiebreaker's)
 * that the feed has stored as started: any status but NS, as the refresh reads it. `$1` is the
 * pick'em game's id; the picks' batched statement embeds it too, so both read the same rule.
 */
export const STARTED_SPORTS_GAMES_SQL = `select g.id from sports_games g where g.status <> 'NS' and g.id in (
    select q.sports_game_id from pickem_questions q where q.game_id = $1 and q.sports_game_id is not null
    union all select t.tiebreaker ->> 'sportsGameId' from questions_games t where t.game_id = $1 and t.tiebreaker ->> 'type' = 'TotalPointsPick')`;

const StartedRowSchema = z.object({ id: z.string() });

export async function findStartedSportsGames(db: Queryable, gameId: GameId): Promise<Set<string>> {
  const { rows } = await db.query(STARTED_SPORTS_GAMES_SQL, [gameId]);
  return new Set(rows.map((row) => StartedRowSchema.parse(row).id));
}
