// PostgreSQL backups restore into a working site (README, Operations): a database dumped with
// `pg_dump -Fc` after some play and restored with `pg_restore` into a new database serves the same
// games and sessions, migrates again without harm, and takes new commands. PostgreSQL only: the
// embedded database has its own backup (backup-restore.test.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { babyShowerInput, claim, claimOk, createGame, readGame, refusal } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { spawnServer, stopServers, waitUntilReady } from '../setup/server-process.js';
import { anonymousCookie } from '../setup/test-server.js';
import { createTestDatabaseUrl, dropTestDatabase } from '../setup/test-databases.js';

const run = promisify(execFile);
const tempPaths: string[] = [];
const databases: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-pgrestore-'));
  tempPaths.push(dir);
  return dir;
}

async function startOn(databaseUrl: string) {
  const dataDir = tempDir();
  const server = await spawnServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SPORTS_POLLING: 'false', BACKUP_TOKEN: 'backup-token-0123456789' });
  await waitUntilReady(server);
  return { ...server, dataDir };
}

async function newDatabase(): Promise<string> {
  const url = await createTestDatabaseUrl();
  databases.push(url);
  return url;
}

afterAll(async () => {
  await stopServers('SIGTERM');
  for (const url of databases) await dropTestDatabase(url);
  for (const p of tempPaths) fs.rmSync(p, { recursive: true, force: true });
});

describe('a PostgreSQL database restored from pg_dump', { timeout: 180_000 }, () => {
  it('serves the same game and sessions, migrates again without harm, and takes new claims', async () => {
    const original = await startOn(await newDatabase());
    const host = await signInByEmail(original, uniqueEmail('host'));
    const { gameId } = await createGame(original, host.cookie, babyShowerInput({ name: 'Restored Shower' }));
    const players = await Promise.all(Array.from({ length: 5 }, () => anonymousCookie(original)));
    for (const [i, cookie] of players.entries()) await claimOk(original, cookie, gameId, i * 7, { initials: `R${String.fromCharCode(65 + i)}` });
    const before = await readGame(original, gameId);
    original.child.kill('SIGTERM');
    await original.exited;

    const sourceUrl = databases[0]!;
    const dump = path.join(tempDir(), 'sportsball.dump');
    await run('pg_dump', ['--format=custom', '--file', dump, '--dbname', sourceUrl]);
    const restoredUrl = await newDatabase();
    await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', restoredUrl, dump]);

    const restored = await startOn(restoredUrl);
    const ready = await fetch(`${restored.url}/api/ready`);
    expect(ready.status, await ready.clone().text()).toBe(200);
    const after = await readGame(restored, gameId);
    expect(after.squares).toEqual(before.squares);
    expect(after.name).toBe('Restored Shower');

    // Sessions are rows too: the host is still signed in on the restored copy.
    const me = (await (await fetch(`${restored.url}/api/me`, { headers: { cookie: host.cookie } })).json()) as { user: { uid: string } | null };
    expect(me.user).not.toBeNull();
    expect(me.user?.uid).toBe(host.body.user?.uid);

    // Sequences and constraints came back with the rows: a new claim lands, a taken square is still taken.
    await claimOk(restored, players[0]!, gameId, 99, { initials: 'RA' });
    expect((await readGame(restored, gameId)).squares).toHaveLength(6);
    const again = await claim(restored, players[1], gameId, 0, { initials: 'RB' });
    expect(await refusal(again)).toMatchObject({ status: 409, code: 'square_taken' });

    // On PostgreSQL the embedded database's backup route does not exist, token or not.
    const backup = await fetch(`${restored.url}/api/backup`, { headers: { authorization: 'Bearer backup-token-0123456789' } });
    expect(backup.status).toBe(404);
  });
});
