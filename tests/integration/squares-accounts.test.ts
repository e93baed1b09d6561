// Squares and account changes (decision 006; docs/product/accounts.md, docs/product/squares.md): an anonymous
// player's games and squares move into the account they sign in to, an anonymous host who signs
// in lets players join at once, a deleted account's games and squares are handed over or
// released, and a new public face shows on the player's squares and games.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGamesTopic } from '../../src/contracts/topics.js';
import type { UserGamesEvent } from '../../src/contracts/games.js';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import type { SquaresGameEvent } from '../../src/contracts/squares.js';
import { MeSchema } from '../../src/contracts/users.js';
import { verifyDraw } from '../../src/domain/squares/index.js';
import { claim, claimOk, createGame, gameCommand, readGame, refusal, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const DELETED_HOST = '_deleted_host_______';

const uidOf = async (server: TestServer, cookie: string) =>
  MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user!.uid;

async function nextMatching(client: LiveTestClient, test: (message: ServerMessage) => boolean): Promise<ServerMessage> {
  for (let seen = 0; ; ) {
    const messages = await client.waitFor(seen + 1);
    const found = messages.slice(seen).find(test);
    if (found) return found;
    seen = messages.length;
  }
}

const isEvent = (kind: SquaresGameEvent['kind']) => (m: ServerMessage) => m.type === 'update' && (m.data as SquaresGameEvent).kind === kind;

describe.each(engines)('squares and accounts on %s', (engine) => {
  let server: TestServer;
  let host: string;

  const newGame = async (cookie = host) => {
    const sports = await storeSportsGame(server.db);
    return (await createGame(server, cookie, sportsGameInput(sports.id))).gameId;
  };
  const putProfile = (cookie: string, body: unknown) =>
    fetch(`${server.url}/api/me/profile`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

  beforeAll(async () => {
    server = await startTestServer(engine);
    host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
  });
  afterAll(async () => {
    await server.stop();
  });

  it('promotion moves an anonymous player’s hosted games, squares, initials and My Games into the account', async () => {
    const email = uniqueEmail('returning');
    const account = await signInByEmail(server, email);
    const accountUid = account.body.user!.uid;
    const played = await newGame();
    await claimOk(server, account.cookie, played, 1, { initials: 'XX' });

    const phone = await anonymousCookie(server);
    const anonUid = await uidOf(server, phone);
    await claimOk(server, phone, played, 2, { initials: 'AB', displayName: 'Ann' });
    await claimOk(server, phone, played, 3, { initials: 'AB' });
    const hosted = await newGame(phone);
    await claimOk(server, phone, hosted, 10, { initials: 'AB' });

    const viewer = await LiveTestClient.connect(server, await anonymousCookie(server));
    viewer.send({ type: 'subscribe', topic: `game:${hosted}` });
    viewer.send({ type: 'subscribe', topic: `game:${played}` });
    const mine = await LiveTestClient.connect(server, account.cookie);
    mine.send({ type: 'subscribe', topic: userGamesTopic.topic({ uid: accountUid }) });
    await viewer.waitFor(2);
    await mine.waitFor(1);

    await signInByEmail(server, email, { cookie: phone });

    const playedGame = await readGame(server, played);
    expect(playedGame.squares.map((s) => [s.square, s.uid, s.entryName])).toEqual([
      [1, accountUid, 'XX'],
      [2, accountUid, 'AB'],
      [3, accountUid, 'AB'],
    ]);
    expect(playedGame.squares[1]?.entryOwner).toEqual({ name: 'Ann', avatar: null });
    const hostedGame = await readGame(server, hosted);
    expect(hostedGame.host).toMatchObject({ uid: accountUid, isAnonymous: false });
    expect(hostedGame.squares.map((s) => s.uid)).toEqual([accountUid]);
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from squares_labels where uid = $1', [anonUid]);
    expect(rows[0]?.n).toBe(0);

    const hostChanged = await nextMatching(viewer, isEvent('host.changed'));
    expect(hostChanged).toMatchObject({ topic: `game:${hosted}`, data: { host: { uid: accountUid, isAnonymous: false } } });
    const moved = await nextMatching(viewer, (m) => isEvent('squares.updated')(m) && m.topic === `game:${played}`);
    expect((moved as { data: Extract<SquaresGameEvent, { kind: 'squares.updated' }> }).data.squares.map((s) => s.square)).toEqual([2, 3]);
    const summary = await nextMatching(mine, (m) => m.type === 'update' && (m.data as Extract<UserGamesEvent, { kind: 'summary.updated' }>).game.gameId === hosted);
    expect((summary as { data: UserGamesEvent }).data).toMatchObject({ kind: 'summary.updated', game: { gameId: hosted, isHost: true } });
    const games = await server.db.query<{ game_id: string }>('select game_id from user_games where uid = $1 order by game_id', [accountUid]);
    expect(games.rows.map((r) => r.game_id)).toEqual([hosted, played].sort());
    await Promise.all([viewer.close(), mine.close()]);
  });

  it('an anonymous host who signs in (same uid) lets waiting players join at once', async () => {
    const anonHost = await anonymousCookie(server);
    const anonHostUid = await uidOf(server, anonHost);
    const gameId = await newGame(anonHost);
    const player = await anonymousCookie(server);
    expect(await refusal(await claim(server, player, gameId, 7, { initials: 'PL' }))).toEqual({
      status: 403,
      code: 'host_anonymous',
      message: 'Game owner is anonymous',
    });

    const waiting = await LiveTestClient.connect(server, player);
    waiting.send({ type: 'subscribe', topic: `game:${gameId}` });
    await waiting.waitFor(1);
    const { body } = await signInByEmail(server, uniqueEmail('newhost'), { cookie: anonHost });
    expect(body.user!.uid).toBe(anonHostUid);
    const changed = await nextMatching(waiting, isEvent('host.changed'));
    expect(changed).toMatchObject({ data: { kind: 'host.changed', host: { uid: anonHostUid, isAnonymous: false } } });
    await claimOk(server, player, gameId, 7, { initials: 'PL' });
    await waiting.close();
  });

  it('deleting an account: lone games go, shared ones pass to the placeholder, open squares are released, locked ones stay without the name', async () => {
    const leaving = await signInByEmail(server, uniqueEmail('leaving'));
    const leavingUid = leaving.body.user!.uid;
    expect((await putProfile(leaving.cookie, { realName: 'Leaving Soon' })).status).toBe(200);
    const player = await anonymousCookie(server);

    const alone = await newGame(leaving.cookie);
    await claimOk(server, leaving.cookie, alone, 0, { initials: 'LS' });
    const shared = await newGame(leaving.cookie);
    await claimOk(server, leaving.cookie, shared, 0, { initials: 'LS' });
    await claimOk(server, player, shared, 1, { initials: 'PL' });
    const open = await newGame();
    await claimOk(server, leaving.cookie, open, 4, { initials: 'LS' });
    const locked = await newGame();
    await claimOk(server, leaving.cookie, locked, 4, { initials: 'LS' });
    await claimOk(server, player, locked, 5, { initials: 'PL' });
    expect((await gameCommand(server, host, locked, 'lock', { allowEmpty: true })).status).toBe(200);

    expect((await postJson(server, '/api/me/delete', { confirm: 'DELETE' }, { cookie: leaving.cookie })).status).toBe(200);

    expect((await fetch(`${server.url}/api/games/${alone}`)).status).toBe(404);
    const sharedGame = await readGame(server, shared);
    expect(sharedGame.host).toEqual({ uid: DELETED_HOST, isAnonymous: false, publicId: { handle: null, avatar: null, realName: 'Deleted host' } });
    expect(sharedGame.squares.map((s) => s.square)).toEqual([1]);
    expect((await readGame(server, open)).squares).toEqual([]);
    await claimOk(server, player, open, 4, { initials: 'LS' });
    const lockedGame = await readGame(server, locked);
    expect(lockedGame.squares.map((s) => [s.square, s.uid, s.entryName, s.entryOwner])).toEqual([
      [4, DELETED_HOST, 'LS', null],
      [5, expect.any(String), 'PL', null],
    ]);
    // The draw still verifies: it covers the squares as they were locked.
    const { draw } = lockedGame;
    expect(draw.lockedSquares?.map((s) => [s.square, s.uid])).toEqual([
      [4, leavingUid],
      [5, lockedGame.squares[1]?.uid],
    ]);
    const verification = verifyDraw({ seed: draw.seed!, seedHash: draw.seedHash, gridHash: draw.gridHash!, squares: draw.lockedSquares!, size: 100, targetScores: lockedGame.targetScores! });
    expect(verification.ok).toBe(true);
    for (const table of ['squares_entries', 'squares_labels', 'user_games', 'games']) {
      const { rows } = await server.db.query<{ n: number }>(`select count(*)::int as n from ${table} where uid = $1`, [leavingUid]);
      expect(rows[0]?.n).toBe(0);
    }
  });

  it('a new public face shows on the player’s own squares (not on-behalf ones) and on the games they host', async () => {
    const face = await signInByEmail(server, uniqueEmail('face'));
    const gameId = await newGame(face.cookie);
    await claimOk(server, face.cookie, gameId, 1, { initials: 'FA' });
    await claimOk(server, face.cookie, gameId, 2, { initials: 'GM', displayName: 'Grandma', onBehalf: true });
    const played = await newGame();
    await claimOk(server, face.cookie, played, 3, { initials: 'FA' });

    const viewer = await LiveTestClient.connect(server, await anonymousCookie(server));
    viewer.send({ type: 'subscribe', topic: `game:${gameId}` });
    await viewer.waitFor(1);

    expect((await putProfile(face.cookie, { realName: 'Fran Avery', avatarId: 5 })).status).toBe(200);
    const owner = { name: 'Fran Avery', avatar: { set: 'avatars-1', id: 5 } };
    const hosted = await readGame(server, gameId);
    expect(hosted.squares.map((s) => s.entryOwner)).toEqual([owner, { name: 'Grandma', avatar: null }]);
    expect(hosted.host.publicId).toEqual({ handle: null, avatar: { set: 'avatars-1', id: 5 }, realName: 'Fran Avery' });
    expect((await readGame(server, played)).squares[0]?.entryOwner).toEqual(owner);

    expect((await nextMatching(viewer, isEvent('squares.updated'))) as unknown).toMatchObject({ data: { squares: [{ square: 1, entryOwner: owner }] } });
    expect((await nextMatching(viewer, isEvent('host.changed'))) as unknown).toMatchObject({ data: { host: { publicId: { realName: 'Fran Avery' } } } });
    await viewer.close();
  });
});
