// Sessions are rows every instance shares: a session ended through instance A closes its
// sockets on instance B (the revocation's NOTIFY), and nothing private made after it reaches them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGamesTopic } from '../../src/contracts/topics.js';
import { SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_REASON } from '../../src/contracts/realtime.js';
import { babyShowerInput, createGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { spawnServer, stopServers, waitUntilReady } from '../setup/server-process.js';
import { whenClosed } from '../setup/socket-close.js';
import { createTestDatabaseUrl, dropTestDatabase } from '../setup/test-databases.js';
import { LiveTestClient, postJson } from '../setup/test-server.js';

interface Instance {
  url: string;
  dataDir: string;
}

const tempDirs: string[] = [];

async function startInstance(databaseUrl: string): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-revoke-'));
  tempDirs.push(dataDir);
  const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  await waitUntilReady(server);
  return { url: server.url, dataDir };
}

describe('session revocation across two instances on one PostgreSQL database', { timeout: 60_000 }, () => {
  let databaseUrl: string;
  let a: Instance;
  let b: Instance;
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    databaseUrl = await createTestDatabaseUrl();
    [a, b] = await Promise.all([startInstance(databaseUrl), startInstance(databaseUrl)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await stopServers('SIGTERM');
    if (databaseUrl) await dropTestDatabase(databaseUrl);
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function watchOwnGamesOnB(cookie: string, uid: string): Promise<LiveTestClient> {
    const client = await LiveTestClient.connect(b, cookie);
    clients.push(client);
    client.send({ type: 'subscribe', topic: userGamesTopic.topic({ uid: uid }) });
    const [snapshot] = await client.waitFor(1);
    expect(snapshot?.type).toBe('snapshot');
    return client;
  }

  it('sign-out everywhere through A closes the socket on B; a game made afterwards reaches only the new session’s socket', async () => {
    const email = uniqueEmail();
    const { cookie, body } = await signInByEmail(a, email);
    const uid = body.user!.uid;
    const revoked = await watchOwnGamesOnB(cookie, uid);
    const closed = whenClosed(revoked);

    expect((await postJson(a, '/api/auth/sign-out', { everywhere: true }, { cookie })).status).toBe(200);
    const { cookie: again } = await signInByEmail(a, email);
    const witness = await watchOwnGamesOnB(again, uid);
    await createGame(a, again, babyShowerInput());
    await witness.waitFor(2);

    expect(await closed).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: SESSION_ENDED_CLOSE_REASON });
    expect(revoked.messages.map((m) => m.type)).toEqual(['snapshot']);
  });

  it('account deletion through A closes the account’s socket on B', async () => {
    const { cookie, body } = await signInByEmail(a, uniqueEmail());
    const socket = await watchOwnGamesOnB(cookie, body.user!.uid);
    const closed = whenClosed(socket);
    expect((await postJson(a, '/api/me/delete', { confirm: 'DELETE' }, { cookie })).status).toBe(200);
    expect(await closed).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: SESSION_ENDED_CLOSE_REASON });
  });
});
