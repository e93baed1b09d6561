// Settling a season game into its season's standings (docs/product/seasons.md). Runs inside the
// transaction that ends the game or corrects it, after its beans are in the ledger.
import type { GameId } from '../../contracts/ids.js';
import type { SeasonId } from '../../contracts/seasons.js';
import type { Queryable } from '../db/database.js';
import { settleGameStandings } from '../db/repositories/season-standings.repository.js';
import { bumpStandingsVersion } from '../db/repositories/seasons.repository.js';

/**
 * Writes what the finished game gives each player (a win, a podium, a play, its beans) and adds
 * to the season's standings only the difference from the last settlement: settling again
 * unchanged adds nothing, and a stat correction moves exactly what it changed. The season is
 * ranked again in the same statement (decision 046, amended: the game's 100,000 entries never
 * leave the database) and its version moves, so no cached leaderboard outlives the change. True
 * when the standings changed.
 */
export async function settleSeasonGame(tx: Queryable, seasonId: SeasonId, gameId: GameId): Promise<boolean> {
  if ((await settleGameStandings(tx, seasonId, gameId)) === 0) return false;
  await bumpStandingsVersion(tx, seasonId);
  return true;
}
