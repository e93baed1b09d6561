// A socket lives no longer than the session it opened with: sign-out (one session or every
// one), the cookie rotation of a sign-in and account deletion close it with the
// session-ended code, and nothing private reaches it after the revocation, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGamesTopic } from '../../src/contracts/topics.js';
import { SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_REASON } from '../../src/contracts/realtime.js';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { MeSchema } from '../../src/contracts/users.js';
import { babyShowerInput, createGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { isOpen, whenClosed } from '../setup/socket-close.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const sessionEnded = { code: SESSION_ENDED_CLOSE_CODE, reason: SESSION_ENDED_CLOSE_REASON };

async function uidOf(server: { url: string }, cookie: string): Promise<string> {
  const me = MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json());
  if (!me.user) throw new Error('no session');
  return me.user.uid;
}

/** A socket of this session subscribed to the user's own games, once its snapshot arrived. */
async function watchOwnGames(server: { url: string }, cookie: string, uid: string): Promise<LiveTestClient> {
  const client = await LiveTestClient.connect(server, cookie);
  client.send({ type: 'subscribe', topic: userGamesTopic.topic({ uid: uid }) });
  const [snapshot] = await client.waitFor(1);
  expect(snapshot?.type).toBe('snapshot');
  return client;
}

const topicsOf = (messages: ServerMessage[]) => messages.map((m) => `${m.type}:${'topic' in m ? m.topic : ''}`);

describe.each(engines)('session revocation closes sockets on %s', (engine) => {
  let server: TestServer;
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.stop();
  });

  async function watch(cookie: string, uid: string): Promise<{ client: LiveTestClient; closed: ReturnType<typeof whenClosed> }> {
    const client = await watchOwnGames(server, cookie, uid);
    clients.push(client);
    return { client, closed: whenClosed(client) };
  }

  it('sign-out closes the socket of that session only; the other session’s socket keeps receiving', async () => {
    const email = uniqueEmail();
    const { cookie: first, body } = await signInByEmail(server, email);
    const { cookie: second } = await signInByEmail(server, email);
    const uid = body.user!.uid;
    const leaving = await watch(first, uid);
    const staying = await watch(second, uid);

    expect((await postJson(server, '/api/auth/sign-out', {}, { cookie: first })).status).toBe(200);
    expect(await leaving.closed).toEqual(sessionEnded);

    await createGame(server, second, babyShowerInput());
    await staying.client.waitFor(2);
    expect(topicsOf(staying.client.messages)).toEqual([`snapshot:${userGamesTopic.topic({ uid: uid })}`, `update:${userGamesTopic.topic({ uid: uid })}`]);
    expect(isOpen(staying.client)).toBe(true);
    expect(topicsOf(leaving.client.messages)).toEqual([`snapshot:${userGamesTopic.topic({ uid: uid })}`]);
  });

  it('sign-out everywhere closes every socket of the user; a game made after it reaches none of them', async () => {
    const email = uniqueEmail();
    const { cookie: first, body } = await signInByEmail(server, email);
    const { cookie: second } = await signInByEmail(server, email);
    const uid = body.user!.uid;
    const sockets = [await watch(first, uid), await watch(second, uid)];

    expect((await postJson(server, '/api/auth/sign-out', { everywhere: true }, { cookie: second })).status).toBe(200);
    // Signed in again at once: the same account, a new session, a new game on the user's own topic.
    const { cookie: again } = await signInByEmail(server, email);
    const witness = await watch(again, uid);
    await createGame(server, again, babyShowerInput());
    await witness.client.waitFor(2);

    for (const { client, closed } of sockets) {
      expect(await closed).toEqual(sessionEnded);
      expect(topicsOf(client.messages)).toEqual([`snapshot:${userGamesTopic.topic({ uid: uid })}`]);
    }
  });

  it('a sign-in rotates the cookie: the anonymous session’s socket is closed', async () => {
    const cookie = await anonymousCookie(server);
    const uid = await uidOf(server, cookie);
    const { closed } = await watch(cookie, uid);
    const { body } = await signInByEmail(server, uniqueEmail(), { cookie });
    // Promoted in place: the same uid, but the socket's session is over.
    expect(body.user!.uid).toBe(uid);
    expect(await closed).toEqual(sessionEnded);
  });

  it('account deletion closes the account’s sockets', async () => {
    const { cookie, body } = await signInByEmail(server, uniqueEmail());
    const { closed } = await watch(cookie, body.user!.uid);
    expect((await postJson(server, '/api/me/delete', { confirm: 'DELETE' }, { cookie })).status).toBe(200);
    expect(await closed).toEqual(sessionEnded);
  });

  it('a socket opened with a revoked session is refused at the upgrade', async () => {
    const { cookie } = await signInByEmail(server, uniqueEmail());
    expect((await postJson(server, '/api/auth/sign-out', {}, { cookie })).status).toBe(200);
    await expect(LiveTestClient.connect(server, cookie)).rejects.toThrow(/401/);
  });
});
