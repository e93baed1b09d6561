// A public challenge's '% picked', kept per locked question on the game row (decision 046,
// amended; migration 025): a locked question's answers never change and a late entry has none, so
// a count holds until an entry is removed, which clears the whole record (a trigger). The refresh
// counts only a question locked since, and writes the record back.
import type { GameId } from '../../../contracts/ids.js';
import { z } from 'zod';
import type { Queryable } from '../database.js';

export interface KeptPickCounts {
  /** Locked questions already counted (a question nobody picked has no counts). */
  counted: number[];
  byQuestion: Map<number, Map<string, number>>;
}

const RecordSchema = z.object({
  counted: z.array(z.number().int()),
  counts: z.array(z.object({ question: z.number().int(), choice: z.string(), n: z.number().int() })),
});

/** The counts the game row keeps; none when nothing is kept (never counted, or an entry was removed since). */
export async function findKeptPickCounts(db: Queryable, gameId: GameId): Promise<KeptPickCounts> {
  const { rows } = await db.query<{ pick_counts: unknown }>('select pick_counts from questions_games where game_id = $1', [gameId]);
  const parsed = RecordSchema.safeParse(rows[0]?.pick_counts);
  const byQuestion = new Map<number, Map<string, number>>();
  if (!parsed.success) return { counted: [], byQuestion };
  for (const { question, choice, n } of parsed.data.counts) byQuestion.set(question, (byQuestion.get(question) ?? new Map<string, number>()).set(choice, n));
  return { counted: parsed.data.counted, byQuestion };
}

/** Keeps the counts of the locked questions `counted` on the game row. */
export async function keepPickCounts(db: Queryable, gameId: GameId, counted: readonly number[], byQuestion: ReadonlyMap<number, ReadonlyMap<string, number>>): Promise<void> {
  const counts = [...byQuestion].flatMap(([question, choices]) => [...choices].map(([choice, n]) => ({ question, choice, n })));
  await db.query('update questions_games set pick_counts = $2::jsonb where game_id = $1', [gameId, JSON.stringify({ counted: [...counted].sort((a, b) => a - b), counts })]);
}
