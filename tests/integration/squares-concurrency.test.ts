// Claims guarded by the database, not by a read-then-write (docs/product/squares.md): simultaneous claims
// of one square, of every square, a player over their limit, and a lock racing claims.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_ERRORS, INITIALS_ERRORS, verifyDraw } from '../../src/domain/squares/index.js';
import { claim, claimOk, createGame, gameCommand, readGame, refusal, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

/** Distinct initials for player i (labels are unique per game). */
const initialsOf = (i: number) => `P${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;

describe.each(engines)('squares under concurrency on %s', (engine) => {
  let server: TestServer;
  let host: string;
  let players: string[];

  const newGame = async (entryLimit: number | null = null) => {
    const sports = await storeSportsGame(server.db);
    return (await createGame(server, host, sportsGameInput(sports.id, { entryLimit }))).gameId;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    players = await Promise.all(Array.from({ length: 100 }, () => anonymousCookie(server)));
  });
  afterAll(async () => {
    await server.stop();
  });

  it('50 players claiming one square at once: exactly one owner, 49 clear refusals', async () => {
    const gameId = await newGame();
    const responses = await Promise.all(players.slice(0, 50).map((cookie, i) => claim(server, cookie, gameId, 44, { initials: initialsOf(i) })));
    const winners = responses.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    const losers = await Promise.all(responses.filter((r) => r.status !== 200).map(refusal));
    expect(losers).toHaveLength(49);
    for (const loser of losers) expect(loser).toEqual({ status: 409, code: 'square_taken', message: 'That square is already taken' });
    const game = await readGame(server, gameId);
    expect(game.squares).toHaveLength(1);
    expect(game.squares[0]?.square).toBe(44);
    // Nobody who lost holds a label or a My Games row for the game.
    const { rows } = await server.db.query<{ joined: number; labelled: number }>(
      `select (select count(*)::int from user_games where game_id = $1) as joined, (select count(*)::int from squares_labels where game_id = $1) as labelled`,
      [gameId],
    );
    expect(rows[0]).toEqual({ joined: 2, labelled: 1 });
  });

  it('100 players claiming 100 squares at once: 100 entries, none lost', async () => {
    const gameId = await newGame();
    const responses = await Promise.all(players.map((cookie, i) => claim(server, cookie, gameId, i, { initials: initialsOf(i) })));
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 100 }, () => 200));
    const game = await readGame(server, gameId);
    expect(game.squares.map((s) => s.square)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(new Set(game.squares.map((s) => s.uid)).size).toBe(100);
  });

  it('one player firing claims past their limit at once: exactly the limit lands', async () => {
    const gameId = await newGame(3);
    const cookie = players[0]!;
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => claim(server, cookie, gameId, 60 + i, { initials: 'ONE' })));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(await refusal(response)).toEqual({ status: 409, code: 'entry_limit', message: '3 of 3 squares: the most one player can hold in this game' });
    }
    expect((await readGame(server, gameId)).squares).toHaveLength(3);
  });

  it('a burst mixing claims, releases and refusals (claims of one game run in batches): each is answered on its own, every change is one update', async () => {
    const gameId = await newGame();
    const [a, b, taker, copycat, ...others] = players;
    await claimOk(server, a!, gameId, 10, { initials: initialsOf(0) });
    await claimOk(server, b!, gameId, 11, { initials: initialsOf(1) });
    const live = await LiveTestClient.connect(server, host);
    live.send({ type: 'subscribe', topic: `game:${gameId}` });
    const [snapshot] = await live.waitFor(1);
    const since = snapshot?.type === 'snapshot' ? snapshot.version : NaN;

    const release = (cookie: string, square: number) => gameCommand(server, cookie, gameId, `squares/${square}/release`);
    const winners = others.slice(0, 10);
    const [released, notOwner, taken, initialsTaken, ...claimed] = await Promise.all([
      release(a!, 10),
      release(b!, 10),
      claim(server, taker, gameId, 11, { initials: initialsOf(2) }),
      claim(server, copycat, gameId, 20, { initials: initialsOf(1) }),
      ...winners.map((cookie, i) => claim(server, cookie, gameId, 30 + i, { initials: initialsOf(4 + i) })),
    ]);
    expect(released.status).toBe(200);
    expect(await refusal(notOwner)).toEqual({ status: 403, code: 'forbidden', message: CLAIM_ERRORS.notOwner });
    expect(await refusal(taken)).toEqual({ status: 409, code: 'square_taken', message: CLAIM_ERRORS.taken });
    expect(await refusal(initialsTaken)).toEqual({ status: 409, code: 'initials_taken', message: INITIALS_ERRORS.taken });
    expect(claimed.map((r) => r.status)).toEqual(winners.map(() => 200));

    const game = await readGame(server, gameId);
    expect(game.squares.map((s) => s.square)).toEqual([11, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
    // One update per change that answered ok, in version order, none for a refusal.
    const updates = (await live.waitFor(1 + 11)).slice(1);
    expect(updates.map((m) => (m.type === 'update' ? m.version : NaN))).toEqual(Array.from({ length: 11 }, (_, i) => since + 1 + i));
    await live.close();
    // The refused players wrote nothing: no My Games row, no label.
    const { rows } = await server.db.query<{ joined: number; labelled: number }>(
      `select (select count(*)::int from user_games where game_id = $1) as joined, (select count(*)::int from squares_labels where game_id = $1) as labelled`,
      [gameId],
    );
    // The host, a, b and the 10 winners; the labels of a (kept after a release), b and the winners.
    expect(rows[0]).toEqual({ joined: 13, labelled: 12 });
  });

  it('a lock racing 50 claims: no claim lands after the lock, and the draw covers exactly the claims that succeeded', async () => {
    const gameId = await newGame();
    const claims = players.slice(0, 50).map((cookie, i) => claim(server, cookie, gameId, i, { initials: initialsOf(i) }));
    const lock = gameCommand(server, host, gameId, 'lock', { allowEmpty: true });
    const [lockResponse, ...responses] = await Promise.all([lock, ...claims]);
    expect(lockResponse.status).toBe(200);

    const landed = new Set<number>();
    for (const [i, response] of responses.entries()) {
      if (response.status === 200) landed.add(i);
      else expect(await refusal(response)).toEqual({ status: 409, code: 'game_locked', message: 'This game is locked. Squares can no longer change.' });
    }
    const game = await readGame(server, gameId);
    expect(game.squares.map((s) => s.square)).toEqual([...landed].sort((a, b) => a - b));
    const verification = verifyDraw({
      seed: game.draw.seed!,
      seedHash: game.draw.seedHash,
      gridHash: game.draw.gridHash!,
      squares: game.squares,
      size: game.size,
      targetScores: game.targetScores!,
    });
    expect(verification.ok).toBe(true);
  });
});
