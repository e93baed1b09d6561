import type { FastifyInstance } from 'fastify';
import type { ClientConfig, Health } from '../../contracts/system.js';
import type { HttpDeps } from './http-deps.js';
import { createDatabaseProbe } from '../services/database-probe.js';
import { AppError } from '../services/errors.js';

export function registerSystemRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const probeDatabase = createDatabaseProbe(deps.db);
  const healthy: Health = { status: 'ok', database: deps.db.kind, version: deps.version };

  app.get('/api/health', async (): Promise<Health> => {
    try {
      await probeDatabase();
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('database_unavailable', 'The database is not reachable.');
    }
    return healthy;
  });

  app.get('/api/config', (): ClientConfig => ({
    version: deps.version,
    discordUrl: deps.env.DISCORD_URL ?? null,
    googleSignIn: deps.env.GOOGLE_CLIENT_ID !== undefined,
  }));
}
