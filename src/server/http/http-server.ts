import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../contracts/errors.js';
import { allowedOriginsFor, isAllowedOrigin } from '../auth/origin-policy.js';
import { AppError } from '../services/errors.js';
import { findSessionOwner } from '../services/sessions.service.js';
import { registerAdminPage } from './admin-page.js';
import { registerAdminRoutes } from './admin.routes.js';
import { registerAdminToolsRoutes } from './admin-tools.routes.js';
import { registerAnalyticsRoutes } from './analytics.routes.js';
import type { ErrorReports } from '../services/error-reports.service.js';
import { registerBenchdRoutes } from './benchd.routes.js';
import { isWarmUp } from './warm-up.js';
import { registerAuthRoutes } from './auth.routes.js';
import { registerBackupRoutes } from './backup.routes.js';
import { registerDevRoutes } from './dev.routes.js';
import { toHttpError } from './error-status.js';
import { registerGamePages } from './game-pages.js';
import { registerGamesRoutes } from './games.routes.js';
import { registerGoogleRoutes } from './google.routes.js';
import type { HttpDeps } from './http-deps.js';
import { registerInputGuard } from './input-guard.js';
import { registerMetricsRoutes } from './metrics.routes.js';
import { registerPickemRoutes } from './pickem.routes.js';
import { registerProfileRoutes } from './profile.routes.js';
import { lazyRequestLogger } from './request-logger.js';
import { commandKey } from './rate-limits.js';
import { securityHeaders } from './security-headers.js';
import { registerSeasonRoutes } from './seasons.routes.js';
import { registerPreviewImageRoutes } from './preview-image.routes.js';
import { registerSitePages } from './site-pages.js';
import { registerSessionRoutes } from './session.routes.js';
import { registerSportsRoutes } from './sports.routes.js';
import { registerSquaresRoutes } from './squares.routes.js';
import { registerStaticWeb } from './static-web.js';
import { registerSystemRoutes } from './system.routes.js';
import { registerWebviewRoutes } from './webview.routes.js';

/** Same limit for every request body (64 KiB). */
export const BODY_LIMIT_BYTES = 64 * 1024;

const CORRELATION_HEADER = 'x-correlation-id';
/** The field naming a request's correlation id in every log line about it. */
const CORRELATION_LABEL = 'correlationId';
const SAFE_CORRELATION_ID = /^[A-Za-z0-9_.:-]{8,64}$/;

/** A route as registered: one method and its URL pattern (`/api/games/:gameId`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const routesByApp = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route the app registered, so the authorisation matrix test can require a decision for each. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesByApp.get(app) ?? [];
}

const isApi = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/');
const isCommand = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

const DEBUG_LEVELS = new Set(['debug', 'trace']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A 2xx of this route writes no access line (a browser's analytics batch); its refusals do. */
    quietAccessLog?: boolean;
  }
}

