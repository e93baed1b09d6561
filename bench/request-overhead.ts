// What every request costs the app beyond a bare Fastify route (decision 051): the app's global
// machinery (correlation id, security headers, origin check, access log, metrics histogram,
// input guard, rate-limit plugin) on trivial routes, as server CPU µs per request beyond its idle
// baseline, beside a bare Fastify server (bench/fastify-floor-server.ts) under the same load in
// the same run. The load is open-loop, RATE requests a second over keep-alive connections, so
// both servers do the same work whatever the machine is doing; CPU per request is the figure to
// read, not latency. The app logs at info (as in production), so the access log line is written.
//   GET /api/health  no access log line (health checks are kept out of the info log)
//   GET /api/config  one access log line
// Scale with BENCH_REQ_RATE (requests/s), BENCH_REQ_SECONDS (per route and round), BENCH_REQ_IDLE_SECONDS,
// BENCH_REQ_ROUNDS; BENCH_CPU_PROF=1 runs the app under --cpu-prof with a window per route and
// round (node --import tsx bench/profile-summary.ts FILE --window config1).
import fs from 'node:fs';
import path from 'node:path';
import type { Benchmark, Result } from './lib.js';
import { againstFloor, cpuSeconds, envInt, info, median, monotonicUs, outDir, processCpuTimes, result, round, sleep, startServer, withFastifyFloor } from './lib.js';

const RATE = envInt('BENCH_REQ_RATE', 1_000);
const SECONDS = envInt('BENCH_REQ_SECONDS', 6);
const ROUNDS = envInt('BENCH_REQ_ROUNDS', 3);
const IDLE_SECONDS = envInt('BENCH_REQ_IDLE_SECONDS', 5);
const TICK_MS = 20;

/** Sends RATE requests a second to `url`, open-loop, until `untilMs`; returns how many answered 2xx and how many did not. */
async function load(url: string, untilMs: number): Promise<{ ok: number; failed: number }> {
  const perTick = (RATE * TICK_MS) / 1000;
  let owed = 0;
  let ok = 0;
  let failed = 0;
  let next = performance.now();
  const pending: Promise<void>[] = [];
  const send = async () => {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) ok += 1;
      else failed += 1;
    } catch {
      failed += 1;
    }
  };
  while (next < untilMs) {
    owed += perTick;
    for (; owed >= 1; owed -= 1) pending.push(send());
    next += TICK_MS;
    await sleep(Math.max(0, next - performance.now()));
  }
  await Promise.all(pending);
  return { ok, failed };
}

/** CPU seconds of `pid` over the work, and the wall seconds it took; `mono` is the window on the profile's clock. */
async function cpuOver(pid: number, work: () => Promise<unknown>): Promise<{ cpu: number; wall: number; mono: [number, number] }> {
  const cpu0 = cpuSeconds(processCpuTimes(pid));
  const mono0 = monotonicUs();
  const t0 = performance.now();
  await work();
  return { cpu: cpuSeconds(processCpuTimes(pid)) - cpu0, wall: (performance.now() - t0) / 1000, mono: [mono0, monotonicUs()] };
}

/** The server's idle CPU rate (seconds of CPU per second), measured with no load. */
async function idleRate(pid: number): Promise<{ rate: number; mono: [number, number] }> {
  const idle = await cpuOver(pid, () => sleep(IDLE_SECONDS * 1000));
  return { rate: idle.cpu / idle.wall, mono: idle.mono };
}

/** µs of server CPU per request beyond idle for one route, after a warm-up of the same load. */
async function perRequest(pid: number, url: string, idle: number, label: string): Promise<{ us: number; mono: [number, number] }> {
  await load(url, performance.now() + 2_000);
  let answered = { ok: 0, failed: 0 };
  const busy = await cpuOver(pid, async () => (answered = await load(url, performance.now() + SECONDS * 1000)));
  if (answered.failed > 0) throw new Error(`${label}: ${answered.failed} requests failed`);
  const us = (Math.max(0, busy.cpu - idle * busy.wall) * 1e6) / Math.max(1, answered.ok);
  info(`${label}: ${answered.ok} requests in ${round(busy.wall, 1)} s, ${round(us, 1)} µs of server CPU each beyond idle (idle ${round(idle * 100, 2)}% of a core)`);
  return { us, mono: busy.mono };
}

const requestOverhead: Benchmark = {
  name: 'request-overhead',
  description: `Server CPU µs per request beyond idle on trivial routes (GET /api/health, GET /api/config; ${RATE} req/s open-loop, ${SECONDS} s each, median of ${ROUNDS} interleaved rounds), beside a bare Fastify route under the same load`,
  async run(): Promise<Result[]> {
    const profileDir = path.join(outDir, 'profiles');
    const nodeArgs = process.env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    // Both servers up at once and measured in turn, round after round: whatever else the shared
    // machine does weighs on the floor and on the app alike, and the median drops the odd round.
    return withFastifyFloor(async (floorUrl, floorPid) => {
      const server = await startServer({ label: 'request-overhead', nodeArgs, env: { SPORTS_POLLING: 'false', LOG_LEVEL: 'info' } });
      try {
        const floorIdle = await idleRate(floorPid);
        const idle = await idleRate(server.pid);
        const figures = { floor: [] as number[], health: [] as number[], config: [] as number[] };
        const windows: Record<string, [number, number]> = { idle: idle.mono };
        for (let round = 1; round <= ROUNDS; round++) {
          figures.floor.push((await perRequest(floorPid, `${floorUrl}/api/health`, floorIdle.rate, `round ${round}: bare Fastify GET /api/health`)).us);
          const health = await perRequest(server.pid, `${server.url}/api/health`, idle.rate, `round ${round}: app GET /api/health`);
          const config = await perRequest(server.pid, `${server.url}/api/config`, idle.rate, `round ${round}: app GET /api/config`);
          figures.health.push(health.us);
          figures.config.push(config.us);
          windows[`health${round}`] = health.mono;
          windows[`config${round}`] = config.mono;
        }
        if (nodeArgs.length > 0) {
          fs.mkdirSync(profileDir, { recursive: true });
          fs.writeFileSync(path.join(profileDir, `request-overhead-windows-${server.pid}.json`), JSON.stringify(windows));
        }
        const floor = median(figures.floor);
        const health = median(figures.health);
        const config = median(figures.config);
        info(`medians: floor ${round(floor, 1)} µs, app /api/health ${round(health, 1)} µs, app /api/config ${round(config, 1)} µs per request`);
        return [
          againstFloor('request_overhead.health_cpu_per_request', round(health, 1), round(floor, 1), 'µs'),
          againstFloor('request_overhead.config_cpu_per_request', round(config, 1), round(floor, 1), 'µs'),
          result('request_overhead.config_beyond_floor', round(config - floor, 1), 'µs'),
        ];
      } finally {
        await server.stop();
      }
    });
  },
};

export default requestOverhead;
