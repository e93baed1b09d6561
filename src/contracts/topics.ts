// Every live topic: its name, its parameters, its snapshot and its updates (decision 027). The
// server (publishing, the hub's handlers) imports them from here. The web imports the file of
// topics/ it needs instead: a module the app shell imports is loaded on every page, with all it
// imports, so the shell's topic (topics/site-config.ts) shares its module with no other.
export { defineTopic } from './topics/define.js';
export type { TopicDef } from './topics/define.js';
export { siteConfigTopic } from './topics/site-config.js';
export { sportsGameTopic, sportsLeagueTopic } from './topics/sports.js';
export { GameSchema, gameTopic, ownEntriesTopic } from './topics/game.js';
export type { Game } from './topics/game.js';
export { userGamesTopic } from './topics/user-games.js';
export { seasonTopic } from './topics/season.js';
