import { statusState } from '../../domain/sports/index.js';
import type { StatusOf } from '../../domain/sports/index.js';
import { findSquares, findSquaresGamesOnSportsGame } from '../db/repositories/squares.repository.js';
import { lockAndDraw, settleSquaresGame } from './squares-game.js';
import type { SportsGameListener } from './sports-games.service.js';

/**
 * Squares pools follow their sports game (issue #5 §2, §4), inside the transaction that
 * stores the feed's change:
 * - a game still open when the sports game leaves Pending locks itself ('kickoff') and
 *   draws, so nobody claims with the score known;
 * - a locked game re-settles its results on every change and is Over on a played final; a
 *   change after that (a stat correction) re-settles visibly (correctedAt);
 * - a postponed or cancelled game stays Locked (Live) until it is played or deleted.
 */
export function squaresSettlementListener(now: () => Date): SportsGameListener {
  return async (tx, publish, change) => {
    const sports = change.after;
    const { sport, status } = sports.game;
    for (const game of await findSquaresGamesOnSportsGame(tx, sports.game.id)) {
      if (game.lockedAt === null) {
        if (statusState(sport, status as StatusOf<typeof sport>) !== 'Pending') await lockAndDraw(tx, publish, game, 'kickoff', sports, now());
        continue;
      }
      await settleSquaresGame(tx, publish, game, await findSquares(tx, game.id), sports, now());
    }
  };
}
