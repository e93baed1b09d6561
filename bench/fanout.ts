// (a) WebSocket fan-out: N sockets on one topic, updates published through the
// HTTP test control. Paced: one update at a time, latency until the last socket
// has it. Burst: every update fired at once, deliveries per second.
import fs from 'node:fs';
import path from 'node:path';
import { ADDRESSES, collect, completionTracker, startClient, type LoadClient } from './fanout-load.js';
import type { ClientReport } from './fanout-protocol.js';
import type { Benchmark, CpuTimes, Result } from './lib.js';
// Other benchmarks drive the same load generators.
export { ADDRESSES, collect, completionTracker, startClient, type LoadClient } from './fanout-load.js';

import { bareWsPacedLatencies } from './ws-floor.js';
import {
  againstFloor,
  anonymousCookie,
  atLeast,
  atMost,
  cpuSeconds,
  envInt,
  info,
  machineCpu,
  monotonicUs,
  nowMs,
  outDir,
  percentile,
  postJson,
  processCpuTimes,
  result,
  round,
  sleep,
  startServer,
  waitForExit,
} from './lib.js';

const SOCKETS = envInt('BENCH_SOCKETS', 10_000);
const UPDATES = envInt('BENCH_UPDATES', 100);
const WARMUP = envInt('BENCH_WARMUP', 5);
const CLIENTS = envInt('BENCH_FANOUT_CLIENTS', 1);
const CONCURRENCY = envInt('BENCH_CONNECT_CONCURRENCY', 500);
/** Pause after each paced update has reached every socket; above the server's 50 ms NOTIFY coalescing. */
const GAP_MS = envInt('BENCH_FANOUT_GAP_MS', 60);
const TOPIC = 'site-config';

