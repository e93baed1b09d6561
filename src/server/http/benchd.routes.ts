import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BenchdFigures } from '../../contracts/benchd.js';
import { isAdminUser, requireAdmin } from '../services/admin.service.js';
import type { HttpDeps } from './http-deps.js';
import { findRequestUser } from './request-user.js';

/** Which process answered: each instance keeps its own hour of figures in memory. */
const INSTANCE = `${os.hostname()}:${process.pid}`;

/**
 * /benchd, the game-day figures (docs/decisions/045-game-day-two-instances.md), gated as /admin is
 * (docs/security.md): the API answers 403 to anyone but an ADMIN_EMAILS account, and the page is
 * a 404 for them, decided by the session cookie before any script runs. `webDist` null: no built
 * web app, so only the API is registered.
 */
export function registerBenchdRoutes(app: FastifyInstance, deps: HttpDeps, webDist: string | null): void {
  app.get('/api/admin/benchd', async (request, reply): Promise<BenchdFigures> => {
    await requireAdmin(deps.db, await findRequestUser(request, deps.db, deps.now()), deps.env.ADMIN_EMAILS);
    void reply.header('cache-control', 'no-store');
    return { generatedAt: deps.now().toISOString(), instance: INSTANCE, points: deps.metrics.lastHour() };
  });

  if (webDist === null) return;
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  app.get('/benchd', async (request, reply) => {
    const admin = await isAdminUser(deps.db, await findRequestUser(request, deps.db, deps.now()), deps.env.ADMIN_EMAILS);
    return reply
      .status(admin ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
