// A squares game's rows and its squares as the contract shows them. The claim batch's
// statements: squares-claims.repository.ts; labels: squares-labels.repository.ts; what an
// account change moves: squares-account-steps.repository.ts.
import type { GameId } from '../../../contracts/ids.js';
import type { SportsGameId } from '../../../contracts/sports.js';
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
import { timestamp, gameIdColumn, sportsGameIdColumn } from '../row-types.js';

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
  sportsGameId: SportsGameId | null;
  changeTargetScores: ChangeTargetScores;
  scoringPeriods: ScoringPeriods;
  entryLimit: number | null;
  payouts: string[];
  /** Price per square in cents; null: free (docs/product/squares.md#price-and-tally). */
  priceCents: number | null;
  babyShower: BabyShowerData | null;
  /** Secret until the game locks (docs/product/squares.md): never sent while Pending. */
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
  sports_game_id: sportsGameIdColumn.nullable(),
  change_target_scores: z.enum(['SameAllGame', 'ChangeEveryOtherPeriod', 'ChangeEveryPeriod']),
  scoring_periods: z.enum(['Every', 'Halves', 'Final']),
  entry_limit: z.number().int().nullable(),
  payouts: z.array(z.string()),
  price_cents: z.number().int().nullable(),
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
    priceCents: r.price_cents,
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
    s.size, s.variant, s.sports_game_id, s.change_target_scores, s.scoring_periods, s.entry_limit, s.payouts, s.price_cents, s.baby_shower,
    s.seed, s.seed_hash, s.grid_hash, s.locked_grid, s.locked_at, s.locked_by, s.target_scores, s.results, s.corrected_at,
    ${GAME_HOST_COLUMNS}
  from games g join squares_games s on s.game_id = g.id join users u on u.uid = g.uid`;

export async function findSquaresGame(db: Queryable, gameId: GameId, lock: GameRowLock = 'none'): Promise<SquaresGameRecord | undefined> {
  const { rows } = await db.query(`${SELECT_GAME} where g.id = $1${gameRowLockClause(lock)}`, [gameId]);
  return rows[0] === undefined ? undefined : toRecord(rows[0]);
}

export interface NewSquaresGame {
  gameId: GameId;
  size: SquaresSize;
  variant: 'SportsGame' | 'BabyShower';
  sportsGameId: SportsGameId | null;
  changeTargetScores: ChangeTargetScores;
  scoringPeriods: ScoringPeriods;
  entryLimit: number | null;
  payouts: readonly string[];
  priceCents: number | null;
  babyShower: BabyShowerData | null;
  seed: string;
  seedHash: string;
}

export async function insertSquaresGame(db: Queryable, game: NewSquaresGame): Promise<void> {
  await db.query(
    `insert into squares_games (game_id, size, variant, sports_game_id, change_target_scores, scoring_periods, entry_limit,
       payouts, baby_shower, seed, seed_hash, price_cents)
     values ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9::text::jsonb, $10, $11, $12)`,
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
      game.priceCents,
    ],
  );
}

/** The host's edit (docs/product/squares.md#host-tools): the shared game row and the squares row. */
export async function saveSquaresSettings(
  db: Queryable,
  gameId: GameId,
  settings: { name: string; description: string; entryLimit: number | null; payouts: readonly string[]; priceCents: number | null },
): Promise<void> {
  await db.query('update games set name = $2, description = $3 where id = $1', [gameId, settings.name, settings.description]);
  await db.query('update squares_games set entry_limit = $2, payouts = $3::text::jsonb, price_cents = $4 where game_id = $1', [
    gameId,
    settings.entryLimit,
    JSON.stringify(settings.payouts),
    settings.priceCents,
  ]);
}

export async function saveDraw(
  db: Queryable,
  gameId: GameId,
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
  gameId: GameId,
  settled: { results: readonly PeriodResult[]; correctedAt: string | null; babyShower: BabyShowerData | null },
): Promise<void> {
  await db.query(
    'update squares_games set results = $2::text::jsonb, corrected_at = $3, baby_shower = $4::text::jsonb where game_id = $1',
    [gameId, JSON.stringify(settled.results), settled.correctedAt, settled.babyShower === null ? null : JSON.stringify(settled.babyShower)],
  );
}

// ── Squares entries ─────────────────────────────────────────────────────────

const SquareRowSchema = z.object({
  game_id: gameIdColumn,
  square: z.number().int(),
  uid: z.string(),
  entry_name: z.string(),
  entry_owner: EntryOwnerSchema,
  on_behalf: z.boolean(),
  paid: z.boolean(),
  created_at: timestamp,
});

/** A squares_entries row as the contract's Square; undefined (reported) when the row is invalid. */
export function toSquare(row: unknown): Square | undefined {
  const parsed = SquareRowSchema.safeParse(row);
  if (!parsed.success) {
    const r = row as { game_id?: unknown; square?: unknown } | null;
    reportInvalidRow('squares_entries', `${String(r?.game_id)}/${String(r?.square)}`, parsed.error.message);
    return undefined;
  }
  const r = parsed.data;
  return { square: r.square, uid: r.uid, entryName: r.entry_name, entryOwner: r.entry_owner, onBehalf: r.on_behalf, paid: r.paid, created: r.created_at };
}

export const validSquares = (rows: unknown[]) => rows.map(toSquare).filter((square): square is Square => square !== undefined);

/** The columns toSquare reads. */
export const SQUARE_COLUMNS = 'game_id, square, uid, entry_name, entry_owner, on_behalf, paid, created_at';

/** The game's claimed squares in square order. */
export async function findSquares(db: Queryable, gameId: GameId): Promise<Square[]> {
  const { rows } = await db.query(`select ${SQUARE_COLUMNS} from squares_entries where game_id = $1 order by square`, [gameId]);
  return validSquares(rows);
}

/** Relabels the player's own squares (not those claimed on behalf of others) in one statement; returns them. */
export async function relabelOwnSquares(db: Queryable, gameId: GameId, uid: string, entryName: string, entryOwner: EntryOwner): Promise<Square[]> {
  const { rows } = await db.query(
    `update squares_entries set entry_name = $3, entry_owner = $4::text::jsonb
     where game_id = $1 and uid = $2 and not on_behalf
     returning ${SQUARE_COLUMNS}`,
    [gameId, uid, entryName, JSON.stringify(entryOwner)],
  );
  return validSquares(rows).sort((a, b) => a.square - b.square);
}

/** Every square carrying the label `from`, whoever claimed it, now carries `to`; returns them. */
export async function renameSquaresLabel(db: Queryable, gameId: GameId, from: string, to: string): Promise<Square[]> {
  const { rows } = await db.query(
    `update squares_entries set entry_name = $3 where game_id = $1 and entry_name = $2 returning ${SQUARE_COLUMNS}`,
    [gameId, from, to],
  );
  return validSquares(rows).sort((a, b) => a.square - b.square);
}

/** The host's release of anyone's square. */
export async function deleteSquare(db: Queryable, gameId: GameId, square: number): Promise<void> {
  await db.query('delete from squares_entries where game_id = $1 and square = $2', [gameId, square]);
}

/** The host's reassignment: the square goes to `to` (unpaid, since its new holder has not paid for it); returns it. */
export async function reassignSquare(
  db: Queryable,
  gameId: GameId,
  square: number,
  to: { uid: string; entryName: string; entryOwner: EntryOwner; onBehalf: boolean },
): Promise<Square | undefined> {
  const { rows } = await db.query(
    `update squares_entries set uid = $3, entry_name = $4, entry_owner = $5::text::jsonb, on_behalf = $6, paid = false
     where game_id = $1 and square = $2 returning ${SQUARE_COLUMNS}`,
    [gameId, square, to.uid, to.entryName, JSON.stringify(to.entryOwner), to.onBehalf],
  );
  return rows[0] === undefined ? undefined : toSquare(rows[0]);
}

export async function setSquarePaid(db: Queryable, gameId: GameId, square: number, paid: boolean): Promise<Square | undefined> {
  const { rows } = await db.query(
    `update squares_entries set paid = $3 where game_id = $1 and square = $2 returning ${SQUARE_COLUMNS}`,
    [gameId, square, paid],
  );
  return rows[0] === undefined ? undefined : toSquare(rows[0]);
}
