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

/**
 * A migration's statements: each ends with `;` at the end of a line, except inside a
 * dollar-quoted body (`$$ ... $$` or `$tag$ ... $tag$`), so a function's body keeps its own
 * statements on lines of their own. Whole-line `--` comments go.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const line of sql.split('\n')) {
    if (quote === null && /^\s*--/.test(line)) continue;
    current += `${line}\n`;
    for (const tag of line.match(/\$[A-Za-z_]*\$/g) ?? []) {
      if (quote === null) quote = tag;
      else if (tag === quote) quote = null;
    }
    if (quote === null && /;\s*$/.test(line)) {
      statements.push(current.trim().replace(/;$/, ''));
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements.filter(Boolean);
}
