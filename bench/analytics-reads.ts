// The Admin Dashboard's analytics reads (decision 042) over 30 days of stored events: how long
// readAdminAnalytics takes once the table holds a month of a busy site. Events are stored as the
// recorder writes them, a row per run (a browser batch, or one server event).
// Default month: 1,000 players a day, each sending 20 batches of 10 page views (600,000 runs,
// 6 million events), and 300 games created a day, each shared once and joined 5 times. Scale with
// BENCH_READS_PLAYERS, BENCH_READS_BATCHES, BENCH_READS_GAMES; BENCH_READS_ENGINES=pglite,postgres.
// Target: under 200 ms per read on each engine once the closed days are rolled up (decision 052:
// an operator on game day should not wait); the read of every day from the events, and the first
// open that rolls the month up, are reported beside it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/open-database.js';
import { readAnalytics } from '../tests/setup/analytics-oracle.js';
import { readAdminAnalytics } from '../src/server/services/analytics-admin.service.js';
import { analyticsWindow } from '../src/server/services/analytics-rollup.service.js';
import { startPostgresCluster } from '../tests/setup/postgres-server.js';
import type { Benchmark, Result } from './lib.js';
import { atMost, envInt, info, result, round } from './lib.js';

const PLAYERS = envInt('BENCH_READS_PLAYERS', 1_000);
const BATCHES = envInt('BENCH_READS_BATCHES', 20);
const GAMES = envInt('BENCH_READS_GAMES', 300);
const EVENTS_PER_BATCH = 10;
const DAYS = 30;
const READS = 5;
const ENGINES = (process.env.BENCH_READS_ENGINES ?? 'pglite,postgres').split(',');

/** A month of runs, written in SQL (the seeding is not what is measured), in time order as the recorder writes them. */
function seedSql(now: Date): string[] {
  const end = now.toISOString();
  const views = `json_build_array(${Array.from({ length: EVENTS_PER_BATCH }, () => `json_build_array('page_view', json_build_object('route', '/'))`).join(', ')})`;
  const game = (name: string, props: string) => `json_build_array(json_build_array('${name}', ${props}))`;
  const gameId = `'bench-' || d || '-' || g`;
  return [
    `insert into analytics_event_runs (at, uid, client_id, internal, funnel, events)
     select timestamptz '${end}' - (d || ' days')::interval + (b * ${Math.floor(86_000 / BATCHES)} || ' seconds')::interval,
            'player-' || p, null, p % 50 = 0, false, ${views}
     from generate_series(1, ${DAYS - 1}) d, generate_series(0, ${BATCHES - 1}) b, generate_series(1, ${PLAYERS}) p
     order by 1`,
    `insert into analytics_event_runs (at, uid, client_id, internal, funnel, events)
     select timestamptz '${end}' - (d || ' days')::interval + (g || ' seconds')::interval + (k || ' minutes')::interval, 'host-' || g, null, false, true,
            case when k = 0 then ${game('create_game', `json_build_object('gameId', ${gameId}, 'gameType', case when g % 3 = 0 then 'Pickem' else 'Squares' end, 'kind', case when g % 2 = 0 then 'Classic' else 'BabyShower' end)`)}
                 when k = 1 then ${game('share', `json_build_object('gameId', ${gameId}, 'method', 'copy')`)}
                 else ${game('join', `json_build_object('gameId', ${gameId}, 'gameType', 'Squares')`)} end
     from generate_series(1, ${DAYS - 1}) d, generate_series(1, ${GAMES}) g, generate_series(0, 6) k
     order by 1`,
    'analyze analytics_event_runs',
  ];
}

async function measure(engine: string): Promise<Result[]> {
  const cluster = engine === 'postgres' ? await startPostgresCluster() : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-reads-'));
  const db = await openDatabase({ databaseUrl: cluster?.url, dataDir });
  try {
    const now = new Date();
    const s0 = performance.now();
    for (const sql of seedSql(now)) await db.query(sql);
    const runs = (await db.query<{ runs: number; events: number }>('select count(*)::int as runs, sum(json_array_length(events))::int as events from analytics_event_runs')).rows[0];
    info(`${engine}: seeded ${runs?.runs} runs (${runs?.events} events) in ${round((performance.now() - s0) / 1000, 1)} s`);
    const median = (times: number[]) => Math.round([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0);
    const timed = async (read: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < READS; i++) {
        const t0 = performance.now();
        await read();
        times.push(performance.now() - t0);
      }
      return times;
    };
    // Every day from the events, as the dashboard read before its closed days were rolled up: the
    // same data, measured back to back with the rollup's read.
    const { from } = analyticsWindow(now);
    const allLive = await timed(() => readAnalytics(db, new Date(`${from}T00:00:00.000Z`)));
    // The first open rolls up every settled day the leader has not (here: all of them).
    const c0 = performance.now();
    let figures = await readAdminAnalytics(db, now);
    const firstOpen = performance.now() - c0;
    const times = await timed(async () => {
      figures = await readAdminAnalytics(db, now);
    });
    info(`${engine}: players on the busiest day ${Math.max(...figures.dailyPlayers.map((d) => d.players))}, funnel ${JSON.stringify(figures.funnel)}; every day from the events ${allLive.map((t) => Math.round(t)).join(', ')} ms; first open (rolling up ${DAYS - 1} days) ${Math.round(firstOpen)} ms; reads ${times.map((t) => Math.round(t)).join(', ')} ms`);
    const note = `${runs?.events} events in ${runs?.runs} runs over ${DAYS} days`;
    return [
      result(`analytics-reads.${engine}.dashboard`, median(times), 'ms', atMost(200), `${note}; closed days rolled up, today from the events`),
      result(`analytics-reads.${engine}.all-from-events`, median(allLive), 'ms', null, `${note}; every day from the events (the read before the rollup)`),
      result(`analytics-reads.${engine}.first-open`, Math.round(firstOpen), 'ms', null, `${note}; rolls up ${DAYS - 1} closed days first, then reads`),
    ];
  } finally {
    await db.close();
    await cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const analyticsReads: Benchmark = {
  name: 'analytics-reads',
  description: `The Admin Dashboard's analytics over ${DAYS} days (${PLAYERS.toLocaleString('en-US')} players a day, ${BATCHES} batches of ${EVENTS_PER_BATCH} each, ${GAMES} games a day), median of ${READS} reads, on ${ENGINES.join(' and ')}`,
  async run(): Promise<Result[]> {
    const results: Result[] = [];
    for (const engine of ENGINES) results.push(...(await measure(engine)));
    return results;
  },
};

export default analyticsReads;
