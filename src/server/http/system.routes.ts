import type { FastifyInstance } from 'fastify';
import type { ClientConfig, Health, HealthDown } from '../../contracts/system.js';
import type { HttpDeps } from './http-deps.js';
import { createDatabaseProbe } from '../services/database-probe.js';
import { databaseUnavailable } from '../services/errors.js';

export function registerSystemRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const probeDatabase = createDatabaseProbe(deps.db);
  const healthy: Health = { status: 'ok', database: deps.db.kind, version: deps.version };

  app.get('/api/health', async (request, reply): Promise<Health | HealthDown> => {
    try {
      await probeDatabase();
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      const { code, message } = databaseUnavailable();
      // A load balancer reads the status; a person reads the body.
      return reply.status(503).send({ status: 'unavailable', database: 'down', version: deps.version, error: { code, message, correlationId: request.id } });
    }
    return healthy;
  });

  app.get('/api/config', (): ClientConfig => ({
    version: deps.version,
    discordUrl: deps.env.DISCORD_URL ?? null,
    googleSignIn: deps.env.GOOGLE_CLIENT_ID !== undefined,
  }));
}
