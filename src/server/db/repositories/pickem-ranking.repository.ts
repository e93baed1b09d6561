// A public challenge's scores and ranks in one statement (decision 046; docs/product/pickem.md#ranking):
// the database sums each entry's won points, ranks with a window function and writes only the
// rows that moved, so a result in a 100,000-entry game never carries the entries through the
// server. The order is the domain's rankEntries: score descending, then tiebreaker closeness
// once its result is known (unanswered last); entries level on both share a rank (1, 2, 2, 4).
// Podium probability and name only order level entries on screen, so they play no part here.
import type { GameId } from '../../../contracts/ids.js';
import { z } from 'zod';
import type { Queryable } from '../database.js';

/** A won choice of a settled question and its points in hundredths (the domain's scorer adds hundredths, then divides). */
export interface WonChoice {
  question: number;
  choice: string;
  hundredths: number;
}

const MovedRowSchema = z.object({ uid: z.string(), moved: z.boolean() });

const RANK_ENTRIES = `
  with won as (
    select w.question, w.choice, w.hundredths from json_to_recordset($2::json) as w(question int, choice text, hundredths int)
  ), points as (
    select a.entry_id, sum(won.hundredths) as hundredths
    from pickem_entries e
    join pickem_answers a on a.entry_id = e.id
    join pickem_questions q on q.game_id = e.game_id and q.question = a.question and q.locked_at is not null
    join won on won.question = a.question and won.choice = a.choice
    where e.game_id = $1 group by a.entry_id
  ), ranked as (
    select e.id, e.rank as old_rank, e.score as old_score, coalesce(p.hundredths, 0)::float8 / 100 as score,
      rank() over (order by coalesce(p.hundredths, 0) desc,
        case when $3::float8 is null then 0::float8 when t.value is null then 'Infinity'::float8 else abs(t.value - $3::float8) end)::int as rank
    from pickem_entries e
    left join points p on p.entry_id = e.id
    left join pickem_tiebreaker_answers t on t.entry_id = e.id
    where e.game_id = $1
  )
  update pickem_entries e set score = r.score, rank = r.rank from ranked r
  where e.id = r.id and (r.old_score <> r.score or r.old_rank <> r.rank)
  returning e.uid, r.old_rank <> r.rank as moved`;

/** Scores and ranks every entry of the game in the database; returns the owners of the entries whose rank moved. */
export async function rankEntriesInDatabase(db: Queryable, gameId: GameId, won: readonly WonChoice[], tiebreakerResult: number | null): Promise<Set<string>> {
  const { rows } = await db.query(RANK_ENTRIES, [gameId, JSON.stringify(won), tiebreakerResult]);
  const moved = new Set<string>();
  for (const row of rows) {
    const r = MovedRowSchema.parse(row);
    if (r.moved) moved.add(r.uid);
  }
  return moved;
}
