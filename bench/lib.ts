// Shared helpers for the benchmarks: a private copy of the build, servers on
// fresh data directories, child processes with a raised fd limit, statistics.
import { spawn } from 'node:child_process';
import type { ChildProcess, IOType, SpawnOptions as NodeSpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { UNLIMITED_ENV } from '../tests/setup/unlimited-env.js';

export { sleep };

/**
 * { max } or { min }; stretch marks a goal whose miss is not a failure. null: informational.
 * ofFloor: the bounds are on the result's ratio to its floor, not on its value.
 */
export interface Target {
  max?: number;
  min?: number;
  stretch?: boolean;
  ofFloor?: boolean;
}

export interface Result {
  name: string;
  value: number;
  unit: string;
  target: Target | null;
  /**
   * The same measure of a bare stand-in (a bare ws server, a bare Fastify server, bare
   * single-row INSERTs, a bare Node process opening PGlite), taken in the same run on the same
   * machine: what the machine gives before the app adds anything.
   */
  floor?: number | undefined;
  /** value / floor: the figure that travels between machines. */
  ratio?: number | undefined;
  /** Printed under the table; not written to BENCH_OUT. */
  note?: string | undefined;
}

export interface Benchmark {
  name: string;
  description: string;
  /** Not part of a plain `npm run bench`; runs only when named. */
  optional?: boolean;
  /** false when the figures do not depend on how busy the machine is (sizes, counts). */
  timed?: boolean;
  run(): Promise<Result[]>;
}

export const repoRoot = fileURLToPath(new URL('../', import.meta.url));
export const benchDir = fileURLToPath(new URL('./', import.meta.url));
export const outDir = path.join(benchDir, 'out');

/** The fd limit asked for in every child (the machine's hard limit is 20,000). */
export const FD_LIMIT = 20_000;

/** A positive integer setting from the environment, or `fallback`. */
export const envInt = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes. */
export const nowMs = (): number => performance.timeOrigin + performance.now();

/**
 * Where an open-loop request's latency is measured from: its intended start when it goes out
 * late (so a stalled server is charged for the wait), the moment it goes out when early (the
 * loop skips sleeps under a millisecond and timers may fire early; measuring from a later due
 * time would give negative latencies).
 */
export const latencyOrigin = (due: number): number => Math.min(due, nowMs());

/** CLOCK_MONOTONIC in µs: the clock of V8's .cpuprofile timestamps. */
export const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);

export const errorText = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));

const children = new Set<ChildProcess>();
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Kills every child this process started (and only those) if we exit early. */
function killChildren(): void {
  for (const child of children) if (running(child)) child.kill('SIGKILL');
}
process.on('exit', killChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killChildren();
    process.exit(130);
  });
}

export interface SpawnOptions {
  env?: Record<string, string>;
  ipc?: boolean;
  stdout?: IOType;
  stderr?: IOType;
  cwd?: string;
  /** Through bash with `ulimit -n 20000` first (default); false spawns node directly. */
  raiseFdLimit?: boolean;
}

/**
 * Spawns `node ...args`, by default through bash so the child gets `ulimit -n 20000`
 * first; `exec` keeps the PID, so signals reach node itself.
 */
export function spawnNode(args: string[], options: SpawnOptions = {}): ChildProcess {
  const { env = {}, ipc = false, stdout = 'pipe', stderr = 'pipe', cwd = repoRoot, raiseFdLimit = true } = options;
  const script = `ulimit -n ${FD_LIMIT} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "${process.execPath}" "$@"`;
  const spawnOptions: NodeSpawnOptions = { cwd, env: { ...process.env, ...env }, stdio: ipc ? ['ignore', stdout, stderr, 'ipc'] : ['ignore', stdout, stderr] };
  const child = raiseFdLimit ? spawn('bash', ['-c', script, 'bash', ...args], spawnOptions) : spawn(process.execPath, args, spawnOptions);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** `node --import tsx bench/FILE.ts`, for the harness's own child processes. */
export function spawnBenchScript(file: string, options: SpawnOptions = {}): ChildProcess {
  return spawnNode(['--import', 'tsx', path.join(benchDir, file)], options);
}

/** Resolves with the exit code once the child has exited; SIGKILLs it after the timeout. */
export function waitForExit(child: ChildProcess, timeoutMs = 15_000): Promise<number | null> {
  if (!running(child)) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/**
 * Runs `work` against a bare Fastify server (bench/fastify-floor-server.ts: no hooks, logger or
 * database), the floor of the HTTP benchmarks, and stops the server afterwards.
 */
export async function withFastifyFloor<T>(work: (url: string, pid: number) => Promise<T>): Promise<T> {
  const child = spawnBenchScript('fastify-floor-server.ts', { stdout: 'pipe', stderr: 'inherit' });
  try {
    const port = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const port = /listening (\d+)/.exec(output)?.[1];
        if (port) resolve(port);
      });
      child.once('exit', (code) => reject(new Error(`the bare Fastify server exited (${code})`)));
    });
    return await work(`http://127.0.0.1:${port}`, child.pid ?? -1);
  } finally {
    child.kill('SIGTERM');
    await waitForExit(child);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function tempDataDir(label = 'data'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `sportsball-bench-${label}-`));
}

