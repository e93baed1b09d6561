import { z } from 'zod';
import { BabyShowerDataSchema, DigitSetSchema, EntryOwnerSchema, PeriodResultSchema } from '../../../contracts/squares.js';
import type {
  BabyShowerData,
  ChangeTargetScores,
  DigitSet,
  EntryOwner,
  PeriodResult,
  ScoringPeriods,
  Square,
  SquaresSize,
} from '../../../contracts/squares.js';
import type { Queryable } from '../database.js';
import { reportInvalidRow } from '../invalid-rows.js';
import {
  GAME_COMMON_COLUMNS,
  GAME_HOST_COLUMNS,
  GameCommonRowShape,
  GameHostRowShape,
  gameRowLockClause,
  parseGameRow,
  toGameCommon,
  toGameHost,
  type GameCommonRecord,
  type GameHostRecord,
  type GameRowLock,
} from './games.repository.js';
import { sessionUserCte } from './sessions.repository.js';
import { appendTopicEventCtes } from './topic-events.repository.js';

const timestamp = z.union([z.date(), z.string()]).transform((v) => new Date(v).toISOString());

/** A claimed square as the draw saw it (domain/squares gridText). */
export interface LockedSquare {
  square: number;
  uid: string;
  entryName: string;
}

const LockedSquareSchema = z.object({ square: z.number().int(), uid: z.string(), entryName: z.string() });

/** A squares game as stored: the common game row, its squares row and its host's public face. */
export interface SquaresGameRecord extends GameCommonRecord, GameHostRecord {
  size: SquaresSize;
  variant: 'SportsGame' | 'BabyShower';
  sportsGameId: string | null;
  changeTargetScores: ChangeTargetScores;
  scoringPeriods: ScoringPeriods;
  entryLimit: number | null;
  payouts: string[];
  babyShower: BabyShowerData | null;
  /** Secret until the game locks (issue #5 §3): never sent while Pending. */
  seed: string;
  seedHash: string;
  gridHash: string | null;
  /** The squares as locked, which gridHash covers; null while Pending. */
  lockedGrid: LockedSquare[] | null;
  lockedAt: string | null;
  lockedBy: 'host' | 'kickoff' | null;
  targetScores: DigitSet[] | null;
  results: PeriodResult[];
  correctedAt: string | null;
}

const GameRowSchema = z.object({
  ...GameCommonRowShape,
  size: z.union([z.literal(25), z.literal(100)]),
  variant: z.enum(['SportsGame', 'BabyShower']),
  sports_game_id: z.string().nullable(),
  change_target_scores: z.enum(['SameAllGame', 'ChangeEveryOtherPeriod', 'ChangeEveryPeriod']),
  scoring_periods: z.enum(['Every', 'Halves', 'Final']),
  entry_limit: z.number().int().nullable(),
  payouts: z.array(z.string()),
  baby_shower: z.nullable(BabyShowerDataSchema),
  seed: z.string().regex(/^[0-9a-f]{64}$/),
  seed_hash: z.string().regex(/^[0-9a-f]{64}$/),
  grid_hash: z.string().nullable(),
  locked_grid: z.array(LockedSquareSchema).nullable(),
  locked_at: timestamp.nullable(),
  locked_by: z.enum(['host', 'kickoff']).nullable(),
  target_scores: z.array(DigitSetSchema).nullable(),
  results: z.array(PeriodResultSchema),
  corrected_at: timestamp.nullable(),
  ...GameHostRowShape,
});

function toRecord(row: unknown): SquaresGameRecord | undefined {
  const r = parseGameRow(GameRowSchema, 'squares_games', row);
  return r && {
    ...toGameCommon(r),
    size: r.size,
    variant: r.variant,
    sportsGameId: r.sports_game_id,
    changeTargetScores: r.change_target_scores,
    scoringPeriods: r.scoring_periods,
    entryLimit: r.entry_limit,
    payouts: r.payouts,
    babyShower: r.baby_shower,
    seed: r.seed,
    seedHash: r.seed_hash,
    gridHash: r.grid_hash,
    lockedGrid: r.locked_grid,
    lockedAt: r.locked_at,
    lockedBy: r.locked_by,
    targetScores: r.target_scores,
    results: r.results,
    correctedAt: r.corrected_at,
    host: toGameHost(r),
  };
}

