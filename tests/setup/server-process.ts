// The real entry point (src/server/main.ts) as a child process, for tests about processes:
// startup errors, shutdown, restarts, several instances on one database.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** PGlite's first start on an empty DATA_DIR takes seconds, and far longer on a busy machine. */
export const READY_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  stdout(): string;
  stderr(): string;
  output(): string;
  /** Resolves with the exit code (null if killed by a signal). */
  exited: Promise<number | null>;
}

const children = new Set<ChildProcess>();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a server with test defaults; `env` wins. DATABASE_URL is only passed when given. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    RATE_LIMIT_COMMANDS: '100000',
    RATE_LIMIT_SESSIONS: '100000',
    RATE_LIMIT_SIGN_IN_MAILS: '100000',
    RATE_LIMIT_GAME_CODES: '100000',
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
  return { child, url: `http://127.0.0.1:${port}`, stdout: () => stdout, stderr: () => stderr, output: () => stderr + stdout, exited };
}

/** Polls /api/health until it answers 200; fails at once if the process exits first. */
export async function waitUntilReady(server: Pick<ServerProcess, 'url' | 'exited' | 'output'>, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}) before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

/** The process's exit code, failing if it has not exited within the timeout. */
export async function exitOf(server: ServerProcess, timeoutMs = 60_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server did not exit within ${timeoutMs} ms:\n${server.output()}`)), timeoutMs);
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Stops every process this file started (only those, by their own handles): `signal`, then SIGKILL after 10 s. */
export async function stopServers(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  await Promise.all(
    [...children].map(async (child) => {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await gone;
        clearTimeout(timer);
      }
    }),
  );
  children.clear();
}
