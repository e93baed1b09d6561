// Analytics ingest (decision 042): what 5,000 browser events a second cost the server, as the
// share of one core it spends on them. Events arrive as browsers send them — batches of 50 to
// POST /api/events, each under its own anonymous session — and are written by the recorder's
// batched INSERTs. On PGlite the INSERT runs in the app's process; on PostgreSQL it runs in the
// database's processes, so there the cost is the app's CPU plus the CPU of every process of the
// throwaway cluster (the postmaster, its backends and helpers). CPU is counted whole, idle work
// included, over a window that follows a warm-up of the same load (decision 059).
// Scale with BENCH_ANALYTICS_RATE (events/s), BENCH_ANALYTICS_SECONDS and
// BENCH_ANALYTICS_WARMUP_SECONDS; BENCH_ANALYTICS_ENGINES=pglite,postgres picks the engines;
// BENCH_CPU_PROF=1 runs the server under --cpu-prof (read it with bench/profile-summary.ts).
// Floor: the same load on a bare Fastify server that only parses the JSON and answers 204.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startPostgresCluster } from '../tests/setup/postgres-server.js';
import type { Benchmark, Result } from './lib.js';
import { anonymousCookie, atMost, cpuSeconds, envInt, info, monotonicUs, outDir, processCpuTimes, result, round, startServer, withFastifyFloor } from './lib.js';

