// What /metrics reports (README, operations): the figures that matter when many people watch
// games at once. Each source reports through one of these functions or is read at scrape time.
import type { DatabaseStats } from '../db/database.js';
import type { BenchdPoint } from '../../contracts/benchd.js';
import { MetricsRegistry } from './exposition.js';
import { LiveFigures } from './live-figures.js';

/** The claim command's route: its answer time is /benchd's claim latency. */
const CLAIM_ROUTE = '/api/games/:gameId/squares/:square/claim';

/** Claims per batch: 1 when quiet, up to the batcher's maximum under a rush. */
const BATCH_SIZE_BUCKETS = [1, 2, 4, 8, 16, 32, 64, 128] as const;

export type FeedPollOutcome = 'ok' | 'failed';

export interface LiveCounts {
  sockets: number;
  subscriptions: number;
}

export interface AppMetrics {
  /** `route` is the registered pattern (`/api/games/:gameId`), undefined when no route matched. */
  httpRequest(route: string | undefined, method: string, status: number, seconds: number): void;
  claimBatch(size: number, seconds: number): void;
  /** From a topic change heard (NOTIFY) to its frames written to every subscribed socket of this instance. */
  fanOut(seconds: number): void;
  /** A NOTIFY sent by this instance until its own LISTEN heard it: what every other instance waits for a change (notify-probe.ts). */
  notifyLag(seconds: number): void;
  feedPoll(league: string, outcome: FeedPollOutcome, at: Date): void;
  /** Where the live figures are read from, once the hub exists. */
  readLiveFrom(read: () => LiveCounts): void;
  expose(): string;
  /** /benchd's last hour, a point a minute (live-figures.ts). */
  lastHour(): BenchdPoint[];
}

/** Request methods as they are; anything else (a made-up method) counts as OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createAppMetrics(sources: { databaseStats: () => DatabaseStats }): AppMetrics {
  const registry = new MetricsRegistry();
  const requests = registry.histogram('sportsball_http_request_duration_seconds', 'HTTP request duration by route pattern, method and status class.', [
    'route',
    'method',
    'status_class',
  ]);
  const batchSizes = registry.histogram('sportsball_claim_batch_size', 'Square claims and releases per batch (one transaction each).', [], BATCH_SIZE_BUCKETS);
  const batchLatency = registry.histogram('sportsball_claim_batch_duration_seconds', 'Time to run one batch of square claims, its transaction included.', []);
  const fanOut = registry.histogram('sportsball_fanout_lag_seconds', 'From a topic change heard to its frames written to every subscribed socket on this instance.', []);
  const notifyLag = registry.histogram('sportsball_notify_lag_seconds', 'From a NOTIFY sent by this instance to its LISTEN hearing it: the database leg of a change reaching the other instances.', []);
  const polls = registry.counter('sportsball_feed_polls_total', 'Sports feed polls by league and outcome (this instance leads the ingest).', ['league', 'outcome']);
  const lastSuccess = new Map<string, number>();
  let live: () => LiveCounts = () => ({ sockets: 0, subscriptions: 0 });
  const figures = new LiveFigures({ sockets: () => live().sockets, lastPolls: () => [...lastSuccess.values()].map((seconds) => seconds * 1000) });

  registry.gauge('sportsball_feed_last_success_timestamp_seconds', 'When each league last polled successfully (Unix time); freshness is time() minus this.', ['league'], () =>
    [...lastSuccess].map(([league, at]) => [{ league }, at] as const),
  );
  registry.gauge('sportsball_live_sockets', 'Open live (WebSocket) connections on this instance.', [], () => [[{}, live().sockets]]);
  registry.gauge('sportsball_live_subscriptions', 'Topic subscriptions held by the open sockets on this instance.', [], () => [[{}, live().subscriptions]]);
  registry.gauge('sportsball_db_listener_up', 'Whether the connection hearing other instances\u2019 changes is up (1) or not (0).', [], () => [
    [{}, sources.databaseStats().listening ? 1 : 0],
  ]);
  registry.gauge('sportsball_db_pool_connections', 'PostgreSQL pool connections by state (max: the configured size); none with PGlite.', ['state'], () => {
    const pool = sources.databaseStats().pool;
    if (!pool) return [];
    return [
      [{ state: 'max' }, pool.max],
      [{ state: 'total' }, pool.total],
      [{ state: 'idle' }, pool.idle],
      [{ state: 'waiting' }, pool.waiting],
    ];
  });
  registry.gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', [], () => [[{}, process.memoryUsage.rss()]]);

  return {
    httpRequest(route, method, status, seconds) {
      requests.observe({ route: route ?? 'unmatched', method: METHODS.has(method) ? method : 'OTHER', status_class: `${Math.floor(status / 100)}xx` }, seconds);
      if (route === CLAIM_ROUTE && method === 'POST') figures.claim(seconds);
    },
    claimBatch(size, seconds) {
      batchSizes.observe({}, size);
      batchLatency.observe({}, seconds);
    },
    fanOut(seconds) {
      fanOut.observe({}, seconds);
      figures.fanOut(seconds);
    },
    notifyLag(seconds) {
      notifyLag.observe({}, seconds);
    },
    feedPoll(league, outcome, at) {
      polls.inc({ league, outcome });
      if (outcome === 'ok') lastSuccess.set(league, at.getTime() / 1000);
    },
    readLiveFrom(read) {
      live = read;
    },
    expose: () => registry.expose(),
    lastHour: () => figures.points(),
  };
}
