// The kickoff (docs/product/squares.md): a squares pool still open when its sports game leaves
// Pending locks itself and draws, so nobody claims with the score known (decision 045).
import type { GameId } from '../../contracts/ids.js';
import type { StoredSportsGame } from '../../contracts/sports.js';
import { statusStateOf } from '../../domain/sports/index.js';
import type { Database, Queryable } from '../db/database.js';
import { findOpenSquaresGamesOn } from '../db/repositories/squares-settlement.repository.js';
import { findHeldSquaresOfGames, findOpenGamesForKickoff, saveKickoffDraws } from '../db/repositories/squares-kickoff.repository.js';
import type { KickoffWrite } from '../db/repositories/squares-kickoff.repository.js';
import { runCommand } from './publisher.js';
import type { Publish, Publisher } from './publisher.js';
import { drawOf, lockedEvent, publishGameEvent, settledResults, settlementOf } from './squares-game.js';
import { publishSummariesOfGames } from './user-games.service.js';

/**
 * Pools locked and drawn per transaction. A batch's statements are the same whatever its size
 * (its rows held, their squares read, the draws written, the summaries read and the updates
 * logged), so a pool's share of them falls with the size; a claim on one of its pools waits for
 * the batch's draws, a few milliseconds.
 */
export const KICKOFF_BATCH = 16;

/**
 * Locks and draws the open pools whose sports game has started, `batch` pools a transaction in id
 * order, the event loop handed back between transactions; returns those it locked. A batch whose
 * transaction committed is locked for good: if the instance dies midway, the next tick (or the
 * next ingest leader's catch-up) finds the rest still open and locks them, each exactly once.
 */
export async function kickoffPools(
  db: Database,
  publisher: Publisher,
  sportsById: ReadonlyMap<string, StoredSportsGame>,
  now: () => Date,
  batch: number = KICKOFF_BATCH,
): Promise<GameId[]> {
  const started = (await findOpenSquaresGamesOn(db, [...sportsById.keys()])).filter(({ sportsGameId }) => {
    const sports = sportsById.get(sportsGameId);
    return sports !== undefined && statusStateOf(sports.game) !== 'Pending';
  });
  const locked: GameId[] = [];
  for (let from = 0; from < started.length; from += batch) {
    const ids = started.slice(from, from + batch).map(({ id }) => id);
    locked.push(...(await runCommand(db, publisher, (tx, publish) => lockAndDrawPools(tx, publish, ids, sportsById, now()), { batchUpdates: true })));
    await yieldToEventLoop();
  }
  return locked;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One batch: the pools' rows held, each drawn from the squares held at that moment, locked by the
 * kickoff and settled on what its sports game has already played; then for each its game.locked
 * (and game.settled when the draw settled something) and one summary per player.
 */
async function lockAndDrawPools(tx: Queryable, publish: Publish, ids: readonly GameId[], sportsById: ReadonlyMap<string, StoredSportsGame>, at: Date): Promise<GameId[]> {
  // The host (or another instance's follower) may have locked some since they were read.
  const games = await findOpenGamesForKickoff(tx, ids);
  const held = await findHeldSquaresOfGames(tx, games.map((game) => game.id));
  const writes: KickoffWrite[] = [];
  const summarised: GameId[] = [];
  for (const game of games) {
    const sports = sportsById.get(game.sportsGameId);
    const draw = drawOf(game, held.get(game.id) ?? [], 'kickoff', sports);
    const locked = { ...game, lockedAt: at.toISOString(), targetScores: draw.targetScores, gamePhase: draw.gamePhase };
    const settlement = settlementOf(locked, settledResults(locked, draw.lockedGrid, sports), sports, at);
    writes.push({
      gameId: game.id,
      gridHash: draw.gridHash,
      lockedGrid: draw.lockedGrid,
      lockedAt: at,
      targetScores: draw.targetScores,
      results: settlement?.results ?? game.results,
      correctedAt: settlement?.correctedAt ?? game.correctedAt,
      gamePhase: settlement?.gamePhase ?? draw.gamePhase,
    });
    await publishGameEvent(publish, game.id, lockedEvent(game, draw, at));
    if (settlement) {
      const { gamePhase, results, correctedAt } = settlement;
      await publishGameEvent(publish, game.id, { kind: 'game.settled', gamePhase, results, correctedAt, babyShower: null });
    }
    // My Games shows each player's phase and wins: one summary each once the lock and its settlement are stored.
    if (draw.gamePhase !== game.gamePhase || settlement?.phaseChanged || settlement?.resultsChanged) summarised.push(game.id);
  }
  await saveKickoffDraws(tx, writes);
  await publishSummariesOfGames(tx, publish, summarised);
  return games.map((game) => game.id);
}