async function publish(url: string, i: number): Promise<void> {
  await postJson(`${url}/api/dev/site-config`, { minClientVersion: `1.0.${i}` });
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** CPU use of one phase: the server's, the load clients', and everyone else's on the machine. */
class PhaseMeter {
  private readonly server0: CpuTimes;
  private readonly machine0 = machineCpu();
  readonly mono0 = monotonicUs();
  readonly wall0 = nowMs();
  server: CpuTimes = { user: 0, system: 0 };
  wallS = 0;
  machine = { busy: 0, total: 0 };
  mono1 = 0;

  constructor(private readonly pid: number) {
    this.server0 = processCpuTimes(pid);
  }

  stop(): this {
    const s = processCpuTimes(this.pid);
    const m = machineCpu();
    this.mono1 = monotonicUs();
    this.server = { user: s.user - this.server0.user, system: s.system - this.server0.system };
    this.machine = { busy: m.busy - this.machine0.busy, total: m.total - this.machine0.total };
    this.wallS = (nowMs() - this.wall0) / 1000;
    return this;
  }

  /** Share of the machine's CPU that other processes took meanwhile (0..1). */
  others(reports: ClientReport[]): number {
    const ours = cpuSeconds(this.server) + sum(reports.map((r) => r.cpuMs / 1000));
    return Math.max(0, (this.machine.busy - ours) / this.machine.total);
  }

  perDelivery(deliveries: number): string {
    return `${round((this.server.user * 1e6) / deliveries, 1)} µs user + ${round((this.server.system * 1e6) / deliveries, 1)} µs system`;
  }
}

/** The app's figures: its own server, load clients and updates through the HTTP test control. */
async function appFanout(): Promise<Result[]> {
  const cpuProf = process.env.BENCH_CPU_PROF === '1';
  const profileDir = path.join(outDir, 'profiles');
  // The sports feed's polling is off so that background jobs do not share the server's core with the fan-out.
  const server = await startServer({ label: 'fanout', env: { SPORTS_POLLING: 'false' }, nodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] });
  const clients: LoadClient[] = [];
  try {
    const cookie = await anonymousCookie(server.url);
    const wsUrl = `${server.url.replace(/^http/, 'ws')}/api/live`;
    for (let i = 0; i < CLIENTS; i++) clients.push(startClient(i));
    await Promise.all(clients.map((c) => c.next('started', 30_000)));

    // Connect and subscribe every socket.
    const connect = new PhaseMeter(server.pid);
    const share = (i: number) => Math.floor(SOCKETS / CLIENTS) + (i < SOCKETS % CLIENTS ? 1 : 0);
    clients.forEach((c, i) =>
      c.send({ cmd: 'connect', url: wsUrl, cookie, topic: TOPIC, sockets: share(i), concurrency: Math.ceil(CONCURRENCY / CLIENTS), addresses: ADDRESSES }),
    );
    const ready = await Promise.all(clients.map((c) => c.next('ready', 900_000)));
    connect.stop();
    const connected = sum(ready.map((r) => r.sockets));
    info(`${connected}/${SOCKETS} sockets subscribed in ${round(connect.wallS, 1)} s (server CPU ${round(cpuSeconds(connect.server), 1)} s)`);
    for (const r of ready) if (r.failures) info(`${r.failures} sockets failed; first: ${r.firstError}`);
    const snapshotVersions = new Set(ready.flatMap((r) => r.snapshotVersions));
    if (connected === 0) throw new Error('no socket connected');
    if (snapshotVersions.size !== 1) throw new Error(`sockets hold different snapshot versions: ${[...snapshotVersions].join(', ')}`);
    let version = [...snapshotVersions][0] ?? 0;
    const tracker = completionTracker(clients);

    // Warm-up: a few paced updates, not measured.
    for (let i = 0; i < WARMUP; i++) {
      version++;
      await publish(server.url, version);
      await tracker.wait(version);
      await sleep(GAP_MS);
    }
    await collect(clients);

    // Paced: one update at a time, each measured on its own.
    for (const c of clients) c.send({ cmd: 'measure' });
    const pacedMeter = new PhaseMeter(server.pid);
    const latencies: number[] = [];
    const spreads: number[] = [];
    const firsts: number[] = [];
    const startedAt: number[] = [];
    let pacedMissed = 0;
    let pacedLastAt = 0;
    for (let i = 0; i < UPDATES; i++) {
      version++;
      const t0 = nowMs();
      await publish(server.url, version);
      const done = await tracker.wait(version);
      if (!done) {
        pacedMissed++;
        continue;
      }
      latencies.push(done.lastAt - t0);
      startedAt.push(t0 - pacedMeter.wall0);
      spreads.push(done.lastAt - done.firstAt);
      firsts.push(done.firstAt - t0);
      pacedLastAt = Math.max(pacedLastAt, done.lastAt);
      await sleep(GAP_MS);
    }
    pacedMeter.stop();
    const paced = await collect(clients);
    const pacedDeliveries = sum(paced.map((r) => r.deliveries));

    // Burst: every update fired at once; throughput from the first POST to the last delivery.
    for (const c of clients) c.send({ cmd: 'measure' });
    const burstMeter = new PhaseMeter(server.pid);
    const burstFrom = version + 1;
    const burstT0 = nowMs();
    await Promise.all(Array.from({ length: UPDATES }, (_, i) => publish(server.url, burstFrom + i)));
    const burstPostsMs = nowMs() - burstT0;
    version += UPDATES;
    let burstMissed = 0;
    for (let v = burstFrom; v <= version; v++) if (!(await tracker.wait(v, 120_000))) burstMissed++;
    burstMeter.stop();
    const burst = await collect(clients);
    const burstDeliveries = sum(burst.map((r) => r.deliveries));
    const burstSeconds = (Math.max(...burst.map((r) => r.lastAt)) - burstT0) / 1000;

    if (cpuProf) {
      // Phase windows on the profile's clock, for bench/profile-summary.ts --window.
      fs.mkdirSync(profileDir, { recursive: true });
      const windows = { paced: [pacedMeter.mono0, pacedMeter.mono1], burst: [burstMeter.mono0, burstMeter.mono1] };
      fs.writeFileSync(path.join(profileDir, `fanout-windows-${server.pid}.json`), JSON.stringify(windows));
    }

    const busiest = (reports: ClientReport[]) => Math.max(...reports.map((r) => r.cpuMs / r.wallMs));
    const othersPaced = pacedMeter.others(paced);
    const othersBurst = burstMeter.others(burst);
    const problems = sum([...paced, ...burst].map((r) => r.duplicates + r.outOfOrder + r.errors + r.closedEarly));
    info(
      `paced: ${latencies.length}/${UPDATES} updates reached every socket; p50 ${round(percentile(latencies, 50))} ms, ` +
        `p99 ${round(percentile(latencies, 99))} ms, max ${round(Math.max(...latencies))} ms; ` +
        `POST to first socket p50 ${round(percentile(firsts, 50))} ms, first to last socket p50 ${round(percentile(spreads, 50))} ms`,
    );
    const slowest = latencies
      .map((ms, i) => ({ ms, at: startedAt[i] ?? 0 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5);
    info(`slowest paced updates: ${slowest.map((s) => `${round(s.ms)} ms (sent at +${round(s.at / 1000, 1)} s)`).join(', ')}`);
    info(
      `paced CPU: server ${round((cpuSeconds(pacedMeter.server) / pacedMeter.wallS) * 100, 0)}%, busiest load client ${round(busiest(paced) * 100, 0)}% ` +
        `(its event-loop lag p99 ${round(Math.max(...paced.map((r) => r.lagP99Ms)))} ms), other processes ${round(othersPaced * 100, 0)}% of the machine`,
    );
    info(
      `burst: ${burstDeliveries} deliveries (${UPDATES - burstMissed}/${UPDATES} updates reached every socket) in ${round(burstSeconds, 2)} s; ` +
        `the ${UPDATES} POSTs were answered within ${round(burstPostsMs)} ms`,
    );
    info(
      `burst CPU: server ${round((cpuSeconds(burstMeter.server) / burstMeter.wallS) * 100, 0)}%, busiest load client ${round(busiest(burst) * 100, 0)}%, ` +
        `other processes ${round(othersBurst * 100, 0)}% of the machine (${CLIENTS} load client process${CLIENTS > 1 ? 'es' : ''})`,
    );
    info(`server CPU per delivery: paced ${pacedMeter.perDelivery(pacedDeliveries)}, burst ${burstMeter.perDelivery(burstDeliveries)}`);
    const clientCpuPerDelivery = (sum(burst.map((r) => r.cpuMs)) * 1000) / burstDeliveries;
    info(`load client CPU per delivery: paced ${round((sum(paced.map((r) => r.cpuMs)) * 1000) / pacedDeliveries, 1)} µs, burst ${round(clientCpuPerDelivery, 1)} µs`);
    if (problems) info(`delivery problems: ${problems} duplicate, out-of-order, error or early-close events`);
    if (pacedMissed || burstMissed) info(`updates that did not reach every socket in time: paced ${pacedMissed}, burst ${burstMissed}`);

    const note =
      connected === SOCKETS && pacedMissed === 0 && burstMissed === 0 && problems === 0 ? undefined : 'some updates did not reach every socket: see the log above';
    return [
      result('fanout.sockets', connected, 'sockets', atLeast(SOCKETS)),
      result('fanout.latency_p50', round(percentile(latencies, 50)), 'ms', null, note),
      result('fanout.latency_p99', round(percentile(latencies, 99)), 'ms'),
      result('fanout.deliveries_per_s', Math.round(burstDeliveries / burstSeconds), 'deliveries/s', { ...atLeast(100_000), stretch: true }),
      result('fanout.paced_deliveries_per_s', Math.round(pacedDeliveries / ((pacedLastAt - pacedMeter.wall0) / 1000)), 'deliveries/s'),
      result('fanout.first_socket_p50', round(percentile(firsts, 50)), 'ms'),
      result('fanout.spread_p50', round(percentile(spreads, 50)), 'ms'),
      result('fanout.server_cpu_per_delivery', round((cpuSeconds(burstMeter.server) * 1e6) / burstDeliveries, 1), 'µs'),
      result('fanout.client_cpu_per_delivery', round(clientCpuPerDelivery, 1), 'µs'),
      result('fanout.connect_time', round(connect.wallS, 1), 's'),
    ];
  } finally {
    for (const c of clients) if (c.child.connected) c.send({ cmd: 'close' });
    await Promise.all(clients.map((c) => waitForExit(c.child, 5_000)));
    await server.stop();
  }
}

const fanout: Benchmark = {
  name: 'fanout',
  description: `WebSocket fan-out: ${SOCKETS} sockets on one topic, ${UPDATES} updates paced and ${UPDATES} in a burst, beside a bare ws server's paced updates`,
  async run(): Promise<Result[]> {
    const results = await appFanout();
    // The floor once the app's server has stopped: the same sockets and pacing on a bare ws server.
    const floor = await bareWsPacedLatencies({ sockets: SOCKETS, updates: UPDATES, warmup: WARMUP, gapMs: GAP_MS });
    const floorP99 = round(percentile(floor, 99));
    info(`bare ws server, paced: p50 ${round(percentile(floor, 50))} ms, p99 ${floorP99} ms, max ${round(Math.max(...floor))} ms`);
    return results.map((r) => (r.name === 'fanout.latency_p99' ? againstFloor(r.name, r.value, floorP99, r.unit, atMost(1.5), r.note) : r));
  },
};

export default fanout;
