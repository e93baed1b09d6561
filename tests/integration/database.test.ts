// The database seam on both engines: migrations, persistence, the DATA_DIR lock and transaction retries.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PREPARED_STATEMENTS } from '../../src/server/db/database.js';
import type { Database } from '../../src/server/db/database.js';
import { DataDirError } from '../../src/server/db/data-dir-lock.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { openPgliteDatabase } from '../../src/server/db/pglite-database.js';
import { withTransactionRetry } from '../../src/server/db/transaction-retry.js';
import { createTestDatabaseUrl, dropTestDatabase, engines } from '../setup/test-databases.js';
import type { Engine } from '../setup/test-databases.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/server/db/migrations/', import.meta.url));
const migrationNames = fs
  .readdirSync(MIGRATIONS_DIR)
  .filter((name) => name.endsWith('.sql'))
  .sort();

/**
 * A temp DATA_DIR and (for PostgreSQL) a fresh database per test; every database opened is closed afterwards.
 * PGlite's initdb costs seconds of CPU, so it runs once per file into a template cluster (not yet migrated)
 * that each test copies; the real first start on an empty DATA_DIR is covered by startup.test.ts.
 */
function useDatabaseFixture(engine: Engine) {
  let template: string | undefined;
  beforeAll(async () => {
    if (engine !== 'pglite') return;
    template = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-db-template-'));
    const cluster = await openPgliteDatabase(path.join(template, 'pglite'));
    await cluster.close();
  }, 120_000);
  afterAll(() => {
    if (template) fs.rmSync(template, { recursive: true, force: true });
  });

  const fixture = {
    dataDir: '',
    databaseUrl: undefined as string | undefined,
    lockPath: () => path.join(fixture.dataDir, 'sportsball.lock'),
    async open(): Promise<Database> {
      const db = await openDatabase({ databaseUrl: fixture.databaseUrl, dataDir: fixture.dataDir, poolSize: 4 });
      open.add(db);
      return db;
    },
    async close(db: Database): Promise<void> {
      open.delete(db);
      await db.close();
    },
  };
  const open = new Set<Database>();

  beforeEach(async () => {
    fixture.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-db-test-'));
    if (template) fs.cpSync(path.join(template, 'pglite'), path.join(fixture.dataDir, 'pglite'), { recursive: true });
    fixture.databaseUrl = engine === 'postgres' ? await createTestDatabaseUrl() : undefined;
  });

  afterEach(async () => {
    for (const db of [...open]) await fixture.close(db);
    if (fixture.databaseUrl) await dropTestDatabase(fixture.databaseUrl);
    fs.rmSync(fixture.dataDir, { recursive: true, force: true });
  });

  return fixture;
}

