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
import { appendTopicEventsCtes } from './topic-events.repository.js';

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

/** One claim or release of a batch (claim-batcher): the caller's session, the square, and a claim's label. */
export interface EntryAttempt {
  tokenHash: string;
  square: number;
  /** The claim's initials, normalised; null for a release. */
  entryName: string | null;
}

/** What an attempt of a batch read before the rules decide; caller null when the session is unknown, expired or revoked. */
export interface EntryStart {
  caller: { uid: string; type: 'anonymous' | 'signedIn' } | null;
  /** A claim's player had no My Games row: this batch added it (removed again if none of their claims lands). */
  joined: boolean;
  /** Who holds the claim's label in the game, if anyone. */
  labelHolder: string | null;
  /** The square's holder as the batch starts. */
  holder: { uid: string; onBehalf: boolean } | null;
  claimer: { handle: string | null; avatarId: number | null; realName: string | null };
}

const EntryStartRowSchema = z.object({
  caller_uid: z.string().nullable(),
  caller_type: z.enum(['anonymous', 'signedIn']).nullable(),
  found: z.boolean(),
  joined: z.boolean(),
  label_holder: z.string().nullable(),
  holder_uid: z.string().nullable(),
  holder_on_behalf: z.boolean().nullable(),
  claimer_handle: z.string().nullable(),
  claimer_avatar_id: z.number().int().nullable(),
  claimer_real_name: z.string().nullable(),
});

/**
 * One statement for everything a batch of claims and releases of one game reads before the
 * rules decide: each caller's session (checked here, as sessionUserCte does, not in a lookup
 * before); the game row FOR SHARE (decision 008), once for the batch and only if some caller
 * is signed in; each claiming player's My Games row, added if missing and locked either way
 * (ON CONFLICT DO UPDATE locks the existing row; `where false` writes nothing; in uid order, as
 * the batch's writes take their rows in key order, so that two instances' batches seldom
 * deadlock, and are retried when they do), so one player's claims in a game take turns across
 * instances and a count read after this is exact; each
 * claim's label holder and each square's holder; the callers' public faces. Labels
 * are stored normalised (every writer stores checkGameInitials' value or a suffixed one), so
 * the label checkGameInitials would find taken is the one with exactly the normalised initials.
 * `game` is undefined when the game does not exist (or no caller has a session).
 */
