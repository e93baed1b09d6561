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
// where it changed. A group is named by its score and its picks as one number, worked out the
// same way by the read and the write, so the write finds each entry's group again.
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

/** An open question as the grouping reads it: its index and its choices' keys, in order. */
export interface OpenQuestion {
  readonly index: number;
  readonly choices: ReadonlyArray<{ readonly key: string }>;
}

/**
 * The picks on the open questions as one number: slot j's choice i adds (i + 1) × the product of
 * (choices + 1) over the slots before it (mixed radix, 0 for no pick), as numeric, so any number
 * of questions fits. A stored choice no question offers adds nothing: the domain ignores it too.
 * As the domain does, a key offered twice means its last place.
 */
function pickDigits(open: readonly OpenQuestion[]): Array<{ question: number; choices: Array<{ key: string; weight: string }> }> {
  const out: Array<{ question: number; choices: Array<{ key: string; weight: string }> }> = [];
  let stride = 1n;
  for (const q of open) {
    const place = new Map(q.choices.map((c, i) => [c.key, i]));
    out.push({ question: q.index, choices: [...place].map(([key, i]) => ({ key, weight: (BigInt(i + 1) * stride).toString() })) });
    stride *= BigInt(q.choices.length + 1);
  }
  return out;
}

/** The picks a key stands for (pickDigits read back). */
function picksOf(key: string, open: readonly OpenQuestion[]): Array<{ question: number; choice: string }> {
  const answers: Array<{ question: number; choice: string }> = [];
  let rest = BigInt(key);
  for (const q of open) {
    const base = BigInt(q.choices.length + 1);
    const digit = Number(rest % base);
    rest /= base;
    const choice = digit > 0 ? q.choices[digit - 1] : undefined;
    if (choice) answers.push({ question: q.index, choice: choice.key });
  }
  return answers;
}

/**
 * Each contender's group key: its score, and its picks on the open questions as one number
 * (pickDigits), read from the entry's picks row (030_pickem_entry_picks.sql, kept with its
 * answers by the database): one row per entry, not every answer of the game. Only the open
 * questions' picks are read — locked ones, whose picks are public: an open question's answers
 * are private (docs/product/pickem.md). The statement has one `case` per open question; every
 * question and choice is a parameter, numbered from `first` ($1 is the game, $2 the floor).
 */
function contenderKeys(open: readonly OpenQuestion[], first: number): { sql: string; params: string[] } {
  const params: string[] = [];
  const param = (value: string) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  const digits = pickDigits(open).map((q) => {
    const cases = q.choices.map((c) => `when ${param(c.key)} then ${param(c.weight)}::numeric`).join(' ');
    return cases === '' ? '' : ` + coalesce(case p.picks ->> ${param(String(q.question))}::text ${cases} end, 0)`;
  });
  const sql = `
  k as (
    select e.id, e.score, e.podium_probability, 0::numeric${digits.join('')} as picks
    from pickem_entries e left join pickem_entry_picks p on p.entry_id = e.id
    where e.game_id = $1 and ($2::bigint is null or round(e.score * 100) >= $2::bigint))`;
  return { sql, params };
}

/**
 * How the writes match an entry to its key: by its id as an expression, which no index holds. The
 * planner cannot tell how many keys a group's chance moved (it guesses a few dozen where there are
 * 80,000) and, given the bare id, looks every one up by primary key; this way the game's entries
 * are read once and hashed against the keys, about half the CPU time of the write at 100,000
 * entries on both engines (decision 049), with no planner setting. A row updated meanwhile is
 * matched again the same way (its id does not change).
 */
const BY_HASH_OF_ID = "(e.id || '')";

const GroupRowSchema = z.object({
  score: z.number(),
  picks: z.string().regex(/^\d+$/),
  entries: z.number().int().positive(),
});

export interface PodiumGroup {
  score: number;
  /** The group's picks as one number (pickDigits): what savePodiumGroups matches on. */
  key: string;
  /** Picks on the open questions only. */
  answers: Array<{ question: number; choice: string }>;
  /** How many entries share this score and these picks. */
  entries: number;
}

