import path from 'node:path';
import type { Database } from './database.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrate } from './migrate.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './postgres-database.js';

export interface DatabaseConfig {
  /** A real PostgreSQL server; when absent, embedded PGlite under dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  onBackgroundError?: (error: Error) => void;
}

export class DatabaseUnavailableError extends Error {}

/** Opens the configured database, takes the DATA_DIR lock for PGlite, and migrates it. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  let db: Database;
  if (config.databaseUrl) {
    try {
      db = await openPostgresDatabase({
        url: config.databaseUrl,
        poolSize: config.poolSize ?? 10,
        ...(config.onBackgroundError ? { onBackgroundError: config.onBackgroundError } : {}),
      });
    } catch (error) {
      throw new DatabaseUnavailableError(`DATABASE_URL is unreachable: ${(error as Error).message}`);
    }
  } else {
    const release = lockDataDir(config.dataDir);
    try {
      const opened = await openPgliteDatabase(path.join(config.dataDir, 'pglite'));
      db = { ...opened, close: () => opened.close().finally(release) };
    } catch (error) {
      release();
      throw error;
    }
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
