// The squares settlement's reads and writes for a whole feed tick (docs/product/live-data.md): the games on
// the tick's sports games, the squares their results name and the new results, each in one
// statement however many games the tick changed.
import type { GameId } from '../../../contracts/ids.js';
import { z } from 'zod';
import { GamePhaseSchema } from '../../../contracts/games.js';
import type { GamePhase } from '../../../contracts/games.js';
import { ChangeTargetScoresSchema, DigitSetSchema, PeriodResultSchema, ScoringPeriodsSchema, SquaresSizeSchema } from '../../../contracts/squares.js';
import type { PeriodResult, Square } from '../../../contracts/squares.js';
import type { SportsGameId } from '../../../contracts/sports.js';
import type { Queryable } from '../database.js';
import { parseGameRow } from './games.repository.js';
import type { SquaresGameRecord } from './squares.repository.js';
import { timestamp, gameIdColumn, sportsGameIdColumn } from '../row-types.js';

/** What settling a game from its sports game reads of it (the rest of the record is not needed). */
export type SettlementGame = Pick<
  SquaresGameRecord,
  'id' | 'variant' | 'size' | 'scoringPeriods' | 'changeTargetScores' | 'gamePhase' | 'lockedAt' | 'targetScores' | 'results' | 'correctedAt'
> & {
  sportsGameId: SportsGameId;
  /** Baby-shower data is not read here: such a game is settled from its full record. */
  hasBabyShower: boolean;
};

const SettlementRowSchema = z
  .object({
    id: gameIdColumn,
    game_phase: GamePhaseSchema,
    sports_game_id: sportsGameIdColumn,
    size: SquaresSizeSchema,
    variant: z.enum(['SportsGame', 'BabyShower']),
    scoring_periods: ScoringPeriodsSchema,
    change_target_scores: ChangeTargetScoresSchema,
    locked_at: timestamp.nullable(),
    target_scores: z.array(DigitSetSchema).nullable(),
    results: z.array(PeriodResultSchema),
    corrected_at: timestamp.nullable(),
    has_baby_shower: z.boolean(),
  })
  .transform(
    (r): SettlementGame => ({
      id: r.id,
      sportsGameId: r.sports_game_id,
      gamePhase: r.game_phase,
      size: r.size,
      variant: r.variant,
      scoringPeriods: r.scoring_periods,
      changeTargetScores: r.change_target_scores,
      lockedAt: r.locked_at,
      targetScores: r.target_scores,
      results: r.results,
      correctedAt: r.corrected_at,
      hasBabyShower: r.has_baby_shower,
    }),
  );

/**
 * The locked squares games on any of the sports games, but for `except` (games the caller has just
 * locked and settled), row-locked FOR UPDATE in id order (settlement). Games still open are
 * locked one by one at kickoff (findOpenSquaresGamesOn), never held here.
 */
export async function findSquaresGamesToSettle(db: Queryable, sportsGameIds: readonly string[], except: readonly GameId[] = []): Promise<SettlementGame[]> {
  const { rows } = await db.query(
    `select g.id, g.game_phase, s.sports_game_id, s.size, s.variant, s.scoring_periods, s.change_target_scores,
       s.locked_at, s.target_scores, s.results, s.corrected_at, s.baby_shower is not null as has_baby_shower
     from games g join squares_games s on s.game_id = g.id
     where s.sports_game_id = any($1) and s.locked_at is not null and g.id <> all($2::text[])
     order by g.id for update of g`,
    [sportsGameIds, except],
  );
  return rows.map((row) => parseGameRow(SettlementRowSchema, 'squares_games', row)).filter((game): game is SettlementGame => game !== undefined);
}

const OpenGameRowSchema = z.object({ id: gameIdColumn, sports_game_id: sportsGameIdColumn });

/** The squares games on any of the sports games that are still open, in id order, read without a lock (the kickoff locks each on its own). */
export async function findOpenSquaresGamesOn(db: Queryable, sportsGameIds: readonly string[]): Promise<Array<{ id: GameId; sportsGameId: SportsGameId }>> {
  const { rows } = await db.query(
    `select s.game_id as id, s.sports_game_id from squares_games s where s.sports_game_id = any($1) and s.locked_at is null order by s.game_id`,
    [sportsGameIds],
  );
  // A row that fails its schema is reported and skipped, as every game row read here is.
  return rows.flatMap((row) => {
    const parsed = parseGameRow(OpenGameRowSchema, 'squares_games', row);
    return parsed ? [{ id: parsed.id, sportsGameId: parsed.sports_game_id }] : [];
  });
}

/** A claimed square as settlement reads it: who holds it. */
export type HeldSquare = Pick<Square, 'square' | 'uid' | 'entryName'>;

const HeldSquareRowSchema = z.object({ game_id: z.string(), square: z.number().int(), uid: z.string(), entry_name: z.string() });

/** Who holds the given squares (only those claimed come back), by game. */
export async function findHeldSquares(db: Queryable, wanted: ReadonlyArray<{ gameId: GameId; square: number }>): Promise<Map<string, HeldSquare[]>> {
  const held = new Map<string, HeldSquare[]>();
  if (wanted.length === 0) return held;
  const { rows } = await db.query(
    `select e.game_id, e.square, e.uid, e.entry_name
     from squares_entries e join unnest($1::text[], $2::int[]) as w(game_id, square) on e.game_id = w.game_id and e.square = w.square`,
    [wanted.map((w) => w.gameId), wanted.map((w) => w.square)],
  );
  for (const row of rows) {
    const parsed = HeldSquareRowSchema.safeParse(row);
    if (!parsed.success) continue; // as findSquares: a row that no longer fits holds nothing
    const { game_id: gameId, square, uid, entry_name: entryName } = parsed.data;
    held.set(gameId, [...(held.get(gameId) ?? []), { square, uid, entryName }]);
  }
  return held;
}

export interface SettlementWrite {
  gameId: GameId;
  results: readonly PeriodResult[];
  correctedAt: string | null;
  gamePhase: GamePhase;
}

/** Stores new results (and phases) of several games in one statement. */
export async function saveSettlements(db: Queryable, writes: readonly SettlementWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const rows = writes.map((w) => ({ id: w.gameId, results: w.results, corrected_at: w.correctedAt, game_phase: w.gamePhase }));
  await db.query(
    `with r as (
       select * from jsonb_to_recordset($1::text::jsonb) as r(id text, results jsonb, corrected_at timestamptz, game_phase text)
     ),
     saved as (
       update squares_games s set results = r.results, corrected_at = r.corrected_at from r where s.game_id = r.id
     )
     update games g set game_phase = r.game_phase from r where g.id = r.id and g.game_phase <> r.game_phase`,
    [JSON.stringify(rows)],
  );
}
