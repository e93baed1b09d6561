import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { BenchdFigures } from '../../contracts/benchd.js';
import { requireAdmin } from '../services/admin.service.js';
import type { HttpDeps } from './http-deps.js';
import { findRequestUser } from './request-user.js';

/** Which process answered: each instance keeps its own hour of figures in memory. */
const INSTANCE = `${os.hostname()}:${process.pid}`;

/**
 * The game-day figures behind /benchd (docs/decisions/045-game-day-two-instances.md), gated as
 * /admin is (docs/security.md): 403 to anyone but an ADMIN_EMAILS account. The page itself is
 * served with the dashboard's (admin-page.ts).
 */
export function registerBenchdRoutes(app: FastifyInstance, deps: HttpDeps): void {
  app.get('/api/admin/benchd', async (request, reply): Promise<BenchdFigures> => {
    await requireAdmin(deps.db, await findRequestUser(request, deps.db, deps.now()), deps.env.ADMIN_EMAILS);
    void reply.header('cache-control', 'no-store');
    return { generatedAt: deps.now().toISOString(), instance: INSTANCE, points: deps.metrics.lastHour() };
  });

}
