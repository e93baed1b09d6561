// A deleted account leaves no trace in the replay log: a resume of a game's topic from any
// version shows neither the player's name nor their ids. The holes it leaves make a resume
// start again from a snapshot, never skip versions (both engines).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { gameTopic, siteConfigTopic } from '../../src/contracts/topics.js';
import { appendTopicEvent, findTopicHead } from '../../src/server/db/repositories/topic-events.repository.js';
import { createPickem, joinOk, propsInput } from '../factories/pickem-games.js';
import { babyShowerInput, claimOk, createGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const HOUR = 3_600_000;
const NAME = 'Zephyrine Quux';
const INITIALS = 'ZQX';

describe.each(engines)('the replay log after an account deletion on %s', (engine) => {
  let server: TestServer;
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.stop();
  });

  /** Subscribes a fresh socket to `topic` (from `since`, if given); returns what arrives until it holds the head version. */
  async function replay(topic: string, since: number | undefined, cookie: string): Promise<ServerMessage[]> {
    const head = await findTopicHead(server.db, topic);
    const client = await LiveTestClient.connect(server, cookie);
    clients.push(client);
    client.send(since === undefined ? { type: 'subscribe', topic } : { type: 'subscribe', topic, since });
    while (!client.messages.some((m) => m.type !== 'error' && m.version >= head)) await client.waitFor(client.messages.length + 1);
    return client.messages;
  }

  async function versionOf(topic: string, cookie: string): Promise<number> {
    const [snapshot] = await replay(topic, undefined, cookie);
    if (snapshot?.type !== 'snapshot') throw new Error(`expected a snapshot, got ${JSON.stringify(snapshot)}`);
    return snapshot.version;
  }

  it('a resume of a squares game from 0 or from before the player’s claims gets a snapshot without their name or uid', async () => {
    const host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    const other = await anonymousCookie(server);
    const leaving = await signInByEmail(server, uniqueEmail('leaving'));
    const uid = leaving.body.user!.uid;
    const { gameId } = await createGame(server, host, babyShowerInput());
    const topic = gameTopic.topic({ id: gameId });
    const before = await versionOf(topic, other);

    await claimOk(server, other, gameId, 1, { initials: 'OT' });
    await claimOk(server, leaving.cookie, gameId, 2, { initials: INITIALS, displayName: NAME });
    await claimOk(server, other, gameId, 3, { initials: 'OT' });
    await claimOk(server, leaving.cookie, gameId, 4, { initials: INITIALS, displayName: NAME });
    // The log carries the player before the deletion (the test's own check).
    const full = JSON.stringify(await replay(topic, before, other));
    expect(full).toContain(uid);
    expect(full).toContain(NAME);

    expect((await postJson(server, '/api/me/delete', { confirm: 'DELETE' }, { cookie: leaving.cookie })).status).toBe(200);

    for (const since of [0, before, before + 1]) {
      const messages = await replay(topic, since, other);
      expect(messages[0]?.type, `resume from ${since}`).toBe('snapshot');
      const text = JSON.stringify(messages);
      expect(text).not.toContain(uid);
      expect(text).not.toContain(NAME);
      expect(text).not.toContain(INITIALS);
    }
  });

  it('a resume of a pick’em game from 0 shows neither the deleted player’s entry name nor their uid', async () => {
    const host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    const other = await anonymousCookie(server);
    const leaving = await signInByEmail(server, uniqueEmail('leaving'));
    const uid = leaving.body.user!.uid;
    const { gameId } = await createPickem(server, host, propsInput(new Date(Date.now() + HOUR)));
    const { entryId } = await joinOk(server, leaving.cookie, gameId, { entryName: NAME });
    expect(JSON.stringify(await replay(gameTopic.topic({ id: gameId }), 0, other))).toContain(NAME);

    expect((await postJson(server, '/api/me/delete', { confirm: 'DELETE' }, { cookie: leaving.cookie })).status).toBe(200);

    const text = JSON.stringify(await replay(gameTopic.topic({ id: gameId }), 0, other));
    expect(text).not.toContain(uid);
    expect(text).not.toContain(NAME);
    expect(text).not.toContain(entryId);
  });

  it('a resume across a hole in the log, or one that ends short of the head, gets a snapshot', async () => {
    const cookie = await anonymousCookie(server);
    const held = await versionOf(siteConfigTopic.name, cookie);
    for (let i = 1; i <= 4; i++) await appendTopicEvent(server.db, siteConfigTopic.name, { test: i });
    // A hole in the middle (held + 2), then one at the end (held + 4).
    await server.db.query('delete from topic_events where topic = $1 and version = any($2::int[])', [siteConfigTopic.name, [held + 2, held + 4]]);

    const acrossHole = await replay(siteConfigTopic.name, held, cookie);
    expect(acrossHole.map((m) => m.type)).toEqual(['snapshot']);
    expect(acrossHole[0]).toMatchObject({ version: held + 4 });
    const shortOfHead = await replay(siteConfigTopic.name, held + 2, cookie);
    expect(shortOfHead.map((m) => m.type)).toEqual(['snapshot']);
    expect(shortOfHead[0]).toMatchObject({ version: held + 4 });
  });
});
