import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { pino } from 'pino';
import { stdoutLog } from './logging/buffered-log.js';
import { siteConfigTopic } from '../contracts/topics.js';
import type { Database } from './db/database.js';
import { allowedOriginsFor } from './auth/origin-policy.js';
import { setInvalidRowReporter } from './db/invalid-rows.js';
import { openDatabase } from './db/open-database.js';
import type { Env } from './env.js';
import { projectRoot } from './env.js';
import { createHttpServer, registeredRoutes } from './http/http-server.js';
import { warmHotPaths } from './http/warm-up.js';
import { startNotifyProbe } from './realtime/notify-probe.js';
import type { RegisteredRoute } from './http/http-server.js';
import { startAnalyticsRollup } from './jobs/analytics-rollup.js';
import { startLeaderElection } from './jobs/leader.js';
import { startTopicLogPruning } from './jobs/prune-topic-log.js';
import { createMailer } from './mail/mailer.js';
import { createSportsIngest } from './jobs/sports-ingest.js';
import { Hub, defaultHubOptions } from './realtime/hub.js';
import type { HubOptions } from './realtime/hub.js';
import { attachLiveEndpoint } from './realtime/live-endpoint.js';
import { SessionSockets } from './realtime/session-sockets.js';
import { createNotifyBridge } from './realtime/notify-bridge.js';
import { gameTopicHandler, ownEntriesTopicHandler, userGamesTopicHandler } from './realtime/game-topics.js';
import { seasonTopicHandler } from './realtime/season-topics.js';
import { sportsGameTopicHandler, sportsLeagueTopicHandler } from './realtime/sports-topics.js';
import { TopicRegistry, publicTopic } from './realtime/topic-registry.js';
import type { AccountSteps } from './services/account-steps.js';
import { pickemSettlementListener, startPickemLockJob } from './services/pickem-settlement.service.js';
import { startSeasonClock } from './services/season-clock.service.js';
import { readSiteConfig } from './services/site-config.service.js';
import { createServerContext } from './services/server-context.js';
import { squaresSettlementListener } from './services/squares-settlement.service.js';
import type { SportsGameListener } from './services/sports-games.service.js';
import { createConfiguredProvider } from './sports/create-provider.js';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  hub: Hub;
  /** Every HTTP route and live topic the server serves (the authorisation matrix test lists them). */
  routes: readonly RegisteredRoute[];
  topics: TopicRegistry;
  /** Writes the analytics events queued so far (tests; decision 042). */
  flushAnalytics(): Promise<void>;
  /** Logs the hosts' My Games rows gathered so far (tests; decision 056). */
  flushHostSummaries(): Promise<void>;
  close(): Promise<void>;
}

export interface ServerHooks {
  /** More listeners on sports game changes, after the pools' own (tests watch changes with them). */
  sportsGameListeners?: readonly SportsGameListener[];
  /** More account steps, after the resources' own (tests watch promotions and deletions with them; decision 006). */
  accountSteps?: Partial<AccountSteps>;
  now?: () => Date;
  /** Hub settings other than the defaults (tests: a short heartbeat, a larger message budget). */
  hubOptions?: Partial<HubOptions>;
}

export const appVersion: string = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** Any constant works: every instance must use the same one. */
export const SPORTS_INGEST_LOCK = 7_431_002;

/** Connections the kernel queues before the server accepts them (see the listen below). */
export const LISTEN_BACKLOG = 4096;