export async function createHttpServer(deps: HttpDeps, logger: FastifyBaseLogger): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.env.TRUST_PROXY,
    requestIdHeader: false,
    // One line per request, written in onResponse; Fastify's own pair of lines is off.
    logController: new LogController({ requestIdLogLabel: CORRELATION_LABEL, disableRequestLogging: true }),
    // pino's child per request only once something logs through request.log (decision 051).
    childLoggerFactory: lazyRequestLogger,
    // A client may bring its correlation id (docs/product/accounts.md) if it looks like one; otherwise we make one.
    genReqId: (req) => {
      const given = req.headers[CORRELATION_HEADER];
      return typeof given === 'string' && SAFE_CORRELATION_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
  });

  // Before any route: plugins registered later inherit the hook, so their routes are listed too.
  const routes: RegisteredRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  // The API speaks JSON only: any other body type is refused with 415 before a handler runs.
  app.removeContentTypeParser('text/plain');
  registerInputGuard(app);

  const headers = securityHeaders({ production: deps.env.NODE_ENV === 'production' });
  // Per client address and real session: a made-up cookie per request is no way around it.
  // Shared by every command's limit, the analytics routes' own included (decision 055).
  const clientKey = commandKey((tokenHash) => findSessionOwner(deps.db, tokenHash, deps.now()));
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientKey,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} s.`), { statusCode: 429 }),
  });

  // Known once the server listens (PORT=0 picks a port). Before that the only requests are the
  // warm-up's, in process and without an Origin: none is allowed, and nothing is remembered.
  let allowedOrigins: string[] | undefined;
  const ownOrigins = (): string[] => {
    if (allowedOrigins) return allowedOrigins;
    const address = app.server.address() as AddressInfo | null;
    if (address === null) return [];
    return (allowedOrigins = allowedOriginsFor(deps.env.PUBLIC_URL, address.port, deps.env.ALLOWED_ORIGINS));
  };
  // One hook, the first of all, so that every answer carries the headers, refusals and errors
  // included (one hook rather than two: it runs on every request, health checks too).
  // Both hooks are synchronous (a `done` callback): an async hook costs a promise and a microtask
  // on every request (decision 051).
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    void reply.header(CORRELATION_HEADER, request.id);
    if (isApi(request) && isCommand(request.method) && !isAllowedOrigin(request.headers, ownOrigins(), deps.env.TRUST_PROXY !== false)) {
      done(new AppError('cross_site_request', 'This request came from another site and was refused.'));
      return;
    }
    done();
  });
  const logResponse = (request: FastifyRequest, reply: FastifyReply) => {
    // The warm-up's own requests are not traffic (the socket's peer, which no header can name).
    if (isWarmUp(request)) return;
    // The registered pattern, never the URL: a made-up path cannot add a label value.
    deps.metrics.httpRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
    // Health checks come every few seconds from load balancers: keep them out of the info log,
    // and spend nothing on a debug line that is not written.
    const health = request.url === '/api/health' || request.url === '/api/ready' || request.url === '/metrics';
    if (health && !DEBUG_LEVELS.has(app.log.level)) return;
    if (request.routeOptions.config.quietAccessLog === true && reply.statusCode < 300) return;
    // The path only: query strings carry one-time secrets (webview ?token=, email-link tokens, OAuth codes).
    // Through the app's logger with the id as a field: the same line as request.log would write,
    // without making the request's child logger for it.
    const entry = { [CORRELATION_LABEL]: request.id, method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (health) app.log.debug(entry, 'request');
    else app.log.info(entry, 'request');
  };
  app.addHook('onResponse', (request, reply, done) => {
    logResponse(request, reply);
    done();
  });

  // Set once the routes are registered; a 5xx before that is only logged.
  const errorReports: { current?: ErrorReports } = {};
  app.setErrorHandler((error, request, reply) => {
    const http = toHttpError(error);
    if (http.status >= 500) {
      request.log.error({ err: error }, 'request failed');
      errorReports.current?.server(error, { route: `${request.method} ${request.routeOptions.url ?? '(no route)'}`, correlationId: request.id });
    }
    else request.log.info({ code: http.code, message: http.message }, 'request refused');
    const body: ErrorBody = { error: { code: http.code, message: http.message, correlationId: request.id } };
    return reply.status(http.status).type('application/json').send(body);
  });

  registerSystemRoutes(app, deps);
  registerMetricsRoutes(app, deps);
  registerBackupRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerAdminToolsRoutes(app, deps);
  registerGoogleRoutes(app, deps);
  await registerWebviewRoutes(app, deps);
  registerSportsRoutes(app, deps);
  registerGamesRoutes(app, deps);
  registerSquaresRoutes(app, deps);
  registerPickemRoutes(app, deps);
  registerSeasonRoutes(app, deps);
  registerDevRoutes(app, deps);
  registerPreviewImageRoutes(app, deps);
  const servesWeb = await registerStaticWeb(app, deps.env.WEB_DIST);
  errorReports.current = await registerAnalyticsRoutes(app, deps, servesWeb ? deps.env.WEB_DIST : null, clientKey);
  registerGamePages(app, deps, servesWeb ? deps.env.WEB_DIST : null);
  registerAdminPage(app, deps, servesWeb ? deps.env.WEB_DIST : null);
  registerBenchdRoutes(app, deps);
  const sitePages = registerSitePages(app, deps, servesWeb ? deps.env.WEB_DIST : null);

  app.setNotFoundHandler((request, reply) => {
    if (isApi(request) || !servesWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const body: ErrorBody = { error: { code: 'not_found', message: `No such path: ${request.method} ${request.url.split('?')[0]}`, correlationId: request.id } };
      return reply.status(404).send(body);
    }
    // docs/product/site.md#routes: the app's pages load the app; any other path is a 404 that loads
    // it too, and the app shows its not-found page (decision 037).
    return sitePages.sendApp(request, reply);
  });

  return app;
}
