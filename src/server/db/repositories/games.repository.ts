import { z } from 'zod';
import type { GamePhase, GameType } from '../../../contracts/games.js';
import type { GameId } from '../../../contracts/ids.js';
import type { Queryable } from '../database.js';
import { reportInvalidRow } from '../invalid-rows.js';
import { gameIdColumn, timestamp } from '../row-types.js';

/** docs/product/site.md#games-in-common: the columns every game type shares. */
export interface NewGame {
  id: GameId;
  type: GameType;
  hostUid: string;
  code: string;
  name: string;
  description: string;
  gamePhase: GamePhase;
  gameStartTime: Date;
  gameDates: readonly string[];
  createdAt: Date;
}

/** A game as every type's repository reads it: the common row and its host's public face. */
export interface GameCommonRecord {
  id: GameId;
  hostUid: string;
  code: string;
  name: string;
  description: string;
  gamePhase: GamePhase;
  gameStartTime: string;
  gameDates: string[];
  createdAt: string;
}

export interface GameHostRecord {
  host: { type: 'anonymous' | 'signedIn'; handle: string | null; avatarId: number | null; realName: string | null };
}

/** The common columns, from `games g` (first in a type's select). */
export const GAME_COMMON_COLUMNS = 'g.id, g.uid, g.code, g.name, g.description, g.game_phase, g.game_start_time, g.game_dates, g.created_at';

/** The host's public face, from `users u` joined on g.uid (last in a type's select). */
export const GAME_HOST_COLUMNS = 'u.type as host_type, u.handle as host_handle, u.avatar_id as host_avatar_id, u.real_name as host_real_name';

/** The zod shape of GAME_COMMON_COLUMNS; a type's row schema extends it with its own columns. */
export const GameCommonRowShape = {
  id: gameIdColumn,
  uid: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  game_phase: z.enum(['Pending', 'Live', 'Over']),
  game_start_time: timestamp,
  game_dates: z.array(z.string()),
  created_at: timestamp,
};

/** The zod shape of GAME_HOST_COLUMNS. */
export const GameHostRowShape = {
  host_type: z.enum(['anonymous', 'signedIn']),
  host_handle: z.string().nullable(),
  host_avatar_id: z.number().int().nullable(),
  host_real_name: z.string().nullable(),
};

type GameCommonRow = z.infer<z.ZodObject<typeof GameCommonRowShape>>;
type GameHostRow = z.infer<z.ZodObject<typeof GameHostRowShape>>;

export function toGameCommon(r: GameCommonRow): GameCommonRecord {
  return {
    id: r.id,
    hostUid: r.uid,
    code: r.code,
    name: r.name,
    description: r.description,
    gamePhase: r.game_phase,
    gameStartTime: r.game_start_time,
    gameDates: r.game_dates,
    createdAt: r.created_at,
  };
}

export function toGameHost(r: GameHostRow): GameHostRecord['host'] {
  return { type: r.host_type, handle: r.host_handle, avatarId: r.host_avatar_id, realName: r.host_real_name };
}

/** A game row parsed with its type's schema; a row that fails is reported and skipped (docs/product/accounts.md). */
export function parseGameRow<T>(schema: z.ZodType<T>, table: string, row: unknown): T | undefined {
  const parsed = schema.safeParse(row);
  if (parsed.success) return parsed.data;
  reportInvalidRow(table, String((row as { id?: unknown } | null)?.id), parsed.error.message);
  return undefined;
}

/**
 * How a command holds the game row until it ends: entry commands take it FOR SHARE (they run
 * side by side); locks, settlement and deletion FOR UPDATE, so no entry lands after a lock
 * (decision 008).
 */
export type GameRowLock = 'none' | 'share' | 'update';

/** The clause that takes `g`'s row as `lock` says (empty for 'none'). */
export const gameRowLockClause = (lock: GameRowLock) => (lock === 'share' ? ' for share of g' : lock === 'update' ? ' for update of g' : '');

/** False when the id or the code is already taken: the caller draws new ones and tries again. */
export async function insertGame(db: Queryable, game: NewGame): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into games (id, type, uid, code, name, description, game_phase, game_start_time, game_dates, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10)
     on conflict do nothing`,
    [
      game.id,
      game.type,
      game.hostUid,
      game.code,
      game.name,
      game.description,
      game.gamePhase,
      game.gameStartTime,
      JSON.stringify(game.gameDates),
      game.createdAt,
    ],
  );
  return rowCount === 1;
}

const IdRowSchema = z.object({ id: gameIdColumn });

export async function findGameIdByCode(db: Queryable, code: string): Promise<GameId | undefined> {
  const { rows } = await db.query('select id from games where code = $1', [code]);
  return rows[0] === undefined ? undefined : IdRowSchema.parse(rows[0]).id;
}

const GameTypeRowSchema = z.object({ type: z.enum(['Squares', 'Questions']) });

/** The game's type, or undefined when there is no such game (GET /api/games/{id}/kind, game:{id}, delete). */
export async function findGameType(db: Queryable, gameId: GameId): Promise<GameType | undefined> {
  const { rows } = await db.query('select type from games where id = $1', [gameId]);
  return rows[0] === undefined ? undefined : GameTypeRowSchema.parse(rows[0]).type;
}

export async function setGamePhase(db: Queryable, gameId: GameId, phase: GamePhase): Promise<void> {
  await db.query('update games set game_phase = $2 where id = $1', [gameId, phase]);
}

/** The host's edit of the game's name and description (both shown on every page and in My Games). */
export async function setGameNameAndDescription(db: Queryable, gameId: GameId, name: string, description: string): Promise<void> {
  await db.query('update games set name = $2, description = $3 where id = $1', [gameId, name, description]);
}

/** Deletes the game; its type's rows, entries, labels and summaries go with it (foreign keys cascade). */
export async function deleteGame(db: Queryable, gameId: GameId): Promise<void> {
  await db.query('delete from games where id = $1', [gameId]);
}

/** Games `uid` hosts (of one type, if given), row-locked FOR UPDATE in id order (the order rows are locked in, so two commands never deadlock). */
export async function findHostedGameIds(db: Queryable, uid: string, type?: GameType): Promise<GameId[]> {
  const { rows } = await db.query('select id from games where uid = $1 and ($2::text is null or type = $2) order by id for update', [uid, type ?? null]);
  return rows.map((row) => IdRowSchema.parse(row).id);
}

/** Hands every game `fromUid` hosts (of one type, if given) to `toUid`; returns their ids. */
export async function moveHostedGames(db: Queryable, fromUid: string, toUid: string, type?: GameType): Promise<GameId[]> {
  const { rows } = await db.query('update games set uid = $2 where uid = $1 and ($3::text is null or type = $3) returning id', [fromUid, toUid, type ?? null]);
  return rows.map((row) => IdRowSchema.parse(row).id).sort();
}

/** Whether anyone but the host holds a square or a summary of the game (account deletion keeps those games). */
export async function hasOtherPlayers(db: Queryable, gameId: GameId, hostUid: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 where exists (select 1 from squares_entries where game_id = $1 and uid <> $2)
        or exists (select 1 from user_games where game_id = $1 and uid <> $2)`,
    [gameId, hostUid],
  );
  return rows.length > 0;
}
