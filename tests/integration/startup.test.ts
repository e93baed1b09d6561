// The real entry point (src/server/main.ts) as a child process: one-line startup errors,
// the DATA_DIR lock between processes, graceful shutdown and a restart that keeps its data.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { exitOf, freePort, spawnServer, stopServers, waitUntilReady } from '../setup/server-process.js';
import type { ServerProcess } from '../setup/server-process.js';

const tempPaths = new Set<string>();
/** Parents that never reap their child (see serverUnderNonReapingParent); killed after each test. */
const parents = new Set<ChildProcess>();

afterEach(async () => {
  for (const parent of parents) parent.kill('SIGKILL');
  parents.clear();
  await stopServers();
  for (const p of tempPaths) fs.rmSync(p, { recursive: true, force: true });
  tempPaths.clear();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-startup-'));
  tempPaths.add(dir);
  return dir;
}

const stderrLines = (server: ServerProcess) => server.stderr().trimEnd().split('\n');

/** Starts a server that must fail, and returns its one stderr line. */
async function startupFailure(env: Record<string, string>): Promise<string> {
  const server = await spawnServer({ DATA_DIR: tempDir(), ...env });
  const code = await exitOf(server);
  expect(code, server.stderr()).not.toBe(0);
  expect(code).not.toBeNull();
  const lines = stderrLines(server);
  expect(lines, server.stderr()).toHaveLength(1);
  expect(lines[0]).toMatch(/^Sportsball cannot start: /);
  return lines[0]!;
}

/**
 * A server whose parent never reaps it, as under a supervisor that is slow to: a shell starts
 * it in the background and becomes `sleep`, which never waits. Killed, the server stays a zombie.
 */
async function serverUnderNonReapingParent(dataDir: string): Promise<{ pid: number; url: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', DATA_DIR: dataDir, PORT: String(port) };
  delete env.DATABASE_URL;
  const parent = spawn('sh', ['-c', `"${process.execPath}" --import tsx src/server/main.ts & echo "pid=$!"; exec sleep 600`], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  parents.add(parent);
  const pid = await new Promise<number>((resolve, reject) => {
    let out = '';
    parent.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /pid=(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    parent.once('exit', () => reject(new Error(`the shell exited first: ${out}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => parent.once('exit', resolve));
  await waitUntilReady({ url, exited, output: () => '(stderr inherited)' });
  return { pid, url };
}

function processState(pid: number): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 1).trim().charAt(0);
}

describe('server startup', { timeout: 120_000 }, () => {
  it('refuses a bad PORT with one line naming it', async () => {
    expect(await startupFailure({ PORT: 'abc' })).toMatch(/\bPORT\b.*"abc"/);
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL with one line naming it', async () => {
    expect(await startupFailure({ DATABASE_URL: 'mysql://x' })).toMatch(/\bDATABASE_URL\b/);
  });

  it('refuses an unreachable DATABASE_URL with one line naming it', async () => {
    expect(await startupFailure({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/x' })).toMatch(/\bDATABASE_URL\b.*unreachable/);
  });

  it('refuses a DATA_DIR it cannot create with one line naming it', async () => {
    // We may run as root, whom chmod does not stop: a path under a regular file cannot be a directory for anyone.
    const file = path.join(tempDir(), 'a-file');
    fs.writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    const line = await startupFailure({ DATA_DIR: dataDir });
    expect(line).toMatch(/\bDATA_DIR\b.*not writable/);
    expect(line).toContain(dataDir);
  });

  it('refuses a second server on the same DATA_DIR while the first keeps serving', async () => {
    const dataDir = tempDir();
    const first = await spawnServer({ DATA_DIR: dataDir });
    await waitUntilReady(first);
    expect(fs.readFileSync(path.join(dataDir, 'sportsball.lock'), 'utf8')).toBe(String(first.child.pid));

    const second = await spawnServer({ DATA_DIR: dataDir });
    const code = await exitOf(second);
    expect(code).not.toBe(0);
    const lines = stderrLines(second);
    expect(lines, second.stderr()).toHaveLength(1);
    expect(lines[0]).toMatch(/DATA_DIR .* is in use by another Sportsball process \(pid \d+\)/);
    expect(lines[0]).toContain(`pid ${first.child.pid}`);

    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(fs.readFileSync(path.join(dataDir, 'sportsball.lock'), 'utf8')).toBe(String(first.child.pid));
  });

  it('starts at once on the DATA_DIR of a server killed with kill -9 that is still a zombie', { timeout: 240_000 }, async () => {
    const dataDir = tempDir();
    const killed = await serverUnderNonReapingParent(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'sportsball.lock'), 'utf8')).toBe(String(killed.pid));
    process.kill(killed.pid, 'SIGKILL');
    await expect.poll(() => processState(killed.pid), { timeout: 10_000, interval: 20 }).toBe('Z');

    const next = await spawnServer({ DATA_DIR: dataDir });
    await waitUntilReady(next);
    expect(processState(killed.pid)).toBe('Z');
    expect(fs.readFileSync(path.join(dataDir, 'sportsball.lock'), 'utf8')).toBe(String(next.child.pid));
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
  });

  it('shuts down gracefully on SIGTERM and keeps its users across a restart', { timeout: 240_000 }, async () => {
    const dataDir = tempDir();
    const lockFile = path.join(dataDir, 'sportsball.lock');
    const first = await spawnServer({ DATA_DIR: dataDir });
    await waitUntilReady(first);

    const session = await fetch(`${first.url}/api/session/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(session.status).toBe(200);
    const { user } = (await session.json()) as { user: { type: string; uid: string } };
    expect(user.type).toBe('anonymous');
    const cookie = session.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^sb_session=/);

    const ws = new WebSocket(`${first.url.replace(/^http/, 'ws')}/api/live`, { headers: { cookie } });
    const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    // Subscribed, so the socket is in the hub's hands when the signal arrives.
    const snapshot = new Promise<unknown>((resolve) => ws.once('message', (data) => resolve(JSON.parse((data as Buffer).toString('utf8')))));
    ws.send(JSON.stringify({ type: 'subscribe', topic: 'site-config' }));
    expect(await snapshot).toMatchObject({ type: 'snapshot', topic: 'site-config' });

    expect(first.child.kill('SIGTERM')).toBe(true);
    expect(await closed).toEqual({ code: 1001, reason: 'server shutting down' });
    expect(await exitOf(first)).toBe(0);
    expect(first.stderr()).toBe('');
    expect(first.stdout()).toContain('SIGTERM: finishing in-flight requests, then stopping');
    expect(fs.existsSync(lockFile)).toBe(false);

    const second = await spawnServer({ DATA_DIR: dataDir });
    await waitUntilReady(second);
    const me = await fetch(`${second.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: { type: 'anonymous', uid: user.uid } });
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(second.child.pid));
  });
});
