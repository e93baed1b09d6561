import type { GameId } from '../../../contracts/ids.js';
import { z } from 'zod';
import type { UserGameSummary } from '../../../contracts/games.js';
import type { Queryable } from '../database.js';
import { reportInvalidRow } from '../invalid-rows.js';
import { timestamp, gameIdColumn } from '../row-types.js';
import { findStandings, standingKey } from './user-standings.repository.js';

const SummaryRowSchema = z.object({
  uid: z.string(),
  game_id: gameIdColumn,
  type: z.enum(['Squares', 'Questions']),
  name: z.string(),
  game_dates: z.array(z.string()),
  game_start_time: timestamp,
  game_phase: z.enum(['Pending', 'Live', 'Over']),
  is_host: z.boolean(),
  joined_at: timestamp,
  won_beans: z.number(),
});

type SummaryRow = z.infer<typeof SummaryRowSchema>;

function parseRow(row: unknown): SummaryRow | undefined {
  const parsed = SummaryRowSchema.safeParse(row);
  if (!parsed.success) {
    const r = row as { uid?: unknown; game_id?: unknown } | null;
    reportInvalidRow('user_games', `${String(r?.uid)}/${String(r?.game_id)}`, parsed.error.message);
    return undefined;
  }
  return parsed.data;
}

function toSummary(r: SummaryRow): UserGameSummary {
  return {
    gameId: r.game_id,
    gameType: r.type,
    gameName: r.name,
    gameDates: r.game_dates,
    gameStartTime: r.game_start_time,
    gamePhase: r.game_phase,
    isOver: r.game_phase === 'Over',
    isHost: r.is_host,
    // The user's sum of the game's jelly bean ledger (pick'em PointsToBeans, docs/product/pickem.md); squares pay none.
    wonBeans: r.won_beans,
    joinedAt: r.joined_at,
  };
}

const SELECT_SUMMARY = `select ug.uid, ug.game_id, g.type, g.name, g.game_dates, g.game_start_time, g.game_phase,
    (g.uid = ug.uid) as is_host, ug.joined_at,
    coalesce((select sum(bt.amount) from bean_transactions bt where bt.uid = ug.uid and bt.game_id = ug.game_id), 0)::float8 as won_beans
  from user_games ug join games g on g.id = ug.game_id`;

/**
 * The summaries of `rows` with where each user stands: one more query per game kind among them,
 * however many rows there are (decision 035).
 */
async function summariesOf(db: Queryable, rows: readonly unknown[]): Promise<Array<{ uid: string; summary: UserGameSummary }>> {
  const parsed = rows.map(parseRow).filter((row): row is SummaryRow => row !== undefined);
  const standings = await findStandings(
    db,
    parsed.map((r) => ({ uid: r.uid, gameId: r.game_id, gameType: r.type })),
  );
  return parsed.map((r) => {
    const standing = standings.get(standingKey(r.uid, r.game_id));
    return { uid: r.uid, summary: standing ? { ...toSummary(r), standing } : toSummary(r) };
  });
}

/** docs/product/site.md#my-games rows of a user, newest game first (My Games). */
export async function findUserGames(db: Queryable, uid: string): Promise<UserGameSummary[]> {
  const { rows } = await db.query(`${SELECT_SUMMARY} where ug.uid = $1 order by g.game_start_time desc, g.created_at desc, g.id`, [uid]);
  return (await summariesOf(db, rows)).map((row) => row.summary);
}

/** Every summary of a game, one per participant (what to publish when the game changes). */
export async function findGameSummaries(db: Queryable, gameId: GameId): Promise<Array<{ uid: string; summary: UserGameSummary }>> {
  const { rows } = await db.query(`${SELECT_SUMMARY} where ug.game_id = $1 order by ug.uid`, [gameId]);
  return summariesOf(db, rows);
}

/** Every summary of several games (a kickoff batch, a tick's settlements), in one read and one of where each user stands. */
export async function findSummariesOfGames(db: Queryable, gameIds: readonly GameId[]): Promise<Array<{ uid: string; summary: UserGameSummary }>> {
  if (gameIds.length === 0) return [];
  const { rows } = await db.query(`${SELECT_SUMMARY} where ug.game_id = any($1) order by ug.game_id, ug.uid`, [gameIds]);
  return summariesOf(db, rows);
}

/** Adds the game to the user's summaries; false when it is already there. */
export async function insertUserGame(db: Queryable, uid: string, gameId: GameId, joinedAt: Date): Promise<boolean> {
  const { rowCount } = await db.query('insert into user_games (uid, game_id, joined_at) values ($1, $2, $3) on conflict do nothing', [
    uid,
    gameId,
    joinedAt,
  ]);
  return rowCount === 1;
}

/**
 * Moves the summaries of `fromUid` to `toUid` (promotion): a game both have keeps the
 * account's row with the earlier join time. Returns the game ids moved or merged.
 */
export async function moveUserGames(db: Queryable, fromUid: string, toUid: string): Promise<GameId[]> {
  const { rows } = await db.query('delete from user_games where uid = $1 returning game_id, joined_at', [fromUid]);
  const moved = rows.map((row) => z.object({ game_id: gameIdColumn, joined_at: z.union([z.date(), z.string()]) }).parse(row));
  for (const { game_id: gameId, joined_at: joinedAt } of moved) {
    await db.query(
      `insert into user_games (uid, game_id, joined_at) values ($1, $2, $3)
       on conflict (uid, game_id) do update set joined_at = least(user_games.joined_at, excluded.joined_at)`,
      [toUid, gameId, joinedAt],
    );
  }
  return moved.map((row) => row.game_id).sort();
}

export async function deleteUserGame(db: Queryable, uid: string, gameId: GameId): Promise<void> {
  await db.query('delete from user_games where uid = $1 and game_id = $2', [uid, gameId]);
}

/** The summaries of a game for some of its participants: one read however many (a claim batch's new players and its host). */
export async function findSomeGameSummaries(db: Queryable, gameId: GameId, uids: readonly string[]): Promise<Array<{ uid: string; summary: UserGameSummary }>> {
  const { rows } = await db.query(`${SELECT_SUMMARY} where ug.game_id = $1 and ug.uid = any($2::text[]) order by ug.uid`, [gameId, uids]);
  return summariesOf(db, rows);
}

/** One user's summaries of several games (a host's games whose players changed): one read however many. */
export async function findUserSummariesOfGames(db: Queryable, uid: string, gameIds: readonly GameId[]): Promise<UserGameSummary[]> {
  if (gameIds.length === 0) return [];
  const { rows } = await db.query(`${SELECT_SUMMARY} where ug.uid = $1 and ug.game_id = any($2::text[]) order by ug.game_id`, [uid, gameIds]);
  return (await summariesOf(db, rows)).map((row) => row.summary);
}

export async function findUserGame(db: Queryable, uid: string, gameId: GameId): Promise<UserGameSummary | undefined> {
  const { rows } = await db.query(`${SELECT_SUMMARY} where ug.uid = $1 and ug.game_id = $2`, [uid, gameId]);
  return (await summariesOf(db, rows))[0]?.summary;
}
