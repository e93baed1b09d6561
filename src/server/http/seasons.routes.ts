import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ExtendedSeasonSchema, SeasonLeaderboardQuerySchema, SeasonLeaderboardSchema, SeasonRefSchema } from '../../contracts/seasons.js';
import type { ExtendedSeason, SeasonLeaderboard } from '../../contracts/seasons.js';
import { SeasonLoadSchema } from '../../contracts/season-load.js';
import type { SeasonLoad } from '../../contracts/season-load.js';
import { GameParamsSchema } from '../../contracts/squares.js';
import { extendGameForSeason } from '../services/season-extend.service.js';
import { readSeasonLeaderboard, readSeasonLoad } from '../services/season-pages.service.js';
import { commandRateLimit } from './http-deps.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { findRequestUser } from './request-user.js';

const SeasonParamsSchema = z.strictObject({ seasonRef: SeasonRefSchema });
const EmptyBodySchema = z.optional(z.strictObject({}));

/** The public pick'em pages' reads and Extend for Season (docs/product/seasons.md). The page itself comes with its first load; the season topic keeps it. */
export function registerSeasonRoutes(app: FastifyInstance, deps: HttpDeps): void {
  /** Anyone may read a board; the viewer's own row is theirs alone (read from their session, never named in the request). */
  app.get('/api/seasons/:seasonRef/leaderboard', async (request): Promise<SeasonLeaderboard> => {
    const { seasonRef } = parseInput(SeasonParamsSchema, request.params);
    const { scope } = parseInput(SeasonLeaderboardQuerySchema, request.query);
    const viewer = await findRequestUser(request, deps.db, deps.now());
    return SeasonLeaderboardSchema.parse(await readSeasonLeaderboard(deps.db, seasonRef, scope ?? 'season', viewer?.uid ?? null, deps.seasonReads));
  });

  /** The page's first load in one request (decision 048): the viewer's own parts are read from their session, never named in the request. */
  app.get('/api/seasons/:seasonRef/load', async (request): Promise<SeasonLoad> => {
    const { seasonRef } = parseInput(SeasonParamsSchema, request.params);
    const viewer = await findRequestUser(request, deps.db, deps.now());
    return SeasonLoadSchema.parse(await readSeasonLoad(deps.db, seasonRef, viewer?.uid ?? null, deps.now(), deps.seasonReads));
  });

  app.post('/api/pickem/games/:gameId/extend-season', { config: commandRateLimit(deps) }, async (request): Promise<ExtendedSeason> => {
    const { gameId } = parseInput(GameParamsSchema, request.params);
    parseInput(EmptyBodySchema, request.body);
    const user = await findRequestUser(request, deps.db, deps.now());
    return ExtendedSeasonSchema.parse(await extendGameForSeason(deps, user, gameId));
  });
}
