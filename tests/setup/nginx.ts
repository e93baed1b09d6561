// Debian's nginx (/usr/sbin/nginx) as a child process in front of app instances, with the
// site file operators use (deploy/nginx/sportsball.conf.template) rendered as nginx's official
// image renders its templates: `${NAME}` replaced for the names given, nginx's own `$vars` kept.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server-process.js';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const NGINX_TEMPLATE = fileURLToPath(new URL('../../deploy/nginx/sportsball.conf.template', import.meta.url));

/** `${NAME}` → vars[NAME] for every name given; a `${NAME}` left over is a template/test mismatch. */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  const text = template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (whole, name: string) => vars[name] ?? whole);
  const left = /\$\{([A-Z][A-Z0-9_]*)\}/.exec(text);
  if (left) throw new Error(`the nginx template needs ${left[1]}, which was not given`);
  return text;
}

/**
 * The site file for these upstreams: APP1 and APP2 from the template, one more `server` line per
 * further instance. `listenOptions` go after the address (LISTEN_PORT is the whole `listen` value).
 */
export function renderSite(template: string, upstreams: string[], listenPort: number, listenOptions = ''): string {
  if (upstreams.length < 2) throw new Error('the site has two or more upstream instances');
  const [first, second, ...more] = upstreams as [string, string, ...string[]];
  const withMore = template.replace(/^(\s*)server \$\{APP2\}(.*)$/m, (line, indent: string, rest: string) =>
    [line, ...more.map((_, i) => `${indent}server \${APP${i + 3}}${rest}`)].join('\n'),
  );
  const vars: Record<string, string> = { APP1: first, APP2: second, LISTEN_PORT: `127.0.0.1:${listenPort}${listenOptions ? ` ${listenOptions}` : ''}` };
  more.forEach((upstream, i) => (vars[`APP${i + 3}`] = upstream));
  return renderTemplate(withMore, vars);
}

/** The hard limit on open files this process (and so nginx, its child) has; `fallback` where /proc is not there. */
export function hardFdLimit(fallback = 1_024): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
    const hard = line?.trim().split(/\s+/)[4];
    if (hard === 'unlimited') return Number.MAX_SAFE_INTEGER;
    return hard === undefined || !/^\d+$/.test(hard) ? fallback : Number(hard);
  } catch {
    return fallback;
  }
}

export interface WorkerPlan {
  workers: number;
  /** worker_connections: client and upstream connections of one worker (each proxied socket holds two). */
  connections: number;
  /** worker_rlimit_nofile: never above the hard limit, which nginx cannot raise without CAP_SYS_RESOURCE. */
  rlimit: number;
}

/** Files a worker holds besides its connections: logs, the listening socket, temp files. */
const WORKER_SPARE_FDS = 100;

/**
 * Enough workers for `maxConnections` connections at once (both sides of every proxied socket)
 * under a hard limit of `fdLimit` open files per process. One worker cannot go past the limit
 * (its setrlimit fails with only an alert in the log, and its accept() then fails with EMFILE,
 * leaving the clients' handshakes queued unanswered), so past it the connections are spread over
 * several workers, each with its own listening socket (`reuseport`: the kernel spreads new
 * connections evenly over them; the accept mutex only slows a full worker down, and under a
 * crowd one worker still went past its connections). A worker is planned at 60% of its
 * connections, for the spread's unevenness and the sockets that move at a failover.
 */
export function workerPlan(maxConnections: number, fdLimit: number): WorkerPlan {
  const connections = Math.max(64, Math.min(maxConnections, fdLimit - WORKER_SPARE_FDS));
  const workers = maxConnections <= connections ? 1 : Math.ceil(maxConnections / Math.floor(connections * 0.6));
  return { workers, connections, rlimit: Math.min(fdLimit, connections + WORKER_SPARE_FDS) };
}

/**
 * The main file around the site, as the image's nginx.conf is: everything under the temp
 * prefix (Debian's compiled-in temp paths are system directories), and workers enough for
 * the plan's connections (workerPlan).
 */
export function mainConf(dir: string, plan: WorkerPlan): string {
  const asRoot = process.getuid?.() === 0;
  return [
    // Workers of a root master switch to `nobody`, who cannot write the temp directories made here.
    asRoot ? 'user root;' : '',
    `worker_processes ${plan.workers};`,
    `worker_rlimit_nofile ${plan.rlimit};`,
    `events { worker_connections ${plan.connections}; }`,
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}_temp`)};`),
    `  include ${path.join(dir, 'site.conf')};`,
    '}',
    '',
  ].join('\n');
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface Nginx {
  url: string;
  port: number;
  child: ChildProcess;
  /** The workers nginx was configured with (workerPlan). */
  plan: WorkerPlan;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx on a free loopback port in front of `upstreams` (host:port), resolving once it
 * accepts connections. `maxConnections`: connections at once, client and upstream sides counted.
 */
export async function startNginx(upstreams: string[], options: { maxConnections?: number } = {}): Promise<Nginx> {
  await fs.access(NGINX_BIN).catch(() => {
    throw new Error(`nginx not found at ${NGINX_BIN}: install Debian's nginx (apt-get install -y nginx) or set NGINX_BIN`);
  });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sportsball-nginx-'));
  const port = await freePort();
  const plan = workerPlan(options.maxConnections ?? 4_096, hardFdLimit());
  const listenOptions = plan.workers > 1 ? 'reuseport' : '';
  await fs.writeFile(path.join(dir, 'site.conf'), renderSite(await fs.readFile(NGINX_TEMPLATE, 'utf8'), upstreams, port, listenOptions));
  await fs.writeFile(path.join(dir, 'nginx.conf'), mainConf(dir, plan));
  const directives = `daemon off; master_process on; pid ${path.join(dir, 'nginx.pid')}; error_log stderr warn;`;
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', directives], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // QUIT: nginx's graceful stop; its workers go with the master.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await fs.rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`nginx exited before it listened:\n${output}`);
    }
    // A TCP connection, not a request: a request before the instances listen would mark them failed for fail_timeout.
    if (await accepts(port)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not listen within 20 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, port, child, plan, output: () => output, stop };
}
