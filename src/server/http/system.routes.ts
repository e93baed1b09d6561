import type { FastifyInstance } from 'fastify';
import { errorSampleRate, siteEnvironment } from '../services/error-reports.service.js';
import type { ClientConfig, Health } from '../../contracts/system.js';
import type { Readiness, ServerTime } from '../../contracts/operations.js';
import type { HttpDeps } from './http-deps.js';
import { createReadinessCheck } from '../services/readiness.js';
import { databaseUnavailable } from '../services/errors.js';

export function registerSystemRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const readiness = createReadinessCheck(deps.db);
  const healthy: Health = { status: 'ok', database: deps.db.kind, version: deps.version };

  // Liveness: the process answers. No database: an orchestrator restarting every instance because
  // the database went away would only add to the outage (readiness is /api/ready).
  app.get('/api/health', (): Health => healthy);

  // Readiness: a load balancer stops sending here while it answers 503 (docs/security.md, README).
  app.get('/api/ready', async (request, reply): Promise<Readiness> => {
    const { ready, checks } = await readiness();
    void reply.header('cache-control', 'no-store');
    if (ready) return { ready, checks };
    const failed = Object.entries(checks).filter(([, outcome]) => outcome === 'failed').map(([name]) => name);
    request.log.warn({ checks }, 'not ready');
    const { code } = databaseUnavailable();
    // A load balancer reads the status; a person reads the body.
    return reply.status(503).send({ ready, checks, error: { code, message: `Not ready: ${failed.join(', ')} failed.`, correlationId: request.id } });
  });

  // The server's clock as it answers (the /debug page measures skew against it); never cached.
  app.get('/api/time', (_request, reply): ServerTime => {
    void reply.header('cache-control', 'no-store');
    return { now: deps.now().toISOString() };
  });

  app.get('/api/config', (): ClientConfig => ({
    version: deps.version,
    discordUrl: deps.env.DISCORD_URL ?? null,
    googleSignIn: deps.env.GOOGLE_CLIENT_ID !== undefined,
    errorSampleRate: errorSampleRate(deps.env),
    sentry: deps.env.SENTRY_DSN === undefined ? null : { dsn: deps.env.SENTRY_DSN, environment: siteEnvironment(deps.env) },
  }));
}
