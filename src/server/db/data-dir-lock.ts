import fs from 'node:fs';
import path from 'node:path';

export class DataDirError extends Error {}

/** Lock files this process holds. Our own pid in a lock we did not take is stale (a restarted container reuses pids). */
const heldByThisProcess = new Set<string>();

/**
 * PGlite is a single-process database: two servers on one DATA_DIR would corrupt it.
 * A lock file holding our pid makes the second one refuse; a lock left by a dead
 * process (exited, or killed and not yet reaped: a zombie) is taken over at once.
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
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !hasExited(pid);
}

/**
 * A process killed (kill -9) stays a zombie until its parent reaps it — for as long as the parent
 * likes, under a supervisor or an init that does not. It still answers kill(pid, 0), but it has
 * closed every file and holds nothing in DATA_DIR: on Linux, /proc says so (state Z, or X while
 * being reaped). Elsewhere there is no /proc, and a pid that answers is taken as alive.
 */
function hasExited(pid: number): boolean {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    // Gone between the two looks: exited. No /proc (not Linux): we cannot tell.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' && fs.existsSync('/proc/self/stat');
  }
  // "pid (command) state …": the command may itself hold spaces and parentheses.
  const state = stat.slice(stat.lastIndexOf(')') + 1).trim().charAt(0);
  return state === 'Z' || state === 'X';
}