const SELECT_GAME = `select ${GAME_COMMON_COLUMNS},
    s.size, s.variant, s.sports_game_id, s.change_target_scores, s.scoring_periods, s.entry_limit, s.payouts, s.baby_shower,
    s.seed, s.seed_hash, s.grid_hash, s.locked_grid, s.locked_at, s.locked_by, s.target_scores, s.results, s.corrected_at,
    ${GAME_HOST_COLUMNS}
  from games g join squares_games s on s.game_id = g.id join users u on u.uid = g.uid`;

export async function findSquaresGame(db: Queryable, gameId: string, lock: GameRowLock = 'none'): Promise<SquaresGameRecord | undefined> {
  const { rows } = await db.query(`${SELECT_GAME} where g.id = $1${gameRowLockClause(lock)}`, [gameId]);
  return rows[0] === undefined ? undefined : toRecord(rows[0]);
}

/** The squares games on a sports game, row-locked in id order (settlement). */
export async function findSquaresGamesOnSportsGame(db: Queryable, sportsGameId: string): Promise<SquaresGameRecord[]> {
  const { rows } = await db.query(`${SELECT_GAME} where s.sports_game_id = $1 order by g.id for update of g`, [sportsGameId]);
  return rows.map(toRecord).filter((game): game is SquaresGameRecord => game !== undefined);
}

/** The squares games with a row of `uid` (a square or a label), row-locked FOR UPDATE in id order (account steps). */
export async function findSquaresGameIdsWithPlayer(db: Queryable, uid: string): Promise<string[]> {
  const { rows } = await db.query(
    `select id from games where id in (select game_id from squares_entries where uid = $1 union select game_id from squares_labels where uid = $1)
     order by id for update`,
    [uid],
  );
  return rows.map((row) => z.object({ id: z.string() }).parse(row).id);
}

// ── Claims and releases: the game read with its lock in one statement ───────────────

/**
 * What the entry rules need of a game, read while taking its row FOR SHARE. `gamePhase`
 * comes from the locked row itself: a claim that waited for a lock sees the lock's new row
 * (Live), while the joined squares row may still show it unlocked (PostgreSQL re-reads
 * only the locked row after the wait), so `locked` is true when either says so.
 */
export interface EntryGame {
  hostUid: string;
  hostType: 'anonymous' | 'signedIn';
  size: SquaresSize;
  entryLimit: number | null;
  locked: boolean;
  /** The sports game's status and kickoff (null for a baby shower): no claim once it has started. */
  sports: { status: string; gameTime: string } | null;
}

const EntryGameRowSchema = z.object({
  host_uid: z.string(),
  host_type: z.enum(['anonymous', 'signedIn']),
  game_phase: z.enum(['Pending', 'Live', 'Over']),
  size: z.union([z.literal(25), z.literal(100)]),
  entry_limit: z.number().int().nullable(),
  locked_at: timestamp.nullable(),
  sports_status: z.string().nullable(),
  sports_game_time: timestamp.nullable(),
});

function toEntryGame(row: z.infer<typeof EntryGameRowSchema>): EntryGame {
  return {
    hostUid: row.host_uid,
    hostType: row.host_type,
    size: row.size,
    entryLimit: row.entry_limit,
    locked: row.locked_at !== null || row.game_phase !== 'Pending',
    sports: row.sports_status === null || row.sports_game_time === null ? null : { status: row.sports_status, gameTime: row.sports_game_time },
  };
}

/**
 * The game row FOR SHARE (decision 008) with the squares row, taken only for a live session;
 * host and sports game are read outside the lock.
 */