export async function startEntries(
  db: Queryable,
  gameId: string,
  attempts: readonly EntryAttempt[],
  now: Date,
): Promise<{ game: EntryGame | undefined; starts: EntryStart[] }> {
  const { rows } = await db.query(
    `with input as (
       select * from unnest($2::text[], $3::int[], $4::text[]) with ordinality as i(token_hash, square, entry_name, n)
     ),
     callers as (
       select i.n, u.uid, u.type from input i join sessions s on s.token_hash = i.token_hash join users u on u.uid = s.uid
       where s.revoked_at is null and s.expires_at > $5
     ),
     game as (
       select g.id, g.uid, g.game_phase, s.size, s.entry_limit, s.locked_at, s.sports_game_id
       from games g join squares_games s on s.game_id = g.id
       where g.id = $1 and exists (select 1 from callers) for share of g
     ),
     joined as (
       insert into user_games (uid, game_id, joined_at)
       select distinct c.uid, game.id, $5::timestamptz from callers c join input i on i.n = c.n and i.entry_name is not null, game
       order by c.uid
       on conflict (uid, game_id) do update set joined_at = user_games.joined_at where false
       returning uid
     )
     select c.uid as caller_uid, c.type as caller_type, game.id is not null as found,
       game.uid as host_uid, (select type from users where uid = game.uid) as host_type, game.game_phase,
       game.size, game.entry_limit, game.locked_at, sg.status as sports_status, sg.game_time as sports_game_time,
       i.entry_name is not null and exists (select 1 from joined j where j.uid = c.uid) as joined,
       (select l.uid from squares_labels l where l.game_id = $1 and l.entry_name = i.entry_name) as label_holder,
       e.uid as holder_uid, e.on_behalf as holder_on_behalf,
       cu.handle as claimer_handle, cu.avatar_id as claimer_avatar_id, cu.real_name as claimer_real_name
     from input i left join callers c on c.n = i.n left join users cu on cu.uid = c.uid
       left join game on true left join sports_games sg on sg.id = game.sports_game_id
       left join squares_entries e on e.game_id = $1 and e.square = i.square
     order by i.n`,
    [gameId, attempts.map((a) => a.tokenHash), attempts.map((a) => a.square), attempts.map((a) => a.entryName), now],
  );
  let game: EntryGame | undefined;
  const starts = rows.map((row): EntryStart => {
    const r = EntryStartRowSchema.parse(row);
    if (r.found && game === undefined) {
      const parsed = EntryGameRowSchema.safeParse(row);
      if (parsed.success) game = toEntryGame(parsed.data);
      else reportInvalidRow('squares_games', gameId, parsed.error.message);
    }
    return {
      caller: r.caller_uid === null || r.caller_type === null ? null : { uid: r.caller_uid, type: r.caller_type },
      joined: r.joined,
      labelHolder: r.label_holder,
      holder: r.holder_uid === null ? null : { uid: r.holder_uid, onBehalf: r.holder_on_behalf ?? false },
      claimer: { handle: r.claimer_handle, avatarId: r.claimer_avatar_id, realName: r.claimer_real_name },
    };
  });
  return { game, starts };
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

/** A claim of a batch that the rules let through, with the update that tells it. */
export interface NewClaim {
  square: number;
  uid: string;
  entryName: string;
  entryOwner: EntryOwner;
  onBehalf: boolean;
  update: unknown;
}

/** What became of a claim: `labelHolder` null means the label was committed elsewhere meanwhile (read it again). */
export interface ClaimOutcome {
  labelHolder: string | null;
  /** This statement added the label (it is removed again if no claim uses it: undoUnusedJoins). */
  labelAdded: boolean;
  claimed: boolean;
}

/**
 * Takes the labels (unless someone holds them) and, for each claim whose label is its
 * claimer's, the square, and logs each claimed square's update on `topic` in claim order —
 * one statement for the whole batch, in this order: the labels, the squares (the primary key
 * decides who owns a square, decision 008), then the topic's head, held until commit. A
 * label committed by another transaction while the statement waited for it is invisible to
 * its snapshot: such a claim has `labelHolder` null and nothing written. The claims' squares
 * are distinct (the batch refuses a second claim of a square before this).
 */
export async function claimLabelsAndSquares(db: Queryable, gameId: string, claims: readonly NewClaim[], createdAt: Date, topic: string): Promise<ClaimOutcome[]> {
  const { rows } = await db.query(
    `with input as (
       select * from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::text[])
         with ordinality as i(square, uid, entry_name, entry_owner, on_behalf, data, n)
     ),
     label as (
       insert into squares_labels (game_id, entry_name, uid) select distinct $1, entry_name, uid from input order by entry_name
       on conflict do nothing returning entry_name, uid
     ),
     holder as (
       select i.n, coalesce(l.uid, (select s.uid from squares_labels s where s.game_id = $1 and s.entry_name = i.entry_name)) as uid,
         l.uid is not null as added
       from input i left join label l on l.entry_name = i.entry_name
     ),
     claimed as (
       insert into squares_entries (game_id, square, uid, entry_name, entry_owner, on_behalf, created_at)
       select $1, i.square, i.uid, i.entry_name, i.entry_owner::jsonb, i.on_behalf, $8 from input i join holder h on h.n = i.n and h.uid = i.uid
       order by i.square
       on conflict (game_id, square) do nothing
       returning square
     ),
     events as (select i.n, i.data from input i join claimed c on c.square = i.square),
     ${appendTopicEventsCtes('$9', 'events')}
     select h.uid as label_holder, h.added as label_added, exists (select 1 from claimed c where c.square = i.square) as claimed
     from input i join holder h on h.n = i.n order by i.n`,
    [
      gameId,
      claims.map((c) => c.square),
      claims.map((c) => c.uid),
      claims.map((c) => c.entryName),
      claims.map((c) => JSON.stringify(c.entryOwner)),
      claims.map((c) => c.onBehalf),
      claims.map((c) => JSON.stringify(c.update)),
      createdAt,
      topic,
    ],
  );
  return rows.map((row) => {
    const r = z.object({ label_holder: z.string().nullable(), label_added: z.boolean(), claimed: z.boolean() }).parse(row);
    return { labelHolder: r.label_holder, labelAdded: r.label_added, claimed: r.claimed };
  });
}

/**
 * Releases each square that its given holder still holds (a concurrent release may have freed
 * it, and a release never removes a newer claim), logging each release's update on `topic`
 * in the same statement. Returns the squares released.
 */
export async function releaseSquaresLogged(
  db: Queryable,
  gameId: string,
  releases: ReadonlyArray<{ square: number; uid: string; update: unknown }>,
  topic: string,
): Promise<Set<number>> {
  const { rows } = await db.query(
    `with input as (select * from unnest($2::int[], $3::text[], $4::text[]) with ordinality as i(square, uid, data, n)),
     released as (
       delete from squares_entries e using input i where e.game_id = $1 and e.square = i.square and e.uid = i.uid returning e.square
     ),
     events as (select i.n, i.data from input i join released r on r.square = i.square),
     ${appendTopicEventsCtes('$5', 'events')}
     select square from released`,
    [gameId, releases.map((r) => r.square), releases.map((r) => r.uid), releases.map((r) => JSON.stringify(r.update)), topic],
  );
  return new Set(rows.map((row) => z.object({ square: z.number().int() }).parse(row).square));
}

/**
 * Undoes what a batch's refused claims wrote before they were refused: the My Games rows
 * of `uids` (added by this batch, no claim of theirs landed) and the labels `entryNames`
 * (added by this batch, no square carries them).
 */
export async function undoUnusedJoins(db: Queryable, gameId: string, uids: readonly string[], entryNames: readonly string[]): Promise<void> {
  await db.query(
    `with joins as (delete from user_games where game_id = $1 and uid = any($2::text[]))
     delete from squares_labels l where l.game_id = $1 and l.entry_name = any($3::text[])
       and not exists (select 1 from squares_entries e where e.game_id = l.game_id and e.entry_name = l.entry_name)`,
    [gameId, uids, entryNames],
  );
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
