// Season standings (docs/product/seasons.md; 013_seasons.sql): what each finished game gave each
// player, the per-season sums kept beside them, and the season leaderboards read from those sums.
import { z } from 'zod';
import type { GameId } from '../../../contracts/ids.js';
import type { SeasonId } from '../../../contracts/seasons.js';
import type { FinishedEntry, StandingFigures } from '../../../domain/seasons/index.js';
import type { Queryable } from '../database.js';
import { SEASON_COLUMNS, toSeason } from './seasons.repository.js';
import type { SeasonRecord } from './seasons.repository.js';

const FiguresRowSchema = z.object({ uid: z.string(), wins: z.number().int(), podiums: z.number().int(), plays: z.number().int(), jelly_beans: z.number() });

const toFigures = (row: z.infer<typeof FiguresRowSchema>): StandingFigures => ({ wins: row.wins, podiums: row.podiums, plays: row.plays, jellyBeans: row.jelly_beans });

/** A finished game's entries: player, rank, and the beans the ledger holds for each. */
export async function findFinishedEntries(db: Queryable, gameId: GameId): Promise<FinishedEntry[]> {
  const { rows } = await db.query(
    `select e.uid, e.rank, coalesce(b.total, 0)::float8 as jelly_beans
       from pickem_entries e
       left join (select entry_id, sum(amount) as total from bean_transactions where game_id = $1 group by entry_id) b on b.entry_id = e.id
      where e.game_id = $1`,
    [gameId],
  );
  const Row = z.object({ uid: z.string(), rank: z.number().int(), jelly_beans: z.number() });
  return rows.map((row) => {
    const r = Row.parse(row);
    return { uid: r.uid, rank: r.rank, jellyBeans: r.jelly_beans };
  });
}

/** What the game gave each player when it was last settled (empty before its first settlement). */
export async function findGameResults(db: Queryable, gameId: GameId): Promise<Map<string, StandingFigures>> {
  const { rows } = await db.query('select uid, wins, podiums, plays, jelly_beans from season_game_results where game_id = $1', [gameId]);
  return new Map(rows.map((row) => {
    const r = FiguresRowSchema.parse(row);
    return [r.uid, toFigures(r)] as const;
  }));
}

/** Arrays of one column each, so a game of any size is one statement. */
function columns(figures: ReadonlyMap<string, StandingFigures>) {
  const entries = [...figures];
  return [entries.map(([uid]) => uid), entries.map(([, f]) => f.wins), entries.map(([, f]) => f.podiums), entries.map(([, f]) => f.plays), entries.map(([, f]) => f.jellyBeans)];
}

/** The game's results as now settled, replacing the previous settlement's. */
export async function replaceGameResults(db: Queryable, gameId: GameId, figures: ReadonlyMap<string, StandingFigures>): Promise<void> {
  await db.query('delete from season_game_results where game_id = $1', [gameId]);
  if (figures.size === 0) return;
  await db.query(
    `insert into season_game_results (game_id, uid, wins, podiums, plays, jelly_beans)
     select $1, * from unnest($2::text[], $3::int[], $4::int[], $5::int[], $6::float8[])`,
    [gameId, ...columns(figures)],
  );
}

/**
 * Adds each player's change to their season standing (a first row for a new player). Existing
 * rows are updated in place: a correction's negative change must never be offered as a row of
 * its own, which the standings' checks would refuse before any conflict is seen.
 */
export async function addToStandings(db: Queryable, seasonId: SeasonId, changes: ReadonlyMap<string, StandingFigures>): Promise<void> {
  if (changes.size === 0) return;
  await db.query(
    `with changes as (select * from unnest($2::text[], $3::int[], $4::int[], $5::int[], $6::float8[]) as c (uid, wins, podiums, plays, jelly_beans)),
     updated as (
       update season_standings s set
         wins = s.wins + c.wins,
         podiums = s.podiums + c.podiums,
         plays = s.plays + c.plays,
         jelly_beans = round((s.jelly_beans + c.jelly_beans)::numeric, 2)::float8
       from changes c where s.season_id = $1 and s.uid = c.uid
       returning s.uid)
     insert into season_standings (season_id, uid, wins, podiums, plays, jelly_beans)
     select $1, c.uid, c.wins, c.podiums, c.plays, c.jelly_beans from changes c where not exists (select 1 from updated u where u.uid = c.uid)`,
    [seasonId, ...columns(changes)],
  );
}