const ENTRY_GAME_CTE = `game as (
    select g.id, g.uid, g.game_phase, s.size, s.entry_limit, s.locked_at, s.sports_game_id
    from games g join squares_games s on s.game_id = g.id
    where g.id = $1 and exists (select 1 from live_session) for share of g
  )`;
const ENTRY_GAME_COLUMNS = `live_session.uid as caller_uid, live_session.type as caller_type, game.id is not null as found,
    game.uid as host_uid, (select type from users where uid = game.uid) as host_type, game.game_phase,
    game.size, game.entry_limit, game.locked_at, sg.status as sports_status, sg.game_time as sports_game_time`;
const ENTRY_GAME_FROM = 'live_session left join game on true left join sports_games sg on sg.id = game.sports_game_id';

const CallerRowSchema = z.object({ caller_uid: z.string(), caller_type: z.enum(['anonymous', 'signedIn']), found: z.boolean() });

/** The caller, and the command's start when the game exists; 'no session' when the session is unknown, expired or revoked. */
export type EntryStart<T> = 'no session' | { caller: { uid: string; type: 'anonymous' | 'signedIn' }; start: T | undefined };

function parseEntryStart<T>(rows: unknown[], rest: (row: unknown) => T | undefined): EntryStart<T> {
  if (rows[0] === undefined) return 'no session';
  const caller = CallerRowSchema.parse(rows[0]);
  return { caller: { uid: caller.caller_uid, type: caller.caller_type }, start: caller.found ? rest(rows[0]) : undefined };
}

/** A claim's start: the game, whether this is the player's first claim in it, the label's holder and the player's public face. */
export interface ClaimStart {
  game: EntryGame;
  /** The player's My Games row was added by this claim. */
  joined: boolean;
  /** Who holds the label `entryName` in the game, if anyone. */
  labelHolder: string | null;
  claimer: { handle: string | null; avatarId: number | null; realName: string | null };
}

const ClaimStartRowSchema = EntryGameRowSchema.extend({
  joined: z.boolean(),
  label_holder: z.string().nullable(),
  claimer_handle: z.string().nullable(),
  claimer_avatar_id: z.number().int().nullable(),
  claimer_real_name: z.string().nullable(),
});

/**
 * One statement for everything a claim reads before it decides: the caller's session
 * (sessionUserCte: checked here, not in a lookup before); the game FOR SHARE; the player's
 * My Games row, added if missing and locked either way (ON CONFLICT DO UPDATE locks the
 * existing row; `where false` writes nothing), so one player's claims in one game take turns
 * and a count read after this statement is exact; the holder of the label; the player's
 * public face. Labels are stored normalised (every writer stores checkGameInitials' value or
 * a suffixed one), so the label that checkGameInitials would find taken is the one with
 * exactly the normalised initials.
 */
export async function startClaim(
  db: Queryable,
  claim: { gameId: string; tokenHash: string; entryName: string; now: Date },
): Promise<EntryStart<ClaimStart>> {
  const { rows } = await db.query(
    `with ${sessionUserCte({ tokenHash: '$2', now: '$4' })},
     ${ENTRY_GAME_CTE},
     joined as (
       insert into user_games (uid, game_id, joined_at) select live_session.uid, game.id, $4 from game, live_session
       on conflict (uid, game_id) do update set joined_at = user_games.joined_at where false
       returning 1
     )
     select ${ENTRY_GAME_COLUMNS},
       exists (select 1 from joined) as joined,
       (select uid from squares_labels where game_id = $1 and entry_name = $3) as label_holder,
       cu.handle as claimer_handle, cu.avatar_id as claimer_avatar_id, cu.real_name as claimer_real_name
     from ${ENTRY_GAME_FROM} join users cu on cu.uid = live_session.uid`,
    [claim.gameId, claim.tokenHash, claim.entryName, claim.now],
  );
  return parseEntryStart(rows, (row) => {
    const parsed = ClaimStartRowSchema.safeParse(row);
    if (!parsed.success) {
      reportInvalidRow('squares_games', claim.gameId, parsed.error.message);
      return undefined;
    }
    const r = parsed.data;
    return {
      game: toEntryGame(r),
      joined: r.joined,
      labelHolder: r.label_holder,
      claimer: { handle: r.claimer_handle, avatarId: r.claimer_avatar_id, realName: r.claimer_real_name },
    };
  });
}

