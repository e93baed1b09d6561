// Our own analytics and error reports (decisions 042 and 043): POST /api/events (a browser's
// batch), POST /api/errors (one sampled client error), and the Admin Dashboard's reads.
// Bots are answered as if stored and nothing is kept; a batch or report past its limits, or
// with any malformed or unknown event, is refused whole (4xx) and nothing is kept.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminAnalytics, AdminErrors } from '../../contracts/analytics.js';
import { ERROR_REPORT_MAX_BYTES, EVENT_BATCH_MAX_BYTES, ErrorReportSchema } from '../../contracts/analytics.js';
import { isBotUserAgent } from '../../domain/people/bots.js';
import { requireAdmin } from '../services/admin.service.js';
import { readAdminAnalytics, readAdminErrors } from '../services/analytics-admin.service.js';
import { createErrorReports, siteEnvironment } from '../services/error-reports.service.js';
import type { ErrorReports } from '../services/error-reports.service.js';
import { createStackMapper } from '../services/error-stacks.js';
import { reportToSentry } from '../services/sentry.js';
import type { HttpDeps } from './http-deps.js';
import { clientAllowance } from './client-allowance.js';
import type { ClientKey } from './client-allowance.js';
import { useEventBatchParser } from './event-batch-parser.js';
import { CompiledEventBatchSchema } from './event-batch-schema.js';
import { createEventSubjects } from './event-subjects.js';
import { parseInput } from './parse-input.js';
import { MINUTE_MS } from './rate-limits.js';
import { findRequestUser } from './request-user.js';

/** Registers the routes; returns the error reports, which the error handler feeds with 5xx errors. */
export async function registerAnalyticsRoutes(app: FastifyInstance, deps: HttpDeps, webDist: string | null, clientKey: ClientKey): Promise<ErrorReports> {
  const sentry = await reportToSentry({ dsn: deps.env.SENTRY_DSN, environment: siteEnvironment(deps.env), release: deps.version });
  if (sentry) app.addHook('onClose', async () => sentry.close());
  const reports = createErrorReports({ db: deps.db, now: deps.now, analytics: deps.analytics, mapper: createStackMapper(webDist), version: deps.version, sentry, onError: (error) => app.log.warn({ err: error }, 'error report not stored') });
  // Per client (address and session, the commands' key), each route with its own allowance,
  // counted by a synchronous hook of ours rather than @fastify/rate-limit's chain of promises
  // (decision 055). The allowance's headers go only with a refusal (429 and Retry-After): a
  // browser's batch reads no answer, and three headers more on each were a measurable share of its cost.
  const limited = (bodyLimit: number, quietAccessLog = false) => ({
    bodyLimit,
    config: { quietAccessLog },
    onRequest: clientAllowance({ max: deps.env.RATE_LIMIT_EVENTS, windowMs: MINUTE_MS, key: clientKey }),
  });
  const subjects = await createEventSubjects(deps.db, deps.now);
  app.addHook('onClose', async () => subjects.close());
  const isBot = (request: FastifyRequest) => isBotUserAgent(request.headers['user-agent']);

  // In a scope of its own, for its JSON parser (event-batch-parser.ts); every hook still applies.
  await app.register((scope, _options, done) => {
    useEventBatchParser(scope);
    // A stored batch writes no access line (http-server.ts, `quietAccessLog`): at a browser's
    // batch every 10 s it would be most of the log; a refusal is logged as everywhere.
    scope.post('/api/events', limited(EVENT_BATCH_MAX_BYTES, true), async (request, reply) => {
      const batch = parseInput(CompiledEventBatchSchema, request.body);
      if (!isBot(request)) deps.analytics.recordAll(batch.events, await subjects.of(request, batch.clientId));
      return reply.status(204).send();
    });
    done();
  });

  app.post('/api/errors', limited(ERROR_REPORT_MAX_BYTES), async (request, reply) => {
    const report = parseInput(ErrorReportSchema, request.body);
    if (!isBot(request)) await reports.client(report, await subjects.of(request, undefined));
    return reply.status(204).send();
  });

  const admin = async (request: FastifyRequest) => requireAdmin(deps.db, await findRequestUser(request, deps.db, deps.now()), deps.env.ADMIN_EMAILS);

  app.get('/api/admin/analytics', async (request, reply): Promise<AdminAnalytics> => {
    await admin(request);
    void reply.header('cache-control', 'no-store');
    return readAdminAnalytics(deps.db, deps.now());
  });

  app.get('/api/admin/errors', async (request, reply): Promise<AdminErrors> => {
    await admin(request);
    void reply.header('cache-control', 'no-store');
    return readAdminErrors(deps.db);
  });

  return reports;
}
