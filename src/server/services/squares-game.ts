// The parts of a squares game every squares command shares: reading it as the contract's
// SquaresGame, and the lock and settlement that both the host and the feed trigger.
import type { GameId } from '../../contracts/ids.js';
import { gameTopic } from '../../contracts/topics.js';
import type { GamePhase } from '../../contracts/games.js';
import type { ActivityRecord, DigitSet, PeriodResult, SquaresGame, SquaresGameEvent, Square } from '../../contracts/squares.js';
import type { StoredSportsGame } from '../../contracts/sports.js';
import {
  digitSetCount,
  drawTargetScores,
  gridHash,
  settleBabyShower,
  settleResults,
  squaresPhase,
} from '../../domain/squares/index.js';
import { jsonEqual, sportOfLeague } from '../../domain/sports/index.js';
import type { Queryable } from '../db/database.js';
import { setGamePhase } from '../db/repositories/games.repository.js';
import { findSportsGame } from '../db/repositories/sports-games.repository.js';
import { findSquares, findSquaresGame, saveDraw, saveResults } from '../db/repositories/squares.repository.js';
import { findActivity } from '../db/repositories/squares-activity.repository.js';
import type { HeldSquare } from '../db/repositories/squares-settlement.repository.js';
import type { LockedSquare, SquaresGameRecord } from '../db/repositories/squares.repository.js';
import type { Publish } from './publisher.js';
import { gameHostOf } from './game-common.js';
import { publishGameSummaries } from './user-games.service.js';

/** The game as players see it. The seed stays secret until the game locks (docs/product/squares.md). */
export function toSquaresGame(game: SquaresGameRecord, squares: Square[], sports: StoredSportsGame | undefined, activityLog: ActivityRecord[]): SquaresGame {
  const locked = game.lockedAt !== null;
  return {
    id: game.id,
    type: 'Squares',
    code: game.code,
    name: game.name,
    description: game.description,
    host: gameHostOf(game),
    created: game.createdAt,
    size: game.size,
    variant: game.variant,
    sportsGameId: game.sportsGameId,
    sportsLeague: sports?.game.sportsLeague ?? null,
    gameStartTime: game.gameStartTime,
    changeTargetScores: game.changeTargetScores,
    scoringPeriods: game.scoringPeriods,
    entryLimit: game.entryLimit,
    payouts: game.payouts,
    priceCents: game.priceCents,
    babyShower: game.babyShower,
    gamePhase: game.gamePhase,
    lockedAt: game.lockedAt,
    lockedBy: game.lockedBy,
    draw: { seedHash: game.seedHash, seed: locked ? game.seed : null, gridHash: game.gridHash, lockedSquares: game.lockedGrid },
    targetScores: locked ? game.targetScores : null,
    squares,
    results: game.results,
    correctedAt: game.correctedAt,
    activityLog,
  };
}

export const findGameSportsGame = (db: Queryable, game: SquaresGameRecord) =>
  game.sportsGameId === null ? Promise.resolve(undefined) : findSportsGame(db, game.sportsGameId);

/** GET /api/games/{id} and the `game:{id}` snapshot; undefined when there is no such squares game. */
export async function readSquaresGame(db: Queryable, gameId: GameId): Promise<SquaresGame | undefined> {
  const game = await findSquaresGame(db, gameId);
  if (!game) return undefined;
  return toSquaresGame(game, await findSquares(db, gameId), await findGameSportsGame(db, game), await findActivity(db, gameId));
}

export const publishGameEvent = (publish: Publish, gameId: GameId, event: SquaresGameEvent) => publish(gameTopic, { id: gameId }, event);

/**
 * Draws the digits and locks the game (docs/product/squares.md), then settles what the sports game has
 * already played. The caller holds the game row FOR UPDATE, so every claim that will ever
 * land has committed and is in `findSquares`.
 */
export async function lockAndDraw(
  tx: Queryable,
  publish: Publish,
  game: SquaresGameRecord,
  lockedBy: 'host' | 'kickoff',
  sports: StoredSportsGame | undefined,
  now: Date,
): Promise<void> {
  const squares = await findSquares(tx, game.id);
  const draw = drawOf(game, squares, lockedBy, sports);
  const { gamePhase, lockedGrid, targetScores } = draw;
  await saveDraw(tx, game.id, { gridHash: draw.gridHash, lockedGrid, lockedAt: now, lockedBy, targetScores });
  await setGamePhase(tx, game.id, gamePhase);
  const locked: SquaresGameRecord = { ...game, gridHash: draw.gridHash, lockedGrid, lockedAt: now.toISOString(), lockedBy, targetScores, gamePhase };
  await publishGameEvent(publish, game.id, lockedEvent(game, draw, now));
  await settleSquaresGame(tx, publish, locked, squares, sports, now);
  if (gamePhase !== game.gamePhase) await publishGameSummaries(tx, publish, game.id);
}

/** What a draw reads of its game: the seed, the grid's size and the rules that say how many digit sets. */
export type DrawnGame = Pick<SquaresGameRecord, 'seed' | 'seedHash' | 'size' | 'variant' | 'changeTargetScores' | 'babyShower'>;

export interface Draw {
  gridHash: string;
  lockedGrid: LockedSquare[];
  lockedBy: 'host' | 'kickoff';
  targetScores: DigitSet[];
  /** The phase the lock moves the game to (before anything settles). */
  gamePhase: GamePhase;
}

