// Two real server processes on one PostgreSQL database: a change made through instance A
// reaches a socket on instance B through LISTEN/NOTIFY, every version once and in order,
// even when A coalesces its NOTIFYs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import type { SiteConfig } from '../../src/contracts/system.js';
import { TOPICS_CHANNEL } from '../../src/server/realtime/notify-bridge.js';
import { spawnServer, stopServers, waitUntilReady } from '../setup/server-process.js';
import type { ServerProcess } from '../setup/server-process.js';
import { LiveTestClient, anonymousCookie, postJson } from '../setup/test-server.js';
import { createTestDatabaseUrl, dropTestDatabase } from '../setup/test-databases.js';

const TOPIC = 'site-config';
const BURST = 30;

const tempDirs: string[] = [];

function spawnInstance(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-two-'));
  tempDirs.push(dataDir);
  return spawnServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
}

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

/**
 * One more change through A, waited for on B: B's socket gets a topic's versions in order, so
 * anything duplicated or late from before would have arrived ahead of it (no fixed wait).
 */
async function fence(server: { url: string }, client: LiveTestClient, version: number): Promise<void> {
  await changeSiteConfig(server, { minClientVersion: '9.9.9' });
  await waitForVersion(client, version);
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
    [a, b] = await Promise.all([spawnInstance(databaseUrl), spawnInstance(databaseUrl)]);
    await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
  }, 120_000);

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(listeners.splice(0).map((l) => l.end()));
  });

  afterAll(async () => {
    await stopServers('SIGTERM');
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
  async function listenForNotifies(topic: string): Promise<{ listener: pg.Client; payloads: Array<string | undefined> }> {
    const listener = new pg.Client({ connectionString: databaseUrl });
    listeners.push(listener);
    await listener.connect();
    const payloads: Array<string | undefined> = [];
    listener.on('notification', (message) => {
      if (message.channel === TOPICS_CHANNEL && message.payload === topic) payloads.push(message.payload);
    });
    await listener.query(`listen ${TOPICS_CHANNEL}`);
    return { listener, payloads };
  }

  it('delivers a change made through A to a socket on B', async () => {
    const { client, version: v } = await subscribeOnB();
    const maintenanceTime = new Date(Date.now() + 10 * 60_000).toISOString();
    const changed = await changeSiteConfig(a, { maintenanceTime });
    expect(changed.maintenanceTime).toBe(maintenanceTime);

    await waitForVersion(client, v + 1);
    expect(client.messages[1]).toEqual({ type: 'update', topic: TOPIC, version: v + 1, data: changed });
    expect((client.messages[1] as { data: SiteConfig }).data.maintenanceTime).toBe(maintenanceTime);
    await fence(a, client, v + 2);
    expect(versionsOf(client.messages)).toEqual([`snapshot:${v}`, `update:${v + 1}`, `update:${v + 2}`]);
  });

  it('delivers a burst of sequential changes to B, every version once and in order', async () => {
    const { client, version: v, data } = await subscribeOnB();
    for (let i = 1; i <= BURST; i++) await changeSiteConfig(a, { minClientVersion: `1.0.${i}` });
    await waitForVersion(client, v + BURST);
    await fence(a, client, v + BURST + 1);

    const updates = client.messages.slice(1, -1);
    expect(versionsOf(client.messages.slice(1))).toEqual(Array.from({ length: BURST + 1 }, (_, i) => `update:${v + 1 + i}`));
    updates.forEach((message, i) => {
      expect(message).toMatchObject({ topic: TOPIC, data: { maintenanceTime: data.maintenanceTime, minClientVersion: `1.0.${i + 1}` } });
    });
    expect(updates.at(-1)).toMatchObject({ data: { minClientVersion: `1.0.${BURST}` } });
  });

  it('coalesces NOTIFYs of a concurrent burst, and B still gets every version once and in order', async () => {
    const { client, version: v } = await subscribeOnB();
    const { listener, payloads: notifies } = await listenForNotifies(TOPIC);

    await Promise.all(Array.from({ length: BURST }, (_, i) => changeSiteConfig(a, { minClientVersion: `2.0.${i + 1}` })));
    await waitForVersion(client, v + BURST);

    // The last update is the config as it now stands in the shared database.
    const { rows } = await listener.query<{ min_client_version: string }>('select min_client_version from site_config');
    const updates = client.messages.slice(1);
    expect(updates.at(-1)).toMatchObject({ data: { minClientVersion: rows[0]?.min_client_version } });
    expect(versionsOf(updates)).toEqual(Array.from({ length: BURST }, (_, i) => `update:${v + 1 + i}`));
    const seen = updates.map((m) => (m as { data: SiteConfig }).data.minClientVersion);
    expect(new Set(seen)).toEqual(new Set(Array.from({ length: BURST }, (_, i) => `2.0.${i + 1}`)));

    // Every NOTIFY of the burst has gone out once a later change has reached B; a query on the
    // listener's connection then returns only after the notifications queued before it.
    await fence(a, client, v + BURST + 1);
    await listener.query('select 1');
    expect(notifies.length).toBeGreaterThanOrEqual(1);
    // The fence adds at most one NOTIFY; without coalescing there would be BURST + 1.
    expect(notifies.length).toBeLessThan(BURST);
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
