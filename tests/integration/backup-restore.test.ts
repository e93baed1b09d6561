// Backups of the embedded database that restore (decision 044): a real server process takes a
// backup in the middle of a burst of claims; the copy, restored into a fresh DATA_DIR and served
// again, holds every claim acknowledged before the backup began, and only claims that were made.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBackup } from '../../src/server/ops/backup-cli.js';
import { restoreBackup } from '../../src/server/ops/restore.js';
import { babyShowerInput, claim, createGame, readGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { spawnServer, stopServers, waitUntilReady } from '../setup/server-process.js';
import type { ServerProcess } from '../setup/server-process.js';
import { anonymousCookie } from '../setup/test-server.js';

const TOKEN = 'backup-token-0123456789';
const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run restore`'s command from source, as an operator would; its exit code and output. */
async function restoreCommand(file: string, dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/ops/restore-cli.ts', file], { cwd: ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
const GAMES = 3;
const PLAYERS = 100;
/** Claims in flight at once: a steady burst, so the backup lands in the middle of it. */
const IN_FLIGHT = 16;

const tempPaths: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-backup-'));
  tempPaths.push(dir);
  return dir;
}

const initialsOf = (i: number) => `P${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;

async function startOn(dataDir: string): Promise<ServerProcess & { dataDir: string }> {
  const server = await spawnServer({ DATA_DIR: dataDir, BACKUP_TOKEN: TOKEN, SPORTS_POLLING: 'false' });
  await waitUntilReady(server);
  return { ...server, dataDir };
}

/** The claims (`gameId:square:initials`) each game holds. */
async function claimsIn(server: { url: string }, gameIds: readonly string[]): Promise<Set<string>> {
  const held = new Set<string>();
  for (const gameId of gameIds) {
    for (const square of (await readGame(server, gameId)).squares) held.add(`${gameId}:${square.square}:${square.entryName}`);
  }
  return held;
}

describe('backup and restore of the embedded database', { timeout: 300_000 }, () => {
  let server: ServerProcess & { dataDir: string };
  let backupFile: string;
  let gameIds: string[];
  const acknowledgedBeforeBackup = new Set<string>();
  const acknowledged = new Set<string>();
  /** Claims acknowledged after the backup was asked for and before it was written. */
  let acknowledgedDuringBackup = 0;

  beforeAll(async () => {
    server = await startOn(tempDir());
    const host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    gameIds = [];
    for (let g = 0; g < GAMES; g++) gameIds.push((await createGame(server, host, babyShowerInput({ name: `Backup ${g}` }))).gameId);
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => anonymousCookie(server)));
    const queue = gameIds.flatMap((gameId) => players.map((cookie, i) => ({ gameId, cookie, square: i, initials: initialsOf(i) })));
    backupFile = path.join(tempDir(), 'sportsball.tar.gz');

    let backup: Promise<unknown> | undefined;
    let backupDone = false;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await claim(server, next.cookie, next.gameId, next.square, { initials: next.initials });
        expect(response.status, await response.clone().text()).toBe(200);
        acknowledged.add(`${next.gameId}:${next.square}:${next.initials}`);
        if (backup && !backupDone) acknowledgedDuringBackup++;
        // A third of the way in, the backup starts; what was acknowledged by then must be in it.
        if (!backup && acknowledged.size >= (GAMES * PLAYERS) / 3) {
          for (const key of acknowledged) acknowledgedBeforeBackup.add(key);
          backup = takeBackup({ file: backupFile, url: server.url, token: TOKEN }).finally(() => (backupDone = true));
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await backup;
  });

  afterAll(async () => {
    await stopServers('SIGTERM');
    for (const p of tempPaths) fs.rmSync(p, { recursive: true, force: true });
  });

  it('the claims went on during the backup, and every claim was acknowledged', () => {
    expect(acknowledged.size).toBe(GAMES * PLAYERS);
    expect(acknowledgedBeforeBackup.size).toBeGreaterThan(0);
    expect(acknowledgedDuringBackup).toBeGreaterThan(0);
    // The whole database is in it: readable by its owner only.
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
  });

  it('restored into a fresh DATA_DIR and served again, the copy holds every claim acknowledged before the backup began', async () => {
    const fresh = tempDir();
    const result = await restoreBackup(backupFile, fresh);
    expect(result.previous).toBeNull();
    const restored = await startOn(fresh);
    const held = await claimsIn(restored, gameIds);
    for (const key of acknowledgedBeforeBackup) expect(held, key).toContain(key);
    // Nothing that was never made: every claim in the copy is one the burst had acknowledged by the end.
    for (const key of held) expect(acknowledged, key).toContain(key);
    restored.child.kill('SIGTERM');
    await restored.exited;
  });

  it('refuses to restore into the DATA_DIR of a running server, and changes nothing there', async () => {
    const before = fs.readdirSync(server.dataDir).sort();
    await expect(restoreBackup(backupFile, server.dataDir)).rejects.toThrow(/is in use by another Sportsball process/);
    const command = await restoreCommand(backupFile, server.dataDir);
    expect(command.code).toBe(1);
    expect(command.stderr.trim()).toMatch(/^Restore refused: DATA_DIR .+ is in use by another Sportsball process \(pid \d+\); stop it or choose another DATA_DIR$/);
    expect(fs.readdirSync(server.dataDir).sort()).toEqual(before);
    expect((await claimsIn(server, gameIds)).size).toBe(GAMES * PLAYERS);
  });

  it('refuses a file that is not a backup, with a line saying so, and leaves DATA_DIR as it was', async () => {
    const dir = tempDir();
    const text = path.join(dir, 'notes.txt');
    fs.writeFileSync(text, 'not a backup\n');
    const truncated = path.join(dir, 'truncated.tar.gz');
    fs.writeFileSync(truncated, fs.readFileSync(backupFile).subarray(0, 100_000));
    // A real gzipped tarball, of something other than a database.
    fs.mkdirSync(path.join(dir, 'photos'));
    fs.writeFileSync(path.join(dir, 'photos', 'cat.txt'), 'meow');
    const otherTar = path.join(dir, 'photos.tar.gz');
    execFileSync('tar', ['-czf', otherTar, '-C', path.join(dir, 'photos'), '.']);

    const target = tempDir();
    await expect(restoreBackup(text, target)).rejects.toThrow(`${text} is not a Sportsball backup: it is not gzip-compressed (or it is truncated)`);
    await expect(restoreBackup(truncated, target)).rejects.toThrow(/is not a Sportsball backup: it is not (gzip-compressed|a tar archive)/);
    await expect(restoreBackup(otherTar, target)).rejects.toThrow(`${otherTar} is not a Sportsball backup: it holds no database (no PG_VERSION, global/pg_control)`);
    await expect(restoreBackup(path.join(dir, 'missing.tar.gz'), target)).rejects.toThrow(/cannot read/);
    expect(fs.readdirSync(target)).toEqual([]);
    const command = await restoreCommand(text, target);
    expect(command).toMatchObject({ code: 1, stdout: '' });
    expect(command.stderr.trim()).toBe(`Restore refused: ${text} is not a Sportsball backup: it is not gzip-compressed (or it is truncated)`);
  });

  it('refuses a backup taken by a newer build (a migration this build does not know), and leaves DATA_DIR as it was', async () => {
    const dir = tempDir();
    await restoreBackup(backupFile, dir);
    const pg = await PGlite.create({ dataDir: path.join(dir, 'pglite') });
    await pg.query("insert into schema_migrations (name) values ('999_from_the_future.sql')");
    const newer = path.join(dir, 'newer.tar.gz');
    fs.writeFileSync(newer, new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer()));
    await pg.close();
    const target = tempDir();
    await expect(restoreBackup(newer, target)).rejects.toThrow(
      `${newer} was taken by a newer Sportsball (migrations 999_from_the_future.sql are unknown to this build): restore it with that version or a later one`,
    );
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it('restoring over existing data keeps that data aside instead of deleting it', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'pglite'));
    fs.writeFileSync(path.join(dir, 'pglite', 'marker'), 'old');
    const { previous } = await restoreBackup(backupFile, dir, new Date('2026-01-02T03:04:05.000Z'));
    expect(previous).toBe(path.join(dir, 'pglite.before-restore-2026-01-02T03-04-05-000Z'));
    expect(fs.readFileSync(path.join(previous!, 'marker'), 'utf8')).toBe('old');
    expect(fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'sportsball.lock'))).toBe(false);
  });

  it('GET /api/backup answers only the bearer of BACKUP_TOKEN', async () => {
    const none = await fetch(`${server.url}/api/backup`);
    expect(none.status).toBe(401);
    const wrong = await fetch(`${server.url}/api/backup`, { headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
    await expect(takeBackup({ file: path.join(tempDir(), 'x.tar.gz'), url: server.url, token: 'not-the-token-at-all' })).rejects.toThrow(/refused the backup token/);
  });
});
