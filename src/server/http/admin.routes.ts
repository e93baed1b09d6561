import type { FastifyInstance } from 'fastify';
import type { AdminOverview } from '../../contracts/admin.js';
import { readAdminOverview, requireAdmin } from '../services/admin.service.js';
import type { HttpDeps } from './http-deps.js';
import { findRequestUser } from './request-user.js';

/** The Admin Dashboard's API: ADMIN_EMAILS accounts only (401 without a session, 403 for anyone else). */
export function registerAdminRoutes(app: FastifyInstance, deps: HttpDeps): void {
  app.get('/api/admin/overview', async (request, reply): Promise<AdminOverview> => {
    await requireAdmin(deps.db, await findRequestUser(request, deps.db, deps.now()), deps.env.ADMIN_EMAILS);
    void reply.header('cache-control', 'no-store');
    return readAdminOverview(deps.db, deps.now(), { version: deps.version });
  });
}
