// The public part of a pick'em entry (007_pickem.sql pickem_entries; docs/product/pickem.md): name, owner,
// submitted, score, rank and podium probability. Its answers are private and live in
// pickem-answers.repository; scores, ranks and podium probabilities are written by
// pickem-standings.repository. Rows that fail their schema are reported and skipped (docs/product/pickem.md).
import type { EntryId, GameId } from '../../../contracts/ids.js';
import { z } from 'zod';
import type { EntryOwner } from '../../../contracts/squares.js';
import { EntryOwnerSchema } from '../../../contracts/squares.js';
import type { Queryable } from '../database.js';
import { reportInvalidRow } from '../invalid-rows.js';
import { STARTED_SPORTS_GAMES_SQL, toQuestion } from './pickem-questions.repository.js';
import type { QuestionRecord } from './pickem-questions.repository.js';
import { entryIdColumn, timestamp, gameIdColumn } from '../row-types.js';
import { listsByGame } from './rows-by-game.js';

export interface EntryRecord {
  id: EntryId;
  gameId: GameId;
  uid: string;
  entryName: string;
  entryOwner: EntryOwner;
  createdAt: string;
  submitted: boolean;
  score: number;
  rank: number;
  podiumProbability: number | null;
}

const EntryRowSchema = z.object({
  id: entryIdColumn,
  game_id: gameIdColumn,
  uid: z.string(),
  entry_name: z.string(),
  entry_owner: z.unknown(),
  created_at: timestamp,
  submitted: z.boolean(),
  score: z.number(),
  rank: z.number().int(),
  podium_probability: z.number().nullable(),
});

function toEntry(row: unknown): EntryRecord | undefined {
  const parsed = EntryRowSchema.safeParse(row);
  const owner = parsed.success ? EntryOwnerSchema.safeParse(parsed.data.entry_owner) : undefined;
  if (!parsed.success || !owner?.success) {
    reportInvalidRow('pickem_entries', String((row as { id?: unknown } | null)?.id), parsed.error?.message ?? 'entry_owner');
    return undefined;
  }
  const r = parsed.data;
  return {
    id: r.id,
    gameId: r.game_id,
    uid: r.uid,
    entryName: r.entry_name,
    entryOwner: owner.data,
    createdAt: r.created_at,
    submitted: r.submitted,
    score: r.score,
    rank: r.rank,
    podiumProbability: r.podium_probability,
  };
}

const ENTRY_COLUMNS = 'id, game_id, uid, entry_name, entry_owner, created_at, submitted, score, rank, podium_probability';

