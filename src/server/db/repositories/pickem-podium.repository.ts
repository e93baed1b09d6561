// What the podium worker reads and writes (docs/product/pickem.md#podium-probability; decision 049).
//
// Only the entries that can still reach the top 3 are read: with R the points still to be won
// (the largest choice of each locked, unsettled question) and T the third-highest score, an entry
// below T − R can finish no higher than 4th whatever happens, and never decides anyone else's
// place: its chance is 0 without computing it. Scores compare in integer hundredths, as the
// domain's podium computation does.
//
// The rest are read as groups, not one by one: entries with the same score and the same picks on
// the open questions score alike in every outcome, so they share one chance. The database counts
// them (a public challenge of 100,000 entries has a few thousand groups at most), the domain
// computes each group once, and one statement writes each group's chance to its entries, only
// where it changed. A group is named by its score and its picks as jsonb text, written the same
// way by the read and the write, so the write finds each entry's group again.
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

/**
 * Each contender's group key: its score, and its picks on the open questions as jsonb text
 * ([[question, choice], …] by question; '[]' with none). Only questions in $3 — locked ones,
 * whose picks are public — are read: an open question's answers are private (docs/product/pickem.md).
 */
const CONTENDER_KEYS = `
  select e.id, e.score, e.podium_probability,
    coalesce((select jsonb_agg(jsonb_build_array(a.question, a.choice) order by a.question)
              from pickem_answers a where a.entry_id = e.id and a.question = any($3::int[])), '[]'::jsonb)::text as picks
  from pickem_entries e
  where e.game_id = $1 and ($2::bigint is null or round(e.score * 100) >= $2::bigint)`;

const GroupRowSchema = z.object({
  score: z.number(),
  picks: z.string(),
  entries: z.number().int().positive(),
});

const PicksSchema = z.array(z.tuple([z.number().int(), z.string()]));

export interface PodiumGroup {
  score: number;
  /** The group's picks as the database wrote them: what savePodiumGroups matches on. */
  key: string;
  /** Picks on the open questions only. */
  answers: Array<{ question: number; choice: string }>;
  /** How many entries share this score and these picks. */
  entries: number;
}

/** The contenders at or above `floor` (hundredths; null: all), grouped by score and picks on `openQuestions`, in one statement. */
export async function findPodiumGroups(db: Queryable, gameId: GameId, floor: number | null, openQuestions: readonly number[]): Promise<PodiumGroup[]> {
  const { rows } = await db.query(
    `select k.score, k.picks, count(*)::int as entries from (${CONTENDER_KEYS}) k group by k.score, k.picks`,
    [gameId, floor, openQuestions],
  );
  return rows.map((row) => {
    const r = GroupRowSchema.parse(row);
    const answers = PicksSchema.parse(JSON.parse(r.picks)).map(([question, choice]) => ({ question, choice }));
    return { score: r.score, key: r.picks, answers, entries: r.entries };
  });
}

/**
 * Stores each group's chance on its entries (only where it differs) and 0 below `floor`, if the
 * game's podium_version is still `version`; false (nothing written) when it moved meanwhile.
 * Under the same version no score and no locked pick changed, so every entry is in the group it was read in.
 */
export async function savePodiumGroups(
  db: Queryable,
  gameId: GameId,
  version: number,
  floor: number | null,
  openQuestions: readonly number[],
  groups: ReadonlyArray<{ score: number; key: string; probability: number }>,
): Promise<boolean> {
  const { rowCount } = await db.query('update questions_games set podium_version = podium_version where game_id = $1 and podium_version = $2', [gameId, version]);
  if (rowCount !== 1) return false;
  if (groups.length > 0) {
    await db.query(
      `with k as (${CONTENDER_KEYS}),
       g as (select * from unnest($4::float8[], $5::text[], $6::float8[]) as g(score, picks, p)),
       moved as (select k.id, g.p from k join g on g.score = k.score and g.picks = k.picks where k.podium_probability is distinct from g.p)
       update pickem_entries e set podium_probability = moved.p from moved where e.id = moved.id`,
      [gameId, floor, openQuestions, groups.map((g) => g.score), groups.map((g) => g.key), groups.map((g) => g.probability)],
    );
  }
  if (floor !== null) {
    await db.query(
      'update pickem_entries set podium_probability = 0 where game_id = $1 and round(score * 100) < $2::bigint and podium_probability is distinct from 0',
      [gameId, floor],
    );
  }
  return true;
}
