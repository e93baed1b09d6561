// Season standings (docs/product/seasons.md; 013_seasons.sql): what each finished game gave each
// player, the per-season sums kept beside them, and the season leaderboards read from those sums.
import { z } from 'zod';
import type { GameId } from '../../../contracts/ids.js';
import type { SeasonId } from '../../../contracts/seasons.js';
import type { StandingFigures } from '../../../domain/seasons/index.js';
import type { Queryable } from '../database.js';
import { SEASON_COLUMNS, toSeason } from './seasons.repository.js';
import type { SeasonRecord } from './seasons.repository.js';

const FiguresRowSchema = z.object({ uid: z.string(), wins: z.number().int(), podiums: z.number().int(), plays: z.number().int(), jelly_beans: z.number() });

const toFigures = (row: z.infer<typeof FiguresRowSchema>): StandingFigures => ({ wins: row.wins, podiums: row.podiums, plays: row.plays, jellyBeans: row.jelly_beans });

/**
 * Settles a finished season game into its season in one statement (decision 046, amended): what
 * the game gives each player now (a win if an entry ranks first, a podium if one ranks in the top
 * three, one play, the beans the ledger holds for their entries — the rule of `gameFigures`) is
 * compared with what its last settlement recorded; only the players whose figures differ are
 * written — their standing moves by the difference, their result is replaced or, when they have
 * no entry any more, removed — and every rank of the season is taken again from the new figures
 * and written where it moved, in the same row write as the figures. Settling again unchanged
 * writes nothing; a correction writes only what it changed. Returns how many players' figures
 * changed (0: nothing was written).
 */
export async function settleGameStandings(db: Queryable, seasonId: SeasonId, gameId: GameId): Promise<number> {
  const { rows } = await db.query(
    `with held as (
       select entry_id, sum(amount) as total from bean_transactions where game_id = $2 group by entry_id
     ), now_figures as (
       select e.uid, (min(e.rank) = 1)::int as wins, (min(e.rank) <= 3)::int as podiums, 1 as plays,
              round(sum(greatest(coalesce(h.total, 0), 0))::numeric, 2)::float8 as jelly_beans
         from pickem_entry_ranks e left join held h on h.entry_id = e.id
        where e.game_id = $2 group by e.uid
     ), moved as (
       select coalesce(n.uid, w.uid) as uid, n.uid is not null as playing,
              coalesce(n.wins, 0) - coalesce(w.wins, 0) as wins, coalesce(n.podiums, 0) - coalesce(w.podiums, 0) as podiums,
              coalesce(n.plays, 0) - coalesce(w.plays, 0) as plays,
              round((coalesce(n.jelly_beans, 0) - coalesce(w.jelly_beans, 0))::numeric, 2)::float8 as jelly_beans
         from now_figures n full join (select * from season_game_results where game_id = $2) w on w.uid = n.uid
        where n.uid is null or w.uid is null or (n.wins, n.podiums, n.plays, n.jelly_beans) is distinct from (w.wins, w.podiums, w.plays, w.jelly_beans)
     ), figures as (
       select coalesce(s.uid, m.uid) as uid, s.uid is null as fresh, m.uid is not null as changed, s.rank as was_rank,
              coalesce(m.wins, 0) as d_wins, coalesce(m.podiums, 0) as d_podiums, coalesce(m.plays, 0) as d_plays, coalesce(m.jelly_beans, 0) as d_jelly_beans,
              coalesce(s.wins, 0) + coalesce(m.wins, 0) as wins, coalesce(s.podiums, 0) + coalesce(m.podiums, 0) as podiums,
              coalesce(s.plays, 0) + coalesce(m.plays, 0) as plays,
              round((coalesce(s.jelly_beans, 0) + coalesce(m.jelly_beans, 0))::numeric, 2)::float8 as jelly_beans
         from (select * from season_standings where season_id = $1) s full join moved m on m.uid = s.uid
        where exists (select 1 from moved)
     ), ranked as (
       select *, rank() over (order by jelly_beans desc, wins desc, podiums desc)::int as new_rank from figures
     ), standings_updated as (
       update season_standings s set
         wins = s.wins + r.d_wins,
         podiums = s.podiums + r.d_podiums,
         plays = s.plays + r.d_plays,
         jelly_beans = round((s.jelly_beans + r.d_jelly_beans)::numeric, 2)::float8,
         rank = r.new_rank
         from ranked r
        where s.season_id = $1 and s.uid = r.uid and not r.fresh and (r.changed or r.was_rank <> r.new_rank)
       returning 1
     ), standings_inserted as (
       insert into season_standings (season_id, uid, wins, podiums, plays, jelly_beans, rank)
       select $1, uid, wins, podiums, plays, jelly_beans, new_rank from ranked where fresh
       on conflict (season_id, uid) do update set
         wins = season_standings.wins + excluded.wins,
         podiums = season_standings.podiums + excluded.podiums,
         plays = season_standings.plays + excluded.plays,
         jelly_beans = round((season_standings.jelly_beans + excluded.jelly_beans)::numeric, 2)::float8
       returning 1
     ), results_written as (
       insert into season_game_results (game_id, uid, wins, podiums, plays, jelly_beans)
       select $2, n.uid, n.wins, n.podiums, n.plays, n.jelly_beans from now_figures n join moved m on m.uid = n.uid
       on conflict (game_id, uid) do update set
         wins = excluded.wins, podiums = excluded.podiums, plays = excluded.plays, jelly_beans = excluded.jelly_beans
       returning 1
     ), results_removed as (
       delete from season_game_results g using moved m where g.game_id = $2 and g.uid = m.uid and not m.playing
       returning 1
     )
     select count(*)::int as changed from moved`,
    [seasonId, gameId],
  );
  return z.object({ changed: z.number().int() }).parse(rows[0]).changed;
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

/**
 * Sets every rank of the season from its figures (beans, then wins, then podiums; ties share one),
 * writing only the ranks that moved; no index holds the rank (migration 024), so each is a HOT
 * update. A settlement ranks in its own statement (settleGameStandings); this is for promotion.
 */
export async function rerankSeason(db: Queryable, seasonId: SeasonId): Promise<void> {
  await db.query(
    `update season_standings s set rank = r.rank
       from (select uid, rank() over (order by jelly_beans desc, wins desc, podiums desc)::int as rank from season_standings where season_id = $1) r
      where s.season_id = $1 and s.uid = r.uid and s.rank <> r.rank`,
    [seasonId],
  );
}

/**
 * The season's best `limit` players, and how many players it has. Read in the order the ranks are
 * taken in (beans, wins, podiums; then uid), which is rank order, off the board index
 * (migration 024): the index holds the figures, not the rank, so a re-rank is a HOT update.
 */
export async function findSeasonTop(db: Queryable, seasonId: SeasonId, limit: number): Promise<{ rows: BoardRow[]; players: number }> {
  const top = await db.query(
    `select r.uid, r.wins, r.podiums, r.plays, r.jelly_beans, r.rank, ${NAMED}
       from (select * from season_standings where season_id = ($1::text[])[1]
              order by jelly_beans desc, wins desc, podiums desc, uid limit $2) r join users u on u.uid = r.uid
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
