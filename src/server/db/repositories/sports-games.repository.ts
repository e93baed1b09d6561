import { z } from 'zod';
import { SportsGameSchema } from '../../../contracts/sports.js';
import type { SportsFeedStatus, SportsGame, SportsProviderName, StoredSportsGame } from '../../../contracts/sports.js';
import type { SportsLeague } from '../../../domain/sports/index.js';
import type { Queryable } from '../database.js';
import { reportInvalidRow } from '../invalid-rows.js';
import { timestamp } from '../row-types.js';

const StoredRowSchema = z.object({
  id: z.string(),
  data: z.unknown(),
  updated_at: timestamp,
  corrected_at: timestamp.nullable(),
});

/** Rows are parsed on the way out: one that no longer fits the contract is reported and skipped, not served. */
function toStored(row: unknown): StoredSportsGame | undefined {
  const parsed = StoredRowSchema.safeParse(row);
  const game = parsed.success ? SportsGameSchema.safeParse(parsed.data.data) : undefined;
  if (!parsed.success || !game?.success) {
    const id = (row as { id?: unknown } | null)?.id;
    reportInvalidRow('sports_games', String(id), (parsed.success ? game?.error : parsed.error)?.message ?? 'invalid');
    return undefined;
  }
  return { game: game.data, updatedAt: parsed.data.updated_at, correctedAt: parsed.data.corrected_at };
}

const validRows = (rows: unknown[]) => rows.map(toStored).filter((stored): stored is StoredSportsGame => stored !== undefined);

const COLUMNS = 'id, data, updated_at, corrected_at';

export async function findSportsGame(db: Queryable, id: string): Promise<StoredSportsGame | undefined> {
  const { rows } = await db.query(`select ${COLUMNS} from sports_games where id = $1`, [id]);
  return rows[0] === undefined ? undefined : toStored(rows[0]);
}

/** The stored games among `ids`, by id; an invalid stored row counts as absent, so the feed's good version replaces it. */
export async function findSportsGames(db: Queryable, ids: readonly string[], lock: 'none' | 'update' = 'none'): Promise<Map<string, StoredSportsGame>> {
  const { rows } = await db.query(`select ${COLUMNS} from sports_games where id = any($1) order by id${lock === 'update' ? ' for update' : ''}`, [ids]);
  return new Map(validRows(rows).map((stored) => [stored.game.id, stored]));
}

/** Locks the rows for the rest of the transaction, so two writers of one game take turns. */
export const findSportsGamesForUpdate = (db: Queryable, ids: readonly string[]) => findSportsGames(db, ids, 'update');

/** Games of a league whose start is in [from, to), soonest first. */
export async function findSportsGamesBetween(
  db: Queryable,
  league: SportsLeague,
  from: Date,
  to: Date,
  limit: number,
): Promise<StoredSportsGame[]> {
  const { rows } = await db.query(
    `select ${COLUMNS} from sports_games
     where sports_league = $1 and game_time >= $2 and game_time < $3
     order by game_time, id limit $4`,
    [league, from, to, limit],
  );
  return validRows(rows);
}

export interface SportsGameWrite {
  game: SportsGame;
  correctedAt: string | null;
}

/** Stores a feed tick's changed games in one statement (ids must be distinct). */
export async function upsertSportsGames(db: Queryable, writes: readonly SportsGameWrite[], updatedAt: Date): Promise<void> {
  if (writes.length === 0) return;
  const rows = writes.map(({ game, correctedAt }) => ({
    id: game.id,
    provider: game.provider,
    sports_league: game.sportsLeague,
    slate_date: game.date,
    game_time: game.gameTime,
    status: game.status,
    data: game,
    corrected_at: correctedAt,
  }));
  await db.query(
    `insert into sports_games (id, provider, sports_league, slate_date, game_time, status, data, updated_at, corrected_at)
     select id, provider, sports_league, slate_date, game_time, status, data, $2, corrected_at
     from jsonb_to_recordset($1::text::jsonb) as r(id text, provider text, sports_league text, slate_date text,
       game_time timestamptz, status text, data jsonb, corrected_at timestamptz)
     on conflict (id) do update set provider = excluded.provider, sports_league = excluded.sports_league,
       slate_date = excluded.slate_date, game_time = excluded.game_time, status = excluded.status,
       data = excluded.data, updated_at = excluded.updated_at, corrected_at = excluded.corrected_at`,
    [JSON.stringify(rows), updatedAt],
  );
}

export const upsertSportsGame = (db: Queryable, game: SportsGame, updatedAt: Date, correctedAt: string | null): Promise<void> =>
  upsertSportsGames(db, [{ game, correctedAt }], updatedAt);

const FeedRowSchema = z.object({
  sports_league: z.string(),
  provider: z.enum(['espn', 'apisports', 'simulator']),
  last_success_at: timestamp.nullable(),
  failing_since: timestamp.nullable(),
});

export async function findSportsFeed(db: Queryable, league: SportsLeague): Promise<SportsFeedStatus | undefined> {
  const { rows } = await db.query('select sports_league, provider, last_success_at, failing_since from sports_feeds where sports_league = $1', [league]);
  if (rows[0] === undefined) return undefined;
  const row = FeedRowSchema.parse(rows[0]);
  return { sportsLeague: league, provider: row.provider, lastSuccessAt: row.last_success_at, failingSince: row.failing_since };
}

export async function saveSportsFeed(
  db: Queryable,
  feed: {
    league: SportsLeague;
    provider: SportsProviderName;
    lastSuccessAt: Date | null;
    failingSince: Date | null;
    /** This poll's error; null keeps the last one stored. */
    error: { message: string; at: Date } | null;
    /** The daily request budget's count after this poll; null keeps the stored one (a provider without a budget stores none). */
    requests: { day: string; used: number; limit: number } | null;
  },
): Promise<void> {
  await db.query(
    `insert into sports_feeds (sports_league, provider, last_success_at, failing_since, last_error, last_error_at, requests_day, requests_used, requests_limit)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (sports_league) do update set provider = excluded.provider, last_success_at = excluded.last_success_at,
       failing_since = excluded.failing_since,
       last_error = coalesce(excluded.last_error, sports_feeds.last_error), last_error_at = coalesce(excluded.last_error_at, sports_feeds.last_error_at),
       requests_day = coalesce(excluded.requests_day, sports_feeds.requests_day), requests_used = coalesce(excluded.requests_used, sports_feeds.requests_used),
       requests_limit = coalesce(excluded.requests_limit, sports_feeds.requests_limit)`,
    [feed.league, feed.provider, feed.lastSuccessAt, feed.failingSince, feed.error?.message ?? null, feed.error?.at ?? null, feed.requests?.day ?? null, feed.requests?.used ?? null, feed.requests?.limit ?? null],
  );
}
