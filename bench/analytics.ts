// Analytics ingest (decision 042): what 5,000 browser events a second cost the server, as the
// share of one core its process spends beyond its idle baseline. Events arrive as browsers send
// them — batches of 50 to POST /api/events, each under its own anonymous session — and are
// written by the recorder's batched INSERTs. Scale with BENCH_ANALYTICS_RATE (events/s),
// BENCH_ANALYTICS_SECONDS and BENCH_ANALYTICS_IDLE_SECONDS.
import type { Benchmark, Result } from './lib.js';
import { anonymousCookie, atMost, cpuSeconds, envInt, info, processCpuTimes, result, round, startServer } from './lib.js';

const RATE = envInt('BENCH_ANALYTICS_RATE', 5_000);
const SECONDS = envInt('BENCH_ANALYTICS_SECONDS', 20);
const IDLE_SECONDS = envInt('BENCH_ANALYTICS_IDLE_SECONDS', 10);
const BATCH = 50;
const SESSIONS = 100;
const TICK_MS = 100;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** CPU seconds the process spent over `ms` of wall time, and that wall time in seconds. */
async function cpuOver(pid: number, work: (untilMs: number) => Promise<void>, ms: number): Promise<{ cpu: number; wall: number }> {
  const cpu0 = cpuSeconds(processCpuTimes(pid));
  const t0 = performance.now();
  await work(t0 + ms);
  return { cpu: cpuSeconds(processCpuTimes(pid)) - cpu0, wall: (performance.now() - t0) / 1000 };
}

const analytics: Benchmark = {
  name: 'analytics',
  description: `Server CPU for ${RATE.toLocaleString('en-US')} analytics events/s (batches of ${BATCH} to POST /api/events from ${SESSIONS} sessions, ${SECONDS} s) beyond its idle baseline (${IDLE_SECONDS} s), % of one core`,
  async run(): Promise<Result[]> {
    const server = await startServer({ label: 'analytics', env: { SPORTS_POLLING: 'false', RATE_LIMIT_EVENTS: '1000000' } });
    try {
      const cookies = await Promise.all(Array.from({ length: SESSIONS }, () => anonymousCookie(server.url)));
      const events = Array.from({ length: BATCH }, (_, i) => ({ name: 'page_view', props: { route: i % 2 ? '/games/:gameId' : '/' } }));
      const body = JSON.stringify({ events });
      let sent = 0;
      let refused = 0;
      const send = async (cookie: string) => {
        const response = await fetch(`${server.url}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body });
        await response.arrayBuffer();
        if (response.status === 204) sent += BATCH;
        else refused += 1;
      };
      /** Sends RATE events a second, in ticks of TICK_MS, until the given time. */
      const load = async (untilMs: number) => {
        const perTick = (RATE * TICK_MS) / 1000 / BATCH;
        let owed = 0;
        let next = performance.now();
        const pending: Promise<void>[] = [];
        while (next < untilMs) {
          owed += perTick;
          for (; owed >= 1; owed -= 1) pending.push(send(cookies[(sent / BATCH + pending.length) % SESSIONS] ?? cookies[0]!));
          next += TICK_MS;
          await sleep(Math.max(0, next - performance.now()));
        }
        await Promise.all(pending);
      };
      // Warm up the route, the session lookups and the INSERT before measuring.
      await load(performance.now() + 2_000);
      await sleep(1_500);
      const idle = await cpuOver(server.pid, (until) => sleep(until - performance.now()), IDLE_SECONDS * 1000);
      sent = 0;
      const busy = await cpuOver(server.pid, load, SECONDS * 1000);
      const achieved = sent / busy.wall;
      const share = Math.max(0, busy.cpu / busy.wall - idle.cpu / idle.wall) * 100;
      info(`idle ${round((idle.cpu / idle.wall) * 100, 2)}% of a core; under load ${round((busy.cpu / busy.wall) * 100, 2)}%; ${Math.round(achieved)} events/s stored, ${refused} batches refused`);
      if (refused > 0) throw new Error(`${refused} batches were refused`);
      return [
        result('analytics.cpu', round(share, 2), '% core', atMost(5), `${Math.round(achieved)} events/s`),
        result('analytics.events', Math.round(achieved), 'events/s'),
      ];
    } finally {
      await server.stop();
    }
  },
};

export default analytics;
