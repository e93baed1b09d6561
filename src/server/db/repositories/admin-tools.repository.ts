// The Admin Dashboard's finds (decision 041). Every search is bounded twice: each branch is an
// exact match on a unique index (id, code, email, handle) or a prefix match walking an index in
// order (lower(name) text_pattern_ops, search_handle), and each takes at most `limit` rows, so a
// search reads a few index pages whatever the size of the tables. No '%x%' scans.
import { z } from 'zod';
import type { Queryable } from '../database.js';
import { entryIdColumn, gameIdColumn, nullableTimestamp, timestamp } from '../row-types.js';

const count = z.union([z.number(), z.string()]).transform(Number);

/**
 * `column` starts with the parameter: a range of the byte-wise (text_pattern_ops) operators, which
 * an index on the column with that operator class answers under a generic plan too (a LIKE with a
 * parameter for its pattern may not). U+10FFFF sorts after every character that can follow.
 */
const startsWith = (column: string, param: string) => `(${column} ~>=~ ${param}::text and ${column} ~<~ (${param}::text || chr(1114111)))`;

const FeedHealthRowSchema = z.object({
  sports_league: z.string(),
  provider: z.string(),
  last_success_at: nullableTimestamp,
  failing_since: nullableTimestamp,
  last_error: z.string().nullable(),
  last_error_at: nullableTimestamp,
  requests_day: z.string().nullable(),
  requests_used: z.number().int().nullable(),
  requests_limit: z.number().int().nullable(),
});
export type FeedHealthRow = z.infer<typeof FeedHealthRowSchema>;

export async function findFeedHealthRows(db: Queryable): Promise<FeedHealthRow[]> {
  const { rows } = await db.query(
    `select sports_league, provider, last_success_at, failing_since, last_error, last_error_at, requests_day, requests_used, requests_limit
     from sports_feeds order by sports_league`,
  );
  return z.array(FeedHealthRowSchema).parse(rows);
}

const GameRowSchema = z.object({
  id: gameIdColumn,
  code: z.string(),
  type: z.enum(['Squares', 'Questions']),
  name: z.string(),
  game_phase: z.enum(['Pending', 'Live', 'Over']),
  host_handle: z.string().nullable(),
  created_at: timestamp,
  season: z.boolean(),
});
export type AdminGameRow = z.infer<typeof GameRowSchema>;

const GAME_COLUMNS = `g.id, g.code, g.type, g.name, g.game_phase, u.handle as host_handle, g.created_at,
  exists (select 1 from season_games s where s.game_id = g.id) as season`;

/** Games whose id or code is `exact`, or whose lowercased name starts with `namePrefix` (lowercased, not empty); at most `limit`. */
export async function searchGames(db: Queryable, search: { exact: string; namePrefix: string }, limit: number): Promise<AdminGameRow[]> {
  const { rows } = await db.query(
    `select * from (
       (select ${GAME_COLUMNS} from games g join users u on u.uid = g.uid where g.id = $1)
       union
       (select ${GAME_COLUMNS} from games g join users u on u.uid = g.uid where g.code = upper($1))
       union
       (select ${GAME_COLUMNS} from games g join users u on u.uid = g.uid
         where ${startsWith('lower(g.name)', '$2')} order by lower(g.name) limit $3)
     ) found order by name, id limit $3`,
    [search.exact, search.namePrefix, limit],
  );
  return z.array(GameRowSchema).parse(rows);
}

/** The first `limit` pick'em entries of a game by the rank players see (migration 025's view). */
export async function findEntryNames(db: Queryable, gameId: string, limit: number): Promise<Array<{ id: z.infer<typeof entryIdColumn>; name: string }>> {
  const { rows } = await db.query('select e.id, e.entry_name from pickem_entries e join pickem_entry_ranks r on r.id = e.id where e.game_id = $1 order by r.rank, e.created_at, e.id limit $2', [gameId, limit]);
  return z
    .array(z.object({ id: entryIdColumn, entry_name: z.string() }))
    .parse(rows)
    .map((r) => ({ id: r.id, name: r.entry_name }));
}

/** A squares game's players by label, with the squares each holds (a grid has at most 100). */
export async function findSquaresPlayers(db: Queryable, gameId: string): Promise<Array<{ label: string; squares: number }>> {
  const { rows } = await db.query('select entry_name, count(*)::int as squares from squares_entries where game_id = $1 group by entry_name order by entry_name', [gameId]);
  return z
    .array(z.object({ entry_name: z.string(), squares: count }))
    .parse(rows)
    .map((r) => ({ label: r.entry_name, squares: r.squares }));
}

const UserRowSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  handle: z.string().nullable(),
  real_name: z.string().nullable(),
  live_sessions: count,
});
export type AdminUserRow = z.infer<typeof UserRowSchema>;

const USER_COLUMNS = `u.uid, u.email, u.handle, u.real_name,
  (select count(*) from sessions s where s.uid = u.uid and s.revoked_at is null and s.expires_at > $5)::int as live_sessions`;

/**
 * Users whose uid is `exact`, whose email is `email` (the lowercased address, as stored), whose
 * search handle starts with `handlePrefix` or whose lowercased real name starts with `namePrefix`.
 */
export async function searchUsers(
  db: Queryable,
  search: { exact: string; email: string; handlePrefix: string; namePrefix: string },
  now: Date,
  limit: number,
): Promise<AdminUserRow[]> {
  const { rows } = await db.query(
    `select * from (
       (select ${USER_COLUMNS} from users u where u.uid = $1)
       union
       (select ${USER_COLUMNS} from users u where lower(u.email) = $2)
       union
       (select ${USER_COLUMNS} from users u where $3::text <> '' and ${startsWith('u.search_handle', '$3')} order by u.search_handle limit $6)
       union
       (select ${USER_COLUMNS} from users u where u.real_name is not null and ${startsWith('lower(u.real_name)', '$4')} order by lower(u.real_name) limit $6)
     ) found order by handle nulls last, uid limit $6`,
    [search.exact, search.email, search.handlePrefix, search.namePrefix, now, limit],
  );
  return z.array(UserRowSchema).parse(rows);
}

/** Live sessions of a user: the before of signing them out everywhere. */
export async function countLiveSessions(db: Queryable, uid: string, now: Date): Promise<number> {
  const { rows } = await db.query('select count(*)::int as n from sessions where uid = $1 and revoked_at is null and expires_at > $2', [uid, now]);
  return z.object({ n: count }).parse(rows[0]).n;
}