/** Promotion: the anonymous player's standings and results join the account's. */
export async function moveSeasonStandings(db: Queryable, fromUid: string, toUid: string): Promise<void> {
  await db.query(
    `with moved as (delete from season_standings where uid = $1 returning season_id, wins, podiums, plays, jelly_beans)
     insert into season_standings (season_id, uid, wins, podiums, plays, jelly_beans)
     select season_id, $2, wins, podiums, plays, jelly_beans from moved
     on conflict (season_id, uid) do update set
       wins = season_standings.wins + excluded.wins,
       podiums = season_standings.podiums + excluded.podiums,
       plays = season_standings.plays + excluded.plays,
       jelly_beans = round((season_standings.jelly_beans + excluded.jelly_beans)::numeric, 2)::float8`,
    [fromUid, toUid],
  );
  await db.query(
    `with moved as (delete from season_game_results where uid = $1 returning game_id, wins, podiums, plays, jelly_beans)
     insert into season_game_results (game_id, uid, wins, podiums, plays, jelly_beans)
     select game_id, $2, wins, podiums, plays, jelly_beans from moved
     on conflict (game_id, uid) do update set
       wins = greatest(season_game_results.wins, excluded.wins),
       podiums = greatest(season_game_results.podiums, excluded.podiums),
       plays = greatest(season_game_results.plays, excluded.plays),
       jelly_beans = season_game_results.jelly_beans + excluded.jelly_beans`,
    [fromUid, toUid],
  );
}

export interface BoardRow extends StandingFigures {
  rank: number;
  uid: string;
  name: string;
  avatarId: number | null;
}

const BoardRowSchema = FiguresRowSchema.extend({ rank: z.coerce.number().int(), name: z.string().nullable(), avatar_id: z.number().int().nullable() });

export const toRow = (row: unknown): BoardRow => {
  const r = BoardRowSchema.parse(row);
  return { ...toFigures(r), rank: r.rank, uid: r.uid, name: r.name ?? 'Player', avatarId: r.avatar_id };
};

/** A player's name on a board: their handle, else their newest entry's name in these seasons. */
const NAMED = `u.avatar_id,
      coalesce(u.handle, (select pe.entry_name from pickem_entries pe join season_games sg on sg.game_id = pe.game_id
                            where pe.uid = r.uid and sg.season_id = any($1) order by pe.created_at desc limit 1)) as name`;

/** Sets every rank of the season from its figures (beans, then wins, then podiums; ties share one), writing only the ranks that moved. */
export async function rerankSeason(db: Queryable, seasonId: SeasonId): Promise<void> {
  await db.query(
    `update season_standings s set rank = r.rank
       from (select uid, rank() over (order by jelly_beans desc, wins desc, podiums desc)::int as rank from season_standings where season_id = $1) r
      where s.season_id = $1 and s.uid = r.uid and s.rank <> r.rank`,
    [seasonId],
  );
}

/** The season's best `limit` players by their stored rank, and how many players it has. */
export async function findSeasonTop(db: Queryable, seasonId: SeasonId, limit: number): Promise<{ rows: BoardRow[]; players: number }> {
  const top = await db.query(
    `select r.uid, r.wins, r.podiums, r.plays, r.jelly_beans, r.rank, ${NAMED}
       from (select * from season_standings where season_id = ($1::text[])[1] order by rank, uid limit $2) r join users u on u.uid = r.uid
      order by r.rank, r.uid`,
    [[seasonId], limit],
  );
  const count = await db.query('select count(*)::int as n from season_standings where season_id = $1', [seasonId]);
  return { rows: top.rows.map(toRow), players: z.object({ n: z.number().int() }).parse(count.rows[0]).n };
}

/** One player's row of the season, by its stored rank; null when they have not played it. */
export async function findSeasonStanding(db: Queryable, seasonId: SeasonId, uid: string): Promise<BoardRow | null> {
  const { rows } = await db.query(
    `select r.uid, r.wins, r.podiums, r.plays, r.jelly_beans, r.rank, ${NAMED}
       from season_standings r join users u on u.uid = r.uid where r.season_id = ($1::text[])[1] and r.uid = $2`,
    [[seasonId], uid],
  );
  return rows[0] === undefined ? null : toRow(rows[0]);
}

