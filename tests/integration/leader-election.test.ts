// Exactly one leader across instances, and a takeover when it dies (how fast: bench/leader-takeover.ts).
import { EventEmitter, once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Lease } from '../../src/server/db/database.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { startLeaderElection } from '../../src/server/jobs/leader.js';
import { createTestDatabaseUrl, dropTestDatabase } from '../setup/test-databases.js';

const KEY = 991_001;

/** Every change the test waits on (work started or stopped, a lock refused) is announced here. */
const changes = new EventEmitter();

/** Waits until `condition()` holds, checking it again at each announced change (no polling, no fixed wait). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await once(changes, 'change');
}

/** `db` whose refused lock attempts are counted and announced. */
function countingRefusals(db: Database): { db: Database; refused: () => number } {
  let refused = 0;
  const tryLock = async (key: number): Promise<Lease | null> => {
    const lease = await db.tryLock(key);
    if (!lease) {
      refused++;
      changes.emit('change');
    }
    return lease;
  };
  const counted = new Proxy(db, {
    get: (target, property) => {
      if (property === 'tryLock') return tryLock;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: counted, refused: () => refused };
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
    const set = (name: 'a' | 'b', value: boolean) => {
      working[name] = value;
      changes.emit('change');
    };
    const onError = (error: unknown) => {
      throw error;
    };
    const electionA = startLeaderElection(a, KEY, () => {
      set('a', true);
      return () => Promise.resolve(set('a', false));
    }, { retryMs: 200, onError });
    await until(() => working.a);
    const follower = countingRefusals(b);
    const electionB = startLeaderElection(follower.db, KEY, () => {
      set('b', true);
      return () => Promise.resolve(set('b', false));
    }, { retryMs: 200, onError });

    // B has tried three times while A leads, and was refused each time.
    await until(() => follower.refused() >= 3);
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

    await until(() => working.b);
    await until(() => !working.a);
    expect(electionA.isLeader).toBe(false);

    await electionB.stop();
    expect(working.b).toBe(false);
    await until(() => working.a); // A, still running its election, leads again
    await electionA.stop();
  });
});
