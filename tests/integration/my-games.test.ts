// My Games (docs/product/site.md#my-games /games, docs/product/squares.md): hosting a game or claiming a
// square adds it, the list is live, a deleted game leaves it, and only its user may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGamesTopic } from '../../src/contracts/topics.js';
import type { UserGamesEvent } from '../../src/contracts/games.js';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { babyShowerInput, claimOk, createGame, gameCommand, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { myGames } from '../factories/user-games.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';


/** The `seen`-th message (0-based), which must be an update. */
async function nextUpdate(client: LiveTestClient, seen: number): Promise<{ data: unknown }> {
  const message: ServerMessage | undefined = (await client.waitFor(seen + 1))[seen];
  if (message?.type !== 'update') throw new Error(`expected an update, got ${JSON.stringify(message)}`);
  return message;
}

describe.each(engines)('My Games on %s', (engine) => {
  let server: TestServer;
  let host: string;
  let hostUid: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const signedIn = await signInByEmail(server, uniqueEmail('host'));
    host = signedIn.cookie;
    hostUid = signedIn.body.user!.uid;
  });
  afterAll(async () => {
    await server.stop();
  });

  it('lists the games a user hosts or plays, newest first, with name, dates, phase and role', async () => {
    const soon = await storeSportsGame(server.db, { gameTime: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    const later = await storeSportsGame(server.db, { gameTime: new Date(Date.now() + 5 * 86_400_000).toISOString() });
    const first = await createGame(server, host, sportsGameInput(soon.id, { name: 'Soon' }));
    const second = await createGame(server, host, sportsGameInput(later.id, { name: 'Later' }));
    const shower = await createGame(server, host, babyShowerInput({ name: 'Shower', dueDate: '2031-01-10' }));

    const { client, snapshot } = await myGames(server, host);
    expect(snapshot.games.map((g) => g.gameId)).toEqual([shower.gameId, second.gameId, first.gameId]);
    expect(snapshot.games[0]).toEqual({
      gameId: shower.gameId,
      gameType: 'Squares',
      gameName: 'Shower',
      gameDates: ['2031-01-10'],
      gameStartTime: '2031-01-10T20:00:00.000Z',
      gamePhase: 'Pending',
      isOver: false,
      isHost: true,
      wonBeans: 0,
      joinedAt: expect.any(String) as string,
      standing: { kind: 'squares', squaresHeld: 0, wins: 0, squaresTaken: 0, size: 100, players: 0 },
    });
    await client.close();

    const player = await anonymousCookie(server);
    await claimOk(server, player, first.gameId, 3, { initials: 'PL' });
    const mine = await myGames(server, player);
    expect(mine.snapshot.games).toEqual([expect.objectContaining({ gameId: first.gameId, gameName: 'Soon', isHost: false, gamePhase: 'Pending' })]);
    await mine.client.close();
  });

  it('updates live: a first claim adds the game, the lock moves it to Live, deleting removes it everywhere', async () => {
    // A host of its own: another test's claims may still be telling the first host's row (decision 056).
    const host = (await signInByEmail(server, uniqueEmail('live-host'))).cookie;
    const sports = await storeSportsGame(server.db);
    const { gameId } = await createGame(server, host, sportsGameInput(sports.id, { name: 'Live list' }));
    const player = await anonymousCookie(server);
    const { client, snapshot } = await myGames(server, player);
    expect(snapshot.games).toEqual([]);
    const hostList = await myGames(server, host);

    await claimOk(server, player, gameId, 1, { initials: 'PL' });
    expect((await nextUpdate(client, 1)).data).toMatchObject({ kind: 'summary.updated', game: { gameId, gameName: 'Live list', isHost: false } });
    // The host's row counts the new player (docs/product/site.md#my-games), once the claim has committed.
    expect((await nextUpdate(hostList.client, 1)).data).toMatchObject({ kind: 'summary.updated', game: { gameId, standing: { players: 1 } } });
    // A second square changes nothing in the list.
    await claimOk(server, player, gameId, 2, { initials: 'PL' });

    expect((await gameCommand(server, host, gameId, 'lock', { allowEmpty: true })).status).toBe(200);
    expect((await nextUpdate(client, 2)).data).toMatchObject({ kind: 'summary.updated', game: { gameId, gamePhase: 'Live' } });
    expect((await nextUpdate(hostList.client, 2)).data).toMatchObject({ kind: 'summary.updated', game: { gameId, gamePhase: 'Live', isHost: true } });

    expect((await gameCommand(server, host, gameId, 'delete')).status).toBe(200);
    const removed: UserGamesEvent = { kind: 'summary.removed', gameId };
    expect((await nextUpdate(client, 3)).data).toEqual(removed);
    expect((await nextUpdate(hostList.client, 3)).data).toEqual(removed);
    await Promise.all([client.close(), hostList.client.close()]);
  });

  it('refuses another user’s list', async () => {
    const snoop = await LiveTestClient.connect(server, await anonymousCookie(server));
    snoop.send({ type: 'subscribe', topic: userGamesTopic.topic({ uid: hostUid }) });
    const [message] = await snoop.waitFor(1);
    expect(message).toMatchObject({ type: 'error', code: 'forbidden_topic', topic: userGamesTopic.topic({ uid: hostUid }) });
    await snoop.close();
  });
});
