// My Games shows where the user stands (docs/product/site.md#my-games, decision 035): squares held and
// wins in a squares game, the best rank in a pick'em, and for a host how many joined — read for
// many games at once in one query per game kind, and kept live as players join.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameStanding, UserGameSummary } from '../../src/contracts/games.js';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import type { Queryable } from '../../src/server/db/database.js';
import { findUserGames } from '../../src/server/db/repositories/user-games.repository.js';
import { createPickem, joinOk, propsInput } from '../factories/pickem-games.js';
import { babyShowerInput, claimOk, createGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { myGames, uidOf } from '../factories/user-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';


const standingOf = (games: readonly UserGameSummary[], gameId: string): GameStanding | undefined => games.find((g) => g.gameId === gameId)?.standing;

/** The database, counting the statements sent through it. */
function counting(db: Queryable): { db: Queryable; count: () => number } {
  let count = 0;
  return {
    db: { query: (...args: Parameters<Queryable['query']>) => ((count += 1), db.query(...args)) },
    count: () => count,
  };
}

describe.each(engines)('My Games standing on %s', (engine) => {
  let server: TestServer;
  let host: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    host = (await signInByEmail(server, uniqueEmail('standing-host'))).cookie;
  });
  afterAll(async () => {
    await server.stop();
  });

  it('gives a player with many games their squares, wins and ranks, and the host how many joined, in one query per kind', async () => {
    const player = await anonymousCookie(server);
    const other = await anonymousCookie(server);
    const playerUid = await uidOf(server, player);
    const squaresGames: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const { gameId } = await createGame(server, host, babyShowerInput({ name: `Shower ${i}`, size: i % 2 === 0 ? 100 : 25 }));
      squaresGames.push(gameId);
      // The player holds i + 1 squares; the other player one square in every other game.
      for (let s = 0; s <= i; s += 1) await claimOk(server, player, gameId, s, { initials: 'PL' });
      if (i % 2 === 0) await claimOk(server, other, gameId, 24, { initials: 'OT' });
    }
    // Two settled periods in game 3: one won by the player's square 2, one by an empty square.
    await server.db.query(`update squares_games set results = $2::text::jsonb where game_id = $1`, [
      squaresGames[3],
      JSON.stringify([
        { label: 'Q1', rowCol: [0, 2], square: 2, uid: playerUid, entryName: 'PL', scores: { away: 7, home: 0 } },
        { label: 'Q2', rowCol: [9, 9], square: 99, uid: null, entryName: null, scores: { away: 7, home: 3 } },
      ]),
    ]);
    const pickemGames: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { gameId } = await createPickem(server, host, propsInput(new Date(Date.now() + 86_400_000), { name: `Props ${i}` }));
      pickemGames.push(gameId);
      await joinOk(server, player, gameId);
      if (i % 2 === 0) await joinOk(server, player, gameId);
      await joinOk(server, other, gameId);
    }
    // Ranks as scoring would leave them: in game 0 the player's entries are 2nd and 3rd.
    await server.db.query(`update pickem_entries set rank = case when uid = $2 then 1 else rank + 1 end where game_id = $1`, [
      pickemGames[0],
      await uidOf(server, other),
    ]);
    await server.db.query(`update pickem_entries set rank = 2 where game_id = $1 and uid = $2 and rank = 1`, [pickemGames[0], playerUid]);

    const mine = await myGames(server, player);
    await mine.client.close();
    expect(mine.snapshot.games).toHaveLength(12);
    squaresGames.forEach((gameId, i) => {
      expect(standingOf(mine.snapshot.games, gameId)).toEqual({
        kind: 'squares',
        squaresHeld: i + 1,
        wins: i === 3 ? 1 : 0,
        squaresTaken: i + 1 + (i % 2 === 0 ? 1 : 0),
        size: i % 2 === 0 ? 100 : 25,
        players: i % 2 === 0 ? 2 : 1,
      });
    });
    pickemGames.forEach((gameId, i) => {
      const own = i % 2 === 0 ? 2 : 1;
      expect(standingOf(mine.snapshot.games, gameId)).toEqual({ kind: 'pickem', myEntries: own, bestRank: i === 0 ? 2 : 1, entries: own + 1, players: 2 });
    });

    const hosted = await myGames(server, host);
    await hosted.client.close();
    expect(standingOf(hosted.snapshot.games, squaresGames[0]!)).toMatchObject({ squaresHeld: 0, players: 2, squaresTaken: 2 });
    expect(standingOf(hosted.snapshot.games, pickemGames[1]!)).toEqual({ kind: 'pickem', myEntries: 0, bestRank: null, entries: 2, players: 2 });

    // As many statements for twelve games as for one: no read per game.
    const many = counting(server.db);
    expect(await findUserGames(many.db, playerUid)).toHaveLength(12);
    const loner = await anonymousCookie(server);
    await claimOk(server, loner, squaresGames[7]!, 20, { initials: 'LO' });
    const one = counting(server.db);
    expect(await findUserGames(one.db, await uidOf(server, loner))).toHaveLength(1);
    expect(many.count()).toBe(3);
    expect(one.count()).toBe(2);
  });

  it('tells the host live when a new player joins a squares game or a pick’em', async () => {
    // A host of its own: the test before's claims may still be telling the first host's rows (decision 056).
    const host = (await signInByEmail(server, uniqueEmail('live-host'))).cookie;
    const { gameId } = await createGame(server, host, babyShowerInput({ name: 'Live joins' }));
    const props = await createPickem(server, host, propsInput(new Date(Date.now() + 86_400_000), { name: 'Live props' }));
    const hostList = await myGames(server, host);
    expect(standingOf(hostList.snapshot.games, gameId)).toMatchObject({ players: 0 });

    await claimOk(server, await anonymousCookie(server), gameId, 5, { initials: 'NW' });
    const [, squaresUpdate] = await hostList.client.waitFor(2);
    expect(squaresUpdate).toMatchObject({ type: 'update', data: { kind: 'summary.updated', game: { gameId, standing: { players: 1, squaresTaken: 1 } } } });

    await joinOk(server, await anonymousCookie(server), props.gameId);
    const messages: ServerMessage[] = await hostList.client.waitFor(3);
    expect(messages[2]).toMatchObject({
      type: 'update',
      data: { kind: 'summary.updated', game: { gameId: props.gameId, standing: { entries: 1, players: 1, myEntries: 0 } } },
    });
    await hostList.client.close();
  });
});
