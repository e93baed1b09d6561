// Seasons and their games (docs/product/seasons.md; 013_seasons.sql). Every row is parsed on the way out.
import { z } from 'zod';
import type { GameId } from '../../../contracts/ids.js';
import type { SeasonId, SeasonTag } from '../../../contracts/seasons.js';
import type { Queryable } from '../database.js';
import { gameIdColumn, timestamp } from '../row-types.js';

const seasonIdColumn = z.string().brand<'SeasonId'>();
const LeagueSchema = z.enum(['MLB', 'NBA', 'NFL', 'NcaaFootball']);

const SeasonRowSchema = z.object({
  id: seasonIdColumn,
  tag: z.enum(['publicNflPickem', 'publicMlbPickem', 'dailyPick']).nullable(),
  year: z.number().int(),
  name: z.string(),
  cadence: z.enum(['weekly', 'daily']),
  league: LeagueSchema.nullable(),
  question_type: z.enum(['StraightUp', 'VsSpread', 'UnderdogBonus']),
  jelly_beans_per_entry: z.number().int().min(0),
  owner_uid: z.string().nullable(),
  source_game_id: gameIdColumn.nullable(),
  standings_version: z.number().int(),
});

export interface SeasonRecord {
  id: SeasonId;
  tag: SeasonTag | null;
  year: number;
  name: string;
  cadence: 'weekly' | 'daily';
  league: z.infer<typeof LeagueSchema> | null;
  questionType: 'StraightUp' | 'VsSpread' | 'UnderdogBonus';
  jellyBeansPerEntry: number;
  ownerUid: string | null;
  sourceGameId: GameId | null;
  /** Counts changes to the standings (cached leaderboards are keyed by it). */
  standingsVersion: number;
}

export function toSeason(row: unknown): SeasonRecord {
  const r = SeasonRowSchema.parse(row);
  return {
    id: r.id,
    tag: r.tag,
    year: r.year,
    name: r.name,
    cadence: r.cadence,
    league: r.league,
    questionType: r.question_type,
    jellyBeansPerEntry: r.jelly_beans_per_entry,
    ownerUid: r.owner_uid,
    sourceGameId: r.source_game_id,
    standingsVersion: r.standings_version,
  };
}

export const SEASON_COLUMNS = 'id, tag, year, name, cadence, league, question_type, jelly_beans_per_entry, owner_uid, source_game_id, standings_version';

export type NewSeason = Omit<SeasonRecord, 'id' | 'standingsVersion'> & { id: SeasonId; createdAt: Date };

/** Inserts the season unless its tag already has one that year; returns the season of that tag and year either way. */
export async function ensureSeason(db: Queryable, season: NewSeason): Promise<SeasonRecord> {
  await db.query(
    `insert into seasons (id, tag, year, name, cadence, league, question_type, jelly_beans_per_entry, owner_uid, source_game_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict do nothing`,
    [season.id, season.tag, season.year, season.name, season.cadence, season.league, season.questionType, season.jellyBeansPerEntry, season.ownerUid, season.sourceGameId, season.createdAt],
  );
  const { rows } =
    season.tag === null
      ? await db.query(`select ${SEASON_COLUMNS} from seasons where id = $1 or source_game_id = $2`, [season.id, season.sourceGameId])
      : await db.query(`select ${SEASON_COLUMNS} from seasons where tag = $1 and year = $2`, [season.tag, season.year]);
  return toSeason(rows[0]);
}

/** A season by id, or a tag's newest season. `update` holds the row: the scheduler's turns on one season never overlap. */
export async function findSeason(db: Queryable, ref: { id: SeasonId } | { tag: SeasonTag }, lock: 'none' | 'update' = 'none'): Promise<SeasonRecord | undefined> {
  const forUpdate = lock === 'update' ? ' for update' : '';
  const { rows } =
    'id' in ref
      ? await db.query(`select ${SEASON_COLUMNS} from seasons where id = $1${forUpdate}`, [ref.id])
      : await db.query(`select ${SEASON_COLUMNS} from seasons where tag = $1 order by year desc limit 1${forUpdate}`, [ref.tag]);
  return rows[0] === undefined ? undefined : toSeason(rows[0]);
}

/** The seasons hosts extended their pools into (the scheduler makes their games too). */
export async function findExtendedSeasons(db: Queryable): Promise<SeasonRecord[]> {
  const { rows } = await db.query(`select ${SEASON_COLUMNS} from seasons where tag is null order by created_at, id`);
  return rows.map(toSeason);
}

const SeasonGameRowSchema = z.object({
  game_id: gameIdColumn,
  ordinal: z.number().int().min(1),
  slate_key: z.string(),
  label: z.string(),
  is_latest: z.boolean(),
});

export interface SeasonGameRecord {
  gameId: GameId;
  ordinal: number;
  slateKey: string;
  label: string;
  isLatest: boolean;
}

const toSeasonGame = (row: unknown): SeasonGameRecord => {
  const r = SeasonGameRowSchema.parse(row);
  return { gameId: r.game_id, ordinal: r.ordinal, slateKey: r.slate_key, label: r.label, isLatest: r.is_latest };
};

/** The season's latest game, if it has one. */
export async function findLatestSeasonGame(db: Queryable, seasonId: SeasonId): Promise<SeasonGameRecord | undefined> {
  const { rows } = await db.query('select game_id, ordinal, slate_key, label, is_latest from season_games where season_id = $1 and is_latest', [seasonId]);
  return rows[0] === undefined ? undefined : toSeasonGame(rows[0]);
}

/** Whether the season already has a game made from this slate. */
export async function hasSlate(db: Queryable, seasonId: SeasonId, slateKey: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from season_games where season_id = $1 and slate_key = $2', [seasonId, slateKey]);
  return rows.length > 0;
}