/** The contenders at or above `floor` (hundredths; null: all), grouped by score and picks on `open`, in one statement. */
export async function findPodiumGroups(db: Queryable, gameId: GameId, floor: number | null, open: readonly OpenQuestion[]): Promise<PodiumGroup[]> {
  const keys = contenderKeys(open, 3);
  const { rows } = await db.query(`with ${keys.sql} select k.score, k.picks::text as picks, count(*)::int as entries from k group by k.score, k.picks`, [
    gameId,
    floor,
    ...keys.params,
  ]);
  return rows.map((row) => {
    const r = GroupRowSchema.parse(row);
    return { score: r.score, key: r.picks, answers: picksOf(r.picks, open), entries: r.entries };
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
  open: readonly OpenQuestion[],
  groups: ReadonlyArray<{ score: number; key: string; probability: number }>,
): Promise<boolean> {
  if (!(await podiumVersionHolds(db, gameId, version))) return false;
  if (groups.length > 0) {
    const keys = contenderKeys(open, 6);
    await db.query(
      `with ${keys.sql},
       g as (select * from unnest($3::float8[], $4::numeric[], $5::float8[]) as g(score, picks, p)),
       moved as (select k.id, g.p from k join g on g.score = k.score and g.picks = k.picks where k.podium_probability is distinct from g.p)
       update pickem_entries e set podium_probability = moved.p from moved where e.game_id = $1 and ${BY_HASH_OF_ID} = moved.id`,
      [gameId, floor, groups.map((g) => g.score), groups.map((g) => g.key), groups.map((g) => g.probability), ...keys.params],
    );
  }
  await zeroBelow(db, gameId, floor);
  return true;
}

/**
 * Inside a transaction: keys the contenders once into a temporary table dropped at commit and
 * returns their groups, so that saveKeyedPodium writes from it instead of reading the answers a
 * second time. For a computation small enough to run while the game row is held.
 */
export async function keyPodiumContenders(tx: Queryable, gameId: GameId, floor: number | null, open: readonly OpenQuestion[]): Promise<PodiumGroup[]> {
  const keys = contenderKeys(open, 3);
  await tx.query('create temporary table podium_keys (id text, score float8, podium_probability float8, picks numeric) on commit drop');
  await tx.query(`insert into podium_keys (id, score, podium_probability, picks) with ${keys.sql} select k.id, k.score, k.podium_probability, k.picks from k`, [
    gameId,
    floor,
    ...keys.params,
  ]);
  const { rows } = await tx.query('select score, picks::text as picks, count(*)::int as entries from podium_keys group by score, picks');
  return rows.map((row) => {
    const r = GroupRowSchema.parse(row);
    return { score: r.score, key: r.picks, answers: picksOf(r.picks, open), entries: r.entries };
  });
}

/** After keyPodiumContenders in the same transaction: each group's chance on its entries (only where it differs), and 0 below `floor`. */
export async function saveKeyedPodium(tx: Queryable, gameId: GameId, floor: number | null, groups: ReadonlyArray<{ score: number; key: string; probability: number }>): Promise<void> {
  if (groups.length > 0) {
    await tx.query(
      `update pickem_entries e set podium_probability = g.p
       from podium_keys k join unnest($2::float8[], $3::numeric[], $4::float8[]) as g(score, picks, p) on g.score = k.score and g.picks = k.picks
       where e.game_id = $1 and ${BY_HASH_OF_ID} = k.id and k.podium_probability is distinct from g.p`,
      [gameId, groups.map((g) => g.score), groups.map((g) => g.key), groups.map((g) => g.probability)],
    );
  }
  await zeroBelow(tx, gameId, floor);
}

/** The game's podium_version is still `version` (nothing that moves the chances changed since it was read). */
export async function podiumVersionHolds(db: Queryable, gameId: GameId, version: number): Promise<boolean> {
  const { rowCount } = await db.query('update questions_games set podium_version = podium_version where game_id = $1 and podium_version = $2', [gameId, version]);
  return rowCount === 1;
}

async function zeroBelow(db: Queryable, gameId: GameId, floor: number | null): Promise<void> {
  if (floor === null) return;
  await db.query('update pickem_entries set podium_probability = 0 where game_id = $1 and round(score * 100) < $2::bigint and podium_probability is distinct from 0', [gameId, floor]);
}
