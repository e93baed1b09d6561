import type { GameId } from '../../contracts/ids.js';
import { statusStateOf } from '../../domain/sports/index.js';
import type { StoredSportsGame } from '../../contracts/sports.js';
import { findHeldSquares, findSquaresGamesToSettle, saveSettlements } from '../db/repositories/squares-settlement.repository.js';
import type { SettlementGame } from '../db/repositories/squares-settlement.repository.js';
import { findSquares, findSquaresGame } from '../db/repositories/squares.repository.js';
import type { Queryable } from '../db/database.js';
import type { Publish } from './publisher.js';
import { lockAndDraw, publishSettlement, settledResults, settleSquaresGame, settlementOf } from './squares-game.js';
import type { Settlement } from './squares-game.js';
import type { SportsGameListener } from './sports-games.service.js';

/**
 * Squares pools follow their sports game (docs/product/squares.md), in one transaction right after
 * the one that stores and publishes the feed's change (decision 045):
 * - a game still open when the sports game leaves Pending locks itself ('kickoff') and
 *   draws, so nobody claims with the score known;
 * - a locked game re-settles its results on every change and is Over on a played final; a
 *   change after that (a stat correction) re-settles visibly (correctedAt);
 * - a postponed or cancelled game stays Locked (Live) until it is played or deleted.
 *
 * A feed tick changes many sports games at once (docs/product/live-data.md), so the locked games of all of
 * them settle together: one read of the games, one of the squares their results name (the
 * winners are known from the scores and the draw before anyone's square is read), one write.
 */
export function squaresSettlementListener(now: () => Date): SportsGameListener {
  return async (tx, publish, changes) => {
    const sportsById = new Map(changes.map((change) => [change.after.game.id, change.after]));
    const locked: Array<{ game: SettlementGame; sports: StoredSportsGame }> = [];
    for (const game of await findSquaresGamesToSettle(tx, [...sportsById.keys()])) {
      const sports = sportsById.get(game.sportsGameId);
      if (!sports) continue;
      if (game.lockedAt !== null && game.targetScores !== null && game.variant === 'SportsGame' && !game.hasBabyShower) locked.push({ game, sports });
      else await settleInFull(tx, publish, game, sports, now());
    }
    await settleLocked(tx, publish, locked, now());
  };
}

/** A game the batch does not cover (still open, or a baby shower): read whole and settled as the host's commands do. */
async function settleInFull(tx: Queryable, publish: Publish, game: SettlementGame, sports: StoredSportsGame, at: Date): Promise<void> {
  const { sport, status } = sports.game;
  if (game.lockedAt === null && statusStateOf({ sport, status }) === 'Pending') return;
  const record = await findSquaresGame(tx, game.id); // its row is already held FOR UPDATE
  if (!record) return;
  if (record.lockedAt === null) await lockAndDraw(tx, publish, record, 'kickoff', sports, at);
  else await settleSquaresGame(tx, publish, record, await findSquares(tx, game.id), sports, at);
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
  for (const { gameId, settlement } of settled) await publishSettlement(tx, publish, gameId, settlement, null);
}
