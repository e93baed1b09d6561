import { userGamesTopic } from '../../contracts/topics.js';
import type { UserGames, UserGamesEvent } from '../../contracts/games.js';
import type { GameId } from '../../contracts/ids.js';
import type { Queryable } from '../db/database.js';
import { findGameSummaries, findSomeGameSummaries, findSummariesOfGames, findUserGame, findUserGames } from '../db/repositories/user-games.repository.js';
import type { Publish } from './publisher.js';

/**
 * My Games (docs/product/site.md#my-games /games): the topic `user:{uid}:games` snapshot.
 * Season games are left out of the list (docs/product/site.md); squares games never belong to a season.
 */
export async function readUserGames(db: Queryable, uid: string): Promise<UserGames> {
  return { games: await findUserGames(db, uid) };
}

/** Publishes one user's summary of a game as it is now (after a join, a move or a phase change). */
export async function publishUserGame(tx: Queryable, publish: Publish, uid: string, gameId: GameId): Promise<void> {
  const summary = await findUserGame(tx, uid, gameId);
  if (summary) await publish(userGamesTopic, { uid }, { kind: 'summary.updated', game: summary } satisfies UserGamesEvent);
}

/**
 * Publishes every participant's summary of a game (its phase, host, results or ranks changed), or
 * only those of `only` (a claim batch's new players and its host, the players whose rank moved):
 * one read of the summaries named, and their updates logged in one statement, however many.
 */
export async function publishGameSummaries(tx: Queryable, publish: Publish, gameId: GameId, only?: ReadonlySet<string>): Promise<void> {
  if (only?.size === 0) return;
  const summaries = only ? await findSomeGameSummaries(tx, gameId, [...only]) : await findGameSummaries(tx, gameId);
  await publish.many(userGamesTopic, summaries.map(({ uid, summary }) => [{ uid }, { kind: 'summary.updated', game: summary } satisfies UserGamesEvent] as const));
}

/** Publishes every participant's summary of each of several games (a kickoff batch, a tick's settlements): two reads, one log statement. */
export async function publishSummariesOfGames(tx: Queryable, publish: Publish, gameIds: readonly GameId[]): Promise<void> {
  const summaries = await findSummariesOfGames(tx, gameIds);
  await publish.many(userGamesTopic, summaries.map(({ uid, summary }) => [{ uid }, { kind: 'summary.updated', game: summary } satisfies UserGamesEvent] as const));
}

/** Tells each of `uids` the game is gone from their list. */
export async function publishSummaryRemoved(publish: Publish, uids: readonly string[], gameId: GameId): Promise<void> {
  for (const uid of uids) await publish(userGamesTopic, { uid }, { kind: 'summary.removed', gameId } satisfies UserGamesEvent);
}