export interface ReleaseStart {
  game: EntryGame;
  holder: { uid: string; onBehalf: boolean } | null;
}

/** A release's start: the caller's session, the game FOR SHARE and the square's holder, in one statement. */
export async function startRelease(db: Queryable, release: { gameId: string; tokenHash: string; square: number; now: Date }): Promise<EntryStart<ReleaseStart>> {
  const { rows } = await db.query(
    `with ${sessionUserCte({ tokenHash: '$2', now: '$4' })},
     ${ENTRY_GAME_CTE}
     select ${ENTRY_GAME_COLUMNS}, e.uid as holder_uid, e.on_behalf as holder_on_behalf
     from ${ENTRY_GAME_FROM} left join squares_entries e on e.game_id = game.id and e.square = $3`,
    [release.gameId, release.tokenHash, release.square, release.now],
  );
  return parseEntryStart(rows, (row) => {
    const parsed = EntryGameRowSchema.extend({ holder_uid: z.string().nullable(), holder_on_behalf: z.boolean().nullable() }).safeParse(row);
    if (!parsed.success) {
      reportInvalidRow('squares_games', release.gameId, parsed.error.message);
      return undefined;
    }
    const r = parsed.data;
    return { game: toEntryGame(r), holder: r.holder_uid === null ? null : { uid: r.holder_uid, onBehalf: r.holder_on_behalf ?? false } };
  });
}

export interface NewSquaresGame {
  gameId: string;
  size: SquaresSize;
  variant: 'SportsGame' | 'BabyShower';
  sportsGameId: string | null;
  changeTargetScores: ChangeTargetScores;
  scoringPeriods: ScoringPeriods;
  entryLimit: number | null;
  payouts: readonly string[];
  babyShower: BabyShowerData | null;
  seed: string;
  seedHash: string;
}

export async function insertSquaresGame(db: Queryable, game: NewSquaresGame): Promise<void> {
  await db.query(
    `insert into squares_games (game_id, size, variant, sports_game_id, change_target_scores, scoring_periods, entry_limit,
       payouts, baby_shower, seed, seed_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9::text::jsonb, $10, $11)`,
    [
      game.gameId,
      game.size,
      game.variant,
      game.sportsGameId,
      game.changeTargetScores,
      game.scoringPeriods,
      game.entryLimit,
      JSON.stringify(game.payouts),
      game.babyShower === null ? null : JSON.stringify(game.babyShower),
      game.seed,
      game.seedHash,
    ],
  );
}

export async function saveDraw(
  db: Queryable,
  gameId: string,
  draw: { gridHash: string; lockedGrid: readonly LockedSquare[]; lockedAt: Date; lockedBy: 'host' | 'kickoff'; targetScores: readonly DigitSet[] },
): Promise<void> {
  await db.query(
    `update squares_games set grid_hash = $2, locked_grid = $3::text::jsonb, locked_at = $4, locked_by = $5, target_scores = $6::text::jsonb
     where game_id = $1`,
    [gameId, draw.gridHash, JSON.stringify(draw.lockedGrid), draw.lockedAt, draw.lockedBy, JSON.stringify(draw.targetScores)],
  );
}

export async function saveResults(
  db: Queryable,
  gameId: string,
  settled: { results: readonly PeriodResult[]; correctedAt: string | null; babyShower: BabyShowerData | null },
): Promise<void> {
  await db.query(
    'update squares_games set results = $2::text::jsonb, corrected_at = $3, baby_shower = $4::text::jsonb where game_id = $1',
    [gameId, JSON.stringify(settled.results), settled.correctedAt, settled.babyShower === null ? null : JSON.stringify(settled.babyShower)],
  );
}

// ── Squares entries ─────────────────────────────────────────────────────────

