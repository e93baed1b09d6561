// Integration-test helpers: a fresh database per test file on the cluster from tests/setup/postgres-cluster.ts.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export const engines = ['pglite', 'postgres'] as const;
export type Engine = (typeof engines)[number];

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database `t_<random hex>` and returns its URL. */
export async function createTestDatabaseUrl(): Promise<string> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  await withAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database made by createTestDatabaseUrl, closing any connections still open to it. */
export async function dropTestDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^t_[0-9a-f]+$/.test(name)) throw new Error(`not a test database: ${name}`);
  await withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`));
}
