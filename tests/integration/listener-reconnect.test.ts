// NOTIFY-driven delivery resumes after the LISTEN connection is lost: the listener reconnects,
// re-reads every topic (so an update whose NOTIFY it missed arrives), and NOTIFYs reach sockets again.
// PostgreSQL only: PGlite's LISTEN lives in the process and has no connection to lose.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteConfigTopic } from '../../src/contracts/topics.js';
import type { Queryable } from '../../src/server/db/database.js';
import { appendTopicEvent } from '../../src/server/db/repositories/topic-events.repository.js';
import { createTestDatabaseUrl, dropTestDatabase } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await Promise.resolve().then(check))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the LISTEN connection lost and re-established on postgres', () => {
  let server: TestServer;
  /** On the cluster's own database: a database cannot change its own allow_connections. */
  let admin: pg.Client;
  /** On the test's database, opened before connections are refused: writes the change nobody hears of. */
  let writer: pg.Client;
  let database: string;
  let url: string;
  const asQueryable = (client: pg.Client): Queryable => ({
    query: async <Row>(sql: string, params?: readonly unknown[]) => {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
  });
  const listenerPids = async (): Promise<number[]> =>
    (await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1 and query ilike 'listen %' and pid <> pg_backend_pid()", [database])).rows.map((r) => r.pid);

  beforeAll(async () => {
    url = await createTestDatabaseUrl();
    server = await startTestServer('postgres', { DATABASE_URL: url });
    database = decodeURIComponent(new URL(url).pathname.slice(1));
    admin = new pg.Client({ connectionString: inject('postgresUrl') });
    writer = new pg.Client({ connectionString: url });
    await Promise.all([admin.connect(), writer.connect()]);
  });
  afterAll(async () => {
    await admin.query(`alter database "${database}" with allow_connections true`).catch(() => undefined);
    await admin.end();
    await writer.end();
    await server.stop();
    await dropTestDatabase(url);
  });

  it('delivers the update it missed while reconnecting, then NOTIFY-driven updates again', async () => {
    const live = await LiveTestClient.connect(server, await anonymousCookie(server));
    live.send({ type: 'subscribe', topic: siteConfigTopic.name });
    const [snapshot] = await live.waitFor(1);
    expect(snapshot?.type).toBe('snapshot');
    const held = snapshot?.type === 'snapshot' ? snapshot.version : NaN;

    const [before] = await listenerPids();
    expect(before).toBeDefined();
    // No new connection can reach the database until allowed again: the listener's reconnect waits.
    await admin.query(`alter database "${database}" with allow_connections false`);
    await admin.query('select pg_terminate_backend($1)', [before]);
    await until('the listener to be gone', async () => (await listenerPids()).length === 0);

    // A change committed meanwhile, with no NOTIFY anyone could hear.
    const missed = { maintenanceTime: null, minClientVersion: '9.9.9' };
    await appendTopicEvent(asQueryable(writer), siteConfigTopic.name, missed);
    await admin.query(`alter database "${database}" with allow_connections true`);

    await live.waitFor(2, 20_000);
    expect(live.messages[1]).toMatchObject({ type: 'update', topic: siteConfigTopic.name, version: held + 1, data: missed });
    const [after] = await listenerPids();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    // And a change made through the server reaches the socket by NOTIFY on the new connection.
    const response = await postJson(server, '/api/dev/site-config', { minClientVersion: '9.9.10' });
    expect(response.status).toBe(200);
    await live.waitFor(3);
    expect(live.messages[2]).toMatchObject({ type: 'update', version: held + 2, data: { minClientVersion: '9.9.10' } });
    await live.close();
  });
});