describe.each(engines)('database on %s', { timeout: 60_000 }, (engine) => {
  const fx = useDatabaseFixture(engine);

  it('applies every migration once, and opening again applies none', async () => {
    const first = await fx.open();
    expect(first.kind).toBe(engine);
    const { rows } = await first.query<{ name: string }>('select name from schema_migrations order by name');
    expect(rows.map((r) => r.name)).toEqual(migrationNames);
    // The schema is really there: the seeded site config row exists.
    const config = await first.query<{ id: string }>('select id from site_config');
    expect(config.rows).toEqual([{ id: 'siteConfig' }]);
    await fx.close(first);

    const second = await fx.open();
    const again = await second.query<{ name: string; n: number }>('select name, count(*)::int as n from schema_migrations group by name order by name');
    expect(again.rows).toEqual(migrationNames.map((name) => ({ name, n: 1 })));
    expect(await migrate(second)).toEqual([]);
    expect((await second.query('select * from schema_migrations')).rowCount).toBe(migrationNames.length);
  });

  it('keeps its rows when closed and reopened', async () => {
    const db = await fx.open();
    await db.query('insert into users (uid, type) values ($1, $2)', ['persistedUser0000001', 'anonymous']);
    await fx.close(db);

    const reopened = await fx.open();
    const { rows } = await reopened.query<{ uid: string; type: string }>('select uid, type from users');
    expect(rows).toEqual([{ uid: 'persistedUser0000001', type: 'anonymous' }]);
  });

  it('rolls back a transaction that throws', async () => {
    const db = await fx.open();
    await db.query('insert into users (uid, type) values ($1, $2)', ['rollbackUser00000001', 'anonymous']);

    const failure = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('update users set type = $1 where uid = $2', ['signedIn', 'rollbackUser00000001']);
        await tx.query('insert into users (uid, type) values ($1, $2)', ['rollbackUser00000002', 'anonymous']);
        throw failure;
      }),
    ).rejects.toBe(failure);

    const { rows } = await db.query<{ uid: string; type: string }>('select uid, type from users order by uid');
    expect(rows).toEqual([{ uid: 'rollbackUser00000001', type: 'anonymous' }]);
  });

  it('returns the value of a committed transaction and keeps its writes', async () => {
    const db = await fx.open();
    const value = await db.transaction(async (tx) => {
      await tx.query('insert into users (uid, type) values ($1, $2)', ['committedUser0000001', 'anonymous']);
      return 'done';
    });
    expect(value).toBe('done');
    expect((await db.query('select uid from users')).rows).toEqual([{ uid: 'committedUser0000001' }]);
  });

  it('reports rowCount as pg does: rows returned by a SELECT, rows changed by a write', async () => {
    const db = await fx.open();
    const insert = await db.query('insert into users (uid, type) values ($1, $2), ($3, $2)', ['countUser00000000001', 'anonymous', 'countUser00000000002']);
    expect(insert.rowCount).toBe(2);
    expect((await db.query('select uid from users')).rowCount).toBe(2);
    expect((await db.query('update users set type = $1', ['signedIn'])).rowCount).toBe(2);
    expect((await db.query('delete from users where uid = $1', ['nobody'])).rowCount).toBe(0);
    expect((await db.query('delete from users where uid = $1 returning uid', ['countUser00000000001'])).rowCount).toBe(1);
  });

  it('runs a statement again and again in transactions (prepared, decision 011) with the same values, counts and types as the first time', async () => {
    const db = await fx.open();
    const sql = `with input as (select * from unnest($1::text[], $2::text[]) as i(uid, type))
      insert into users (uid, type, created_at) select uid, type, $3 from input returning uid, type, created_at, $4::jsonb as extra, $5::int as n, $6::boolean as flag`;
    const at = new Date('2026-11-22T20:00:00.000Z');
    for (let round = 0; round < 8; round++) {
      const uids = [`preparedUser${String(round).padStart(8, '0')}`, `preparedUser${String(round + 100).padStart(8, '0')}`];
      const result = await db.transaction((tx) => tx.query(sql, [uids, ['anonymous', 'signedIn'], at, { round, quote: "it's" }, round, null]));
      expect(result.rowCount).toBe(2);
      expect(result.rows).toEqual([
        { uid: uids[0], type: 'anonymous', created_at: at, extra: { round, quote: "it's" }, n: round, flag: null },
        { uid: uids[1], type: 'signedIn', created_at: at, extra: { round, quote: "it's" }, n: round, flag: null },
      ]);
    }
    const counted = await db.transaction((tx) => tx.query('select count(*)::int as n from users where uid like $1', ['preparedUser%']));
    expect(counted).toEqual({ rows: [{ n: 16 }], rowCount: 1 });
    // The connection holds the statement prepared, under one name.
    const prepared = await db.transaction(async (tx) => {
      await tx.query(sql, [[], [], at, null, 0, true]);
      return tx.query('select count(*)::int as n from pg_prepared_statements where statement = $1', [sql]);
    });
    expect(prepared.rows).toEqual([{ n: 1 }]);
  });

  it('plans a prepared statement once, generically, even when a run for its values would look cheaper (decision 013)', async () => {
    const db = await fx.open();
    // By default, PostgreSQL would plan the first five runs for their values.
    const sql = 'select count(*)::int as n from users u join unnest($1::text[]) as i(uid) on i.uid = u.uid';
    const plans = await db.transaction(async (tx) => {
      for (let run = 0; run < 7; run++) await tx.query(sql, [[`genericUser${String(run).padStart(9, '0')}`]]);
      return tx.query('select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement = $1', [sql]);
    });
    expect(plans.rows).toEqual([{ generic: 7, custom: 0 }]);
  });

  it('a prepared statement that fails rolls its transaction back with the database error code, and runs again afterwards', async () => {
    const db = await fx.open();
    const insert = 'insert into users (uid, type) values ($1, $2)';
    await db.transaction((tx) => tx.query(insert, ['twiceUser00000000001', 'anonymous']));
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, ['twiceUser00000000002', 'anonymous']);
        await tx.query(insert, ['twiceUser00000000001', 'anonymous']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await db.transaction((tx) => tx.query(insert, ['twiceUser00000000003', 'anonymous']));
    expect((await db.query('select uid from users order by uid')).rows).toEqual([{ uid: 'twiceUser00000000001' }, { uid: 'twiceUser00000000003' }]);
  });

  it(`past ${MAX_PREPARED_STATEMENTS} statement texts, the rest run unprepared with the same results`, async () => {
    const db = await fx.open();
    const text = (i: number) => `select $1::int + ${i} as n`;
    const count = MAX_PREPARED_STATEMENTS + 10;
    for (let i = 0; i < count; i++) {
      expect((await db.transaction((tx) => tx.query(text(i), [1]))).rows).toEqual([{ n: 1 + i }]);
    }
    // Every text fills a slot, so the last ones are past the cap on any connection: never named.
    const held = (sql: string) => db.transaction((tx) => tx.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [sql]));
    expect((await held(text(count - 1))).rows).toEqual([{ n: 0 }]);
    expect((await db.transaction((tx) => tx.query(text(count - 1), [2]))).rows).toEqual([{ n: count + 1 }]);
  });

  if (engine === 'postgres') {
    it('takes no DATA_DIR lock: the data is on the PostgreSQL server', async () => {
      const a = await fx.open();
      const b = await fx.open();
      expect(fs.existsSync(fx.lockPath())).toBe(false);
      await b.query('insert into users (uid, type) values ($1, $2)', ['sharedUser0000000001', 'anonymous']);
      expect((await a.query('select uid from users')).rows).toEqual([{ uid: 'sharedUser0000000001' }]);
    });
  }
});

