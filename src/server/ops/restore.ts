import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../db/data-dir-lock.js';
import { migrationNames } from '../db/migrate.js';
import { BackupFileError, readBackupTarball } from './backup-file.js';

export interface RestoreResult {
  /** Where the data that was in DATA_DIR before went (kept, never deleted), or null when there was none. */
  previous: string | null;
  /** Migrations recorded in the restored copy. */
  migrations: number;
}

/**
 * Brings a backup back into DATA_DIR (decision 044). It takes the DATA_DIR lock first, so it
 * refuses while a server runs there and no server can start until it is done. The copy is opened
 * beside the live directory, checked to be Sportsball's, and only then swapped in; the data it
 * replaces is moved aside, not deleted.
 */
export async function restoreBackup(file: string, dataDir: string, now = new Date()): Promise<RestoreResult> {
  const bytes = readFile(file);
  const tarball = readBackupTarball(bytes, file);
  const release = lockDataDir(dataDir);
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const live = path.join(dataDir, 'pglite');
  const staging = path.join(dataDir, `pglite.restoring-${stamp}`);
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    const migrations = await openAndCheck(staging, tarball, file);
    let previous: string | null = null;
    if (fs.existsSync(live)) {
      previous = path.join(dataDir, `pglite.before-restore-${stamp}`);
      fs.renameSync(live, previous);
    }
    fs.renameSync(staging, live);
    return { previous, migrations };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}

function readFile(file: string): Uint8Array {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new BackupFileError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

/**
 * Unpacks the copy into `dir` and opens it as the server would (PostgreSQL replays its WAL
 * here if it must), then closes it cleanly. A copy of some other PostgreSQL database is refused.
 */
async function openAndCheck(dir: string, tarball: Uint8Array, file: string): Promise<number> {
  const pg = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([new Uint8Array(tarball)], { type: 'application/x-tar' }) });
  try {
    const found = await pg.query<{ present: boolean }>("select to_regclass('public.schema_migrations') is not null as present");
    if (!found.rows[0]?.present) throw new BackupFileError(`${file} is not a Sportsball backup: its database has no Sportsball tables`);
    const applied = (await pg.query<{ name: string }>('select name from schema_migrations order by name')).rows.map((row) => row.name);
    // Migrations only go forward: this build cannot serve a database a newer one has changed.
    const known = new Set(await migrationNames());
    const unknown = applied.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new BackupFileError(`${file} was taken by a newer Sportsball (migrations ${unknown.join(', ')} are unknown to this build): restore it with that version or a later one`);
    }
    return applied.length;
  } finally {
    await pg.close();
  }
}
