// The kickoff's reads and writes for a batch of squares pools (decision 045): the open pools held
// FOR UPDATE, who holds their squares, and their draws with what the draw settled, each in one
// statement however many pools the batch holds.
import type { GameId } from '../../../contracts/ids.js';
import { z } from 'zod';
import { GamePhaseSchema } from '../../../contracts/games.js';
import type { GamePhase } from '../../../contracts/games.js';
import { ChangeTargetScoresSchema, PeriodResultSchema, ScoringPeriodsSchema, SquaresSizeSchema } from '../../../contracts/squares.js';
import type { DigitSet, PeriodResult } from '../../../contracts/squares.js';
import type { Queryable } from '../database.js';
import { parseGameRow } from './games.repository.js';
import type { HeldSquare } from './squares-settlement.repository.js';
import type { LockedSquare, SquaresGameRecord } from './squares.repository.js';
import { gameIdColumn, sportsGameIdColumn, timestamp } from '../row-types.js';
import type { SportsGameId } from '../../../contracts/sports.js';

/** What the kickoff reads of an open pool: what the draw and the first settlement need. */
export type KickoffGame = Pick<
  SquaresGameRecord,
  'id' | 'seed' | 'seedHash' | 'size' | 'variant' | 'changeTargetScores' | 'scoringPeriods' | 'gamePhase' | 'lockedAt' | 'targetScores' | 'results' | 'correctedAt'
> & { sportsGameId: SportsGameId; babyShower: null };

const KickoffRowSchema = z
  .object({
    id: gameIdColumn,
    game_phase: GamePhaseSchema,
    sports_game_id: sportsGameIdColumn,
    size: SquaresSizeSchema,
    variant: z.literal('SportsGame'),
    scoring_periods: ScoringPeriodsSchema,
    change_target_scores: ChangeTargetScoresSchema,
    seed: z.string().regex(/^[0-9a-f]{64}$/),
    seed_hash: z.string().regex(/^[0-9a-f]{64}$/),
    results: z.array(PeriodResultSchema),
    corrected_at: timestamp.nullable(),
  })
  .transform(
    (r): KickoffGame => ({
      id: r.id,
      sportsGameId: r.sports_game_id,
      gamePhase: r.game_phase,
      size: r.size,
      variant: r.variant,
      scoringPeriods: r.scoring_periods,
      changeTargetScores: r.change_target_scores,
      seed: r.seed,
      seedHash: r.seed_hash,
      lockedAt: null,
      targetScores: null,
      results: r.results,
      correctedAt: r.corrected_at,
      babyShower: null,
    }),
  );

/**
 * Those of `gameIds` still open, their game rows held FOR UPDATE in id order: every claim that will
 * ever land on them has committed (a claim holds its game's row FOR SHARE). A pool locked meanwhile
 * (by its host or another instance) is left out: PostgreSQL checks `locked_at` again on the row it
 * waited for.
 */
export async function findOpenGamesForKickoff(db: Queryable, gameIds: readonly GameId[]): Promise<KickoffGame[]> {
  const { rows } = await db.query(
    `select g.id, g.game_phase, s.sports_game_id, s.size, s.variant, s.scoring_periods, s.change_target_scores, s.seed, s.seed_hash,
       s.results, s.corrected_at
     from games g join squares_games s on s.game_id = g.id
     where g.id = any($1) and s.locked_at is null and s.variant = 'SportsGame'
     order by g.id for update of g`,
    [gameIds],
  );
  return rows.map((row) => parseGameRow(KickoffRowSchema, 'squares_games', row)).filter((game): game is KickoffGame => game !== undefined);
}

const HeldRowSchema = z.object({ game_id: z.string(), square: z.number().int(), uid: z.string(), entry_name: z.string() });

/** Who holds each square of the games, by game, in square order (the grid the draw hashes). */
export async function findHeldSquaresOfGames(db: Queryable, gameIds: readonly GameId[]): Promise<Map<string, HeldSquare[]>> {
  const held = new Map<string, HeldSquare[]>();
  if (gameIds.length === 0) return held;
  const { rows } = await db.query('select game_id, square, uid, entry_name from squares_entries where game_id = any($1) order by game_id, square', [gameIds]);
  for (const row of rows) {
    const parsed = HeldRowSchema.safeParse(row);
    if (!parsed.success) continue; // as findSquares: a row that no longer fits holds nothing
    const { game_id: gameId, square, uid, entry_name: entryName } = parsed.data;
    let squares = held.get(gameId);
    if (!squares) held.set(gameId, (squares = []));
    squares.push({ square, uid, entryName });
  }
  return held;
}

export interface KickoffWrite {
  gameId: GameId;
  gridHash: string;
  lockedGrid: readonly LockedSquare[];
  lockedAt: Date;
  targetScores: readonly DigitSet[];
  results: readonly PeriodResult[];
  correctedAt: string | null;
  gamePhase: GamePhase;
}

/** Stores the batch's draws (locked by the kickoff), what they settled and their phases, in one statement. */
export async function saveKickoffDraws(db: Queryable, writes: readonly KickoffWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const rows = writes.map((w) => ({
    id: w.gameId,
    grid_hash: w.gridHash,
    locked_grid: w.lockedGrid,
    locked_at: w.lockedAt.toISOString(),
    target_scores: w.targetScores,
    results: w.results,
    corrected_at: w.correctedAt,
    game_phase: w.gamePhase,
  }));
  await db.query(
    `with d as (
       select * from jsonb_to_recordset($1::text::jsonb) as d(id text, grid_hash text, locked_grid jsonb, locked_at timestamptz,
         target_scores jsonb, results jsonb, corrected_at timestamptz, game_phase text)
     ),
     drawn as (
       update squares_games s set grid_hash = d.grid_hash, locked_grid = d.locked_grid, locked_at = d.locked_at, locked_by = 'kickoff',
         target_scores = d.target_scores, results = d.results, corrected_at = d.corrected_at
       from d where s.game_id = d.id
     )
     update games g set game_phase = d.game_phase from d where g.id = d.id and g.game_phase is distinct from d.game_phase`,
    [JSON.stringify(rows)],
  );
}