const SquareRowSchema = z.object({
  game_id: z.string(),
  square: z.number().int(),
  uid: z.string(),
  entry_name: z.string(),
  entry_owner: EntryOwnerSchema,
  on_behalf: z.boolean(),
  paid: z.boolean(),
  created_at: timestamp,
});

function toSquare(row: unknown): Square | undefined {
  const parsed = SquareRowSchema.safeParse(row);
  if (!parsed.success) {
    const r = row as { game_id?: unknown; square?: unknown } | null;
    reportInvalidRow('squares_entries', `${String(r?.game_id)}/${String(r?.square)}`, parsed.error.message);
    return undefined;
  }
  const r = parsed.data;
  return { square: r.square, uid: r.uid, entryName: r.entry_name, entryOwner: r.entry_owner, onBehalf: r.on_behalf, paid: r.paid, created: r.created_at };
}

const validSquares = (rows: unknown[]) => rows.map(toSquare).filter((square): square is Square => square !== undefined);

const SQUARE_COLUMNS = 'game_id, square, uid, entry_name, entry_owner, on_behalf, paid, created_at';

/** The game's claimed squares in square order. */
export async function findSquares(db: Queryable, gameId: string): Promise<Square[]> {
  const { rows } = await db.query(`select ${SQUARE_COLUMNS} from squares_entries where game_id = $1 order by square`, [gameId]);
  return validSquares(rows);
}

export interface NewSquare {
  gameId: string;
  square: number;
  uid: string;
  entryName: string;
  entryOwner: EntryOwner;
  onBehalf: boolean;
  createdAt: Date;
}

/**
 * Claims a square: the primary key decides, not a read before the write. Undefined when
 * someone already holds it (decision 008).
 */
export async function insertSquare(db: Queryable, square: NewSquare): Promise<Square | undefined> {
  const { rows } = await db.query(
    `insert into squares_entries (game_id, square, uid, entry_name, entry_owner, on_behalf, created_at)
     values ($1, $2, $3, $4, $5::text::jsonb, $6, $7)
     on conflict (game_id, square) do nothing
     returning ${SQUARE_COLUMNS}`,
    [square.gameId, square.square, square.uid, square.entryName, JSON.stringify(square.entryOwner), square.onBehalf, square.createdAt],
  );
  return rows[0] === undefined ? undefined : toSquare(rows[0]);
}

/** An update to log in the same statement as the change it tells (appendTopicEventCtes). */
export interface LoggedUpdate {
  topic: string;
  data: unknown;
}

/**
 * Takes the label (unless someone holds it) and, when it is the claimer's, the square, and
 * logs `update` when the square was taken — one statement, in this order: the label, the
 * square (its insert reads the label's result), then the topic's head, held until commit.
 * `labelHolder` is null when the label was committed by another transaction while this
 * statement waited for it (its snapshot cannot see it): nothing was written and the caller
 * reads the holder again. `claimed` is false when the label is not the claimer's or the
 * square is taken.
 */
export async function claimLabelAndSquare(db: Queryable, square: NewSquare, update: LoggedUpdate): Promise<{ labelHolder: string | null; claimed: boolean }> {
  const { rows } = await db.query(
    `with label as (
       insert into squares_labels (game_id, entry_name, uid) values ($1, $4, $3) on conflict do nothing returning uid
     ),
     holder as (
       select coalesce((select uid from label), (select uid from squares_labels where game_id = $1 and entry_name = $4)) as uid
     ),
     claimed as (
       insert into squares_entries (game_id, square, uid, entry_name, entry_owner, on_behalf, created_at)
       select $1, $2, $3, $4, $5::text::jsonb, $6, $7 from holder where holder.uid = $3
       on conflict (game_id, square) do nothing
       returning 1
     ),
     ${appendTopicEventCtes({ topic: '$8', data: '$9' }, 'claimed')}
     select (select uid from holder) as label_holder, exists (select 1 from topic_event) as claimed`,
    [
      square.gameId,
      square.square,
      square.uid,
      square.entryName,
      JSON.stringify(square.entryOwner),
      square.onBehalf,
      square.createdAt,
      update.topic,
      JSON.stringify(update.data),
    ],
  );
  const row = z.object({ label_holder: z.string().nullable(), claimed: z.boolean() }).parse(rows[0]);
  return { labelHolder: row.label_holder, claimed: row.claimed };
}

