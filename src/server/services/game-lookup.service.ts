// What the transport needs to know of any game before it picks the game type's own service:
// which type it is, and which game a share code opens.
import type { GameType } from '../../contracts/games.js';
import type { GameId } from '../../contracts/ids.js';
import type { Queryable } from '../db/database.js';
import { findGameIdByCode, findGameType } from '../db/repositories/games.repository.js';

/** The game's type, or undefined when there is no such game. */
export function readGameType(db: Queryable, gameId: GameId): Promise<GameType | undefined> {
  return findGameType(db, gameId);
}

/** The game a share code opens, or undefined. */
export function readGameIdByCode(db: Queryable, code: string): Promise<string | undefined> {
  return findGameIdByCode(db, code);
}