/** Composition root: env → db → services → http + realtime + jobs (ARCHITECTURE.md). */
export async function startServer(env: Env, hooks: ServerHooks = {}): Promise<RunningServer> {
  const now = hooks.now ?? (() => new Date());
  // Lines gathered and written together, warnings at once (src/server/logging/buffered-log.ts).
  const log = pino({ level: env.LOG_LEVEL }, stdoutLog());
  setInvalidRowReporter((table, id, problem) => log.warn({ table, id, problem }, 'invalid stored row skipped'));
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    // A lost connection outside a request (idle pool, LISTEN, the leader's lock); each recovers on its own.
    onBackgroundError: (error) => log.warn({ err: error }, 'database connection lost or refused'),
  });
  try {
    const logError = (error: unknown) => log.error({ err: error }, 'background error');
    const bridge = createNotifyBridge(db, logError);
    // What every use case shares: account steps, podium worker, claim batches, taken squares (decision 026).
    const owned = createServerContext({ db, publisher: bridge.publisher, now, onError: logError, accountSteps: hooks.accountSteps });
    const { context } = owned;
    const { publisher } = context;
    const sports = createConfiguredProvider(env, now);
    const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox'), log: log.child({ component: 'mail' }) });
    const ingest = createSportsIngest({
      db,
      publisher,
      // Pools follow the feed's change once it is stored and published (decision 045; docs/product/live-data.md).
      listeners: [squaresSettlementListener(now), pickemSettlementListener(context), ...(hooks.sportsGameListeners ?? [])],
      now,
      provider: sports.provider,
      intervals: sports.intervals,
      budget: sports.budget,
      log: log.child({ job: 'sports-ingest' }),
      onRejected: (game, reason) => log.warn({ gameId: game.id, reason }, 'feed update rejected; keeping the stored game'),
      onFailed: (game, error) => log.error({ gameId: game.id, err: error }, 'sports game change could not be stored'),
      onPolled: (league, outcome, at) => context.metrics.feedPoll(league, outcome, at),
      beforeFollow: env.POOLS_FOLLOW_DELAY_MS > 0 ? (storedAt) => delay(Math.max(0, storedAt + env.POOLS_FOLLOW_DELAY_MS - performance.now())) : undefined,
    });

    const app = await createHttpServer(
      {
        ...context,
        env,
        version: appVersion,
        sports: {
          providerName: sports.provider.name,
          simulator: sports.simulator,
          intervals: sports.intervals,
          applyNow: (league, games) => ingest.applyNow(league, games),
        },
        mailer,
      },
      log,
    );

    const registry = new TopicRegistry()
      .register(publicTopic(siteConfigTopic, readSiteConfig))
      .register(sportsGameTopicHandler)
      .register(sportsLeagueTopicHandler(sports.provider.name, now))
      .register(gameTopicHandler(context.seasonReads))
      .register(ownEntriesTopicHandler)
      .register(userGamesTopicHandler)
      .register(seasonTopicHandler(now));
    const liveLog = log.child({ component: 'live' });
    const hub = new Hub(db, registry, liveLog, { ...defaultHubOptions, onFanOut: (seconds) => context.metrics.fanOut(seconds), ...hooks.hubOptions });
    context.metrics.readLiveFrom(() => ({ sockets: hub.clientCount, subscriptions: hub.subscriptionCount }));
    const unlisten = await bridge.listen((topic) => hub.topicChanged(topic));
    bridge.deliverLocally((topic, events) => hub.topicCommitted(topic, events));
    const stopNotifyProbe = await startNotifyProbe(db, (seconds) => context.metrics.notifyLag(seconds), logError);
    // Listened on the same connection as the topics: a revocation is handled before any update committed after it.
    const sessions = new SessionSockets(db, now, logError);
    const unlistenSessions = await sessions.listen();
    const stopPruning = startTopicLogPruning(db, now, logError);
    // Pick'em locks on the server's clock, published even when the feed says nothing (docs/product/pickem.md).
    const stopPickemLocks = startPickemLockJob({ ...context, onError: logError });

    // Warm before listening: no balancer, and no /api/ready, sees this instance until it is (decision 045).
    // A failed warm-up only costs the first players some speed: the server starts anyway.
    await warmHotPaths(app, db, now).then(
      (warmed) => (warmed.failed > 0 ? log.warn(warmed, 'the warm-up met server errors') : log.info(warmed, 'hot paths warmed')),
      (error: unknown) => log.warn({ err: error }, 'warming the hot paths failed; serving cold'),
    );
    // When another instance dies, its sockets reconnect here at once, thousands in a second. With
    // Node's default queue of 511 unaccepted connections, the balancer's connects time out and it
    // marks this, the only live instance, failed (decision 045). The kernel caps the queue at
    // net.core.somaxconn.
    await app.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG });
    const { port } = app.server.address() as AddressInfo;
    // After listen: the page origins it accepts include the port it got. Nothing runs in between, so no upgrade is missed.
    attachLiveEndpoint(app.server, db, hub, {
      allowedOrigins: allowedOriginsFor(env.PUBLIC_URL, port, env.ALLOWED_ORIGINS),
      trustProxy: env.TRUST_PROXY,
      sessions,
      socketsPerSession: env.LIVE_SOCKETS_PER_SESSION,
      socketsPerAddress: env.LIVE_SOCKETS_PER_ADDRESS,
      now,
      log: liveLog,
    });
    const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;

    // Exactly one instance polls the feed; another takes over within seconds if it dies.
    const leader = !env.SPORTS_POLLING ? null : startLeaderElection(
      db,
      SPORTS_INGEST_LOCK,
      () => {
        log.info({ provider: sports.provider.name }, 'leading sports ingest and the season clock');
        ingest.start();
        // The seasons' 5am rollover runs where the feed is polled: one instance, taken over if it dies.
        const stopSeasonClock = startSeasonClock({ db, publisher, now, onError: logError });
        // The dashboard's closed days, rolled up once (decision 052); the dashboard rolls up any it finds missing.
        const stopAnalyticsRollup = startAnalyticsRollup({ db, now, onError: logError });
        return async () => {
          await stopAnalyticsRollup();
          await stopSeasonClock();
          await ingest.stop();
        };
      },
      { retryMs: 2_000, onError: logError },
    );

    let closing: Promise<void> | undefined;
    return {
      url: `http://${host}:${port}`,
      port,
      db,
      hub,
      routes: registeredRoutes(app),
      topics: registry,
      flushAnalytics: () => context.analytics.flush(),
      flushHostSummaries: () => context.hostSummaries.flush(),
      close: () =>
        (closing ??= (async () => {
          await leader?.stop();
          stopPruning();
          stopPickemLocks();
          hub.close();
          await app.close(); // stops accepting, then waits for in-flight requests
          await ingest.stop();
          await owned.close();
          mailer.close();
          await unlisten();
          await stopNotifyProbe();
          await unlistenSessions();
          bridge.stop();
          await db.close();
        })()),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
