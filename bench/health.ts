// (b) HTTP: GET /api/health requests per second, autocannon in its own process, beside its
// floor: the same load on a bare Fastify server (bench/fastify-floor-server.ts) in the same run.
import path from 'node:path';
import type { Benchmark, Result } from './lib.js';
import { againstFloor, atLeast, cpuSeconds, info, processCpuTimes, repoRoot, result, round, spawnNode, startServer, waitForExit, withFastifyFloor } from './lib.js';

const DURATION_S = Number(process.env.BENCH_HTTP_DURATION) || 10;
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS) || 100;

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  total?: number;
}

/** The part of autocannon's --json output used here. */
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}

/** Runs the autocannon CLI in a child process and parses its JSON summary. */
export async function autocannon(url: string, options: { connections: number; duration: number; pipelining?: number }): Promise<AutocannonResult> {
  const bin = path.join(repoRoot, 'node_modules/autocannon/autocannon.js');
  const args = [bin, '--json', '--no-progress', '-c', String(options.connections), '-d', String(options.duration), '-p', String(options.pipelining ?? 1), url];
  const child = spawnNode(args, { stdout: 'pipe', stderr: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await waitForExit(child, (options.duration + 60) * 1000);
  const json = stdout.slice(stdout.indexOf('{'));
  if (code !== 0 || !json) throw new Error(`autocannon exited with ${code}: ${stderr.slice(-2000)}`);
  return JSON.parse(json) as AutocannonResult;
}

/** Requests per second of a bare Fastify server under the same load (after the same warm-up). */
function bareFastify(pipelining: number): Promise<number> {
  return withFastifyFloor(async (base) => {
    const url = `${base}/api/health`;
    await autocannon(url, { connections: CONNECTIONS, duration: 2 }); // warm-up
    const r = await autocannon(url, { connections: CONNECTIONS, duration: DURATION_S, pipelining });
    info(`bare Fastify, pipelining ${pipelining}: ${Math.round(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; ${r.non2xx} non-2xx, ${r.errors} errors`);
    return r.requests.average;
  });
}

const health: Benchmark = {
  name: 'health',
  description: `HTTP GET /api/health requests/s (autocannon in its own process, ${CONNECTIONS} connections, ${DURATION_S} s, pipelining 1 and 10; /api/config for comparison), beside a bare Fastify server's`,
  async run(): Promise<Result[]> {
    // The floor first, alone on the machine's cores like the app after it.
    const floor = await bareFastify(1);
    const server = await startServer({ label: 'health', env: { SPORTS_POLLING: 'false' } }); // no background feed polling
    try {
      const health = `${server.url}/api/health`;
      await autocannon(health, { connections: CONNECTIONS, duration: 2 }); // warm-up
      const measure = async (label: string, url: string, pipelining: number) => {
        const cpu0 = cpuSeconds(processCpuTimes(server.pid));
        const r = await autocannon(url, { connections: CONNECTIONS, duration: DURATION_S, pipelining });
        // Server CPU per request: what one request costs, whatever else the machine is doing.
        const cpuUs = ((cpuSeconds(processCpuTimes(server.pid)) - cpu0) * 1e6) / r.requests.total;
        info(
          `${label}, pipelining ${pipelining}: ${Math.round(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; ` +
            `${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts; server CPU ${round(cpuUs)} µs/request`,
        );
        return { ...r, cpuUs };
      };
      const plain = await measure('GET /api/health', health, 1);
      const pipelined = await measure('GET /api/health', health, 10);
      // The same app and hooks without a database query: what /api/health costs beyond its `select 1`.
      const config = await measure('GET /api/config', `${server.url}/api/config`, 1);
      const note = (r: AutocannonResult) => (r.non2xx || r.errors ? `${r.non2xx} non-2xx responses and ${r.errors} errors` : undefined);
      return [
        againstFloor('health.requests_per_s', Math.round(plain.requests.average), Math.round(floor), 'req/s', atLeast(0.7), note(plain)),
        result('health.latency_p99', round(plain.latency.p99), 'ms'),
        result('health.server_cpu_per_request', round(plain.cpuUs), 'µs'),
        result('health.requests_per_s_pipelined10', Math.round(pipelined.requests.average), 'req/s', null, note(pipelined)),
        result('health.config_requests_per_s', Math.round(config.requests.average), 'req/s', null, note(config)),
        result('health.config_server_cpu_per_request', round(config.cpuUs), 'µs'),
      ];
    } finally {
      await server.stop();
    }
  },
};

export default health;
