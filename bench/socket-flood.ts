// One socket floods subscribe/unsubscribe pairs for 8 s (reconnecting whenever the server closes
// it) while a steady loop of GET /api/health, one request at a time, measures latency. Reports
// the health p99 without the flood (the floor, same run and server) and during it.
import type { Benchmark, Result } from './lib.js';
import { anonymousCookie, atMost, info, nowMs, percentile, result, round, spawnBenchScript, startServer, waitForExit } from './lib.js';

const FLOOD_MS = Number(process.env.BENCH_FLOOD_MS) || 8_000;

/** Latencies (ms) of back-to-back GET /api/health for `ms`. */
async function healthLoop(url: string, ms: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = nowMs() + ms;
  while (nowMs() < until) {
    const start = nowMs();
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/health answered ${response.status}`);
    latencies.push(nowMs() - start);
  }
  return latencies;
}

const socketFlood: Benchmark = {
  name: 'socket-flood',
  description: `GET /api/health p99 while one socket floods subscribe/unsubscribe pairs for ${FLOOD_MS / 1000} s, and without (the floor)`,
  async run(): Promise<Result[]> {
    const server = await startServer({ label: 'socket-flood', env: { SPORTS_POLLING: 'false' } });
    try {
      const cookie = await anonymousCookie(server.url);
      await healthLoop(server.url, 1_000); // warm-up
      const floor = await healthLoop(server.url, FLOOD_MS);
      const flooder = spawnBenchScript('socket-flood-client.ts', {
        env: { FLOOD_URL: `${server.url.replace(/^http/, 'ws')}/api/live`, FLOOD_COOKIE: cookie, FLOOD_MS: String(FLOOD_MS) },
        raiseFdLimit: false,
      });
      let output = '';
      flooder.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const during = await healthLoop(server.url, FLOOD_MS);
      await waitForExit(flooder, 30_000);
      const flood = JSON.parse(output.trim().split('\n').pop() ?? '{}') as { messages?: number; closes?: Record<string, number>; refused?: number };
      const p99 = (values: number[]) => round(percentile(values, 99), 1);
      const p50 = (values: number[]) => round(percentile(values, 50), 1);
      info(
        `floor: ${floor.length} requests, p50 ${p50(floor)} ms, p99 ${p99(floor)} ms; ` +
          `flood: ${during.length} requests, p50 ${p50(during)} ms, p99 ${p99(during)} ms, max ${round(Math.max(...during), 1)} ms`,
      );
      info(`flooder sent ${flood.messages ?? '?'} messages; closes by code ${JSON.stringify(flood.closes ?? {})}; upgrades refused ${flood.refused ?? '?'}`);
      return [
        result('socket-flood.health_p99_floor', p99(floor), 'ms'),
        result('socket-flood.health_p99_during_flood', p99(during), 'ms', atMost(50)),
        result('socket-flood.flood_sockets_closed_1008', flood.closes?.['1008'] ?? 0, 'sockets'),
      ];
    } finally {
      await server.stop();
    }
  },
};

export default socketFlood;
