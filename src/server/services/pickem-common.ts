// What the pick'em commands share (pickem-games.service.ts, pickem-entries.service.ts): their
// dependencies, the game and host checks, and
// scheduling the podium worker after a command that moved its inputs.
import type { GameId } from '../../contracts/ids.js';
import type { Database, Queryable } from '../db/database.js';
import { findGameType, type GameRowLock } from '../db/repositories/games.repository.js';
import { findQuestionsGame } from '../db/repositories/pickem-games.repository.js';
import type { QuestionsGameRecord } from '../db/repositories/pickem-games.repository.js';
import { refuse } from './errors.js';
import type { SchedulePodium } from './pickem-podium.js';
import { runCommand } from './publisher.js';
import type { Publisher } from './publisher.js';
import type { SessionUser } from './sessions.service.js';

export interface PickemDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
  /** The server's podium scheduler (server-context.ts). */
  podium: SchedulePodium;
}

/** The pick'em game, or 'Game is not a pick'em game' for a squares game, or 'Game not found'. */
export async function getQuestionsGame(tx: Queryable, gameId: GameId, lock: GameRowLock): Promise<QuestionsGameRecord> {
  const game = await findQuestionsGame(tx, gameId, lock);
  if (game) return game;
  throw refuse({ reason: (await findGameType(tx, gameId)) === 'Squares' ? 'notPickem' : 'gameNotFound' });
}

export function requireHost(game: QuestionsGameRecord, user: SessionUser): void {
  if (game.hostUid !== user.uid) throw refuse({ reason: 'notHost' });
}

/** Runs a command and, once it has committed, schedules the podium worker when it moved its inputs. */
export async function commandWithPodium(deps: PickemDeps, gameId: GameId, fn: Parameters<typeof runCommand<boolean>>[2]): Promise<void> {
  if (await runCommand(deps.db, deps.publisher, fn)) deps.podium.schedule(gameId);
}
