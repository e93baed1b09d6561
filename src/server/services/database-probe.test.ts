import { describe, expect, it } from 'vitest';
import { createDatabaseProbe } from './database-probe.js';

function fakeDb(fail = false) {
  const db = {
    queries: 0,
    fail,
    query() {
      db.queries++;
      return db.fail ? Promise.reject(new Error('down')) : Promise.resolve({ rows: [], rowCount: 1 });
    },
  };
  return db;
}

describe('createDatabaseProbe', () => {
  it('asks the database at most once a second, sharing one query in flight', async () => {
    let now = 0;
    const db = fakeDb();
    const probe = createDatabaseProbe(db, () => now);
    await Promise.all([probe(), probe(), probe()]);
    expect(db.queries).toBe(1);
    now = 999;
    await probe();
    expect(db.queries).toBe(1);
    now = 1_000;
    await probe();
    expect(db.queries).toBe(2);
  });

  it('reports a failure at once and asks again next time', async () => {
    let now = 0;
    const db = fakeDb(true);
    const probe = createDatabaseProbe(db, () => now);
    await expect(probe()).rejects.toThrow('down');
    db.fail = false;
    now = 1;
    await probe();
    expect(db.queries).toBe(2);
  });
});
