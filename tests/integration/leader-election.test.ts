// Exactly one leader across instances, and a takeover within seconds when it dies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { startLeaderElection } from '../../src/server/jobs/leader.js';
import { createTestDatabaseUrl, dropTestDatabase } from '../setup/test-databases.js';

const KEY = 991_001;

async function until(condition: () => boolean, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - start;
}

describe('leader election on PostgreSQL', () => {
  let url: string;
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    url = await createTestDatabaseUrl();
    a = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
    b = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await dropTestDatabase(url);
  });

  it('elects one leader, and another instance takes over when the leader’s connection dies', async () => {
    const working = { a: false, b: false };
    const onError = (error: unknown) => {
      throw error;
    };
    const electionA = startLeaderElection(a, KEY, () => {
      working.a = true;
      return () => Promise.resolve(void (working.a = false));
    }, { retryMs: 200, onError });
    await until(() => working.a, 5_000);
    const electionB = startLeaderElection(b, KEY, () => {
      working.b = true;
      return () => Promise.resolve(void (working.b = false));
    }, { retryMs: 200, onError });

    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(working).toEqual({ a: true, b: false });
    expect(electionA.isLeader).toBe(true);
    expect(electionB.isLeader).toBe(false);

    // The leader's process "dies": the server drops its lock connection, as it would for a crashed process.
    const { rows } = await b.query<{ pid: number }>(
      "select pid from pg_locks where locktype = 'advisory' and objid = $1 and granted",
      [KEY],
    );
    expect(rows).toHaveLength(1);
    await b.query('select pg_terminate_backend($1)', [rows[0]!.pid]);

    const tookOver = await until(() => working.b, 5_000);
    expect(tookOver).toBeLessThan(5_000);
    await until(() => !working.a, 5_000);
    expect(electionA.isLeader).toBe(false);

    await electionB.stop();
    expect(working.b).toBe(false);
    await until(() => working.a, 5_000); // A, still running its election, leads again
    await electionA.stop();
  });
});
