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

/** `db` with its lock attempts made by `tryLock`. */
function withTryLock(db: Database, tryLock: (key: number) => Promise<Lease | null>): Database {
  return new Proxy(db, {
    get: (target, property) => {
      if (property === 'tryLock') return tryLock;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
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
    // A process that died tries no more: while A is "dead" its attempts are refused without asking
    // the server, so the lock it lost goes to B (a live A could take it back first, rightly).
    let aDead = false;
    const electionA = startLeaderElection(withTryLock(a, (key) => (aDead ? Promise.resolve(null) : a.tryLock(key))), KEY, () => {
      set('a', true);
      return () => Promise.resolve(set('a', false));
    }, { retryMs: 200, onError });
    await until(() => working.a);
    let refused = 0;
    const follower = withTryLock(b, async (key) => {
      const lease = await b.tryLock(key);
      if (!lease) {
        refused++;
        changes.emit('change');
      }
      return lease;
    });
    const electionB = startLeaderElection(follower, KEY, () => {
      set('b', true);
      return () => Promise.resolve(set('b', false));
    }, { retryMs: 200, onError });

    // B has tried three times while A leads, and was refused each time.
    await until(() => refused >= 3);
    expect(working).toEqual({ a: true, b: false });
    expect(electionA.isLeader).toBe(true);
    expect(electionB.isLeader).toBe(false);

    // The leader's process "dies": the server drops its lock connection, as it would for a crashed process.
    const { rows } = await b.query<{ pid: number }>(
      "select pid from pg_locks where locktype = 'advisory' and objid = $1 and granted",
      [KEY],
    );
    expect(rows).toHaveLength(1);
    aDead = true;
    await b.query('select pg_terminate_backend($1)', [rows[0]!.pid]);

    await until(() => working.b);
    await until(() => !working.a);
    expect(electionA.isLeader).toBe(false);

    aDead = false;
    await electionB.stop();
    expect(working.b).toBe(false);
    await until(() => working.a); // A, still running its election, leads again
    await electionA.stop();
  });
});
