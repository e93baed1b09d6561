// What a pick'em refresh reads before it changes anything (pickem-refresh.ts): one game's, or a
// chunk's with one statement per kind of row. A kickoff tick refreshes every pool on its sports
// games, and a round trip per read and pool was most of its statements, each one behind the
// claims and picks on the same database (decision 054).
import type { GameId } from '../../contracts/ids.js';
import type { StoredSportsGame } from '../../contracts/sports.js';
import type { Queryable } from '../db/database.js';
import { findLockedAnswersOfGames, findTiebreakerAnswersOfGames } from '../db/repositories/pickem-answers.repository.js';
import { findEntriesOfGames } from '../db/repositories/pickem-entries.repository.js';
import { findAuditLogsOfGames, findQuestionsGames } from '../db/repositories/pickem-games.repository.js';
import type { AuditRow, QuestionsGameRecord } from '../db/repositories/pickem-games.repository.js';
import { findQuestionsOfGames } from '../db/repositories/pickem-questions.repository.js';
import type { QuestionRecord } from '../db/repositories/pickem-questions.repository.js';
import { findLedgerOfGames } from '../db/repositories/pickem-standings.repository.js';
import { findSportsGames } from '../db/repositories/sports-games.repository.js';
import type { EveryEntry } from './pickem-refresh-standings.js';
import { slicesLeaderboard, sportsGameIdsOf } from './pickem-view.js';

/** A game as its refresh found it, read once under its row lock and reused for the game as it was and as it is. */
export interface RefreshInputs {
  /** The game, its row held FOR UPDATE until the refresh's transaction ends. */
  stored: QuestionsGameRecord;
  questions: QuestionRecord[];
  /** The sports games its questions and tiebreaker are on, by id. */
  sports: Map<string, StoredSportsGame>;
  /** A private pool's every entry; none for a public challenge, scored in the database (decision 046). */
  everyEntry: EveryEntry | undefined;
  /** Its host's settlements and corrections: shown with the game as it was and, unless the refresh audits one more, as it is. */
  auditLog: AuditRow[];
}

/** One game's inputs, its row locked first; undefined when it is gone. */
export async function readRefreshInputs(tx: Queryable, gameId: GameId): Promise<RefreshInputs | undefined> {
  return (await readRefreshInputsOfGames(tx, [gameId])).get(gameId);
}

/**
 * Several games' inputs in eight statements whatever their number (as many as one game's): their
 * rows locked in id order (the order every path locks them in), then their questions, sports
 * games, private pools' entries and audit logs. A game gone is missing from the map.
 */
export async function readRefreshInputsOfGames(tx: Queryable, gameIds: readonly GameId[]): Promise<Map<GameId, RefreshInputs>> {
  const games = await findQuestionsGames(tx, gameIds, 'update');
  if (games.length === 0) return new Map();
  const questionsOf = await findQuestionsOfGames(tx, games.map((game) => game.id));
  const sportsIdsOf = new Map(games.map((game) => [game.id, sportsGameIdsOf(game, questionsOf.get(game.id) ?? [])]));
  const sportsIds = new Set([...sportsIdsOf.values()].flatMap((ids) => [...ids]));
  const sports = sportsIds.size === 0 ? new Map<string, StoredSportsGame>() : await findSportsGames(tx, [...sportsIds]);
  const privateIds = games.filter((game) => !slicesLeaderboard(game)).map((game) => game.id);
  const everyEntryOf = privateIds.length === 0 ? undefined : await readEveryEntryOfGames(tx, privateIds);
  const auditLogs = await findAuditLogsOfGames(tx, games.map((game) => game.id));
  const inputs = new Map<GameId, RefreshInputs>();
  for (const stored of games) {
    const own = sportsIdsOf.get(stored.id);
    // In id order, as findSportsGames reads one game's.
    const gameSports = new Map([...sports].filter(([id]) => own?.has(id)));
    inputs.set(stored.id, { stored, questions: questionsOf.get(stored.id) ?? [], sports: gameSports, everyEntry: everyEntryOf?.(stored.id), auditLog: auditLogs.get(stored.id) ?? [] });
  }
  return inputs;
}

/** readEveryEntry for several private pools, one statement per kind of row; a game's entry is undefined for a game not asked for. */
async function readEveryEntryOfGames(tx: Queryable, gameIds: readonly GameId[]): Promise<(gameId: GameId) => EveryEntry | undefined> {
  const entries = await findEntriesOfGames(tx, gameIds);
  const lockedAnswers = await findLockedAnswersOfGames(tx, gameIds);
  const tiebreakerAnswers = await findTiebreakerAnswersOfGames(tx, gameIds);
  const ledger = await findLedgerOfGames(tx, gameIds);
  return (gameId) => {
    const gameEntries = entries.get(gameId);
    const answers = lockedAnswers.get(gameId);
    const tiebreakers = tiebreakerAnswers.get(gameId);
    const beans = ledger.get(gameId);
    if (!gameEntries || !answers || !tiebreakers || !beans) return undefined;
    return { entries: gameEntries, lockedAnswers: answers, tiebreakerAnswers: tiebreakers, ledger: beans };
  };
}
