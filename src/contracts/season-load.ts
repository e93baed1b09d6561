// A public pick'em page's first load in one request (decision 048): what GET
// /api/seasons/{seasonRef}/load sends.
import * as z from 'zod/mini';
import { OwnEntriesSchema } from './pickem.js';
import { SeasonLeaderboardSchema, SeasonPageSchema } from './seasons.js';
import { GameSchema } from './topics/game.js';

export const SeasonLoadSchema = z.object({
  page: SeasonPageSchema,
  /** This season's board: the top with the viewer's own row. */
  leaderboard: SeasonLeaderboardSchema,
  /** The latest game as everyone sees it (a public challenge: the top of its leaderboard); null before the first. */
  game: z.nullable(GameSchema),
  /**
   * The `game:{id}` topic's version `game` is at (null with no game): the page subscribes from it,
   * so the socket sends only what came after instead of the snapshot again.
   */
  gameVersion: z.nullable(z.int().check(z.minimum(0))),
  /** The viewer's own entries in the latest game, every answer; null without a session or a game. */
  ownEntries: z.nullable(OwnEntriesSchema),
});
export type SeasonLoad = z.infer<typeof SeasonLoadSchema>;