/**
 * Releases the square if `uid` still holds it (a concurrent release may have freed it, and a
 * release never removes a newer claim), logging `update` in the same statement. True when
 * it was released.
 */
export async function releaseSquareLogged(db: Queryable, gameId: string, square: number, uid: string, update: LoggedUpdate): Promise<boolean> {
  const { rows } = await db.query(
    `with released as (delete from squares_entries where game_id = $1 and square = $2 and uid = $3 returning 1),
     ${appendTopicEventCtes({ topic: '$4', data: '$5' }, 'released')}
     select exists (select 1 from topic_event) as released`,
    [gameId, square, uid, update.topic, JSON.stringify(update.data)],
  );
  return z.object({ released: z.boolean() }).parse(rows[0]).released;
}

/** Squares `uid` holds in the game: their own, or (onBehalf) those claimed for others. */
export async function countSquares(db: Queryable, gameId: string, filter: { uid?: string; onBehalf?: boolean; entryName?: string }): Promise<number> {
  const { rows } = await db.query(
    `select count(*)::int as n from squares_entries where game_id = $1
       and ($2::text is null or uid = $2) and ($3::boolean is null or on_behalf = $3) and ($4::text is null or entry_name = $4)`,
    [gameId, filter.uid ?? null, filter.onBehalf ?? null, filter.entryName ?? null],
  );
  return z.object({ n: z.number().int() }).parse(rows[0]).n;
}

/** Relabels the player's own squares (not those claimed on behalf of others) in one statement; returns them. */
export async function relabelOwnSquares(db: Queryable, gameId: string, uid: string, entryName: string, entryOwner: EntryOwner): Promise<Square[]> {
  const { rows } = await db.query(
    `update squares_entries set entry_name = $3, entry_owner = $4::text::jsonb
     where game_id = $1 and uid = $2 and not on_behalf
     returning ${SQUARE_COLUMNS}`,
    [gameId, uid, entryName, JSON.stringify(entryOwner)],
  );
  return validSquares(rows).sort((a, b) => a.square - b.square);
}

export async function setSquarePaid(db: Queryable, gameId: string, square: number, paid: boolean): Promise<Square | undefined> {
  const { rows } = await db.query(
    `update squares_entries set paid = $3 where game_id = $1 and square = $2 returning ${SQUARE_COLUMNS}`,
    [gameId, square, paid],
  );
  return rows[0] === undefined ? undefined : toSquare(rows[0]);
}

/** Every square `uid` holds, by game (account steps). */
export async function findSquaresOfUser(db: Queryable, uid: string): Promise<Square[]> {
  const { rows } = await db.query(`select ${SQUARE_COLUMNS} from squares_entries where uid = $1 order by game_id, square`, [uid]);
  return validSquares(rows);
}

/** Moves the squares of `fromUid` in a game to `toUid`, renaming labels by `renames` (promotion, deletion). */
export async function moveSquares(
  db: Queryable,
  gameId: string,
  fromUid: string,
  toUid: string,
  renames: ReadonlyMap<string, string>,
  options: { clearOwner?: boolean } = {},
): Promise<Square[]> {
  const { rows } = await db.query(
    `update squares_entries set uid = $3,
       entry_name = coalesce(($4::text::jsonb) ->> entry_name, entry_name),
       entry_owner = case when $5 then null else entry_owner end
     where game_id = $1 and uid = $2
     returning ${SQUARE_COLUMNS}`,
    [gameId, fromUid, toUid, JSON.stringify(Object.fromEntries(renames)), options.clearOwner ?? false],
  );
  return validSquares(rows).sort((a, b) => a.square - b.square);
}