/**
 * A season (by id, or a tag's newest) and the viewer's row of it, in one statement: the season
 * leaderboard's per-request read (its top is kept per standings version). Viewer null: no row.
 */
export async function findSeasonAndStanding(
  db: Queryable,
  ref: { id: SeasonId } | { tag: string },
  uid: string | null,
): Promise<{ season: SeasonRecord; viewer: BoardRow | null } | undefined> {
  const where = 'id' in ref ? 'id = $1' : 'tag = $1 order by year desc limit 1';
  const { rows } = await db.query<Record<string, unknown> & { viewer: unknown }>(
    `select s.*, (select to_json(v) from (
         select r.uid, r.wins, r.podiums, r.plays, r.jelly_beans, r.rank, u.avatar_id,
                coalesce(u.handle, (select pe.entry_name from pickem_entries pe join season_games sg on sg.game_id = pe.game_id
                                      where pe.uid = r.uid and sg.season_id = s.id order by pe.created_at desc limit 1)) as name
           from season_standings r join users u on u.uid = r.uid where r.season_id = s.id and r.uid = $2) v) as viewer
       from (select ${SEASON_COLUMNS} from seasons where ${where}) s`,
    ['id' in ref ? ref.id : ref.tag, uid],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return { season: toSeason(row), viewer: row.viewer === null || row.viewer === undefined ? null : toRow(row.viewer) };
}

/**
 * Standings summed over several seasons (every season of a tag: 'All time'), ranked at read
 * time: the top `limit`, the viewer's row wherever it is, and how many players there are.
 */
const SUMMED = `with summed as (
      select uid, sum(wins)::int as wins, sum(podiums)::int as podiums, sum(plays)::int as plays, sum(jelly_beans)::float8 as jelly_beans
        from season_standings where season_id = any($1) group by uid),
    ranked as (select *, rank() over (order by jelly_beans desc, wins desc, podiums desc) as rank from summed)
  select r.uid, r.wins, r.podiums, r.plays, r.jelly_beans, r.rank, ${NAMED} from ranked r join users u on u.uid = r.uid`;

/** Standings summed over several seasons (every season of a tag: 'All time'), ranked at read time: the top `limit` and how many players there are. */
export async function findSummedTop(db: Queryable, seasonIds: readonly SeasonId[], limit: number): Promise<{ rows: BoardRow[]; players: number }> {
  const top = await db.query(`${SUMMED} order by r.rank, r.uid limit $2`, [seasonIds, limit]);
  const count = await db.query('select count(distinct uid)::int as n from season_standings where season_id = any($1)', [seasonIds]);
  return { rows: top.rows.map(toRow), players: z.object({ n: z.number().int() }).parse(count.rows[0]).n };
}

/** One player's row of the summed standings, wherever it ranks; null when they have not played. */
export async function findSummedStanding(db: Queryable, seasonIds: readonly SeasonId[], uid: string): Promise<BoardRow | null> {
  const { rows } = await db.query(`${SUMMED} where r.uid = $2`, [seasonIds, uid]);
  return rows[0] === undefined ? null : toRow(rows[0]);
}

/** The seasons a player has standings in (promotion re-ranks them). */
export async function findSeasonsOfPlayer(db: Queryable, uid: string): Promise<SeasonId[]> {
  const { rows } = await db.query('select season_id from season_standings where uid = $1', [uid]);
  return rows.map((row) => z.object({ season_id: z.string().brand<'SeasonId'>() }).parse(row).season_id);
}

/** Every season of a tag with its standings' version (the all-time board, and what a cached one was read at). */
export async function findSeasonsOfTag(db: Queryable, tag: string): Promise<Array<{ id: SeasonId; standingsVersion: number }>> {
  const { rows } = await db.query('select id, standings_version from seasons where tag = $1 order by id', [tag]);
  return rows.map((row) => {
    const r = z.object({ id: z.string().brand<'SeasonId'>(), standings_version: z.number().int() }).parse(row);
    return { id: r.id, standingsVersion: r.standings_version };
  });
}
