import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { GameKindSchema, QuestionsGameSchema } from '../../contracts/pickem.js';
import type { GameKind, QuestionsGame } from '../../contracts/pickem.js';
import { GameParamsSchema, OkSchema, SquaresGameSchema } from '../../contracts/squares.js';
import type { SquaresGame } from '../../contracts/squares.js';
import { readGameType as findGameType } from '../services/game-lookup.service.js';
import { AppError } from '../services/errors.js';
import { readQuestionsGame } from '../services/pickem-view.js';
import { deleteQuestionsGame } from '../services/pickem-games.service.js';
import { readSquaresGame } from '../services/squares-game.js';
import { deleteSquaresGame } from '../services/squares.service.js';
import { commandRateLimit } from './http-deps.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { findRequestUser } from './request-user.js';

const EmptyBodySchema = z.strictObject({});
const GAME_NOT_FOUND = 'Game not found';

/** What every game type shares (SPEC §7 DeleteGame; /games/{id} shows the page of the game's type). */
export function registerGamesRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const gameDeps = { db: deps.db, publisher: deps.publisher, now: deps.now };
  const user = (request: Parameters<typeof findRequestUser>[0]) => findRequestUser(request, deps.db, deps.now());

  app.get('/api/games/:gameId', async (request): Promise<SquaresGame | QuestionsGame> => {
    const { gameId } = parseInput(GameParamsSchema, request.params);
    const type = await findGameType(deps.db, gameId);
    const game = type === 'Squares' ? await readSquaresGame(deps.db, gameId) : type === 'Questions' ? await readQuestionsGame(deps.db, gameId) : undefined;
    if (!game) throw new AppError('not_found', GAME_NOT_FOUND);
    return game.type === 'Squares' ? SquaresGameSchema.parse(game) : QuestionsGameSchema.parse(game);
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
    if (type === 'Squares') await deleteSquaresGame(gameDeps, await user(request), gameId);
    else if (type === 'Questions') await deleteQuestionsGame(gameDeps, await user(request), gameId);
    else throw new AppError('not_found', GAME_NOT_FOUND);
    return OkSchema.parse({ ok: true });
  });
}
