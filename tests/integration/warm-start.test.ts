// Warm before ready (docs/decisions/045-game-day-two-instances.md): by the time a server listens,
// every pool connection is open and holds the claim batch's statement prepared, so the first
// players' claims are not the ones that open connections and plan statements; and the warm-up
// wrote nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTEN_BACKLOG } from '../../src/server/app.js';
import { engines } from '../setup/test-databases.js';
import { startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

/** The claim batch's first statement (squares-claims.repository.ts startEntries), as prepared on a connection. */
const CLAIM_STATEMENT = '%from unnest($2::text[], $3::int[], $4::text[]) with ordinality as i(token_hash, square, entry_name, n)%';

describe.each(engines)('a fresh server on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('has every pool connection open with the claim statement prepared before its first request', async () => {
    const pool = server.db.stats().pool;
    if (pool) expect(pool.total).toBe(pool.max);
    // Asked on as many connections as the pool holds at once: each must have it.
    const connections = pool?.max ?? 1;
    const found = await Promise.all(
      Array.from({ length: connections }, () =>
        server.db.transaction(async (tx) => {
          const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n, pg_backend_pid() as pid from pg_prepared_statements where statement like '${CLAIM_STATEMENT}' and statement not like '%pg_prepared_statements%' group by 2`);
          return rows[0]?.n ?? 0;
        }),
      ),
    );
    expect(found).toEqual(Array.from({ length: connections }, () => 1));
  });

  it.runIf(engine === 'postgres')(
    "still holds every warmed connection after a quiet spell longer than the pool's idle timeout",
    async () => {
      // pg-pool closes a connection idle for 10 s unless the pool keeps a minimum: a warm-up then
      // warms for the first minute only, and a kickoff after a quiet spell opens cold connections.
      await new Promise((resolve) => setTimeout(resolve, 10_500));
      const pool = server.db.stats().pool;
      expect(pool && pool.total).toBe(pool?.max);
    },
    20_000,
  );

  it('wrote nothing while warming: no session, no game, no square, and met no server error', async () => {
    const { rows } = await server.db.query<{ sessions: number; games: number; squares: number; joins: number; errors: number }>(
      'select (select count(*)::int from sessions) as sessions, (select count(*)::int from games) as games, (select count(*)::int from squares_entries) as squares, (select count(*)::int from user_games) as joins, (select count(*)::int from error_groups) as errors',
    );
    // A server error would have been recorded (error_groups): a warm-up that fails before the handlers warms nothing.
    expect(rows[0]).toEqual({ sessions: 0, games: 0, squares: 0, joins: 0, errors: 0 });
  });

  it('queues as many unaccepted connections as the kernel allows, for the sockets of an instance that died', () => {
    const port = server.port;
    // A listening socket's Send-Q in `ss` is its queue's length.
    const line = execFileSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' }).trim();
    const queue = Number(line.split(/\s+/)[2]);
    const ceiling = Number(fs.readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    expect(queue).toBe(Math.min(LISTEN_BACKLOG, ceiling));
  });
});
