import { gameTopic, ownEntriesTopic, userGamesTopic } from '../../contracts/topics.js';
import { readGameSnapshot } from '../services/game-snapshots.js';
import { readOwnEntries } from '../services/pickem-view.js';
import type { SeasonReads } from '../services/season-reads.js';
import { readUserGames } from '../services/user-games.service.js';
import { topicHandler } from './topic-registry.js';

/**
 * A game of any kind as players see it (a squares game's seed hidden until the lock, a pick'em
 * game's answers only for locked questions); null when there is no such game or it was deleted.
 * Public: anyone with the link plays. A public challenge's is read once per version (decision 046):
 * the hub reads it in one snapshot with the topic's head.
 */
export const gameTopicHandler = (reads: SeasonReads) =>
  topicHandler(gameTopic, {
    authorize: () => Promise.resolve(true),
    snapshot: async (db, { id }) => (await readGameSnapshot(db, id, reads)) ?? null,
  });

/** The user's own pick'em entries with every answer. Only that user may subscribe. */
export const ownEntriesTopicHandler = topicHandler(ownEntriesTopic, {
  authorize: (user, { uid }) => Promise.resolve(user.uid === uid),
  snapshot: (db, { gameId, uid }) => readOwnEntries(db, gameId, uid),
});

/** My Games. Only that user may subscribe. */
export const userGamesTopicHandler = topicHandler(userGamesTopic, {
  authorize: (user, { uid }) => Promise.resolve(user.uid === uid),
  snapshot: (db, { uid }) => readUserGames(db, uid),
});
