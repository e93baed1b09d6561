import { seasonTopic } from '../../contracts/topics.js';
import { readSeasonTopic } from '../services/season-pages.service.js';
import { topicHandler } from './topic-registry.js';

/** `season:{id}`: a season and its latest game, for anyone (the public pages are public). */
export const seasonTopicHandler = (now: () => Date) =>
  topicHandler(seasonTopic, {
    authorize: () => Promise.resolve(true),
    snapshot: (db, { id }) => readSeasonTopic(db, id, now()),
  });
