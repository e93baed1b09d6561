// A throwaway PostgreSQL cluster from Debian's server binaries, on a free loopback port with its
// socket in a temp directory; as the postgres user when running as root (initdb refuses root).
// Used by the integration tests' globalSetup and by the benchmarks.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface PostgresCluster {
  /** The admin URL: postgres://postgres@127.0.0.1:PORT/postgres. */
  url: string;
  stop(): Promise<void>;
  /** Stops the server as a crash would (`pg_ctl -m immediate stop`), keeping its data directory. */
  crash(): Promise<void>;
  /** Starts the server again on the same port and data directory (after crash). */
  restart(): Promise<void>;
}

/** Tests trade durability for speed; a benchmark of record keeps the server's defaults (`durable: true`). */
const FAST_OPTIONS = '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';

export async function startPostgresCluster(options: { durable?: boolean; maxConnections?: number } = {}): Promise<PostgresCluster> {
  const bin = await findPostgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sportsball-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'log');
  if (asRoot) {
    const { uid, gid } = await postgresUser();
    await fs.chown(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) => exec(asRoot ? 'runuser' : path.join(bin, cmd), asRoot ? ['-u', 'postgres', '--', path.join(bin, cmd), ...args] : args, dir);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
  const start = async (serverOptions: string) => {
    try {
      await run('pg_ctl', ['-D', dataDir, '-w', '-o', serverOptions, '-l', logFile, 'start']);
    } catch (error) {
      const log = await fs.readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`${(error as Error).message}\n--- server log ---\n${log.trim()}`, { cause: error });
    }
  };

  let started = false;
  try {
    await run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const port = await freePort();
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${options.maxConnections ?? 300}${options.durable ? '' : ` ${FAST_OPTIONS}`}`;
    await start(serverOptions);
    started = true;
    let running = true;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: async () => {
        try {
          if (running) await stop();
        } finally {
          await fs.rm(dir, { recursive: true, force: true });
        }
      },
      crash: async () => {
        await stop();
        running = false;
      },
      restart: async () => {
        await start(serverOptions);
        running = true;
      },
    };
  } catch (error) {
    if (started) await stop().catch(() => undefined);
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

const execFileAsync = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

async function findPostgresBin(): Promise<string> {
  const versions = await fs.readdir(PG_ROOT).catch(() => [] as string[]);
  const candidates = versions
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(PG_ROOT, v, 'bin'));
  for (const bin of candidates) {
    if (await fs.access(path.join(bin, 'initdb')).then(() => true, () => false)) return bin;
  }
  throw new Error(
    'PostgreSQL server binaries not found: install Debian\'s postgresql package (apt-get install -y postgresql) or set TEST_DATABASE_URL',
  );
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await exec('id', ['-u', 'postgres']);
  const { stdout: gid } = await exec('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(gid.trim()) };
}

async function exec(cmd: string, args: string[], cwd?: string): Promise<{ stdout: string; stderr: string }> {
  try {
    return await execFileAsync(cmd, args, { cwd, encoding: 'utf8' });
  } catch (error) {
    const e = error as Error & { stderr?: string; stdout?: string };
    const detail = (e.stderr ?? '').trim() || (e.stdout ?? '').trim() || e.message;
    throw new Error(`${cmd} ${args.join(' ')} failed: ${detail}`, { cause: error });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not pick a free port'))));
    });
  });
}
