// Two real server processes on one PostgreSQL database: a change made through instance A
// reaches a socket on instance B through LISTEN/NOTIFY, every version once and in order,
// even when A coalesces its NOTIFYs.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import type { SiteConfig } from '../../src/contracts/system.js';
import { TOPICS_CHANNEL } from '../../src/server/realtime/notify-bridge.js';
import { LiveTestClient, anonymousCookie, postJson } from '../setup/test-server.js';
import { createTestDatabaseUrl, dropTestDatabase } from '../setup/test-databases.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TOPIC = 'site-config';
const BURST = 30;

interface ServerProcess {
  child: ChildProcess;
  url: string;
  stdout(): string;
  stderr(): string;
  output(): string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
const tempDirs: string[] = [];

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

async function spawnServer(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-two-'));
  tempDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_COMMANDS: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, stdout: () => stdout, stderr: () => stderr, output: () => stderr + stdout, exited };
}

async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function changeSiteConfig(server: { url: string }, change: Partial<SiteConfig>): Promise<SiteConfig> {
  const response = await postJson(server, '/api/dev/site-config', change);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SiteConfig;
}

/** Waits until the client holds an update with this version (or fails after the timeout). */
async function waitForVersion(client: LiveTestClient, version: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!client.messages.some((m) => m.type === 'update' && m.version >= version)) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no update v${version}; got ${JSON.stringify(client.messages.map((m) => (m.type === 'error' ? m : { type: m.type, version: m.version })))}`);
    await client.waitFor(client.messages.length + 1, left).catch(() => undefined);
  }
}

const versionsOf = (messages: ServerMessage[]) => messages.map((m) => (m.type === 'error' ? `error:${m.code}` : `${m.type}:${m.version}`));

describe('two instances on one PostgreSQL database', { timeout: 60_000 }, () => {
  let databaseUrl: string;
  let a: ServerProcess;
  let b: ServerProcess;
  const clients: LiveTestClient[] = [];
  const listeners: pg.Client[] = [];

  beforeAll(async () => {
    databaseUrl = await createTestDatabaseUrl();
    // Started together: they migrate the same empty database, taking turns on the advisory lock.
    [a, b] = await Promise.all([spawnServer(databaseUrl), spawnServer(databaseUrl)]);
    await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
  }, 120_000);

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(listeners.splice(0).map((l) => l.end()));
  });

  afterAll(async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode === null && child.signalCode === null) {
          const gone = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await gone;
          clearTimeout(timer);
        }
      }),
    );
    if (databaseUrl) await dropTestDatabase(databaseUrl);
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A socket on B, with a session made on A (sessions live in the shared database), subscribed to the site config. */
  async function subscribeOnB(): Promise<{ client: LiveTestClient; version: number; data: SiteConfig }> {
    const client = await LiveTestClient.connect(b, await anonymousCookie(a));
    clients.push(client);
    client.send({ type: 'subscribe', topic: TOPIC });
    const [snapshot] = await client.waitFor(1);
    if (snapshot?.type !== 'snapshot') throw new Error(`expected a snapshot, got ${JSON.stringify(snapshot)}`);
    expect(snapshot.topic).toBe(TOPIC);
    return { client, version: snapshot.version, data: snapshot.data as SiteConfig };
  }

  /** Records NOTIFYs about `topic` on the topics channel, from a connection of our own (other topics may be busy too). */
  async function listenForNotifies(topic: string): Promise<Array<string | undefined>> {
    const listener = new pg.Client({ connectionString: databaseUrl });
    listeners.push(listener);
    await listener.connect();
    const payloads: Array<string | undefined> = [];
    listener.on('notification', (message) => {
      if (message.channel === TOPICS_CHANNEL && message.payload === topic) payloads.push(message.payload);
    });
    await listener.query(`listen ${TOPICS_CHANNEL}`);
    return payloads;
  }

  it('delivers a change made through A to a socket on B', async () => {
    const { client, version: v } = await subscribeOnB();
    const maintenanceTime = new Date(Date.now() + 10 * 60_000).toISOString();
    const changed = await changeSiteConfig(a, { maintenanceTime });
    expect(changed.maintenanceTime).toBe(maintenanceTime);

    await waitForVersion(client, v + 1);
    expect(client.messages[1]).toEqual({ type: 'update', topic: TOPIC, version: v + 1, data: changed });
    expect((client.messages[1] as { data: SiteConfig }).data.maintenanceTime).toBe(maintenanceTime);
    await sleep(200);
    expect(versionsOf(client.messages)).toEqual([`snapshot:${v}`, `update:${v + 1}`]);
  });

  it('delivers a burst of sequential changes to B, every version once and in order', async () => {
    const { client, version: v, data } = await subscribeOnB();
    for (let i = 1; i <= BURST; i++) await changeSiteConfig(a, { minClientVersion: `1.0.${i}` });
    await waitForVersion(client, v + BURST);
    await sleep(300); // anything duplicated or late would arrive now

    const updates = client.messages.slice(1);
    expect(versionsOf(updates)).toEqual(Array.from({ length: BURST }, (_, i) => `update:${v + 1 + i}`));
    updates.forEach((message, i) => {
      expect(message).toMatchObject({ topic: TOPIC, data: { maintenanceTime: data.maintenanceTime, minClientVersion: `1.0.${i + 1}` } });
    });
    expect(updates.at(-1)).toMatchObject({ data: { minClientVersion: `1.0.${BURST}` } });
  });

  it('coalesces NOTIFYs of a concurrent burst, and B still gets every version once and in order', async () => {
    const { client, version: v } = await subscribeOnB();
    const notifies = await listenForNotifies(TOPIC);

    await Promise.all(Array.from({ length: BURST }, (_, i) => changeSiteConfig(a, { minClientVersion: `2.0.${i + 1}` })));
    await waitForVersion(client, v + BURST);
    await sleep(300); // the last coalesced NOTIFY goes out at most 50 ms after the last commit

    expect(notifies.length).toBeGreaterThanOrEqual(1);
    expect(notifies.length).toBeLessThan(BURST);

    const updates = client.messages.slice(1);
    expect(versionsOf(updates)).toEqual(Array.from({ length: BURST }, (_, i) => `update:${v + 1 + i}`));
    const seen = updates.map((m) => (m as { data: SiteConfig }).data.minClientVersion);
    expect(new Set(seen)).toEqual(new Set(Array.from({ length: BURST }, (_, i) => `2.0.${i + 1}`)));

    // The last update is the config as it now stands in the shared database.
    const { rows } = await listeners[0]!.query<{ min_client_version: string }>('select min_client_version from site_config');
    expect(updates.at(-1)).toMatchObject({ data: { minClientVersion: rows[0]?.min_client_version } });
  });

  it('logged no error on either instance', () => {
    for (const server of [a, b]) {
      expect(server.stderr()).toBe('');
      const lines = server.stdout().trimEnd().split('\n');
      expect(lines[0]).toBe(`Sportsball is serving ${server.url} (database: PostgreSQL (DATABASE_URL))`);
      // pino writes JSON lines at LOG_LEVEL=warn and above; error is level 50.
      const errors = lines.slice(1).filter((line) => ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50);
      expect(errors).toEqual([]);
    }
  });
});
