// The deploy files give game day its open files (docs/deploy.md, "Open files"): every live socket
// is one file for its instance and two connections for nginx, and after a failover one instance
// and one nginx worker may hold every socket. The image's own main file (1,024 connections a
// worker) and Docker's default soft limit (1,024 files) each stop near a thousand sockets.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NGINX_BIN } from '../setup/nginx.js';

/** Game day's sockets (docs/BENCHMARKS.md, `gameday`), all on one worker and one instance after a failover. */
const GAME_DAY_SOCKETS = 20_000;
/** Files a process holds besides its sockets: logs, listeners, database connections. */
const SPARE_FILES = 500;

const repoFile = (name: string) => readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');
const mainConf = repoFile('deploy/nginx/nginx.conf');
const compose = repoFile('compose.yaml');

/** A directive's number in nginx's main file. */
function directive(name: string): number {
  const match = new RegExp(`^\\s*${name}\\s+(\\d+);`, 'm').exec(mainConf);
  if (!match) throw new Error(`no ${name} in deploy/nginx/nginx.conf`);
  return Number(match[1]);
}

/** The `nofile` limits (soft, hard) compose gives a service, through its YAML anchors. */
function composeNofile(): { soft: number; hard: number } {
  const match = /nofile:\s*\n\s*soft:\s*(\d+)\s*\n\s*hard:\s*(\d+)/.exec(compose);
  if (!match) throw new Error('compose.yaml sets no nofile limit');
  return { soft: Number(match[1]), hard: Number(match[2]) };
}

/** compose.yaml's block of one service (or anchor), up to the next line at its own indent. */
function block(header: RegExp): string {
  const lines = compose.split('\n');
  const start = lines.findIndex((line) => header.test(line));
  if (start < 0) throw new Error(`no ${header} in compose.yaml`);
  const indent = /^\s*/.exec(lines[start]!)![0].length;
  const end = lines.findIndex((line, i) => i > start && line.trim() !== '' && /^\s*/.exec(line)![0].length <= indent);
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

describe('open files on game day', () => {
  it('lets one nginx worker hold every socket, both sides, within its own file limit', () => {
    const connections = directive('worker_connections');
    expect(connections).toBeGreaterThanOrEqual(2 * GAME_DAY_SOCKETS + SPARE_FILES);
    expect(directive('worker_rlimit_nofile')).toBeGreaterThan(connections);
  });

  it('gives the instances and nginx containers a file limit above what they hold', () => {
    const { soft, hard } = composeNofile();
    expect(soft).toBe(hard);
    expect(soft).toBeGreaterThanOrEqual(directive('worker_rlimit_nofile'));
    expect(soft).toBeGreaterThanOrEqual(GAME_DAY_SOCKETS + SPARE_FILES);
    expect(block(/^x-app:/)).toMatch(/ulimits: \*nofile/);
    expect(block(/^ {2}nginx:/)).toMatch(/ulimits: \*nofile/);
    expect(block(/^ {2}nginx:/)).toMatch(/\.\/deploy\/nginx\/nginx\.conf:\/etc\/nginx\/nginx\.conf:ro/);
  });

  it('is a main file nginx accepts', () => {
    // The image's `nginx` user is Debian's `www-data`; everything else is read as the image would.
    const dir = mkdtempSync(path.join(tmpdir(), 'sportsball-nginx-main-'));
    const file = path.join(dir, 'nginx.conf');
    writeFileSync(file, mainConf.replace(/^user\s+nginx;/m, 'user www-data;').replace(/^(error_log\s+)\S+/m, `$1${path.join(dir, 'error.log')}`));
    const output = execFileSync(NGINX_BIN, ['-t', '-c', file, '-e', path.join(dir, 'error.log')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(output).toBe('');
  });
});