/** Deletes every square `uid` holds in the game; returns the squares released. */
export async function deleteSquaresOfUser(db: Queryable, gameId: string, uid: string): Promise<number[]> {
  const { rows } = await db.query('delete from squares_entries where game_id = $1 and uid = $2 returning square', [gameId, uid]);
  return rows.map((row) => z.object({ square: z.number().int() }).parse(row).square).sort((a, b) => a - b);
}

/** Sets the owner shown on the player's own squares (their public face changed); returns them by game id. */
export async function setOwnSquaresOwner(db: Queryable, uid: string, entryOwner: EntryOwner): Promise<Map<string, Square[]>> {
  const { rows } = await db.query(
    `update squares_entries set entry_owner = $2::text::jsonb where uid = $1 and not on_behalf returning ${SQUARE_COLUMNS}`,
    [uid, JSON.stringify(entryOwner)],
  );
  const byGame = new Map<string, Square[]>();
  for (const row of rows) {
    const square = toSquare(row);
    if (!square) continue;
    const gameId = String(row.game_id);
    byGame.set(gameId, [...(byGame.get(gameId) ?? []), square].sort((a, b) => a.square - b.square));
  }
  return byGame;
}

// ── Labels (initials, unique per game) ──────────────────────────────────────

const LabelRowSchema = z.object({ entry_name: z.string(), uid: z.string() });

export interface SquaresLabel {
  entryName: string;
  uid: string;
}

export async function findLabels(db: Queryable, gameId: string): Promise<SquaresLabel[]> {
  const { rows } = await db.query('select entry_name, uid from squares_labels where game_id = $1 order by entry_name', [gameId]);
  return rows.map((row) => {
    const r = LabelRowSchema.parse(row);
    return { entryName: r.entry_name, uid: r.uid };
  });
}

/**
 * Takes the label for `uid` unless someone holds it; returns its holder. Two players
 * racing for one label meet at the primary key: the second waits and sees the first.
 */
export async function claimLabel(db: Queryable, gameId: string, entryName: string, uid: string): Promise<string> {
  await db.query('insert into squares_labels (game_id, entry_name, uid) values ($1, $2, $3) on conflict do nothing', [gameId, entryName, uid]);
  const { rows } = await db.query('select uid from squares_labels where game_id = $1 and entry_name = $2', [gameId, entryName]);
  return z.object({ uid: z.string() }).parse(rows[0]).uid;
}

/** Drops the labels `uid` holds in the game that no square of theirs carries, except `keep`. */
export async function deleteUnusedLabels(db: Queryable, gameId: string, uid: string, keep: string | null): Promise<void> {
  await db.query(
    `delete from squares_labels l where l.game_id = $1 and l.uid = $2 and l.entry_name is distinct from $3
       and not exists (select 1 from squares_entries e where e.game_id = l.game_id and e.uid = l.uid and e.entry_name = l.entry_name)`,
    [gameId, uid, keep],
  );
}

/**
 * Moves the labels of `fromUid` to `toUid`, renamed by `renames`; a label `toUid` already
 * holds stays one row (same person now).
 */
export async function moveLabels(db: Queryable, gameId: string, fromUid: string, toUid: string, renames: ReadonlyMap<string, string>): Promise<void> {
  const { rows } = await db.query('delete from squares_labels where game_id = $1 and uid = $2 returning entry_name', [gameId, fromUid]);
  const names = rows.map((row) => LabelRowSchema.pick({ entry_name: true }).parse(row).entry_name).map((name) => renames.get(name) ?? name);
  if (names.length === 0) return;
  await db.query(
    `insert into squares_labels (game_id, entry_name, uid) select $1, name, $3 from unnest($2::text[]) as name on conflict do nothing`,
    [gameId, names, toUid],
  );
}

export async function deleteLabelsOfUser(db: Queryable, gameId: string, uid: string): Promise<void> {
  await db.query('delete from squares_labels where game_id = $1 and uid = $2', [gameId, uid]);
}
