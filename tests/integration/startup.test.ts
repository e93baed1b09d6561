// The real entry point (src/server/main.ts) as a child process: one-line startup errors,
// the DATA_DIR lock between processes, graceful shutdown and a restart that keeps its data.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// PGlite's first start on an empty DATA_DIR (initdb in WebAssembly) takes seconds, and far longer on a busy machine.
const READY_TIMEOUT_MS = 90_000;

interface ServerProcess {
  child: ChildProcess;
  url: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null if killed by a signal). */
  exited: Promise<number | null>;
}

const children = new Set<ChildProcess>();
const tempPaths = new Set<string>();

afterEach(async () => {
  // Only the processes this file started, by their own handles.
  await Promise.all(
    [...children].map(async (child) => {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await gone;
      }
    }),
  );
  children.clear();
  for (const p of tempPaths) fs.rmSync(p, { recursive: true, force: true });
  tempPaths.clear();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-startup-'));
  tempPaths.add(dir);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    RATE_LIMIT_COMMANDS: '100000',
    ...env,
    PORT: port,
  };
  if (env.DATABASE_URL === undefined) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Polls /api/health until it answers 200; fails at once if the process exits first. */
async function waitUntilReady(server: ServerProcess, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}) before it was ready:\n${server.stderr()}${server.stdout()}`);
    try {
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.stderr()}${server.stdout()}`);
}

async function exitOf(server: ServerProcess, timeoutMs = 60_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server did not exit within ${timeoutMs} ms:\n${server.stderr()}${server.stdout()}`)), timeoutMs);
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
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
