// The private part of a pick'em entry (007_pickem.sql pickem_answers, pickem_tiebreaker_answers;
// docs/product/pickem.md). Answers are read by two different functions: the owner's (findOwnAnswers) and the
// public ones (findLockedAnswers, locked questions only), so no public read can see an unlocked
// answer (docs/product/pickem.md; decision 009).
import type { GameId } from '../../../contracts/ids.js';
import { z } from 'zod';
import type { Queryable } from '../database.js';
import { gameIdColumn } from '../row-types.js';
import { valuesByGameAndEntry } from './rows-by-game.js';

// Row schemas are built once: zod compiles a schema on its first parse, so one built per row
// cost more than the query (findTiebreakerAnswers: about 10 ms for 200 rows).
const TiebreakerAnswerRowSchema = z.object({ entry_id: z.string(), value: z.number().int() });

/** An entry's answers: question index → choice key (docs/product/pickem.md private part). */
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

/** An answer a batch of picks leaves: a choice, or null where the pick was cleared. */
export interface AnswerWrite {
  entryId: string;
  question: number;
  choice: string | null;
}

/**
 * A batch's answers in one statement: the cleared ones deleted, the others upserted. At most one
 * write per entry and question (the batch keeps the later): an upsert cannot touch a row twice.
 * A batch that clears nothing has no delete, and one that sets nothing no insert: each fires the
 * entry-picks triggers of its kind (030_pickem_entry_picks.sql) once per statement, rows or not.
 */
export async function writeAnswers(db: Queryable, writes: readonly AnswerWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const clears = writes.some((w) => w.choice === null);
  const sets = writes.some((w) => w.choice !== null);
  const input = 'input as (select * from unnest($1::text[], $2::int[], $3::text[]) as i(entry_id, question, choice))';
  const clear = 'delete from pickem_answers a using input i where i.choice is null and a.entry_id = i.entry_id and a.question = i.question';
  const set = `insert into pickem_answers (entry_id, question, choice) select entry_id, question, choice from input where choice is not null
     on conflict (entry_id, question) do update set choice = excluded.choice`;
  await db.query(sets ? `with ${input}${clears ? `, cleared as (${clear})` : ''} ${set}` : `with ${input} ${clear}`, [
    writes.map((w) => w.entryId),
    writes.map((w) => w.question),
    writes.map((w) => w.choice),
  ]);
}

/** The questions each entry has answered (a batch's count against a game's maximum). */
export async function findAnsweredQuestions(db: Queryable, entryIds: readonly string[]): Promise<Map<string, Set<number>>> {
  const { rows } = await db.query<{ entry_id: string; question: number }>('select entry_id, question from pickem_answers where entry_id = any($1::text[])', [entryIds]);
  const answered = new Map<string, Set<number>>();
  for (const row of rows) {
    const set = answered.get(row.entry_id) ?? new Set<number>();
    set.add(Number(row.question));
    answered.set(row.entry_id, set);
  }
  return answered;
}

declare const lockedOnly: unique symbol;
/** Answers by entry as only findLockedAnswers makes them: a public payload takes no other kind. */
export type LockedAnswers = AnswersByEntry & { readonly [lockedOnly]: true };

/** Answers to LOCKED questions only: what a public payload may carry (docs/product/pickem.md), and all that scoring needs (only settled questions score, and they are locked). */
export async function findLockedAnswers(db: Queryable, gameId: GameId): Promise<LockedAnswers> {
  const answers = await answersByEntry(
    db,
    'join pickem_questions q on q.game_id = e.game_id and q.question = a.question where e.game_id = $1 and q.locked_at is not null',
    [gameId],
  );
  return answers as LockedAnswers;
}

const GameEntryAnswersRowSchema = EntryAnswersRowSchema.extend({ game_id: gameIdColumn });