let buildRoot: string | undefined;

/**
 * Copies dist/ and package.json into bench/out/build so a rebuild by someone
 * else mid-run cannot change the server or web app under test. The server finds
 * its node_modules by walking up from bench/out/build/dist/server, as usual.
 */
export function buildSnapshot(): string {
  if (buildRoot) return buildRoot;
  const dist = path.join(repoRoot, 'dist');
  if (!fs.existsSync(path.join(dist, 'server', 'main.js'))) {
    throw new Error('dist/server/main.js is missing: run `npm run build` first (npm run bench does).');
  }
  // BENCH_BUILD_DIR: a snapshot of one's own, when several people run benchmarks at once.
  const root = path.resolve(process.env.BENCH_BUILD_DIR ?? path.join(outDir, 'build'));
  // BENCH_REUSE_BUILD=1: run the build already in BENCH_BUILD_DIR (a before/after comparison).
  if (process.env.BENCH_REUSE_BUILD === '1' && fs.existsSync(path.join(root, 'dist', 'server', 'main.js'))) return (buildRoot = root);
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  fs.cpSync(dist, path.join(root, 'dist'), { recursive: true });
  fs.copyFileSync(path.join(repoRoot, 'package.json'), path.join(root, 'package.json'));
  buildRoot = root;
  return root;
}

/** BENCH_SERVER_ENV="NAME=value NAME=value" is added to every server's environment (for investigations). */
function overrides(): Record<string, string> {
  const pairs = (process.env.BENCH_SERVER_ENV ?? '').split(/\s+/).filter(Boolean);
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

export function serverEnv(port: number, dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ...UNLIMITED_ENV,
    DATABASE_URL: '',
    ...extra,
    ...overrides(),
  };
}

/** Resolves with the time (nowMs) of the first 200 from GET /api/health, polling every `everyMs`. */
export async function waitForHealth(url: string, options: { timeoutMs?: number; everyMs?: number; child?: ChildProcess } = {}): Promise<number> {
  const { timeoutMs = 120_000, everyMs = 20, child } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && !running(child)) throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return nowMs();
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server at ${url} not healthy after ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

export interface BenchServer {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** nowMs() just before the spawn, and at the first 200 from /api/health. */
  startedAt: number;
  readyAt: number;
  output(): string;
  /** SIGTERM, wait for the exit; removes the data directory unless it was given or keepData. */
  stop(options?: { keepData?: boolean }): Promise<number | null>;
}

export interface StartOptions {
  dataDir?: string;
  nodeArgs?: string[];
  env?: Record<string, string>;
  label?: string;
  raiseFdLimit?: boolean;
}

/**
 * Starts the built server (from the build snapshot) on a free port and a fresh
 * temp DATA_DIR, or on `dataDir` if given. Resolves once /api/health answers 200.
 */
