// Claims on squares known taken (decision 014): on PGlite a claim on a square a batch saw held is
// refused without a transaction, and every other change to the game (a release, a lock, a delete,
// kickoff) is seen at once. The same answers on PostgreSQL, where every claim reads the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claim, claimOk, createGame, gameCommand, refusal, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const TAKEN = { status: 409, code: 'square_taken', message: 'That square is already taken' };
const LOCKED = { status: 409, code: 'game_locked', message: 'This game is locked. Squares can no longer change.' };

describe.each(engines)('claims on squares known taken on %s', (engine) => {
  let server: TestServer;
  let host: string;
  let a: string;
  let b: string;

  const newGame = async (kickoff?: Date) => {
    const sports = await storeSportsGame(server.db, kickoff ? { gameTime: kickoff.toISOString() } : {});
    return (await createGame(server, host, sportsGameInput(sports.id))).gameId;
  };
  /** A holds square 3; B's claim of it was refused, so on PGlite the square is now known taken. */
  const heldSquare = async (kickoff?: Date) => {
    const gameId = await newGame(kickoff);
    await claimOk(server, a, gameId, 3, { initials: 'AA' });
    expect(await refusal(await claim(server, b, gameId, 3, { initials: 'BB' }))).toEqual(TAKEN);
    return gameId;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    [a, b] = await Promise.all([anonymousCookie(server), anonymousCookie(server)]);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('a claim on a held square is refused as taken; on PGlite before the session is read (who holds a square is public)', async () => {
    const gameId = await heldSquare();
    const unsigned = await refusal(await claim(server, undefined, gameId, 3, { initials: 'CC' }));
    if (engine === 'pglite') expect(unsigned).toEqual(TAKEN);
    else expect(unsigned).toEqual({ status: 401, code: 'unauthenticated', message: 'Your session has ended. Reload the page to continue.' });
    // A free square still needs a session.
    expect((await refusal(await claim(server, undefined, gameId, 4, { initials: 'CC' }))).status).toBe(401);
  });

  it('a released square can be claimed at once by another player', async () => {
    const gameId = await heldSquare();
    expect((await gameCommand(server, a, gameId, 'squares/3/release')).status).toBe(200);
    await claimOk(server, b, gameId, 3, { initials: 'BB' });
    expect(await refusal(await claim(server, a, gameId, 3, { initials: 'AA' }))).toEqual(TAKEN);
  });

  it('once the host locks, a claim on a held square is refused as locked', async () => {
    const gameId = await heldSquare();
    expect((await gameCommand(server, host, gameId, 'lock', { allowEmpty: true })).status).toBe(200);
    expect(await refusal(await claim(server, b, gameId, 3, { initials: 'BB' }))).toEqual(LOCKED);
  });

  it('once the host deletes the game, a claim on a held square finds no game', async () => {
    const gameId = await heldSquare();
    expect((await gameCommand(server, host, gameId, 'delete')).status).toBe(200);
    expect(await refusal(await claim(server, b, gameId, 3, { initials: 'BB' }))).toEqual({ status: 404, code: 'not_found', message: 'Game not found' });
  });

  it('from kickoff, a claim on a held square is refused as locked, before the feed says so', async () => {
    const kickoff = new Date(Date.now() + 1_500);
    const gameId = await heldSquare(kickoff);
    await new Promise((resolve) => setTimeout(resolve, kickoff.getTime() - Date.now() + 50));
    expect(await refusal(await claim(server, b, gameId, 3, { initials: 'BB' }))).toEqual(LOCKED);
  });
});
