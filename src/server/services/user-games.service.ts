import { userGamesTopic } from '../../contracts/topics.js';
import type { UserGames, UserGamesEvent } from '../../contracts/games.js';
import type { GameId } from '../../contracts/ids.js';
import type { Queryable } from '../db/database.js';
import { appendTopicEvents } from '../db/repositories/topic-events.repository.js';
import { findGameSummaries, findSomeGameSummaries, findUserGame, findUserGames } from '../db/repositories/user-games.repository.js';
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
 * Publishes the summaries of a game of each of `uids` as they are now, in a fixed number of
 * statements however many they are (one read, the standings, one write of all their updates):
 * a claim batch tells every player it adds to the game, and the host, and publishing them one
 * by one cost three statements each inside the batch's transaction (decision 050).
 */
export async function publishUserGamesOf(tx: Queryable, publish: Publish, uids: readonly string[], gameId: GameId): Promise<void> {
  if (uids.length === 0) return;
  const summaries = await findSomeGameSummaries(tx, gameId, uids);
  await appendTopicEvents(
    tx,
    summaries.map(({ uid, summary }) => ({ topic: userGamesTopic.topic({ uid }), json: JSON.stringify({ kind: 'summary.updated', game: summary } satisfies UserGamesEvent) })),
  );
  for (const { uid } of summaries) publish.logged(userGamesTopic, { uid });
}

/**
 * Publishes every participant's summary of a game (its phase, host, results or ranks changed), or
 * only those of `only`; one read whatever their number.
 */
export async function publishGameSummaries(tx: Queryable, publish: Publish, gameId: GameId, only?: ReadonlySet<string>): Promise<void> {
  for (const { uid, summary } of await findGameSummaries(tx, gameId)) {
    if (only && !only.has(uid)) continue;
    await publish(userGamesTopic, { uid }, { kind: 'summary.updated', game: summary } satisfies UserGamesEvent);
  }
}

/** Tells each of `uids` the game is gone from their list. */
export async function publishSummaryRemoved(publish: Publish, uids: readonly string[], gameId: GameId): Promise<void> {
  for (const uid of uids) await publish(userGamesTopic, { uid }, { kind: 'summary.removed', gameId } satisfies UserGamesEvent);
}
