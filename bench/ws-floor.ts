// The floor under (a): the same load generator against a bare `ws` server (no
// hub, database or HTTP app), comparing ways to write the same updates to 10,000
// sockets. Shows how much of the fan-out cost is the transport itself and what
// pre-framed and batched writes (the hub's, since its tuning) save over
// ws.send. Optional: `npm run bench -- ws-floor`.
import type { ChildProcess } from 'node:child_process';
import type { LoadClient } from './fanout-load.js';
import { ADDRESSES, collect, completionTracker, startClient } from './fanout-load.js';
import type { Benchmark, Result } from './lib.js';
import { cpuSeconds, info, nowMs, percentile, processCpuTimes, result, round, sleep, spawnBenchScript, waitForExit } from './lib.js';
import type { FloorCommand, FloorEvent, Strategy } from './ws-floor-protocol.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS) || 10_000;
const ROUNDS = Number(process.env.BENCH_FLOOR_ROUNDS) || 30;
const GAP_MS = 40;

const cases: Array<{ strategy: Strategy; batch: number }> = [
  { strategy: 'ws-send', batch: 1 },
  { strategy: 'preframed', batch: 1 },
  { strategy: 'ws-send', batch: 10 },
  { strategy: 'ws-send-corked', batch: 10 },
  { strategy: 'preframed-batched', batch: 10 },
];

function nextEvent<T extends FloorEvent['type']>(child: ChildProcess, type: T): Promise<Extract<FloorEvent, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FloorEvent) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<FloorEvent, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`ws-floor server exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * The fan-out benchmark's floor: `updates` paced updates (after `warmup` unmeasured ones), each
 * sent when the last has reached every socket and `gapMs` has passed, from a bare ws server
 * writing one pre-framed update to each of `sockets` sockets, as the hub does; the
 * milliseconds from each publish command to the update on the last socket.
 */
export async function bareWsPacedLatencies(options: { sockets: number; updates: number; warmup: number; gapMs: number }): Promise<number[]> {
  const server = spawnBenchScript('ws-floor-server.ts', { ipc: true, stdout: 'inherit', stderr: 'inherit' });
  const client = startClient(0);
  // Listened for at once: the client may start before the server listens.
  const started = client.next('started', 30_000);
  try {
    const { port } = await nextEvent(server, 'listening');
    await started;
    client.send({ cmd: 'connect', url: `ws://127.0.0.1:${port}/`, cookie: '', topic: 'site-config', sockets: options.sockets, concurrency: 500, addresses: ADDRESSES });
    const ready = await client.next('ready', 600_000);
    if (ready.sockets !== options.sockets) throw new Error(`bare ws server: ${ready.sockets}/${options.sockets} sockets connected (${ready.firstError ?? ''})`);
    const tracker = completionTracker([client]);
    const latencies: number[] = [];
    for (let version = 1; version <= options.warmup + options.updates; version++) {
      const t0 = nowMs();
      server.send({ cmd: 'publish', strategy: 'preframed', versions: [version] } satisfies FloorCommand);
      const done = await tracker.wait(version);
      if (!done) throw new Error(`bare ws server: update ${version} did not reach every socket`);
      if (version > options.warmup) latencies.push(done.lastAt - t0);
      await sleep(options.gapMs);
    }
    await collect([client]);
    return latencies;
  } finally {
    if (client.child.connected) client.send({ cmd: 'close' });
    await waitForExit(client.child, 5_000);
    if (server.connected) server.send({ cmd: 'close' } satisfies FloorCommand);
    await waitForExit(server, 5_000);
  }
}

const wsFloor: Benchmark = {
  name: 'ws-floor',
  description: `Bare ws server, ${SOCKETS} sockets: per-socket ws.send vs pre-framed vs batched writes (optional, run by name)`,
  optional: true,
  async run(): Promise<Result[]> {
    const server = spawnBenchScript('ws-floor-server.ts', { ipc: true, stdout: 'inherit', stderr: 'inherit' });
    const command = (c: FloorCommand) => server.send(c);
    const clients: LoadClient[] = [];
    try {
      const { port } = await nextEvent(server, 'listening');
      clients.push(startClient(0));
      await Promise.all(clients.map((c) => c.next('started', 30_000)));
      for (const c of clients) c.send({ cmd: 'connect', url: `ws://127.0.0.1:${port}/`, cookie: '', topic: 'site-config', sockets: SOCKETS, concurrency: 500, addresses: ADDRESSES });
      const ready = await Promise.all(clients.map((c) => c.next('ready', 600_000)));
      info(`${ready.reduce((s, r) => s + r.sockets, 0)} sockets connected`);
      const tracker = completionTracker(clients);
      const pid = server.pid ?? -1;
      let version = 0;
      const results: Result[] = [];
      for (const { strategy, batch } of cases) {
        const latencies: number[] = [];
        let cpu = { user: 0, system: 0 };
        let loopMs = 0;
        for (let round_ = 0; round_ < ROUNDS; round_++) {
          const versions = Array.from({ length: batch }, (_, i) => version + 1 + i);
          version += batch;
          const before = processCpuTimes(pid);
          const t0 = nowMs();
          command({ cmd: 'publish', strategy, versions });
          const sent = await nextEvent(server, 'sent');
          const done = await Promise.all(versions.map((v) => tracker.wait(v)));
          if (done.some((d) => d === null)) throw new Error(`${strategy}: an update did not reach every socket`);
          latencies.push(Math.max(...done.map((d) => d?.lastAt ?? 0)) - t0);
          await sleep(GAP_MS);
          const after = processCpuTimes(pid);
          cpu = { user: cpu.user + after.user - before.user, system: cpu.system + after.system - before.system };
          loopMs += sent.userMs + sent.systemMs;
        }
        await collect(clients);
        const deliveries = SOCKETS * batch * ROUNDS;
        const perDelivery = (s: number) => round((s * 1e6) / deliveries, 1);
        const name = `ws-floor.${strategy}.x${batch}`;
        const p50 = percentile(latencies, 50);
        info(
          `${strategy}, ${batch} update${batch > 1 ? 's' : ''} per round: last socket p50 ${round(p50)} ms, p99 ${round(percentile(latencies, 99))} ms; ` +
            `server CPU per delivery ${perDelivery(cpu.user)} µs user + ${perDelivery(cpu.system)} µs system (send loop ${round((loopMs * 1000) / deliveries, 1)} µs); ` +
            `${Math.round((SOCKETS * batch) / (p50 / 1000))} deliveries/s`,
        );
        results.push(
          result(`${name}.latency_p50`, round(p50), 'ms'),
          result(`${name}.server_cpu_per_delivery`, perDelivery(cpuSeconds(cpu)), 'µs'),
          result(`${name}.deliveries_per_s`, Math.round((SOCKETS * batch) / (p50 / 1000)), 'deliveries/s'),
        );
      }
      return results;
    } finally {
      for (const c of clients) if (c.child.connected) c.send({ cmd: 'close' });
      await Promise.all(clients.map((c) => waitForExit(c.child, 5_000)));
      if (server.connected) command({ cmd: 'close' });
      await waitForExit(server, 5_000);
    }
  },
};

export default wsFloor;