const RATE = envInt('BENCH_ANALYTICS_RATE', 5_000);
const SECONDS = envInt('BENCH_ANALYTICS_SECONDS', 30);
const WARMUP_SECONDS = envInt('BENCH_ANALYTICS_WARMUP_SECONDS', 40);
const BATCH = 50;
const SESSIONS = 100;
const TICK_MS = 100;
type Engine = 'pglite' | 'postgres';
const ENGINES = (process.env.BENCH_ANALYTICS_ENGINES ?? 'pglite,postgres').split(',').map((name): Engine => {
  if (name !== 'pglite' && name !== 'postgres') throw new Error(`BENCH_ANALYTICS_ENGINES: unknown engine ${name}`);
  return name;
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Children's CPU already reaped by a process (stat fields 16 and 17, cutime and cstime). */
function reapedChildrenCpu(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

const parentOf = (pid: number): number => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
};

/** The postmaster listening on `port`: the process whose command line is `postgres ... -p PORT ...`. */
function postmasterOf(port: string): number {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (path.basename(argv[0] ?? '') === 'postgres' && argv[argv.indexOf('-p') + 1] === port) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error(`no postmaster on port ${port}`);
}

/**
 * CPU seconds used so far by a PostgreSQL cluster: its postmaster, every live child (backends,
 * checkpointer, WAL writer...) and the children that have already exited.
 */
function clusterCpuSeconds(postmaster: number): number {
  let total = cpuSeconds(processCpuTimes(postmaster)) + reapedChildrenCpu(postmaster);
  for (const entry of fs.readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && parentOf(Number(entry)) === postmaster) {
      const cpu = cpuSeconds(processCpuTimes(Number(entry)));
      if (Number.isFinite(cpu)) total += cpu;
    }
  }
  return total;
}

interface Usage {
  app: number;
  db: number;
  /** The phase on the profile's clock (bench/profile-summary.ts --window warmup|load). */
  mono: [number, number];
}

/** CPU seconds of the app and of the database cluster over `ms` of work and `tailMs` after it. */
async function cpuOver(pid: number, postmaster: number | undefined, work: (untilMs: number) => Promise<void>, ms: number, tailMs: number): Promise<Usage> {
  const dbCpu = () => (postmaster === undefined ? 0 : clusterCpuSeconds(postmaster));
  const app0 = cpuSeconds(processCpuTimes(pid));
  const db0 = dbCpu();
  const mono0 = monotonicUs();
  await work(performance.now() + ms);
  await sleep(tailMs);
  return { app: cpuSeconds(processCpuTimes(pid)) - app0, db: dbCpu() - db0, mono: [mono0, monotonicUs()] };
}

interface Measured {
  warmup: Usage;
  busy: Usage;
  /** Events answered 204 during the warm-up and during the measured load. */
  warmupSent: number;
  sent: number;
  refused: number;
}

/** The load, RATE events a second in batches of BATCH: a warm-up, then the measured window straight after it. */
async function measure(url: string, pid: number, postmaster: number | undefined, cookies: string[]): Promise<Measured> {
  const events = Array.from({ length: BATCH }, (_, i) => ({ name: 'page_view', props: { route: i % 2 ? '/games/:gameId' : '/' } }));
  const body = JSON.stringify({ events });
  let sent = 0;
  let refused = 0;
  const send = async (cookie: string) => {
    const response = await fetch(`${url}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body });
    await response.arrayBuffer();
    if (response.status === 204) sent += BATCH;
    else refused += 1;
  };
  /** Sends RATE events a second, in ticks of TICK_MS, until the given time. */
  const load = async (untilMs: number) => {
    const perTick = (RATE * TICK_MS) / 1000 / BATCH;
    let owed = 0;
    let next = performance.now();
    let batches = 0;
    const pending: Promise<void>[] = [];
    while (next < untilMs) {
      owed += perTick;
      for (; owed >= 1; owed -= 1) pending.push(send(cookies[batches++ % cookies.length] ?? ''));
      next += TICK_MS;
      await sleep(Math.max(0, next - performance.now()));
    }
    await Promise.all(pending);
  };
  // The load runs until V8 has optimised its hot path, then goes on without a pause into the
  // measured window: a server runs for hours, so what it pays while its code is still being
  // compiled is a start-up cost, not the load's (decision 059). The warm-up is measured too, for
  // reading: it is what a freshly started server pays.
  const warmup = await cpuOver(pid, postmaster, load, WARMUP_SECONDS * 1000, 0);
  const warmupSent = sent;
  sent = 0;
  // The last flush (every second) of what was sent is part of the work.
  const busy = await cpuOver(pid, postmaster, load, SECONDS * 1000, 1_200);
  return { warmup, busy, warmupSent, sent, refused };
}

/**
 * The CPU a load cost, counted whole (the server's idle work included, so the figure can only
 * overstate): µs per event sent, and what RATE events a second cost at that price, as % of one
 * core. Not the CPU over the run's wall time: on a busy machine a starved server answers late,
 * the run lasts longer and the same work would read as a smaller share.
 */
function cost(usage: Usage, events: number, of: 'app' | 'db') {
  const perEvent = (usage[of] * 1e6) / Math.max(1, events);
  return { perEvent, share: (perEvent * RATE) / 1e4 };
}

/**
 * The floor: the same load on a bare Fastify server that parses each batch's JSON and answers
 * 204 (bench/fastify-floor-server.ts) — what 100 requests a second cost before the app adds
 * anything (no schema, session, limiter, hooks or storage).
 */
function bareFastify(): Promise<number> {
  return withFastifyFloor(async (url, pid) => {
    const m = await measure(url, pid, undefined, ['']);
    const { share, perEvent } = cost(m.busy, m.sent, 'app');
    info(`bare Fastify: ${round(cost(m.warmup, m.warmupSent, 'app').share, 2)}% of a core in the warm-up, then ${round(share, 2)}%, ${round(perEvent, 2)} µs per event (${round(perEvent * BATCH, 1)} µs per batch)`);
    return share;
  });
}

async function runEngine(engine: Engine, floor: number | undefined): Promise<Result[]> {
  const cluster = engine === 'postgres' ? await startPostgresCluster({ durable: true }) : undefined;
  const profileDir = path.join(outDir, 'profiles');
  const nodeArgs = process.env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = await startServer({ label: `analytics-${engine}`, nodeArgs, env: { SPORTS_POLLING: 'false', RATE_LIMIT_EVENTS: '1000000', DATABASE_URL: cluster?.url ?? '' } }).catch(async (error: unknown) => {
    await cluster?.stop();
    throw error;
  });
  try {
    const postmaster = cluster ? postmasterOf(new URL(cluster.url).port) : undefined;
    const cookies = await Promise.all(Array.from({ length: SESSIONS }, () => anonymousCookie(server.url)));
    const m = await measure(server.url, server.pid, postmaster, cookies);
    if (nodeArgs.length > 0) {
      fs.mkdirSync(profileDir, { recursive: true });
      fs.writeFileSync(path.join(profileDir, `analytics-windows-${server.pid}.json`), JSON.stringify({ warmup: m.warmup.mono, load: m.busy.mono }));
    }
    // The offered rate over the load window (the sender is open-loop: late answers do not slow it).
    const achieved = m.sent / SECONDS;
    const app = cost(m.busy, m.sent, 'app');
    const db = cost(m.busy, m.sent, 'db');
    const warmup = cost(m.warmup, m.warmupSent, 'app').share + cost(m.warmup, m.warmupSent, 'db').share;
    info(
      `${engine}: the warm-up ${round(warmup, 2)}% of a core; then app ${round(app.share, 2)}%, db ${round(db.share, 2)}% ` +
        `(app ${round(app.perEvent, 2)} µs, db ${round(db.perEvent, 2)} µs per event); ${Math.round(achieved)} events/s accepted, ${m.refused} batches refused`,
    );
    if (m.refused > 0) throw new Error(`${m.refused} batches were refused`);
    if (cluster) {
      // Every accepted event must be stored (the recorder has flushed by now: 1.2 s after the last answer).
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>("select count(*)::int as n from analytics_events where name = 'page_view'");
        const accepted = m.warmupSent + m.sent;
        if ((rows[0]?.n ?? 0) < accepted) throw new Error(`${accepted} events accepted, ${rows[0]?.n ?? 0} stored`);
      } finally {
        await client.end();
      }
    }
    const note = `${Math.round(achieved)} events/s${cluster ? `; app ${round(app.share, 2)}% + PostgreSQL ${round(db.share, 2)}%` : ''}`;
    return [
      // The target is on the value (5 % of a core); the floor and ratio are for reading it.
      { ...result(`analytics.${engine}.cpu`, round(app.share + db.share, 2), '% core', atMost(5), note), ...(floor ? { floor: round(floor, 2), ratio: round((app.share + db.share) / floor, 2) } : {}) },
      result(`analytics.${engine}.cpu_per_event`, round(app.perEvent + db.perEvent, 2), 'µs'),
      result(`analytics.${engine}.cpu_warmup`, round(warmup, 2), '% core', null, `the first ${WARMUP_SECONDS} s of the load, on a fresh server`),
      result(`analytics.${engine}.events`, Math.round(achieved), 'events/s'),
    ];
  } finally {
    await server.stop();
    await cluster?.stop();
  }
}

const analytics: Benchmark = {
  name: 'analytics',
  description: `Server CPU for ${RATE.toLocaleString('en-US')} analytics events/s (batches of ${BATCH} to POST /api/events from ${SESSIONS} sessions, ${SECONDS} s, after ${WARMUP_SECONDS} s of the same load), % of one core, idle work included, on ${ENGINES.join(' and ')} (PostgreSQL: the app plus the database's processes)`,
  async run(): Promise<Result[]> {
    // BENCH_ANALYTICS_FLOOR=0 skips the bare Fastify floor.
    const floor = process.env.BENCH_ANALYTICS_FLOOR === '0' ? undefined : await bareFastify();
    const results: Result[] = [];
    for (const engine of ENGINES) results.push(...(await runEngine(engine, floor)));
    return results;
  },
};

export default analytics;
