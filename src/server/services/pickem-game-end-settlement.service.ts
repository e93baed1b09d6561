// A public challenge's settlement after its game end (decision 046, amended; docs/product/seasons.md):
// the refresh that ends the game (or corrects one that is over) commits and publishes the
// leaderboard, with each entry's beans taken from its score, and marks the settlement due; this
// credits the ledger and the balances and settles the season in a transaction of its own, right
// after on the same path, and clears the mark. Both steps write only the difference from what is
// held, so running it again — after a crash, or a second time — adds nothing.
import type { GameId } from '../../contracts/ids.js';
import type { SeasonId } from '../../contracts/seasons.js';
import type { Database, Queryable } from '../db/database.js';
import { findQuestionsGame } from '../db/repositories/pickem-games.repository.js';
import { clearSettlementDue, findGamesDueSettlement, isSettlementDue } from '../db/repositories/pickem-settlement-due.repository.js';
import { creditGameBeans } from '../db/repositories/pickem-standings.repository.js';
import type { Publish, Publisher } from './publisher.js';
import { runCommand } from './publisher.js';
import { publishSeasonPage } from './season-pages.service.js';
import { settleSeasonGame } from './season-standings.service.js';

/**
 * Settles the game if its settlement is due, under its row lock (a refresh waits for it, and it for
 * a refresh): the ledger's credits and balances, then the season's standings from them, then the
 * season's page. True when it ran.
 */
export async function settleGameEnd(tx: Queryable, publish: Publish, gameId: GameId, now: Date): Promise<boolean> {
  const game = await findQuestionsGame(tx, gameId, 'update');
  if (!game || !(await isSettlementDue(tx, gameId))) return false;
  // A game no longer over (a result taken back) settles when it ends again.
  if (game.gamePhase === 'Over') {
    if (game.scoring.type === 'PointsToBeans') await creditGameBeans(tx, gameId, game.scoring.entryIncentiveJellyBeans, now);
    if (game.season && (await settleSeasonGame(tx, game.season.id, gameId))) await publishSeasonPage(tx, publish, game.season, now);
  }
  await clearSettlementDue(tx, gameId);
  return true;
}

/**
 * The season clock's settling again of a recent finished game, under the game row's lock like the
 * settlement above (so the two never write one game's difference twice), and not while a
 * settlement is due: that one settles the season from the ledger it credits first.
 */
export async function settleSeasonGameAgain(tx: Queryable, seasonId: SeasonId, gameId: GameId): Promise<boolean> {
  await findQuestionsGame(tx, gameId, 'update');
  if (await isSettlementDue(tx, gameId)) return false;
  return settleSeasonGame(tx, seasonId, gameId);
}

/** Every due settlement (of `among` when given), each in its own transaction; how many ran. */
export async function settleDueGames(db: Database, publisher: Publisher, now: () => Date, among?: readonly GameId[]): Promise<number> {
  if (among?.length === 0) return 0;
  let settled = 0;
  for (const gameId of await findGamesDueSettlement(db, among)) {
    if (await runCommand(db, publisher, (tx, publish) => settleGameEnd(tx, publish, gameId, now()))) settled += 1;
  }
  return settled;
}