/** findLockedAnswers for several games in one statement, by game. */
export async function findLockedAnswersOfGames(db: Queryable, gameIds: readonly GameId[]): Promise<Map<GameId, LockedAnswers>> {
  const { rows } = await db.query(
    `select e.game_id, a.entry_id, json_agg(json_build_object('question', a.question, 'choice', a.choice) order by a.question) as answers
     from pickem_answers a join pickem_entries e on e.id = a.entry_id
     join pickem_questions q on q.game_id = e.game_id and q.question = a.question
     where e.game_id = any($1::text[]) and q.locked_at is not null group by e.game_id, a.entry_id`,
    [gameIds],
  );
  return valuesByGameAndEntry(gameIds, rows, GameEntryAnswersRowSchema, (r) => r.answers) as Map<GameId, LockedAnswers>;
}

/** findLockedAnswers for some entries of the game only (the top of a public challenge's leaderboard, decision 046). */
export async function findLockedAnswersOf(db: Queryable, gameId: GameId, entryIds: readonly string[]): Promise<LockedAnswers> {
  const answers = await answersByEntry(
    db,
    'join pickem_questions q on q.game_id = e.game_id and q.question = a.question where e.game_id = $1 and e.id = any($2::text[]) and q.locked_at is not null',
    [gameId, entryIds],
  );
  return answers as LockedAnswers;
}

const PickCountRowSchema = z.object({ question: z.number().int(), choice: z.string(), n: z.number().int() });

/**
 * How many entries picked each choice of each LOCKED question, counted in SQL ('% picked' without
 * reading every answer); with `questions`, of those locked questions only (the ones not counted yet).
 */
export async function findLockedPickCounts(db: Queryable, gameId: GameId, questions?: readonly number[]): Promise<Map<number, Map<string, number>>> {
  const { rows } = await db.query(
    `select a.question, a.choice, count(*)::int as n from pickem_questions q
       join pickem_entries e on e.game_id = q.game_id
       join pickem_answers a on a.entry_id = e.id and a.question = q.question
     where q.game_id = $1 and q.locked_at is not null ${questions === undefined ? '' : 'and q.question = any($2::int[])'} group by a.question, a.choice`,
    questions === undefined ? [gameId] : [gameId, questions],
  );
  const counts = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const r = PickCountRowSchema.parse(row);
    const byChoice = counts.get(r.question) ?? new Map<string, number>();
    byChoice.set(r.choice, r.n);
    counts.set(r.question, byChoice);
  }
  return counts;
}

/** The owner's own answers in a game (topic pickem-entries:{gameId}:{uid}). */
export function findOwnAnswers(db: Queryable, gameId: GameId, uid: string): Promise<AnswersByEntry> {
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

/** Tiebreaker answers of some entries of a game (the top of a public challenge's leaderboard, decision 046). */
export async function findTiebreakerAnswersOf(db: Queryable, gameId: GameId, entryIds: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query(
    'select t.entry_id, t.value from pickem_tiebreaker_answers t join pickem_entries e on e.id = t.entry_id where e.game_id = $1 and t.entry_id = any($2::text[])',
    [gameId, entryIds],
  );
  return new Map(rows.map((row) => {
    const r = TiebreakerAnswerRowSchema.parse(row);
    return [r.entry_id, r.value];
  }));
}

const GameTiebreakerAnswerRowSchema = TiebreakerAnswerRowSchema.extend({ game_id: gameIdColumn });

/** Every tiebreaker answer of several games in one statement, by game and entry id. */
export async function findTiebreakerAnswersOfGames(db: Queryable, gameIds: readonly GameId[]): Promise<Map<GameId, Map<string, number>>> {
  const { rows } = await db.query(
    'select e.game_id, t.entry_id, t.value from pickem_tiebreaker_answers t join pickem_entries e on e.id = t.entry_id where e.game_id = any($1::text[])',
    [gameIds],
  );
  return valuesByGameAndEntry(gameIds, rows, GameTiebreakerAnswerRowSchema, (r) => r.value);
}

/** Tiebreaker answers of a game by entry id: all of them (scoring) or, with `uid`, the owner's. */
export async function findTiebreakerAnswers(db: Queryable, gameId: GameId, uid?: string): Promise<Map<string, number>> {
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
