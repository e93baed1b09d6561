// A public challenge's scores and ranks (decision 046; docs/product/pickem.md#ranking): the
// database scores and ranks with a window function and writes only the rows that moved, so a
// result in a 100,000-entry game never carries the entries through the server. The order is the
// domain's rankEntries: score descending, then tiebreaker closeness once its result is known
// (unanswered last); entries level on both share a rank (1, 2, 2, 4). Podium probability and
// name only order level entries on screen, so they play no part here.
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
const MovedRowSchema = z.object({ uid: z.string(), moved: z.boolean() });

/** Each entry's points as hundredths: in full from every settled answer, or its stored score plus the difference for its pick. */
const FULL_POINTS = `
  points as (
    select a.entry_id, sum(won.hundredths) as hundredths
    from pickem_entries e
    join pickem_answers a on a.entry_id = e.id
    join pickem_questions q on q.game_id = e.game_id and q.question = a.question and q.locked_at is not null
    join won on won.question = a.question and won.choice = a.choice
    where e.game_id = $1 and a.question = any(select question from won) group by a.entry_id
  ), scored as (
    select e.id, e.rank as old_rank, e.score as old_score, coalesce(p.hundredths, 0) as hundredths
    from pickem_entries e left join points p on p.entry_id = e.id where e.game_id = $1
  )`;
const DELTA_POINTS = `
  points as (
    select a.entry_id, sum(won.hundredths) as hundredths
    from pickem_entries e
    join pickem_answers a on a.entry_id = e.id
    join won on won.question = a.question and won.choice = a.choice
    where e.game_id = $1 and a.question = any(select question from won) group by a.entry_id
  ), scored as (
    select e.id, e.rank as old_rank, e.score as old_score, round(e.score * 100)::bigint + coalesce(p.hundredths, 0) as hundredths
    from pickem_entries e left join points p on p.entry_id = e.id where e.game_id = $1
  )`;
const UNCHANGED_POINTS = `
  scored as (
    select e.id, e.rank as old_rank, e.score as old_score, round(e.score * 100)::bigint as hundredths
    from pickem_entries e where e.game_id = $1
  )`;

const rankStatement = (points: string) => `
  with won as (
    select w.question, w.choice, w.hundredths from json_to_recordset($2::json) as w(question int, choice text, hundredths int)
  ), ${points}, ranked as (
    select s.id, s.old_rank, s.old_score, s.hundredths::float8 / 100 as score,
      rank() over (order by s.hundredths desc,
        case when $3::float8 is null then 0::float8 when t.value is null then 'Infinity'::float8 else abs(t.value - $3::float8) end)::int as rank
    from scored s left join pickem_tiebreaker_answers t on t.entry_id = s.id
  )
  update pickem_entries e set score = r.score, rank = r.rank from ranked r
  where e.id = r.id and (r.old_score <> r.score or r.old_rank <> r.rank)
  returning e.uid, r.old_rank <> r.rank as moved`;

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

const ScoredRowSchema = z.object({ scored_won: z.array(WonChoiceSchema).nullable(), locked: z.array(z.number().int()).nullable() });

/** What the stored scores reflect (null: nothing recorded) and the game's locked questions, whose answers alone score. */
async function scoredState(db: Queryable, gameId: GameId): Promise<{ before: WonChoice[] | null; locked: Set<number> }> {
  const { rows } = await db.query(
    `select g.scored_won, (select array_agg(q.question) from pickem_questions q where q.game_id = g.game_id and q.locked_at is not null) as locked
       from questions_games g where g.game_id = $1`,
    [gameId],
  );
  const r = ScoredRowSchema.parse(rows[0] ?? { scored_won: null, locked: null });
  return { before: r.scored_won, locked: new Set(r.locked ?? []) };
}

/**
 * Scores and ranks every entry of the game in the database; returns the owners of the entries
 * whose rank moved. `full` scores every entry from its answers whatever the game row records
 * (tests hold the incremental path to it).
 */
export async function rankEntriesInDatabase(
  db: Queryable,
  gameId: GameId,
  won: readonly WonChoice[],
  tiebreakerResult: number | null,
  options: { full?: boolean } = {},
): Promise<Set<string>> {
  const { before, locked } = await scoredState(db, gameId);
  // Only a locked question's answers score (a settled question is locked by every path that settles it).
  const scoring = won.filter((c) => locked.has(c.question));
  const difference = before === null || options.full ? null : wonDifference(before, scoring);
  const { rows } =
    difference === null
      ? await db.query(rankStatement(FULL_POINTS), [gameId, JSON.stringify(won), tiebreakerResult])
      : await db.query(rankStatement(difference.length === 0 ? UNCHANGED_POINTS : DELTA_POINTS), [gameId, JSON.stringify(difference), tiebreakerResult]);
  if (difference === null || difference.length > 0) await db.query('update questions_games set scored_won = $2::jsonb where game_id = $1', [gameId, JSON.stringify(scoring)]);
  const moved = new Set<string>();
  for (const row of rows) {
    const r = MovedRowSchema.parse(row);
    if (r.moved) moved.add(r.uid);
  }
  return moved;
}
