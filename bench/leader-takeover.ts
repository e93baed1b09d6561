// How long the sports feed goes unpolled when the leading instance dies: two instances on one
// PostgreSQL server run the leader election as startServer does (retry every 2 s); the leader's
// lock connection is terminated, as a crashed process's would be, and the time until the other
// instance leads is measured. Bounded by the retry interval, not by the machine's speed.
import { once, EventEmitter } from 'node:events';
import type { Database } from '../src/server/db/database.js';
import { openDatabase } from '../src/server/db/open-database.js';
import { startLeaderElection } from '../src/server/jobs/leader.js';
import { startPostgresCluster } from '../tests/setup/postgres-server.js';
import type { Benchmark, Result } from './lib.js';
import { atMost, envInt, info, median, nowMs, result, round } from './lib.js';

const RUNS = envInt('BENCH_TAKEOVER_RUNS', 5);
/** The retry interval startServer gives the sports ingest's election (src/server/app.ts). */
const RETRY_MS = 2_000;
const KEY = 991_002;

async function takeover(url: string): Promise<number> {
  const a = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
  const b = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
  const changes = new EventEmitter();
  const leading = { a: false, b: false };
  const lead = (name: 'a' | 'b') => () => {
    leading[name] = true;
    changes.emit('change');
    return () => Promise.resolve(void (leading[name] = false));
  };
  const until = async (condition: () => boolean) => {
    while (!condition()) await once(changes, 'change');
  };
  const onError = () => undefined;
  // A crashed process never tries again: once its connection is killed, A's retries find nothing,
  // or it could win the lock back before B and the run would wait for a takeover that never comes.
  let crashed = false;
  const leader: Database = Object.assign(Object.create(a) as Database, {
    tryLock: (key: number) => (crashed ? Promise.resolve(null) : a.tryLock(key)),
  });
  const electionA = startLeaderElection(leader, KEY, lead('a'), { retryMs: RETRY_MS, onError });
  await until(() => leading.a);
  // B's first attempt is refused before A dies, so the takeover waits for one of its retries, as a follower's would.
  let refused = 0;
  const follower: Database = Object.assign(Object.create(b) as Database, {
    tryLock: async (key: number) => {
      const lease = await b.tryLock(key);
      if (!lease) {
        refused++;
        changes.emit('change');
      }
      return lease;
    },
  });
  const electionB = startLeaderElection(follower, KEY, lead('b'), { retryMs: RETRY_MS, onError });
  try {
    await until(() => refused > 0);
    const { rows } = await b.query<{ pid: number }>("select pid from pg_locks where locktype = 'advisory' and objid = $1 and granted", [KEY]);
    const pid = rows[0]?.pid;
    if (pid === undefined) throw new Error('no leader holds the lock');
    crashed = true;
    const killedAt = nowMs();
    await b.query('select pg_terminate_backend($1)', [pid]);
    await until(() => leading.b);
    return nowMs() - killedAt;
  } finally {
    await electionB.stop();
    await electionA.stop();
    await a.close();
    await b.close();
  }
}

const leaderTakeover: Benchmark = {
  name: 'leader-takeover',
  description: `time for a second instance to take over the sports feed when the leader's connection dies (PostgreSQL, retry every ${RETRY_MS / 1000} s, median and worst of ${RUNS})`,
  async run(): Promise<Result[]> {
    const cluster = await startPostgresCluster();
    const times: number[] = [];
    try {
      for (let i = 0; i < RUNS; i++) {
        times.push(await takeover(cluster.url));
        info(`run ${i + 1}: taken over after ${Math.round(times.at(-1) ?? NaN)} ms`);
      }
    } finally {
      await cluster.stop();
    }
    return [
      result('leader-takeover.median', round(median(times), 0), 'ms'),
      // "Another takes over within seconds" (README, Live sports data): the worst run, bounded by the retry interval.
      result('leader-takeover.worst', round(Math.max(...times), 0), 'ms', atMost(5_000)),
    ];
  },
};

export default leaderTakeover;
