import type { FastifyInstance } from 'fastify';
import { AdminSiteConfigChangeSchema } from '../../contracts/admin.js';
import type { AdminOverview, AdminSiteConfig } from '../../contracts/admin.js';
import { readAdminOverview, requireAdmin } from '../services/admin.service.js';
import { changeSiteConfigAsAdmin, readAdminSiteConfig } from '../services/admin-site-config.service.js';
import { commandRateLimit } from './http-deps.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { findRequestUser } from './request-user.js';
import { trimText } from './trim-text.js';

/** The Admin Dashboard's API: ADMIN_EMAILS accounts only; everyone else, without a session too, gets 403 (docs/security.md). */
export function registerAdminRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const admin = async (request: Parameters<typeof findRequestUser>[0]) =>
    requireAdmin(deps.db, await findRequestUser(request, deps.db, deps.now()), deps.env.ADMIN_EMAILS);

  app.get('/api/admin/overview', async (request, reply): Promise<AdminOverview> => {
    await admin(request);
    void reply.header('cache-control', 'no-store');
    return readAdminOverview(deps.db, deps.now(), { version: deps.version });
  });

  app.get('/api/admin/site-config', async (request, reply): Promise<AdminSiteConfig> => {
    await admin(request);
    void reply.header('cache-control', 'no-store');
    return readAdminSiteConfig(deps.db);
  });

  // Who asks is checked before the body is read: anyone else learns nothing about its shape.
  app.post('/api/admin/site-config', { config: commandRateLimit(deps) }, async (request): Promise<AdminSiteConfig> => {
    const account = await admin(request);
    const change = parseInput(AdminSiteConfigChangeSchema, trimText(request.body));
    return changeSiteConfigAsAdmin(deps, account, change);
  });
}
