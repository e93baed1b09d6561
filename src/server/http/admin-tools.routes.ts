import type { FastifyInstance } from 'fastify';
import {
  AdminEmptyBodySchema,
  AdminEntryParamsSchema,
  AdminGameParamsSchema,
  AdminRenameEntrySchema,
  AdminRenamePlayerSchema,
  AdminRenamePoolSchema,
  AdminSearchQuerySchema,
  AdminUserParamsSchema,
} from '../../contracts/admin-tools.js';
import type { AdminActions, AdminFeedHealth, AdminSearchResult } from '../../contracts/admin-tools.js';
import { deleteGameAsAdmin, findForAdmin, readAdminActions, renameEntryAsAdmin, renamePlayerAsAdmin, renamePoolAsAdmin, signOutEverywhereAsAdmin } from '../services/admin-actions.service.js';
import { readFeedHealth } from '../services/admin-feeds.service.js';
import { requireAdmin } from '../services/admin.service.js';
import { commandRateLimit } from './http-deps.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { findRequestUser } from './request-user.js';
import { trimText } from './trim-text.js';

/**
 * The Admin Dashboard's tools (decision 041): feed health, find, and the actions on a result.
 * ADMIN_EMAILS accounts only; everyone else gets the same 403, checked before the parameters or
 * the body are read, so nobody else learns their shape (docs/security.md).
 */
export function registerAdminToolsRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const admin = async (request: Parameters<typeof findRequestUser>[0]) =>
    requireAdmin(deps.db, await findRequestUser(request, deps.db, deps.now()), deps.env.ADMIN_EMAILS);

  app.get('/api/admin/feeds', async (request, reply): Promise<AdminFeedHealth> => {
    await admin(request);
    void reply.header('cache-control', 'no-store');
    return readFeedHealth({ db: deps.db, now: deps.now, liveIntervalMs: (league) => deps.sports.intervals(league).liveMs });
  });

  app.get('/api/admin/search', async (request, reply): Promise<AdminSearchResult> => {
    await admin(request);
    const { q } = parseInput(AdminSearchQuerySchema, request.query);
    void reply.header('cache-control', 'no-store');
    return findForAdmin(deps.db, q, deps.now());
  });

  app.get('/api/admin/actions', async (request, reply): Promise<AdminActions> => {
    await admin(request);
    void reply.header('cache-control', 'no-store');
    return readAdminActions(deps.db);
  });

  app.post('/api/admin/games/:gameId/delete', { config: commandRateLimit(deps) }, async (request): Promise<AdminActions> => {
    const account = await admin(request);
    const { gameId } = parseInput(AdminGameParamsSchema, request.params);
    parseInput(AdminEmptyBodySchema, request.body);
    return deleteGameAsAdmin(deps, account, gameId);
  });

  app.post('/api/admin/games/:gameId/rename', { config: commandRateLimit(deps) }, async (request): Promise<AdminActions> => {
    const account = await admin(request);
    const { gameId } = parseInput(AdminGameParamsSchema, request.params);
    const { name } = parseInput(AdminRenamePoolSchema, trimText(request.body));
    return renamePoolAsAdmin(deps, account, gameId, name);
  });

  app.post('/api/admin/games/:gameId/entries/:entryId/rename', { config: commandRateLimit(deps) }, async (request): Promise<AdminActions> => {
    const account = await admin(request);
    const { gameId, entryId } = parseInput(AdminEntryParamsSchema, request.params);
    const { name } = parseInput(AdminRenameEntrySchema, trimText(request.body));
    return renameEntryAsAdmin(deps, account, gameId, entryId, name);
  });

  app.post('/api/admin/games/:gameId/players/rename', { config: commandRateLimit(deps) }, async (request): Promise<AdminActions> => {
    const account = await admin(request);
    const { gameId } = parseInput(AdminGameParamsSchema, request.params);
    return renamePlayerAsAdmin(deps, account, gameId, parseInput(AdminRenamePlayerSchema, request.body));
  });

  app.post('/api/admin/users/:uid/sign-out', { config: commandRateLimit(deps) }, async (request): Promise<AdminActions> => {
    const account = await admin(request);
    const { uid } = parseInput(AdminUserParamsSchema, request.params);
    parseInput(AdminEmptyBodySchema, request.body);
    return signOutEverywhereAsAdmin(deps, account, uid);
  });
}
