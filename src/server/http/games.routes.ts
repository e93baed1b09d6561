import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { GameKindSchema } from '../../contracts/pickem.js';
import type { GameKind } from '../../contracts/pickem.js';
import { GameParamsSchema, OkSchema } from '../../contracts/squares.js';
import { GameSchema } from '../../contracts/topics.js';
import type { Game } from '../../contracts/topics.js';
import { readGameType as findGameType } from '../services/game-lookup.service.js';
import { AppError } from '../services/errors.js';
import { readGameOnce } from '../services/game-snapshots.js';
import { findGameKind } from '../services/games.service.js';
import { commandRateLimit } from './http-deps.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { findRequestUser } from './request-user.js';

const EmptyBodySchema = z.strictObject({});
const GAME_NOT_FOUND = 'Game not found';

/** What every game type shares (docs/product/accounts.md DeleteGame; /games/{id} shows the page of the game's type). */
export function registerGamesRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const gameDeps = { db: deps.db, publisher: deps.publisher, now: deps.now };
  const user = (request: Parameters<typeof findRequestUser>[0]) => findRequestUser(request, deps.db, deps.now());

  app.get('/api/games/:gameId', async (request): Promise<Game> => {
    const { gameId } = parseInput(GameParamsSchema, request.params);
    // A public challenge's is kept by its topic version (decision 046).
    const game = await readGameOnce(deps.db, gameId, deps.seasonReads);
    if (!game) throw new AppError('not_found', GAME_NOT_FOUND);
    return GameSchema.parse(game);
  });

  app.get('/api/games/:gameId/kind', async (request): Promise<GameKind> => {
    const { gameId } = parseInput(GameParamsSchema, request.params);
    const type = await findGameType(deps.db, gameId);
    if (!type) throw new AppError('not_found', GAME_NOT_FOUND);
    return GameKindSchema.parse({ type });
  });

  app.post('/api/games/:gameId/delete', { config: commandRateLimit(deps) }, async (request) => {
    const { gameId } = parseInput(GameParamsSchema, request.params);
    parseInput(EmptyBodySchema, request.body);
    const type = await findGameType(deps.db, gameId);
    const kind = await findGameKind(deps.db, gameId);
    if (!kind || !type) throw new AppError('not_found', GAME_NOT_FOUND);
    const host = await user(request);
    await kind.delete(gameDeps, host, gameId);
    deps.analytics.record('delete_game', { uid: host?.uid }, { gameId, gameType: type });
    return OkSchema.parse({ ok: true });
  });
}
