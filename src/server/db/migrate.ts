import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any constant works: it only has to be the same for every instance. */
const MIGRATION_LOCK_KEY = 7_431_001;

/** The migrations this build carries, in the order they apply. */
export async function migrationNames(): Promise<string[]> {
  return (await fs.readdir(MIGRATIONS_DIR)).filter((n) => n.endsWith('.sql')).sort();
}

/**
 * Applies forward-only SQL migrations in name order, each in its own transaction.
 * An advisory lock makes instances that start together take turns.
 */
export async function migrate(db: Database): Promise<string[]> {
  const names = await migrationNames();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
    for (const name of names) {
      if (done.has(name)) continue;
      const sql = await fs.readFile(path.join(MIGRATIONS_DIR, name), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      applied.push(name);
    }
  });
  return applied;
}

/** Our migrations keep one statement per `;`-terminated block and no functions with bodies. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
