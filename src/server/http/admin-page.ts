import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdminUser } from '../services/admin.service.js';
import type { HttpDeps } from './http-deps.js';
import { findRequestUser } from './request-user.js';

/** The operators' pages: the dashboard, and the game-day figures (decision 045). */
const ADMIN_PAGES = ['/admin', '/benchd'] as const;

/**
 * The operators' pages as the server sends them: the app for an admin's session; for anyone else
 * a 404, as for a page that does not exist (the app then shows its not-found screen, never the page).
 * Decided here by the session cookie, before any script runs (docs/security.md).
 * `webDist` null: no built web app (the dev server serves pages), so nothing is registered.
 */
export function registerAdminPage(app: FastifyInstance, deps: HttpDeps, webDist: string | null): void {
  if (webDist === null) return;
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const admin = await isAdminUser(deps.db, await findRequestUser(request, deps.db, deps.now()), deps.env.ADMIN_EMAILS);
    // no-store: the answer depends on who asks, so no cache may hand one visitor's to another.
    return reply
      .status(admin ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };
  for (const address of ADMIN_PAGES) app.get(address, page);
}
