import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  CreateEntrySchema,
  CreateQuestionsGameSchema,
  CreatedEntrySchema,
  EditGameDetailsSchema,
  EntryParamsSchema,
  QuestionParamsSchema,
  RenameEntrySchema,
  SetAnswerSchema,
  SetTiebreakerSchema,
  SettlePropSchema,
  SettleTiebreakerSchema,
} from '../../contracts/pickem.js';
import type { CreatedEntry } from '../../contracts/pickem.js';
import { CreatedGameSchema, GameParamsSchema, OkSchema } from '../../contracts/squares.js';
import type { CreatedGame } from '../../contracts/squares.js';
import { isBotUserAgent } from '../../domain/people/bots.js';
import { cancelEntry, createEntry, renameOwnEntry, setTiebreaker, submitEntry } from '../services/pickem-entries.service.js';
import { setAnswer } from '../services/pickem-picks.service.js';
import { createQuestionsGame, settleProp, settleTiebreaker } from '../services/pickem-games.service.js';
import { editQuestionsGameDetails, removeEntryByHost } from '../services/pickem-host.service.js';
import { commandRateLimit } from './http-deps.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { findRequestUser } from './request-user.js';
import { trimText } from './trim-text.js';

const EmptyBodySchema = z.strictObject({});
const ok = () => OkSchema.parse({ ok: true });

/** Pick'em and props pools (docs/product/pickem.md CreateQuestionsGame and the pick'em entry writes). */
export function registerPickemRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const pickemDeps = { db: deps.db, publisher: deps.publisher, now: deps.now, podium: deps.podium };
  const user = (request: Parameters<typeof findRequestUser>[0]) => findRequestUser(request, deps.db, deps.now());
  const command = { config: commandRateLimit(deps) };

  app.post('/api/pickem/games', command, async (request): Promise<CreatedGame> => {
    const input = parseInput(CreateQuestionsGameSchema, trimText(request.body));
    const host = await user(request);
    const created = CreatedGameSchema.parse(await createQuestionsGame(pickemDeps, host, input));
    deps.analytics.record('create_game', { uid: host?.uid }, { gameId: created.gameId, gameType: 'Questions', kind: input.pickemQuestionType });
    return created;
  });

  app.post('/api/games/:gameId/entries', command, async (request): Promise<CreatedEntry> => {
    const { gameId } = parseInput(GameParamsSchema, request.params);
    const input = parseInput(CreateEntrySchema, trimText(request.body));
    const client = { bot: isBotUserAgent(request.headers['user-agent']) };
    const player = await user(request);
    const created = CreatedEntrySchema.parse(await createEntry(pickemDeps, player, gameId, input, client));
    // A pick'em player joins with an entry (decision 042).
    if (!client.bot) deps.analytics.record('join', { uid: player?.uid }, { gameId, gameType: 'Questions' });
    return created;
  });

  app.post('/api/games/:gameId/entries/:entryId/answers', command, async (request) => {
    const { gameId, entryId } = parseInput(EntryParamsSchema, request.params);
    await setAnswer(deps, await user(request), gameId, entryId, parseInput(SetAnswerSchema, request.body));
    return ok();
  });

  app.post('/api/games/:gameId/entries/:entryId/tiebreaker', command, async (request) => {
    const { gameId, entryId } = parseInput(EntryParamsSchema, request.params);
    const { value } = parseInput(SetTiebreakerSchema, request.body);
    await setTiebreaker(pickemDeps, await user(request), gameId, entryId, value);
    return ok();
  });

  app.post('/api/games/:gameId/entries/:entryId/name', command, async (request) => {
    const { gameId, entryId } = parseInput(EntryParamsSchema, request.params);
    const { entryName } = parseInput(RenameEntrySchema, trimText(request.body));
    await renameOwnEntry(pickemDeps, await user(request), gameId, entryId, entryName);
    return ok();
  });

  app.post('/api/games/:gameId/entries/:entryId/submit', command, async (request) => {
    const { gameId, entryId } = parseInput(EntryParamsSchema, request.params);
    parseInput(EmptyBodySchema, request.body);
    await submitEntry(pickemDeps, await user(request), gameId, entryId);
    return ok();
  });

  app.post('/api/games/:gameId/entries/:entryId/cancel', command, async (request) => {
    const { gameId, entryId } = parseInput(EntryParamsSchema, request.params);
    parseInput(EmptyBodySchema, request.body);
    await cancelEntry(pickemDeps, await user(request), gameId, entryId);
    return ok();
  });

  app.post('/api/games/:gameId/props/:question/settle', command, async (request) => {
    const { gameId, question } = parseInput(QuestionParamsSchema, request.params);
    const input = parseInput(SettlePropSchema, trimText(request.body));
    await settleProp(pickemDeps, await user(request), gameId, Number(question), input);
    return ok();
  });

  // Host tools (docs/product/pickem.md#host-tools): host only, written to the game's activity log.
  app.post('/api/pickem/games/:gameId/details', command, async (request) => {
    const { gameId } = parseInput(GameParamsSchema, request.params);
    await editQuestionsGameDetails(pickemDeps, await user(request), gameId, parseInput(EditGameDetailsSchema, trimText(request.body)));
    return ok();
  });

  app.post('/api/pickem/games/:gameId/entries/:entryId/remove', command, async (request) => {
    const { gameId, entryId } = parseInput(EntryParamsSchema, request.params);
    parseInput(EmptyBodySchema, request.body);
    await removeEntryByHost(pickemDeps, await user(request), gameId, entryId);
    return ok();
  });

  app.post('/api/games/:gameId/tiebreaker/settle', command, async (request) => {
    const { gameId } = parseInput(GameParamsSchema, request.params);
    const { result } = parseInput(SettleTiebreakerSchema, request.body);
    await settleTiebreaker(pickemDeps, await user(request), gameId, result);
    return ok();
  });
}
