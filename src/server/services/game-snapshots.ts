// A game as players see it (GET /api/games/{id}, the `game:{id}` snapshot), read once per topic
// version for a public challenge (decision 046): its payload is the same for every viewer (the
// top of its leaderboard, '% picked' of every locked answer), and everything that changes it is
// published on its `game:{id}` topic, which moves the topic's head version. A first load then
// costs the head's primary-key lookup and a cache hit. Other games are read as they are: small,
// and a private pool's many versions would only churn the cache.
import type { GameId } from '../../contracts/ids.js';
import { gameTopic } from '../../contracts/topics.js';
import type { Game } from '../../contracts/topics.js';
import type { Database, Queryable } from '../db/database.js';
import { findQuestionsGame } from '../db/repositories/pickem-games.repository.js';
import { findTopicHead } from '../db/repositories/topic-events.repository.js';
import { readGame } from './games.service.js';
import { slicesLeaderboard, toQuestionsGame } from './pickem-view.js';
import type { SeasonReads } from './season-reads.js';

/**
 * The game at `db`'s snapshot. `db` must read the topic head and the game in one snapshot (a
 * repeatable-read transaction): otherwise a game newer than its version could be kept under it.
 */
export async function readGameSnapshot(db: Queryable, gameId: GameId, reads: SeasonReads): Promise<Game | undefined> {
  return readGameSnapshotAt(db, gameId, await findTopicHead(db, gameTopic.topic({ id: gameId })), reads);
}

/** As readGameSnapshot, with the topic's head `version` read already in `db`'s snapshot. */
async function readGameSnapshotAt(db: Queryable, gameId: GameId, version: number, reads: SeasonReads): Promise<Game | undefined> {
  const key = snapshotKeyAt(gameId, version);
  const held = reads.heldSnapshot(key);
  if (held) return held;
  const game = await findQuestionsGame(db, gameId);
  if (game && slicesLeaderboard(game)) return reads.rememberSnapshot(key, () => toQuestionsGame(db, game));
  return readGame(db, gameId);
}

const snapshotKey = async (db: Queryable, gameId: GameId) => snapshotKeyAt(gameId, await findTopicHead(db, gameTopic.topic({ id: gameId })));
const snapshotKeyAt = (gameId: GameId, version: number) => `${gameTopic.topic({ id: gameId })}@${version}`;

/** The snapshot kept for the game at its topic's head `version`, read already (a season page's load, decision 048). */
export const heldSnapshotAt = (reads: SeasonReads, gameId: GameId, version: number): Promise<Game> | undefined => reads.heldSnapshot(snapshotKeyAt(gameId, version));

/**
 * GET /api/games/{id}: a hit is the head's lookup alone (one statement needs no transaction); a
 * miss reads the head again and the game in one repeatable-read snapshot.
 */
export async function readGameOnce(db: Database, gameId: GameId, reads: SeasonReads): Promise<Game | undefined> {
  return reads.heldSnapshot(await snapshotKey(db, gameId)) ?? db.transaction((tx) => readGameSnapshot(tx, gameId, reads), { isolation: 'repeatable read' });
}

/**
 * The game with the `game:{id}` head version it matches, both read in one repeatable-read snapshot:
 * a season page's load when its kept snapshot has moved on (decision 048). The page subscribes to
 * the topic from that version, so the socket sends what came after it instead of a snapshot.
 */
export function readGameWithVersion(db: Database, gameId: GameId, reads: SeasonReads): Promise<{ game: Game; version: number } | undefined> {
  return db.transaction(
    async (tx) => {
      const version = await findTopicHead(tx, gameTopic.topic({ id: gameId }));
      const game = await readGameSnapshotAt(tx, gameId, version, reads);
      return game && { game, version };
    },
    { isolation: 'repeatable read' },
  );
}
