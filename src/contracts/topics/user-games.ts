import { UserGamesEventSchema, UserGamesSchema } from '../games.js';
import { TopicUidSchema } from '../ids.js';
import { defineTopic } from './define.js';

/** `user:{uid}:games`: My Games, then one summary changed or removed per update. Only that user. */
export const userGamesTopic = defineTopic('user:{uid}:games', { uid: TopicUidSchema }, { snapshot: UserGamesSchema, update: UserGamesEventSchema });