/** The draw of a game locked with `squares` (in square order), as docs/product/squares.md tells it: no I/O. */
export function drawOf(game: DrawnGame, squares: readonly HeldSquare[], lockedBy: 'host' | 'kickoff', sports: StoredSportsGame | undefined): Draw {
  const lockedGrid = squares.map(({ square, uid, entryName }) => ({ square, uid, entryName }));
  const grid = gridHash(lockedGrid, game.size);
  const setCount = sports && game.variant === 'SportsGame' ? digitSetCount(sportOfLeague(sports.game.sportsLeague), game.changeTargetScores) : 1;
  const targetScores = drawTargetScores(game.seed, grid, game.size, setCount);
  const gamePhase = squaresPhase({
    locked: true,
    variant: game.variant,
    status: sports?.game.status ?? null,
    birthResultEntered: game.babyShower?.birthResult != null,
  });
  return { gridHash: grid, lockedGrid, lockedBy, targetScores, gamePhase };
}

/** The game.locked update: the seed revealed with the grid it was drawn on (docs/product/squares.md). */
export function lockedEvent(game: DrawnGame, draw: Draw, lockedAt: Date): SquaresGameEvent {
  return {
    kind: 'game.locked',
    gamePhase: draw.gamePhase,
    lockedAt: lockedAt.toISOString(),
    lockedBy: draw.lockedBy,
    draw: { seedHash: game.seedHash, seed: game.seed, gridHash: draw.gridHash, lockedSquares: draw.lockedGrid },
    targetScores: draw.targetScores,
  };
}

/** What settlement reads of a game: its rules, its draw and what it settled to last. */
type SettledGame = Pick<
  SquaresGameRecord,
  'variant' | 'size' | 'scoringPeriods' | 'changeTargetScores' | 'lockedAt' | 'targetScores' | 'results' | 'gamePhase' | 'correctedAt' | 'babyShower'
>;

/**
 * The results of a locked game from its sports game (or birth result). Only the holders of
 * the winning squares matter: squares that no result names may be left out.
 */
export function settledResults(game: SettledGame, squares: readonly HeldSquare[], sports: StoredSportsGame | undefined): PeriodResult[] {
  if (game.targetScores === null) return game.results;
  const birthResult = game.babyShower?.birthResult ?? null;
  if (game.variant === 'BabyShower') {
    return birthResult ? settleBabyShower({ birthResult, targetScores: game.targetScores, size: game.size, squares }) : [];
  }
  if (!sports) return game.results;
  return settleResults({
    sport: sports.game.sport,
    status: sports.game.status,
    periodScores: sports.game.periodScores,
    size: game.size,
    scoringPeriods: game.scoringPeriods,
    changeTargetScores: game.changeTargetScores,
    targetScores: game.targetScores,
    squares,
  });
}

export interface Settlement {
  results: PeriodResult[];
  gamePhase: GamePhase;
  correctedAt: string | null;
  phaseChanged: boolean;
  resultsChanged: boolean;
}

/**
 * What re-settling `game` to `results` changes since `before` (by default the game as
 * stored), or undefined when nothing does. Results that change after the game was Over
 * are a correction: correctedAt is set so the page shows it (docs/product/squares.md).
 */
export function settlementOf(
  game: SettledGame,
  results: PeriodResult[],
  sports: StoredSportsGame | undefined,
  now: Date,
  before: SettledGame = game,
): Settlement | undefined {
  const birthResultEntered = game.babyShower?.birthResult != null;
  const gamePhase = squaresPhase({ locked: true, variant: game.variant, status: sports?.game.status ?? null, birthResultEntered });
  const resultsChanged = !jsonEqual(results, before.results);
  const correctedAt = resultsChanged && before.gamePhase === 'Over' ? now.toISOString() : before.correctedAt;
  const phaseChanged = gamePhase !== before.gamePhase;
  if (!resultsChanged && !phaseChanged && correctedAt === before.correctedAt && jsonEqual(game.babyShower, before.babyShower)) return undefined;
  return { results, gamePhase, correctedAt, phaseChanged, resultsChanged };
}

/** The players' game lists change with a settlement when the phase moved or the winners changed (My Games shows each player's wins, docs/product/site.md#my-games). */
export const settlementMovesSummaries = (settlement: Settlement): boolean => settlement.phaseChanged || settlement.resultsChanged;

/** Publishes a stored settlement's game.settled. */
export async function publishSettledEvent(publish: Publish, gameId: GameId, settlement: Settlement, babyShower: SquaresGameRecord['babyShower']): Promise<void> {
  const { gamePhase, results, correctedAt } = settlement;
  await publishGameEvent(publish, gameId, { kind: 'game.settled', gamePhase, results, correctedAt, babyShower });
}

/** Publishes a stored settlement: game.settled, and the players' game lists when they change. */
async function publishSettlement(
  tx: Queryable,
  publish: Publish,
  gameId: GameId,
  settlement: Settlement,
  babyShower: SquaresGameRecord['babyShower'],
): Promise<void> {
  await publishSettledEvent(publish, gameId, settlement, babyShower);
  if (settlementMovesSummaries(settlement)) await publishGameSummaries(tx, publish, gameId);
}

/**
 * Re-settles a locked game from its sports game (or birth result) and publishes
 * game.settled only when something changed since `before` (by default the game as
 * stored); see settlementOf.
 */
export async function settleSquaresGame(
  tx: Queryable,
  publish: Publish,
  game: SquaresGameRecord,
  squares: readonly Square[],
  sports: StoredSportsGame | undefined,
  now: Date,
  before: SquaresGameRecord = game,
): Promise<void> {
  if (game.lockedAt === null || game.targetScores === null) return;
  const settlement = settlementOf(game, settledResults(game, squares, sports), sports, now, before);
  if (!settlement) return;
  await saveResults(tx, game.id, { results: settlement.results, correctedAt: settlement.correctedAt, babyShower: game.babyShower });
  if (settlement.phaseChanged) await setGamePhase(tx, game.id, settlement.gamePhase);
  await publishSettlement(tx, publish, game.id, settlement, game.babyShower);
}