export async function startServer(options: StartOptions = {}): Promise<BenchServer> {
  const { dataDir, nodeArgs = [], env = {}, label = 'server', raiseFdLimit = true } = options;
  const root = buildSnapshot();
  const port = await freePort();
  const dir = dataDir ?? tempDataDir(label);
  const url = `http://127.0.0.1:${port}`;
  const startedAt = nowMs();
  const child = spawnNode([...nodeArgs, path.join(root, 'dist/server/main.js')], { env: serverEnv(port, dir, env), cwd: root, raiseFdLimit });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let readyAt: number;
  try {
    readyAt = await waitForHealth(url, { child });
  } catch (error) {
    child.kill('SIGKILL');
    await waitForExit(child);
    if (dataDir === undefined) fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${output}`);
  }
  return {
    url,
    port,
    pid: child.pid ?? -1,
    dataDir: dir,
    child,
    startedAt,
    readyAt,
    output: () => output,
    async stop({ keepData = dataDir !== undefined } = {}) {
      if (running(child)) child.kill('SIGTERM');
      const code = await waitForExit(child);
      if (!keepData) fs.rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ response: Response; text: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} → ${response.status}: ${text}`);
  return { response, text };
}

/** A new anonymous session; returns the Cookie header value. */
export async function anonymousCookie(baseUrl: string): Promise<string> {
  const { response } = await postJson(`${baseUrl}/api/session/anonymous`, {});
  const setCookie = response.headers.get('set-cookie');
  if (!setCookie) throw new Error('no set-cookie from /api/session/anonymous');
  return setCookie.split(';')[0] ?? '';
}

export interface CpuTimes {
  user: number;
  system: number;
}

/** CPU seconds a process has used so far, from /proc/PID/stat. */
export function processCpuTimes(pid: number): CpuTimes {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (stat fields 14 and 15), in clock ticks of 1/100 s.
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
  } catch {
    return { user: NaN, system: NaN };
  }
}

export const cpuSeconds = (t: CpuTimes): number => t.user + t.system;

/**
 * CPU seconds used by this process and every child it has waited for (servers,
 * load generators, browsers once they have exited), from /proc/self/stat.
 */
export function ownTreeCpuSeconds(): number {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  // utime, stime, cutime, cstime: stat fields 14 to 17.
  return ((f[11] ?? 0) + (f[12] ?? 0) + (f[13] ?? 0) + (f[14] ?? 0)) / 100;
}

/** CPU seconds of the whole machine so far, all cores together: { busy, total }. */
export function machineCpu(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  // cpu  user nice system idle iowait irq softirq steal (guest time is already inside user)
  const n = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}

/** The share (0..1) of the machine's CPU that was busy over the next `ms`. */
export async function machineBusy(ms = 1_000): Promise<number> {
  const a = machineCpu();
  await sleep(ms);
  const b = machineCpu();
  return b.total === a.total ? 0 : (b.busy - a.busy) / (b.total - a.total);
}

/**
 * Waits (up to maxSeconds) until the machine is mostly idle, so a benchmark does
 * not share the 2 cores with someone's build or tests. Returns the last busy share.
 */
export async function waitForQuiet(maxSeconds: number, threshold = 0.2): Promise<number> {
  const deadline = Date.now() + maxSeconds * 1000;
  let busy = await machineBusy(2_000);
  let said = false;
  while (busy > threshold && Date.now() < deadline) {
    if (!said) info(`machine ${Math.round(busy * 100)}% busy with other work; waiting up to ${maxSeconds} s for it to settle`);
    said = true;
    busy = await machineBusy(2_000);
  }
  return busy;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? NaN;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

export const round = (value: number, digits = 1): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export const atMost = (max: number): Target => ({ max });
export const atLeast = (min: number): Target => ({ min });

/**
 * A result beside its floor (see Result.floor); `target`, if any, bounds the ratio: for a
 * latency ≤ so many times the floor's, for a throughput ≥ such a share of the floor's.
 */
export function againstFloor(name: string, value: number, floor: number, unit: string, target: Target | null = null, note?: string): Result {
  const ratio = floor > 0 ? round(value / floor, 2) : NaN;
  return { name, value, unit, floor, ratio, target: target && { ...target, ofFloor: true }, note };
}

export function result(name: string, value: number, unit: string, target: Target | null = null, note?: string): Result {
  return { name, value, unit, target, note };
}

export const loadAverage = (): number[] => os.loadavg().map((l) => round(l, 2));

/** A line of progress on stderr while a benchmark runs. */
export function info(message: string): void {
  process.stderr.write(`  · ${message}\n`);
}
