import { readSquaresGame } from '../services/squares-game.js';
import { readUserGames } from '../services/user-games.service.js';
import type { TopicHandler } from './topic-registry.js';

/**
 * `game:{id}`: a squares game as players see it (the seed stays hidden until the lock);
 * null when there is no such game or it was deleted. Public: anyone with the link plays.
 */
export const gameTopicHandler: TopicHandler = {
  match: (topic) => /^game:(?<id>[A-Za-z0-9_-]{20})$/.exec(topic)?.groups ?? null,
  authorize: () => Promise.resolve(true),
  snapshot: async (db, params) => (await readSquaresGame(db, params.id ?? '')) ?? null,
};

/** `user:{uid}:games`: My Games (SPEC §2 /games). Only that user may subscribe. */
export const userGamesTopicHandler: TopicHandler = {
  match: (topic) => /^user:(?<uid>[A-Za-z0-9_-]{1,64}):games$/.exec(topic)?.groups ?? null,
  authorize: (user, params) => Promise.resolve(user.uid === params.uid),
  snapshot: (db, params) => readUserGames(db, params.uid ?? ''),
};
