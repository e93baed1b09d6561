// The production topology as processes, shared by the failover test and the gameday bench:
// N instances on one PostgreSQL database — the bench runs a build (`node dist/server/main.js`
// from its snapshot), a test the source as tests/setup/server-process.ts does, so that it needs
// no build — each on its own port, with nginx in front (tests/setup/nginx.ts). An instance can
// be killed as a crash would and started again on its port.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx } from './nginx.js';
import type { Nginx } from './nginx.js';
import { freePort } from './server-process.js';
import { UNLIMITED_ENV } from './unlimited-env.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY_TIMEOUT_MS = 90_000;

export interface Instance {
  index: number;
  /** The instance's own address (not through nginx). */
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
}

export interface Cluster {
  /** nginx: where clients go. */
  url: string;
  /** The instances' one DATA_DIR: with PostgreSQL only mail is written there (the outbox), so they share it. */
  dataDir: string;
  nginx: Nginx;
  instances: Instance[];
  /** SIGKILL, as a crash: no shutdown, sockets cut. Resolves once the process has gone. */
  kill(index: number): Promise<void>;
  /** Starts instance `index` again on its port; resolves once its /api/ready answers 200. */
  restart(index: number): Promise<Instance>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  databaseUrl: string;
  instances?: number;
  /** Added to every instance's environment. */
  env?: Record<string, string>;
  /** Where a build's dist/ is (the bench runs a snapshot of the build); unset, the repository's source runs. */
  root?: string;
  /** Connections nginx holds at once, client and upstream sides counted (each proxied socket holds two). */
  maxConnections?: number;
}

const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function spawnInstance(index: number, port: number, options: ClusterOptions, publicUrl: string, dataDir: string): Instance {
  const root = options.root ?? REPO_ROOT;
  const main = options.root === undefined ? null : path.join(options.root, 'dist/server/main.js');
  if (main !== null && !fs.existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    // Every instance names the balancer's address as the site's: commands and sockets come from its origin.
    PUBLIC_URL: publicUrl,
    // nginx is on loopback and appends the peer to X-Forwarded-For (deploy/nginx/sportsball.conf.template).
    TRUST_PROXY: 'loopback',
    ...UNLIMITED_ENV,
    ...options.env,
  };
  // CLUSTER_NODE_ARGS="--cpu-prof --cpu-prof-dir=…": extra node flags for every instance (investigations).
  const extra = (process.env.CLUSTER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const args = [...extra, ...(main === null ? ['--import', 'tsx', 'src/server/main.ts'] : [main])];
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // CLUSTER_LOG_DIR: each instance's output is also appended to a file there (investigations, with CLUSTER_LOG_LEVEL=info).
  const logFile = process.env.CLUSTER_LOG_DIR ? path.join(process.env.CLUSTER_LOG_DIR, `instance-${index}-${child.pid ?? 0}.log`) : null;
  const keep = (chunk: string) => {
    output += chunk;
    if (logFile) fs.appendFileSync(logFile, chunk);
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);
  return { index, url: `http://127.0.0.1:${port}`, port, child, output: () => output };
}

/** Polls /api/ready (not only liveness: the instance must be warm and connected) until 200. */
export async function waitUntilInstanceReady(instance: Instance, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone(instance.child)) throw new Error(`instance ${instance.index} exited before it was ready:\n${instance.output()}`);
    const ok = await fetch(`${instance.url}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance ${instance.index} not ready after ${timeoutMs} ms:\n${instance.output()}`);
}

async function killProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (gone(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 2;
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-cluster-'));
  const nginx = await startNginx(
    ports.map((port) => `127.0.0.1:${port}`),
    { maxConnections: options.maxConnections },
  );
  const instances: Instance[] = [];
  const stop = async () => {
    await Promise.all(instances.map((instance) => killProcess(instance.child, 'SIGTERM')));
    await nginx.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Started together: they migrate the one database in turns (an advisory lock).
    ports.forEach((port, index) => instances.push(spawnInstance(index, port, options, nginx.url, dataDir)));
    await Promise.all(instances.map((instance) => waitUntilInstanceReady(instance)));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: nginx.url,
    dataDir,
    nginx,
    instances,
    kill: (index) => killProcess(instances[index]!.child, 'SIGKILL'),
    async restart(index) {
      const old = instances[index]!;
      await killProcess(old.child, 'SIGKILL');
      const instance = spawnInstance(index, old.port, options, nginx.url, dataDir);
      instances[index] = instance;
      await waitUntilInstanceReady(instance);
      return instance;
    },
    stop,
  };
}
