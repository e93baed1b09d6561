// Pick'em and account changes (decision 006; docs/product/pickem.md): an anonymous player who signs in finds
// every entry and pick under the account (planEntryMerge), an anonymous host who signs in lets
// players join at once, a deleted account's games and entries are handed over or removed, and a
// new public face shows on the player's entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionsGameEvent } from '../../src/contracts/pickem.js';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { MeSchema } from '../../src/contracts/users.js';
import { createPickem, eventually, joinGame, joinOk, ownEntries, pickOk, readPickem, slateInput } from '../factories/pickem-games.js';
import { refusal, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const DELETED_HOST = '_deleted_host_______';
const HOUR = 3_600_000;

describe.each(engines)('pick’em and accounts on %s', (engine) => {
  let server: TestServer;
  let clock = new Date();
  let host: string;

  const uidOf = async (cookie: string) => MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user!.uid;
  const newSlate = async (cookie = host, overrides = {}, hoursAhead = 24) => {
    const games = [];
    for (let i = 0; i < 2; i++) games.push(await storeSportsGame(server.db, { gameTime: new Date(clock.getTime() + hoursAhead * HOUR).toISOString() }, clock));
    return (await createPickem(server, cookie, slateInput(games.map((g) => g.id), overrides))).gameId;
  };
  const putProfile = (cookie: string, body: unknown) =>
    fetch(`${server.url}/api/me/profile`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const hostChanged = (m: ServerMessage) => m.type === 'update' && (m.data as QuestionsGameEvent).kind === 'host.changed';

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => clock });
    host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
  });
  afterAll(async () => {
    await server.stop();
  });

  it('promotion moves hosted games, entries with their picks and My Games into the account; with oneEntryPerUser the account’s entry wins', async () => {
    const email = uniqueEmail('returning');
    const account = await signInByEmail(server, email);
    const accountUid = account.body.user!.uid;
    const played = await newSlate();
    const single = await newSlate(host, { oneEntryPerUser: true });
    const accountEntry = await joinOk(server, account.cookie, played);
    const accountSingle = await joinOk(server, account.cookie, single);

    const phone = await anonymousCookie(server);
    const anonUid = await uidOf(phone);
    const anonEntry = await joinOk(server, phone, played);
    await pickOk(server, phone, played, anonEntry.entryId, 0, 'Home');
    const anonSingle = await joinOk(server, phone, single);
    const hosted = await newSlate(phone);
    const viewer = await LiveTestClient.connect(server, await anonymousCookie(server));
    viewer.send({ type: 'subscribe', topic: `game:${hosted}` });
    await viewer.waitFor(1);

    await signInByEmail(server, email, { cookie: phone });

    const game = await readPickem(server, played);
    expect(game.entries.map((e) => e.uid)).toEqual([accountUid, accountUid]);
    const own = (await ownEntries(server.db, played, accountUid)).entries;
    expect(own).toHaveLength(2);
    expect(own).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: accountEntry.entryId, answers: [] }),
        expect.objectContaining({ id: anonEntry.entryId, entryName: anonEntry.entryName, answers: [{ question: 0, choice: 'Home' }] }),
      ]),
    );
    // oneEntryPerUser: the account's entry wins, the anonymous one is dropped.
    expect((await readPickem(server, single)).entries.map((e) => e.id)).toEqual([accountSingle.entryId]);
    expect(anonSingle.entryId).not.toBe(accountSingle.entryId);
    expect((await readPickem(server, hosted)).host).toMatchObject({ uid: accountUid, isAnonymous: false });
    await eventually(() => Promise.resolve(viewer.messages), (messages) => messages.some(hostChanged));
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from pickem_entries where uid = $1', [anonUid]);
    expect(rows[0]?.n).toBe(0);
    const games = await server.db.query<{ game_id: string }>('select game_id from user_games where uid = $1 order by game_id', [accountUid]);
    expect(games.rows.map((r) => r.game_id)).toEqual([hosted, played, single].sort());
    await viewer.close();
  });

  it('an anonymous host who signs in (same uid) lets waiting players join at once', async () => {
    const anonHost = await anonymousCookie(server);
    const anonHostUid = await uidOf(anonHost);
    const gameId = await newSlate(anonHost);
    const player = await anonymousCookie(server);
    expect(await refusal(await joinGame(server, player, gameId))).toMatchObject({ status: 403, message: 'Game owner is anonymous' });
    const waiting = await LiveTestClient.connect(server, player);
    waiting.send({ type: 'subscribe', topic: `game:${gameId}` });
    await waiting.waitFor(1);
    const { body } = await signInByEmail(server, uniqueEmail('newhost'), { cookie: anonHost });
    expect(body.user!.uid).toBe(anonHostUid);
    const changed = await eventually(() => Promise.resolve(waiting.messages), (messages) => messages.some(hostChanged));
    expect(changed.find(hostChanged)).toMatchObject({ data: { kind: 'host.changed', host: { uid: anonHostUid, isAnonymous: false } } });
    await joinOk(server, player, gameId);
    await waiting.close();
  });

  it('a new public face shows on the player’s entries', async () => {
    const player = await signInByEmail(server, uniqueEmail('face'));
    const gameId = await newSlate();
    await joinOk(server, player.cookie, gameId);
    expect((await putProfile(player.cookie, { realName: 'Robin Face', avatarId: 12 })).status).toBe(200);
    expect((await readPickem(server, gameId)).entries[0]?.entryOwner).toEqual({ name: 'Robin Face', avatar: { set: 'avatars-1', id: 12 } });
  });

  it('deleting an account: lone games go, shared ones pass to the placeholder, open entries go, locked ones stay without the name', async () => {
    const leaving = await signInByEmail(server, uniqueEmail('leaving'));
    const leavingUid = leaving.body.user!.uid;
    expect((await putProfile(leaving.cookie, { realName: 'Leaving Soon' })).status).toBe(200);
    const player = await anonymousCookie(server);
    const alone = await newSlate(leaving.cookie);
    await joinOk(server, leaving.cookie, alone);
    const shared = await newSlate(leaving.cookie);
    await joinOk(server, player, shared);
    const open = await newSlate();
    await joinOk(server, leaving.cookie, open);
    const started = await newSlate(host, {}, 1);
    const kept = await joinOk(server, leaving.cookie, started);
    await pickOk(server, leaving.cookie, started, kept.entryId, 0, 'Away');
    clock = new Date(clock.getTime() + 2 * HOUR);
    await eventually(() => readPickem(server, started), (g) => g.questions.every((q) => q.locked));

    expect((await postJson(server, '/api/me/delete', { confirm: 'DELETE' }, { cookie: leaving.cookie })).status).toBe(200);
    expect((await fetch(`${server.url}/api/games/${alone}`)).status).toBe(404);
    expect((await readPickem(server, shared)).host).toMatchObject({ uid: DELETED_HOST });
    expect((await readPickem(server, open)).entries).toEqual([]);
    expect((await readPickem(server, started)).entries).toEqual([
      expect.objectContaining({ id: kept.entryId, uid: DELETED_HOST, entryOwner: null, answers: [{ question: 0, choice: 'Away' }] }),
    ]);
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from pickem_entries where uid = $1', [leavingUid]);
    expect(rows[0]?.n).toBe(0);
  });
});
