// A public challenge's scores and ranks (decision 046; docs/product/pickem.md#ranking): the
// database scores in place, so a result in a 100,000-entry game never carries the entries through
// the server, and no rank is written into an entry. The order is the domain's rankEntries: score
// descending, then tiebreaker closeness once its result is known (unanswered last); entries level
// on both share a rank (1, 2, 2, 4), so a rank is 1 + the entries strictly ahead. The refresh
// keeps, per distinct (score, closeness), how many entries are ahead (`pickem_rank_keys`,
// migration 025) and readers look an entry's rank up there. Podium probability and name only
// order level entries on screen, so they play no part here.
//
// Scoring is incremental (decision 046, amended): the game row keeps the settled choices its
// stored scores reflect (`scored_won`), and a result changes each entry's score by the difference
// for its pick on the questions that changed — one join of those questions' answers, not a sum of
// every entry's answers. A locked question's answers never change (nothing clears locked_at), so
// the difference is exact; a game without that record (never scored) is scored in full.
import type { GameId } from '../../../contracts/ids.js';
import { z } from 'zod';
import type { Queryable } from '../database.js';

/** A won choice of a settled question and its points in hundredths (the domain's scorer adds hundredths, then divides). */
export interface WonChoice {
  question: number;
  choice: string;
  hundredths: number;
}

const WonChoiceSchema = z.object({ question: z.number().int(), choice: z.string(), hundredths: z.number().int() });

/** Each entry's points as hundredths from every settled answer (the full path). */
const FULL_SCORES = `
  with won as (
    select w.question, w.choice, w.hundredths from json_to_recordset($2::json) as w(question int, choice text, hundredths int)
  ), points as (
    select a.entry_id, sum(won.hundredths) as hundredths
    from pickem_entries e
    join pickem_answers a on a.entry_id = e.id
    join pickem_questions q on q.game_id = e.game_id and q.question = a.question and q.locked_at is not null
    join won on won.question = a.question and won.choice = a.choice
    where e.game_id = $1 and a.question = any(select question from won) group by a.entry_id
  ), scored as (
    select e.id, coalesce(p.hundredths, 0)::float8 / 100 as score
    from pickem_entries e left join points p on p.entry_id = e.id where e.game_id = $1
  )
  update pickem_entries e set score = s.score from scored s where e.id = s.id and e.score <> s.score`;

/** The stored score plus the difference for the entry's pick, written only for entries with a pick on a changed choice's question. */
const DELTA_SCORES = `
  with won as (
    select w.question, w.choice, w.hundredths from json_to_recordset($2::json) as w(question int, choice text, hundredths int)
  ), points as (
    select a.entry_id, sum(won.hundredths) as hundredths
    from pickem_entries e
    join pickem_answers a on a.entry_id = e.id
    join won on won.question = a.question and won.choice = a.choice
    where e.game_id = $1 and a.question = any(select question from won) group by a.entry_id
  )
  update pickem_entries e set score = (round(e.score * 100)::bigint + p.hundredths)::float8 / 100
    from points p where e.id = p.entry_id and p.hundredths <> 0`;

/**
 * One row per distinct (score, tiebreaker closeness) with the entries strictly ahead of it, in one
 * aggregate over the game's entries, which returns how many entries it counted (the refresh's
 * entry count: no second count). Closeness is 0 for everyone before the tiebreaker's result
 * (its answers are then not read) and Infinity for an entry without an answer, as rankEntries has it.
 */
const rankKeysStatement = (tiebreakerKnown: boolean) => `
  with k as (
    select e.score, ${tiebreakerKnown ? "coalesce(abs(t.value - $2::float8), 'Infinity'::float8)" : '0::float8'} as closeness, count(*) as n
      from pickem_entries e ${tiebreakerKnown ? 'left join pickem_tiebreaker_answers t on t.entry_id = e.id' : ''}
     where e.game_id = $1 group by 1, 2
  ), written as (
    insert into pickem_rank_keys (game_id, score, closeness, ahead)
    select $1, k.score, k.closeness, (sum(k.n) over (order by k.score desc, k.closeness rows between unbounded preceding and current row) - k.n)::int from k
  )
  select coalesce(sum(n), 0)::int as entry_count from k`;
const RANK_KEYS_BEFORE_RESULT = rankKeysStatement(false);
const RANK_KEYS_AFTER_RESULT = rankKeysStatement(true);

