// Claims guarded by the database, not by a read-then-write (issue #5 §7): simultaneous claims
// of one square, of every square, a player over their limit, and a lock racing claims.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDraw } from '../../src/domain/squares/index.js';
import { claim, createGame, gameCommand, readGame, refusal, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
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
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from user_games where game_id = $1', [gameId]);
    expect(rows[0]?.n).toBe(2);
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
      expect(await refusal(response)).toEqual({ status: 409, code: 'conflict', message: 'You can hold at most 3 squares in this game' });
    }
    expect((await readGame(server, gameId)).squares).toHaveLength(3);
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
