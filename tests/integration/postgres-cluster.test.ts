import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabaseUrl, dropTestDatabase } from '../setup/test-databases.js';

describe('throwaway PostgreSQL cluster', () => {
  it('creates a database, queries it and drops it', async () => {
    const url = await createTestDatabaseUrl();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: string; db: string }>('select version() as version, current_database() as db');
      expect(rows[0]?.version).toMatch(/^PostgreSQL \d+/);
      expect(url.endsWith(`/${rows[0]?.db}`)).toBe(true);
    } finally {
      await client.end();
    }
    await dropTestDatabase(url);

    const check = new pg.Client({ connectionString: url });
    await expect(check.connect()).rejects.toThrow(/does not exist/);
  });
});
