import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../services/errors.js';
import type { HttpDeps } from './http-deps.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header is `Bearer <token>`, compared in constant time (equal-length digests). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer ([^\s]+)$/i.exec(header ?? '');
  const given = match?.[1] ?? '';
  // Compared even when absent, so a missing header costs the same as a wrong one.
  return timingSafeEqual(digest(given), digest(token)) && match !== null;
}

/**
 * GET /metrics for Prometheus (docs/security.md#admin-and-operations): only with METRICS_TOKEN set,
 * only for its bearer. Unset, the route answers 404 as if it did not exist (and is still
 * registered, so the web app's catch-all never serves a page here).
 */
export function registerMetricsRoutes(app: FastifyInstance, deps: HttpDeps): void {
  app.get('/metrics', async (request, reply) => {
    const token = deps.env.METRICS_TOKEN;
    if (token === undefined) throw new AppError('not_found', `No such path: ${request.method} /metrics`);
    if (!bearerMatches(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthenticated', 'Send the metrics token as a bearer token.');
    }
    return reply.header('cache-control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8').send(deps.metrics.expose());
  });
}
