import type { GameId } from '../../contracts/ids.js';
import type { StoredSportsGame } from '../../contracts/sports.js';
import { findHeldSquares, findSquaresGamesToSettle, saveSettlements } from '../db/repositories/squares-settlement.repository.js';
import type { SettlementGame } from '../db/repositories/squares-settlement.repository.js';
import { findSquares, findSquaresGame } from '../db/repositories/squares.repository.js';
import type { Queryable } from '../db/database.js';
import { runCommand } from './publisher.js';
import type { Publish } from './publisher.js';
import { kickoffPools } from './squares-kickoff.js';
import { publishSettledEvent, settledResults, settleSquaresGame, settlementMovesSummaries, settlementOf } from './squares-game.js';
import { publishSummariesOfGames } from './user-games.service.js';
import type { Settlement } from './squares-game.js';
import type { SportsGameFollower } from './sports-games.service.js';

/**
 * Squares pools follow their sports game (docs/product/squares.md) once the feed's change has
 * committed (decision 045):
 * - a game still open when the sports game leaves Pending locks itself ('kickoff') and
 *   draws, so nobody claims with the score known;
 * - a locked game re-settles its results on every change and is Over on a played final; a
 *   change after that (a stat correction) re-settles visibly (correctedAt);
 * - a postponed or cancelled game stays Locked (Live) until it is played or deleted.
 *
 * The kickoff (squares-kickoff.ts) locks and draws the pools a few at a time, each batch in a
 * transaction of its own, the event loop handed back between batches: a claim on a pool waits at
 * most for its batch's draws, never for every pool of the game, and a batch whose transaction
 * committed is locked for good — if the instance dies midway, the next tick (or the next ingest
 * leader's catch-up) finds the rest still open and locks them, each exactly once.
 *
 * A feed tick changes many sports games at once (docs/product/live-data.md), so the locked games
 * of all of them then settle together in one transaction: one read of the games, one of the
 * squares their results name (the winners are known from the scores and the draw before
 * anyone's square is read), one write, and their players' My Games rows in one read.
 */
export function squaresSettlementListener(now: () => Date, options: { kickoffBatch?: number } = {}): SportsGameFollower {
  return {
    async follow(db, publisher, changes) {
      const sportsById = new Map(changes.map((change) => [change.after.game.id, change.after]));
      const justLocked = await kickoffPools(db, publisher, sportsById, now, options.kickoffBatch);
      await runCommand(db, publisher, (tx, publish) => settleAll(tx, publish, sportsById, justLocked, now()), { batchUpdates: true });
    },
  };
}

/** The locked games on the tick's sports games (but those the kickoff just locked and settled), settled together. */
async function settleAll(tx: Queryable, publish: Publish, sportsById: ReadonlyMap<string, StoredSportsGame>, except: readonly GameId[], at: Date): Promise<void> {
  const locked: Array<{ game: SettlementGame; sports: StoredSportsGame }> = [];
  for (const game of await findSquaresGamesToSettle(tx, [...sportsById.keys()], except)) {
    const sports = sportsById.get(game.sportsGameId);
    if (!sports) continue;
    if (game.targetScores !== null && game.variant === 'SportsGame' && !game.hasBabyShower) locked.push({ game, sports });
    else await settleInFull(tx, publish, game, sports, at);
  }
  await settleLocked(tx, publish, locked, at);
}

/** A game the batch does not cover (a baby shower's data, or no draw): read whole and settled as the host's commands do. */
async function settleInFull(tx: Queryable, publish: Publish, game: SettlementGame, sports: StoredSportsGame, at: Date): Promise<void> {
  const record = await findSquaresGame(tx, game.id); // its row is already held FOR UPDATE
  if (!record) return;
  await settleSquaresGame(tx, publish, record, await findSquares(tx, game.id), sports, at);
}

async function settleLocked(tx: Queryable, publish: Publish, locked: ReadonlyArray<{ game: SettlementGame; sports: StoredSportsGame }>, at: Date): Promise<void> {
  const withoutHolders = (game: SettlementGame, sports: StoredSportsGame) => settledResults({ ...game, babyShower: null }, [], sports);
  const wanted = locked.flatMap(({ game, sports }) => withoutHolders(game, sports).map(({ square }) => ({ gameId: game.id, square })));
  const held = await findHeldSquares(tx, wanted);
  const settled: Array<{ gameId: GameId; settlement: Settlement }> = [];
  for (const { game, sports } of locked) {
    const asStored = { ...game, babyShower: null };
    const settlement = settlementOf(asStored, settledResults(asStored, held.get(game.id) ?? [], sports), sports, at);
    if (settlement) settled.push({ gameId: game.id, settlement });
  }
  await saveSettlements(tx, settled.map(({ gameId, settlement }) => ({ gameId, ...settlement })));
  for (const { gameId, settlement } of settled) await publishSettledEvent(publish, gameId, settlement, null);
  // Every tick of a live game moves its pools' winners: their players' rows are read together, not a pool at a time.
  await publishSummariesOfGames(tx, publish, settled.filter(({ settlement }) => settlementMovesSummaries(settlement)).map(({ gameId }) => gameId));
}