/** False when another entry of the game has the same name key (docs/product/pickem.md: names unique after normalising). */
export async function insertEntry(
  db: Queryable,
  entry: { id: string; gameId: GameId; uid: string; entryName: string; nameKey: string; entryOwner: EntryOwner; createdAt: Date; rank: number },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into pickem_entries (id, game_id, uid, entry_name, name_key, entry_owner, created_at, rank)
     values ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8) on conflict do nothing`,
    [entry.id, entry.gameId, entry.uid, entry.entryName, entry.nameKey, JSON.stringify(entry.entryOwner), entry.createdAt, entry.rank],
  );
  return rowCount === 1;
}

/** The game's entries, or with `uid` only that player's (their own topic reads a handful, not the whole leaderboard). */
export async function findEntries(db: Queryable, gameId: GameId, uid?: string): Promise<EntryRecord[]> {
  // Two statements, not one with `($2 is null or uid = $2)`: a generic plan for that could never
  // use the (game_id, uid) index, and a player's own entries are read on every pick.
  const { rows } =
    uid === undefined
      ? await db.query(`select ${ENTRY_COLUMNS} from pickem_entries where game_id = $1 order by created_at, id`, [gameId])
      : await db.query(`select ${ENTRY_COLUMNS} from pickem_entries where game_id = $1 and uid = $2 order by created_at, id`, [gameId, uid]);
  return rows.map(toEntry).filter((e): e is EntryRecord => e !== undefined);
}

/** findEntries (every entry) for several games in one statement, by game. */
export async function findEntriesOfGames(db: Queryable, gameIds: readonly GameId[]): Promise<Map<GameId, EntryRecord[]>> {
  const { rows } = await db.query(`select ${ENTRY_COLUMNS} from pickem_entries where game_id = any($1::text[]) order by game_id, created_at, id`, [gameIds]);
  const entries = rows.map(toEntry).filter((e): e is EntryRecord => e !== undefined);
  return listsByGame(gameIds, entries, (entry) => entry.gameId);
}

/**
 * A public challenge's top `limit` entries in leaderboard order (score, tiebreaker closeness once
 * its result is known, podium probability, name; pickem-view's leaderboardOrder), each with its
 * rank: the payload carries only these (decision 046), a top-N sort of the game's rows, read once
 * per published version. The rank is taken over the slice itself: every entry strictly ahead of
 * one in the slice sorts before it, so it is in the slice too. No index holds score or podium
 * probability, so rewriting them after a result stays a HOT update (migration 021), and no rank
 * is stored for these games (migration 025).
 */
export async function findTopEntries(db: Queryable, gameId: GameId, limit: number, tiebreakerResult: number | null): Promise<EntryRecord[]> {
  const closeness = tiebreakerResult === null ? '0::float8' : "coalesce(abs(t.value - $3::float8), 'Infinity'::float8)";
  const { rows } = await db.query(
    `select id, game_id, uid, entry_name, entry_owner, created_at, submitted, score,
            rank() over (order by score desc, closeness)::int as rank, podium_probability from (
       select e.id, e.game_id, e.uid, e.entry_name, e.entry_owner, e.created_at, e.submitted, e.score, e.podium_probability, ${closeness} as closeness
         from pickem_entries e
         ${tiebreakerResult === null ? '' : 'left join pickem_tiebreaker_answers t on t.entry_id = e.id'}
        where e.game_id = $1
        order by e.score desc, closeness, e.podium_probability desc nulls last, lower(e.entry_name), e.created_at, e.id limit $2
     ) top order by score desc, closeness, podium_probability desc nulls last, lower(entry_name), created_at, id`,
    tiebreakerResult === null ? [gameId, limit] : [gameId, limit, tiebreakerResult],
  );
  return rows.map(toEntry).filter((e): e is EntryRecord => e !== undefined);
}

/** Whether anyone has entered the game (one row read, however many entries). */
export async function hasEntries(db: Queryable, gameId: GameId): Promise<boolean> {
  const { rows } = await db.query('select exists (select 1 from pickem_entries where game_id = $1) as any', [gameId]);
  return z.object({ any: z.boolean() }).parse(rows[0]).any;
}

/** How many entries the game has. */
export async function countEntries(db: Queryable, gameId: GameId): Promise<number> {
  const { rows } = await db.query('select count(*)::int as n from pickem_entries where game_id = $1', [gameId]);
  return z.object({ n: z.number().int() }).parse(rows[0]).n;
}

/** One entry of the game, row-locked FOR UPDATE: a player's commands on one entry take turns. */
export async function findEntryForUpdate(db: Queryable, gameId: GameId, entryId: string): Promise<EntryRecord | undefined> {
  const { rows } = await db.query(`select ${ENTRY_COLUMNS} from pickem_entries where game_id = $1 and id = $2 for update`, [gameId, entryId]);
  return rows[0] === undefined ? undefined : toEntry(rows[0]);
}

/** A batch of picks' entries (by id, the caller's own or not) and who owns each. */
export interface PickEntries {
  owners: Map<string, string>;
  questions: QuestionRecord[];
  /** The game's sports games stored as started, which the lock check reads (pickem-question-state.ts). */
  started: Set<string>;
}

const PickEntryRowSchema = z.object({ id: z.string(), uid: z.string(), questions: z.unknown(), started: z.array(z.string()) });

/**
 * The entries a batch of picks names, FOR UPDATE in id order (two batches lock them in the same
 * order, so they never deadlock), with the game's questions and its sports games stored as
 * started, in one statement. Questions come only with an entry: a batch that names none has
 * nothing to judge them for.
 */
export async function findPickEntriesForUpdate(db: Queryable, gameId: GameId, entryIds: readonly string[]): Promise<PickEntries> {
  const { rows } = await db.query(
    `with q as (select coalesce(json_agg(q order by q.question), '[]'::json) as questions from pickem_questions q where q.game_id = $1),
     s as (select coalesce(json_agg(started.id), '[]'::json) as started from (${STARTED_SPORTS_GAMES_SQL}) started)
     select e.id, e.uid, q.questions, s.started from pickem_entries e, q, s where e.game_id = $1 and e.id = any($2::text[]) order by e.id for update of e`,
    [gameId, entryIds],
  );
  const parsed = rows.map((row) => PickEntryRowSchema.parse(row));
  const questions = Array.isArray(parsed[0]?.questions) ? (parsed[0].questions as unknown[]) : [];
  return {
    owners: new Map(parsed.map((r) => [r.id, r.uid])),
    questions: questions.map(toQuestion).filter((q): q is QuestionRecord => q !== undefined),
    started: new Set(parsed[0]?.started ?? []),
  };
}

/** False when the new name's key belongs to another entry of the game. */
export async function renameEntry(db: Queryable, entryId: string, entryName: string, nameKey: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update pickem_entries e set entry_name = $2, name_key = $3 where id = $1
       and not exists (select 1 from pickem_entries o where o.game_id = e.game_id and o.name_key = $3 and o.id <> e.id)`,
    [entryId, entryName, nameKey],
  );
  return rowCount === 1;
}

