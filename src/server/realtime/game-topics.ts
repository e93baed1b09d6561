import { GameIdSchema } from '../../contracts/ids.js';
import { readGameType as findGameType } from '../services/game-lookup.service.js';
import { readOwnEntries, readQuestionsGame } from '../services/pickem-view.js';
import { readSquaresGame } from '../services/squares-game.js';
import { readUserGames } from '../services/user-games.service.js';
import type { TopicHandler } from './topic-registry.js';

/**
 * `game:{id}`: a squares game (the seed hidden until the lock) or a pick'em game (only
 * locked questions' answers, issue #6 §5) as players see it; null when there is no such game
 * or it was deleted. Public: anyone with the link plays.
 */
export const gameTopicHandler: TopicHandler = {
  name: 'game:{id}',
  match: (topic) => /^game:(?<id>[A-Za-z0-9_-]{20})$/.exec(topic)?.groups ?? null,
  authorize: () => Promise.resolve(true),
  snapshot: async (db, params) => {
    // match's pattern is the id's: parsing only types it.
    const parsed = GameIdSchema.safeParse(params.id);
    if (!parsed.success) return null;
    const id = parsed.data;
    const type = await findGameType(db, id);
    if (type === 'Questions') return (await readQuestionsGame(db, id)) ?? null;
    if (type === 'Squares') return (await readSquaresGame(db, id)) ?? null;
    return null;
  },
};

/** `pickem-entries:{gameId}:{uid}`: the user's own pick'em entries with every answer. Only that user may subscribe. */
export const ownEntriesTopicHandler: TopicHandler = {
  name: 'pickem-entries:{gameId}:{uid}',
  match: (topic) => /^pickem-entries:(?<gameId>[A-Za-z0-9_-]{20}):(?<uid>[A-Za-z0-9_-]{1,64})$/.exec(topic)?.groups ?? null,
  authorize: (user, params) => Promise.resolve(user.uid === params.uid),
  // match's pattern is the id's, so parsing cannot fail here: it only types the id.
  snapshot: (db, params) => readOwnEntries(db, GameIdSchema.parse(params.gameId), params.uid ?? ''),
};

/** `user:{uid}:games`: My Games (SPEC §2 /games). Only that user may subscribe. */
export const userGamesTopicHandler: TopicHandler = {
  name: 'user:{uid}:games',
  match: (topic) => /^user:(?<uid>[A-Za-z0-9_-]{1,64}):games$/.exec(topic)?.groups ?? null,
  authorize: (user, params) => Promise.resolve(user.uid === params.uid),
  snapshot: (db, params) => readUserGames(db, params.uid ?? ''),
};