/** The season's next ordinal. */
export async function nextOrdinal(db: Queryable, seasonId: SeasonId): Promise<number> {
  const { rows } = await db.query('select coalesce(max(ordinal), 0)::int + 1 as next from season_games where season_id = $1', [seasonId]);
  return z.object({ next: z.number().int() }).parse(rows[0]).next;
}

/** Adds a game to its season as the latest one: the previous latest stops being it in the same statement order. */
export async function insertLatestSeasonGame(db: Queryable, seasonId: SeasonId, game: Omit<SeasonGameRecord, 'isLatest'>): Promise<void> {
  await db.query('update season_games set is_latest = false where season_id = $1 and is_latest', [seasonId]);
  await db.query('insert into season_games (game_id, season_id, ordinal, slate_key, label, is_latest) values ($1, $2, $3, $4, $5, true)', [
    game.gameId,
    seasonId,
    game.ordinal,
    game.slateKey,
    game.label,
  ]);
}

/** The players of a season's latest game (its members, for a host's extended season). */
export async function findGamePlayers(db: Queryable, gameId: GameId): Promise<string[]> {
  const { rows } = await db.query('select distinct uid from pickem_entries where game_id = $1 order by uid', [gameId]);
  return rows.map((row) => z.object({ uid: z.string() }).parse(row).uid);
}

/** Entries in a game: the public page's player count. */
export async function countEntries(db: Queryable, gameId: GameId): Promise<number> {
  const { rows } = await db.query('select count(*)::int as n from pickem_entries where game_id = $1', [gameId]);
  return z.object({ n: z.number().int() }).parse(rows[0]).n;
}

/** Sports games of some leagues starting in [from, to): what a season's slate is chosen from. */
export async function findSlateCandidates(db: Queryable, leagues: readonly string[], from: Date, to: Date) {
  const { rows } = await db.query(
    `select id, sports_league, game_time, status, data->>'week' as week, data->>'stage' as stage
       from sports_games where sports_league = any($1) and game_time >= $2 and game_time < $3 order by game_time, id`,
    [leagues, from, to],
  );
  const Row = z.object({ id: z.string(), sports_league: LeagueSchema, game_time: timestamp, status: z.string(), week: z.string().nullable(), stage: z.string().nullable() });
  return rows.flatMap((row) => {
    const parsed = Row.safeParse(row);
    if (!parsed.success) return [];
    const r = parsed.data;
    const week = r.week === null ? null : Number(r.week);
    return [{ id: r.id, sportsLeague: r.sports_league, gameTime: r.game_time, notStarted: r.status === 'NS', week: Number.isInteger(week) ? week : null, stage: r.stage }];
  });
}

/** The season's newest games that are over (the clock settles them again, which changes nothing unless one was missed). */
export async function findRecentOverGames(db: Queryable, seasonId: SeasonId): Promise<GameId[]> {
  const { rows } = await db.query(
    `select sg.game_id from season_games sg join games g on g.id = sg.game_id
      where sg.season_id = $1 and g.game_phase = 'Over' order by sg.ordinal desc limit 2`,
    [seasonId],
  );
  return rows.map((row) => z.object({ game_id: gameIdColumn }).parse(row).game_id);
}

/** The standings changed: leaderboards read before are out of date. */
export async function bumpStandingsVersion(db: Queryable, seasonId: SeasonId): Promise<void> {
  await db.query('update seasons set standings_version = standings_version + 1 where id = $1', [seasonId]);
}

export interface LatestGameState extends SeasonGameRecord {
  gamePhase: 'Pending' | 'Live' | 'Over';
  gameStartTime: string;
  /** Moves with every entry that joins or leaves (the player count is cached by it). */
  podiumVersion: number;
}

const LatestRowSchema = z.object({
  game_id: gameIdColumn.nullable(),
  ordinal: z.number().int().nullable(),
  slate_key: z.string().nullable(),
  label: z.string().nullable(),
  game_phase: z.enum(['Pending', 'Live', 'Over']).nullable(),
  game_start_time: timestamp.nullable(),
  podium_version: z.number().int().nullable(),
});

/** A season (by id, or a tag's newest) with its latest game's state, in one query: what a season page is read from. */
export async function findSeasonWithLatest(db: Queryable, ref: { id: SeasonId } | { tag: SeasonTag }): Promise<{ season: SeasonRecord; latest: LatestGameState | null } | undefined> {
  const columns = SEASON_COLUMNS.split(', ').map((c) => `s.${c}`).join(', ');
  const where = 'id' in ref ? 's.id = $1' : 's.tag = $1 order by s.year desc limit 1';
  const { rows } = await db.query(
    `select ${columns}, sg.game_id, sg.ordinal, sg.slate_key, sg.label, g.game_phase, g.game_start_time, q.podium_version
       from seasons s
       left join season_games sg on sg.season_id = s.id and sg.is_latest
       left join games g on g.id = sg.game_id
       left join questions_games q on q.game_id = g.id
      where ${where}`,
    ['id' in ref ? ref.id : ref.tag],
  );
  if (rows[0] === undefined) return undefined;
  return { season: toSeason(rows[0]), latest: toLatestGame(rows[0]) };
}

/** The latest game's state from a row with findSeasonWithLatest's columns (null: the season has no game yet). */
export function toLatestGame(row: unknown): LatestGameState | null {
  const r = LatestRowSchema.parse(row);
  return r.game_id === null || r.game_phase === null || r.game_start_time === null
    ? null
    : { gameId: r.game_id, ordinal: r.ordinal ?? 1, slateKey: r.slate_key ?? '', label: r.label ?? '', isLatest: true, gamePhase: r.game_phase, gameStartTime: r.game_start_time, podiumVersion: r.podium_version ?? 0 };
}
