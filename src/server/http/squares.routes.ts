import type { GameId } from '../../contracts/ids.js';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  BirthResultInputSchema,
  ClaimSquareSchema,
  CreateSquaresGameSchema,
  CreatedGameSchema,
  EditSquaresSettingsSchema,
  GameParamsSchema,
  LockSquaresGameSchema,
  MarkPaidSchema,
  OkSchema,
  HostReleaseSquareSchema,
  ReassignSquareSchema,
  SetInitialsSchema,
  SquareParamsSchema,
} from '../../contracts/squares.js';
import type { CreatedGame } from '../../contracts/squares.js';
import { refuse } from '../services/errors.js';
import { claimSquare, releaseSquare } from '../services/squares-claims.service.js';
import { createSquaresGame, lockSquaresGame, setInitials } from '../services/squares.service.js';
import { editSquaresSettings, enterBirthResult, hostReassignSquare, hostReleaseSquare, markSquarePaid } from '../services/squares-host.service.js';
import { commandRateLimit } from './http-deps.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { trimText } from './trim-text.js';
import { sessionTokenHash } from '../services/sessions.service.js';
import { findRequestUser, sessionToken } from './request-user.js';

const EmptyBodySchema = z.strictObject({});
const ok = () => OkSchema.parse({ ok: true });

/** Squares pools (docs/product/squares.md#creating-a-game CreateSquaresGame, LockSquaresGame and the entry writes). GET and delete of any game: games.routes.ts. */
export function registerSquaresRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const squaresDeps = { db: deps.db, publisher: deps.publisher, now: deps.now, takenSquares: deps.takenSquares, squareClaims: deps.squareClaims };
  const user = (request: Parameters<typeof findRequestUser>[0]) => findRequestUser(request, deps.db, deps.now());
  // Claims and releases check the session in their own first statement (squares-claims.service Caller).
  const caller = (request: Parameters<typeof sessionToken>[0]) => ({ tokenHash: sessionTokenHash(sessionToken(request)) });
  const command = { config: commandRateLimit(deps) };

  app.post('/api/squares/games', command, async (request): Promise<CreatedGame> => {
    const input = parseInput(CreateSquaresGameSchema, trimText(request.body));
    const host = await user(request);
    const created = CreatedGameSchema.parse(await createSquaresGame(squaresDeps, host, input));
    deps.analytics.record('create_game', { uid: host?.uid }, { gameId: created.gameId, gameType: 'Squares', kind: input.variant });
    return created;
  });

  app.post('/api/games/:gameId/squares/:square/claim', command, async (request) => {
    const { gameId, square } = squareParams(request.params);
    const input = parseInput(ClaimSquareSchema, request.body);
    await claimSquare(squaresDeps, caller(request), gameId, square, input);
    return ok();
  });

  app.post('/api/games/:gameId/squares/:square/release', command, async (request) => {
    const { gameId, square } = squareParams(request.params);
    parseInput(EmptyBodySchema, request.body);
    await releaseSquare(squaresDeps, caller(request), gameId, square);
    return ok();
  });

  app.post('/api/games/:gameId/initials', command, async (request) => {
    const { gameId } = parseInput(GameParamsSchema, request.params);
    const input = parseInput(SetInitialsSchema, request.body);
    await setInitials(squaresDeps, await user(request), gameId, input);
    return ok();
  });

  app.post('/api/games/:gameId/squares/:square/paid', command, async (request) => {
    const { gameId, square } = squareParams(request.params);
    const { paid } = parseInput(MarkPaidSchema, request.body);
    await markSquarePaid(squaresDeps, await user(request), gameId, square, paid);
    return ok();
  });

  // Host tools (docs/product/squares.md#host-tools): the host only, each logged publicly.
  app.post('/api/games/:gameId/squares/:square/host-release', command, async (request) => {
    const { gameId, square } = squareParams(request.params);
    const input = parseInput(HostReleaseSquareSchema, request.body);
    await hostReleaseSquare(squaresDeps, await user(request), gameId, square, input);
    return ok();
  });

  app.post('/api/games/:gameId/squares/:square/reassign', command, async (request) => {
    const { gameId, square } = squareParams(request.params);
    const input = parseInput(ReassignSquareSchema, request.body);
    await hostReassignSquare(squaresDeps, await user(request), gameId, square, input);
    return ok();
  });

  app.post('/api/games/:gameId/squares/settings', command, async (request) => {
    const { gameId } = parseInput(GameParamsSchema, request.params);
    const input = parseInput(EditSquaresSettingsSchema, trimText(request.body));
    await editSquaresSettings(squaresDeps, await user(request), gameId, input);
    return ok();
  });

  app.post('/api/games/:gameId/lock', command, async (request) => {
    const { gameId } = parseInput(GameParamsSchema, request.params);
    const { allowEmpty } = parseInput(LockSquaresGameSchema, request.body);
    await lockSquaresGame(squaresDeps, await user(request), gameId, allowEmpty);
    return ok();
  });

  app.post('/api/games/:gameId/birth-result', command, async (request) => {
    const { gameId } = parseInput(GameParamsSchema, request.params);
    const input = parseInput(BirthResultInputSchema, trimText(request.body));
    await enterBirthResult(squaresDeps, await user(request), gameId, input);
    return ok();
  });
}

function squareParams(params: unknown): { gameId: GameId; square: number } {
  // A square that is not 0–99 is on no grid: the claim rule's words, not the pattern's.
  const parsed = SquareParamsSchema.safeParse(params);
  if (!parsed.success && parsed.error.issues.every((issue) => issue.path[0] === 'square')) throw refuse({ reason: 'squareOffGrid' });
  const { gameId, square } = parseInput(SquareParamsSchema, params);
  return { gameId, square: Number(square) };
}
