// What the pick'em commands share (pickem-games.service.ts, pickem-entries.service.ts): their
// dependencies, how a domain refusal becomes an AppError, the game and host checks, and
// scheduling the podium worker after a command that moved its inputs.
import type { GameId } from '../../contracts/ids.js';
import { ENTRY_NAME_ERRORS, PICKEM_ERRORS } from '../../domain/pickem/index.js';
import type { Database, Queryable } from '../db/database.js';
import { findGameType, type GameRowLock } from '../db/repositories/games.repository.js';
import { findQuestionsGame } from '../db/repositories/pickem-games.repository.js';
import type { QuestionsGameRecord } from '../db/repositories/pickem-games.repository.js';
import { AppError } from './errors.js';
import type { ErrorCode } from './errors.js';
import { schedulePodium } from './pickem-podium.js';
import { runCommand } from './publisher.js';
import type { Publisher } from './publisher.js';
import type { SessionUser } from './sessions.service.js';

export interface PickemDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
}

/** Ours, where the SPEC names a rule but not its text (issue #6 §1 oneEntryPerUser, entryLimit). */
export const PICKEM_SERVER_ERRORS = {
  oneEntry: 'You already have an entry in this game',
  entryLimit: (limit: number) => `You can have at most ${limit} ${limit === 1 ? 'entry' : 'entries'} in this game`,
  noTiebreaker: 'This game has no tiebreaker',
  notProps: 'Only props questions are settled by the host; game questions settle from the scores',
  notPropsTiebreaker: 'Only a props tiebreaker is settled by the host',
  noWinner: 'Name the winning choice, or void the question',
} as const;

/** Each domain refusal's error code (its text is the message). */
const CODES: Readonly<Record<string, ErrorCode>> = {
  [PICKEM_ERRORS.notPickem]: 'invalid_input',
  [PICKEM_ERRORS.locked]: 'game_locked',
  [PICKEM_ERRORS.noQuestion]: 'invalid_input',
  [PICKEM_ERRORS.choiceNotOffered]: 'invalid_input',
  [PICKEM_ERRORS.entryNotFound]: 'not_found',
  [PICKEM_ERRORS.notHost]: 'forbidden',
  [PICKEM_ERRORS.notFound]: 'not_found',
  [PICKEM_ERRORS.tiebreakerRequired]: 'conflict',
  [PICKEM_ERRORS.hostAnonymous]: 'host_anonymous',
  [PICKEM_ERRORS.anonymousHostLimit]: 'sign_in_required',
  [ENTRY_NAME_ERRORS.signInToRename]: 'sign_in_required',
  [ENTRY_NAME_ERRORS.taken]: 'conflict',
  [ENTRY_NAME_ERRORS.generationFailed]: 'conflict',
};

export const refuse = (message: string): AppError => new AppError(CODES[message] ?? 'conflict', message);

/** The pick'em game, or 'Game is not a pick'em game' for a squares game, or 'Game not found'. */
export async function getQuestionsGame(tx: Queryable, gameId: GameId, lock: GameRowLock): Promise<QuestionsGameRecord> {
  const game = await findQuestionsGame(tx, gameId, lock);
  if (game) return game;
  throw refuse((await findGameType(tx, gameId)) === 'Squares' ? PICKEM_ERRORS.notPickem : PICKEM_ERRORS.notFound);
}

export function requireHost(game: QuestionsGameRecord, user: SessionUser): void {
  if (game.hostUid !== user.uid) throw refuse(PICKEM_ERRORS.notHost);
}

/** Runs a command and, once it has committed, schedules the podium worker when it moved its inputs. */
export async function commandWithPodium(deps: PickemDeps, gameId: GameId, fn: Parameters<typeof runCommand<boolean>>[2]): Promise<void> {
  if (await runCommand(deps.db, deps.publisher, fn)) schedulePodium(deps.db, gameId);
}
