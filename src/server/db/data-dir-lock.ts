import fs from 'node:fs';
import path from 'node:path';

export class DataDirError extends Error {}

/** Lock files this process holds. Our own pid in a lock we did not take is stale (a restarted container reuses pids). */
const heldByThisProcess = new Set<string>();

/**
 * PGlite is a single-process database: two servers on one DATA_DIR would corrupt it.
 * A lock file holding our pid makes the second one refuse; a lock left by a dead
 * process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (error) {
    throw new DataDirError(`DATA_DIR ${dataDir} is not writable: ${(error as Error).message}`);
  }
  const lockPath = path.resolve(dataDir, 'sportsball.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(lockPath);
      return () => {
        heldByThisProcess.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new DataDirError(`DATA_DIR ${dataDir} is not writable: ${(error as Error).message}`);
      }
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (heldByThisProcess.has(lockPath) || (isAlive(holder) && holder !== process.pid)) {
        throw new DataDirError(
          heldByThisProcess.has(lockPath)
            ? `DATA_DIR ${dataDir} is in use: this process (pid ${process.pid}) already has it open`
            : `DATA_DIR ${dataDir} is in use by another Sportsball process (pid ${holder}); stop it or choose another DATA_DIR`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirError(`DATA_DIR ${dataDir}: could not take the lock file ${lockPath}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
