import { gameTopic, ownEntriesTopic, userGamesTopic } from '../../contracts/topics.js';
import { readGame } from '../services/games.service.js';
import { readOwnEntries } from '../services/pickem-view.js';
import { readUserGames } from '../services/user-games.service.js';
import { topicHandler } from './topic-registry.js';

/**
 * A game of any kind as players see it (a squares game's seed hidden until the lock, a pick'em
 * game's answers only for locked questions); null when there is no such game or it was deleted.
 * Public: anyone with the link plays.
 */
export const gameTopicHandler = topicHandler(gameTopic, {
  authorize: () => Promise.resolve(true),
  snapshot: async (db, { id }) => (await readGame(db, id)) ?? null,
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