export async function setEntrySubmitted(db: Queryable, entryId: string): Promise<void> {
  await db.query('update pickem_entries set submitted = true where id = $1', [entryId]);
}

export async function deleteEntry(db: Queryable, entryId: string): Promise<void> {
  await db.query('delete from pickem_entries where id = $1', [entryId]);
}

/** Moves entries of `fromUid` in one game to `toUid`, renaming some (promotion). */
export async function moveEntries(
  db: Queryable,
  gameId: GameId,
  fromUid: string,
  toUid: string,
  renames: ReadonlyArray<{ id: string; name: string; nameKey: string }>,
): Promise<void> {
  if (renames.length > 0) {
    await db.query(
      'update pickem_entries e set entry_name = v.name, name_key = v.key from unnest($2::text[], $3::text[], $4::text[]) as v(id, name, key) where e.id = v.id and e.game_id = $1',
      [gameId, renames.map((r) => r.id), renames.map((r) => r.name), renames.map((r) => r.nameKey)],
    );
  }
  await db.query('update pickem_entries set uid = $3 where game_id = $1 and uid = $2', [gameId, fromUid, toUid]);
}

export async function deleteEntriesOfUser(db: Queryable, gameId: GameId, uid: string): Promise<number> {
  const { rowCount } = await db.query('delete from pickem_entries where game_id = $1 and uid = $2', [gameId, uid]);
  return rowCount;
}

/** Account deletion: `uid`'s entries of one game pass to the 'Deleted host' user, without the player's name or avatar. */
export async function handOverEntries(db: Queryable, gameId: GameId, uid: string, deletedHostUid: string): Promise<void> {
  await db.query("update pickem_entries set uid = $3, entry_owner = 'null'::jsonb where game_id = $1 and uid = $2", [gameId, uid, deletedHostUid]);
}

/** A public face on every entry of `uid` in one game. */
export async function setEntriesOwner(db: Queryable, uid: string, entryOwner: EntryOwner, gameId: GameId): Promise<void> {
  await db.query('update pickem_entries set entry_owner = $2::text::jsonb where uid = $1 and game_id = $3', [uid, JSON.stringify(entryOwner), gameId]);
}
