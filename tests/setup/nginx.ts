// Debian's nginx (/usr/sbin/nginx) as a child process in front of app instances, with the
// site file operators use (deploy/nginx/sportsball.conf.template) rendered as nginx's official
// image renders its templates: `${NAME}` replaced for the names given, nginx's own `$vars` kept.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
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

/** The site file for these upstreams: APP1 and APP2 from the template, one more `server` line per further instance. */
export function renderSite(template: string, upstreams: string[], listenPort: number): string {
  if (upstreams.length < 2) throw new Error('the site has two or more upstream instances');
  const [first, second, ...more] = upstreams as [string, string, ...string[]];
  const withMore = template.replace(/^(\s*)server \$\{APP2\}(.*)$/m, (line, indent: string, rest: string) =>
    [line, ...more.map((_, i) => `${indent}server \${APP${i + 3}}${rest}`)].join('\n'),
  );
  const vars: Record<string, string> = { APP1: first, APP2: second, LISTEN_PORT: `127.0.0.1:${listenPort}` };
  more.forEach((upstream, i) => (vars[`APP${i + 3}`] = upstream));
  return renderTemplate(withMore, vars);
}

/**
 * The main file around the site, as the image's nginx.conf is: everything under the temp
 * prefix (Debian's compiled-in temp paths are system directories), enough connections for
 * benchmark loads (each proxied socket holds two).
 */
function mainConf(dir: string, maxConnections: number): string {
  const asRoot = process.getuid?.() === 0;
  return [
    // Workers of a root master switch to `nobody`, who cannot write the temp directories made here.
    asRoot ? 'user root;' : '',
    'worker_processes 1;',
    `worker_rlimit_nofile ${maxConnections * 2 + 100};`,
    `events { worker_connections ${maxConnections}; }`,
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
  output(): string;
  stop(): Promise<void>;
}

/** Starts nginx on a free loopback port in front of `upstreams` (host:port), resolving once it accepts connections. */
export async function startNginx(upstreams: string[], options: { maxConnections?: number } = {}): Promise<Nginx> {
  await fs.access(NGINX_BIN).catch(() => {
    throw new Error(`nginx not found at ${NGINX_BIN}: install Debian's nginx (apt-get install -y nginx) or set NGINX_BIN`);
  });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sportsball-nginx-'));
  const port = await freePort();
  await fs.writeFile(path.join(dir, 'site.conf'), renderSite(await fs.readFile(NGINX_TEMPLATE, 'utf8'), upstreams, port));
  await fs.writeFile(path.join(dir, 'nginx.conf'), mainConf(dir, options.maxConnections ?? 4_096));
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
  return { url, port, child, output: () => output, stop };
}
