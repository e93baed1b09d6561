// What the podium worker reads (docs/product/pickem.md#podium-probability): only the entries that
// can still reach the top 3. With R the points still to be won (the largest choice of each locked,
// unsettled question) and T the third-highest score, an entry below T − R can finish no higher
// than 4th whatever happens, and never decides anyone else's place: its chance is 0 without
// computing it. Scores compare in integer hundredths, as the domain's podium computation does.
import type { GameId } from '../../../contracts/ids.js';
import { z } from 'zod';
import type { Queryable } from '../database.js';

/** The lowest score (hundredths) that can still reach the top 3, or null when every entry can (fewer than 3 entries). */
export async function podiumFloor(db: Queryable, gameId: GameId, reachHundredths: number): Promise<number | null> {
  const { rows } = await db.query<{ third: string | number }>(
    'select round(score * 100)::bigint as third from pickem_entries where game_id = $1 order by score desc limit 1 offset 2',
    [gameId],
  );
  const third = rows[0]?.third;
  return third === undefined ? null : Number(third) - reachHundredths;
}

const ContenderRowSchema = z.object({
  id: z.string(),
  score: z.number(),
  podium_probability: z.number().nullable(),
  answers: z.array(z.object({ question: z.number().int(), choice: z.string() })),
});

export interface PodiumContender {
  id: string;
  score: number;
  podiumProbability: number | null;
  /** Answers to LOCKED questions only: an open question's answers are private (docs/product/pickem.md). */
  answers: Array<{ question: number; choice: string }>;
}

/** The entries at or above `floor` (hundredths; null: all) with their locked answers, in one statement. */
export async function findPodiumContenders(db: Queryable, gameId: GameId, floor: number | null): Promise<PodiumContender[]> {
  const { rows } = await db.query(
    `select e.id, e.score, e.podium_probability,
       coalesce((select json_agg(json_build_object('question', a.question, 'choice', a.choice) order by a.question)
                 from pickem_answers a join pickem_questions q on q.game_id = e.game_id and q.question = a.question
                 where a.entry_id = e.id and q.locked_at is not null), '[]'::json) as answers
     from pickem_entries e
     where e.game_id = $1 and ($2::bigint is null or round(e.score * 100) >= $2::bigint)`,
    [gameId, floor],
  );
  return rows.map((row) => {
    const r = ContenderRowSchema.parse(row);
    return { id: r.id, score: r.score, podiumProbability: r.podium_probability, answers: r.answers };
  });
}

/** Every entry below `floor` (hundredths) gets a podium chance of 0 (only rows that hold another value are written). */
export async function zeroPodiumBelow(db: Queryable, gameId: GameId, floor: number): Promise<void> {
  await db.query(
    'update pickem_entries set podium_probability = 0 where game_id = $1 and round(score * 100) < $2::bigint and podium_probability is distinct from 0',
    [gameId, floor],
  );
}