const EntryCountSchema = z.object({ entry_count: z.number().int() });

/** Takes the game's rank keys again from its entries as they are now (migration 025), for its stored tiebreaker result; returns how many entries there are. */
async function writeRankKeys(db: Queryable, gameId: GameId, tiebreakerResult: number | null): Promise<number> {
  await db.query('delete from pickem_rank_keys where game_id = $1', [gameId]);
  const { rows } = tiebreakerResult === null ? await db.query(RANK_KEYS_BEFORE_RESULT, [gameId]) : await db.query(RANK_KEYS_AFTER_RESULT, [gameId, tiebreakerResult]);
  return EntryCountSchema.parse(rows[0]).entry_count;
}

const key = (c: { question: number; choice: string }) => `${c.question}\u0000${c.choice}`;

/** Per settled choice, the points it gives now minus what the stored scores hold for it (non-zero only). */
export function wonDifference(before: readonly WonChoice[], now: readonly WonChoice[]): WonChoice[] {
  const diff = new Map<string, WonChoice>();
  for (const c of before) diff.set(key(c), { ...c, hundredths: -c.hundredths });
  for (const c of now) {
    const held = diff.get(key(c));
    diff.set(key(c), { ...c, hundredths: c.hundredths + (held?.hundredths ?? 0) });
  }
  return [...diff.values()].filter((c) => c.hundredths !== 0);
}

const ScoredRowSchema = z.object({ scored_won: z.array(WonChoiceSchema).nullable(), locked: z.array(z.number().int()).nullable(), tiebreaker_result: z.number().nullable() });

/** What the stored scores reflect (null: nothing recorded), the game's locked questions, whose answers alone score, and its stored tiebreaker result. */
async function scoredState(db: Queryable, gameId: GameId): Promise<{ before: WonChoice[] | null; locked: Set<number>; tiebreakerResult: number | null }> {
  const { rows } = await db.query(
    `select g.scored_won, g.tiebreaker_result, (select array_agg(q.question) from pickem_questions q where q.game_id = g.game_id and q.locked_at is not null) as locked
       from questions_games g where g.game_id = $1`,
    [gameId],
  );
  const r = ScoredRowSchema.parse(rows[0] ?? { scored_won: null, locked: null, tiebreaker_result: null });
  return { before: r.scored_won, locked: new Set(r.locked ?? []), tiebreakerResult: r.tiebreaker_result };
}

/** What a ranking did: whether scores may have moved (any was rewritten), and the entry count its rank keys took (absent when they were kept). */
export interface Ranked {
  scoresMoved: boolean;
  entryCount?: number;
}

/**
 * Scores every entry of the game in the database and takes its rank keys again: only the scores
 * that change are written, and no entry's rank (readers take it from the keys: migration 025's
 * view). `full` scores every entry from its answers whatever the game row records (tests hold the
 * incremental path to it). The keys' closeness is taken from the game's stored tiebreaker result,
 * the one migration 025's view reads them with. The keys depend only on the scores, the entries
 * and that result: when no score moved and the caller says neither of the others changed since
 * the last ranking (`keysHeld`), the keys stand and are not taken again.
 */
export async function rankEntriesInDatabase(
  db: Queryable,
  gameId: GameId,
  won: readonly WonChoice[],
  options: { full?: boolean; keysHeld?: boolean } = {},
): Promise<Ranked> {
  const { before, locked, tiebreakerResult } = await scoredState(db, gameId);
  // Only a locked question's answers score (a settled question is locked by every path that settles it).
  const scoring = won.filter((c) => locked.has(c.question));
  const difference = before === null || options.full ? null : wonDifference(before, scoring);
  if (difference === null) await db.query(FULL_SCORES, [gameId, JSON.stringify(won)]);
  else if (difference.length > 0) await db.query(DELTA_SCORES, [gameId, JSON.stringify(difference)]);
  const scoresMoved = difference === null || difference.length > 0;
  if (scoresMoved) await db.query('update questions_games set scored_won = $2::jsonb where game_id = $1', [gameId, JSON.stringify(scoring)]);
  if (!scoresMoved && options.keysHeld === true) return { scoresMoved };
  return { scoresMoved, entryCount: await writeRankKeys(db, gameId, tiebreakerResult) };
}