describe('PGlite DATA_DIR lock', { timeout: 60_000 }, () => {
  const fx = useDatabaseFixture('pglite');

  it('refuses a second open while the first is open, and allows it after close', async () => {
    const first = await fx.open();
    expect(fs.readFileSync(fx.lockPath(), 'utf8')).toBe(String(process.pid));

    const second = fx.open();
    await expect(second).rejects.toBeInstanceOf(DataDirError);
    await expect(second).rejects.toThrow(/DATA_DIR .* is in use/);
    // The refused open left the first one's lock alone.
    expect(fs.readFileSync(fx.lockPath(), 'utf8')).toBe(String(process.pid));
    expect((await first.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);

    await fx.close(first);
    expect(fs.existsSync(fx.lockPath())).toBe(false);

    const reopened = await fx.open();
    expect((await reopened.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(fs.readFileSync(fx.lockPath(), 'utf8')).toBe(String(process.pid));
  });

  it('takes over a stale lock left by a dead process', async () => {
    const deadPid = 999_999; // above this machine's pid_max, and no real process anyway
    expect(() => process.kill(deadPid, 0)).toThrow();
    fs.writeFileSync(fx.lockPath(), String(deadPid));

    const db = await fx.open();
    expect(fs.readFileSync(fx.lockPath(), 'utf8')).toBe(String(process.pid));
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('takes over a lock holding its own pid that it did not take (a restarted container reuses pids)', async () => {
    fs.writeFileSync(fx.lockPath(), String(process.pid));
    const db = await fx.open();
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await fx.close(db);
    expect(fs.existsSync(fx.lockPath())).toBe(false);
  });
});

describe('withTransactionRetry', () => {
  /** An attempt that fails with the given errors, in order, then returns 'ok'. */
  function flaky(errors: Error[]) {
    let calls = 0;
    const attempt = () => {
      calls++;
      const error = errors.shift();
      return error === undefined ? Promise.resolve('ok') : Promise.reject(error);
    };
    return { attempt, calls: () => calls };
  }

  function fakeSleep() {
    const slept: number[] = [];
    const sleep = (ms: number) => {
      slept.push(ms);
      return Promise.resolve();
    };
    return { sleep, slept };
  }

  it('retries a serialization failure, 100 ms × attempt apart, until it succeeds', async () => {
    const serializationFailure = () => Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' });
    const { attempt, calls } = flaky([serializationFailure(), serializationFailure()]);
    const { sleep, slept } = fakeSleep();
    await expect(withTransactionRetry(attempt, sleep)).resolves.toBe('ok');
    expect(calls()).toBe(3);
    expect(slept).toEqual([100, 200]);
  });

  it('gives up on a deadlock after 3 retries and throws the last error', async () => {
    const errors = [1, 2, 3, 4].map((n) => Object.assign(new Error(`deadlock ${n}`), { code: '40P01' }));
    const { attempt, calls } = flaky([...errors]);
    const { sleep, slept } = fakeSleep();
    await expect(withTransactionRetry(attempt, sleep)).rejects.toBe(errors[3]);
    expect(calls()).toBe(4);
    expect(slept).toEqual([100, 200, 300]);
  });

  it('throws any other error at once', async () => {
    const uniqueViolation = Object.assign(new Error('duplicate key'), { code: '23505' });
    for (const error of [uniqueViolation, new Error('no code'), Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })]) {
      const { attempt, calls } = flaky([error]);
      const { sleep, slept } = fakeSleep();
      await expect(withTransactionRetry(attempt, sleep)).rejects.toBe(error);
      expect(calls()).toBe(1);
      expect(slept).toEqual([]);
    }
  });
});

describe('PostgreSQL serializable transactions', { timeout: 60_000 }, () => {
  const fx = useDatabaseFixture('postgres');

  it('retries the loser of a real serialization conflict, so both increments land', async () => {
    const db = await fx.open();
    await db.exec('create table counter (id int primary key, n int not null); insert into counter (id, n) values (1, 0);');

    let attempts = 0;
    let reads = 0;
    let bothRead!: () => void;
    const barrier = new Promise<void>((resolve) => (bothRead = resolve));
    const failures: string[] = [];

    const increment = () =>
      db.transaction(
        async (tx) => {
          attempts++;
          const { rows } = await tx.query<{ n: number }>('select n from counter where id = 1');
          // Both first attempts read the same value before either writes: a guaranteed conflict.
          if (++reads === 2) bothRead();
          await barrier;
          try {
            await tx.query('update counter set n = $1 where id = 1', [rows[0]!.n + 1]);
          } catch (error) {
            failures.push(String((error as { code?: unknown }).code));
            throw error;
          }
        },
        { isolation: 'serializable' },
      );

    await Promise.all([increment(), increment()]);
    expect(failures).toEqual(['40001']);
    expect(attempts).toBe(3);
    const { rows } = await db.query<{ n: number }>('select n from counter where id = 1');
    expect(rows).toEqual([{ n: 2 }]);
  });
});
