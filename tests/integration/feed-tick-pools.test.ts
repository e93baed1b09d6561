// A feed tick is stored and published first, then the pools follow it in transactions of their
// own (decision 045): a tick that moves several games with many squares and pick'em pools on
// them still locks, settles and ends every pool, and the league's screens hear the games.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { SportsLeagueSnapshotSchema } from '../../src/contracts/sports.js';
import type { SportsGame, SportsLeagueUpdate } from '../../src/contracts/sports.js';
import { createPickem, joinOk, pickOk, readPickem, slateInput } from '../factories/pickem-games.js';
import { claimOk, createGame, readGame, sportsGameInput } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const POOLS_PER_KIND = 6;

/** Upcoming NFL games at least an hour away, so real time never starts them during the test. */
async function upcomingGames(server: TestServer, count: number): Promise<SportsGame[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const snapshot = SportsLeagueSnapshotSchema.parse(await (await fetch(`${server.url}/api/sports/leagues/NFL/games`)).json());
    const games = snapshot.games.map((g) => g.game).filter((g) => g.status === 'NS' && Date.parse(g.gameTime) > Date.now() + 3_600_000);
    if (games.length >= count) return games.slice(0, count);
    if (Date.now() > deadline) throw new Error('not enough upcoming NFL games');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function tick(server: TestServer, games: readonly SportsGame[], drive: unknown): Promise<void> {
  const response = await postJson(server, '/api/dev/sim/tick', { games: games.map((g) => g.id), drive });
  if (response.status !== 200) throw new Error(`tick: ${response.status} ${await response.text()}`);
}

describe.each(engines)('a feed tick with many pools on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { SPORTS_POLLING: 'true' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('locks, settles and ends every squares and pick’em pool on its games, and the league hears every game', async () => {
    const games = await upcomingGames(server, 2);
    const host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    const player = await anonymousCookie(server);
    const squares: string[] = [];
    const slates: Array<{ gameId: string }> = [];
    for (let i = 0; i < POOLS_PER_KIND; i++) {
      const { gameId } = await createGame(server, host, sportsGameInput(games[i % 2]!.id));
      await claimOk(server, player, gameId, i, { initials: 'AB' });
      squares.push(gameId);
      const slate = await createPickem(server, host, slateInput(games.map((g) => g.id)));
      const { entryId } = await joinOk(server, player, slate.gameId);
      await pickOk(server, player, slate.gameId, entryId, 0, 'Home');
      slates.push(slate);
    }
    const watcher = await LiveTestClient.connect(server, await anonymousCookie(server));
    watcher.send({ type: 'subscribe', topic: 'sports-league:NFL' });
    await watcher.waitFor(1);

    await tick(server, games, { status: 'Q1', periodScores: { away: [7], home: [0] } });
    // The tick's answer waits for the pools: every one is locked at kickoff by now.
    for (const id of squares) expect(await readGame(server, id)).toMatchObject({ gamePhase: 'Live', lockedBy: 'kickoff' });
    for (const { gameId } of slates) expect((await readPickem(server, gameId)).questions.every((q) => q.locked)).toBe(true);

    await tick(server, games, { status: 'FT', periodScores: { away: [7, 3, 0, 7], home: [0, 0, 14, 6] } });
    for (const id of squares) {
      const game = await readGame(server, id);
      expect(game.gamePhase).toBe('Over');
      expect(game.results).toHaveLength(4);
    }
    for (const { gameId } of slates) {
      const game = await readPickem(server, gameId);
      expect(game.gamePhase).toBe('Over');
      expect(game.questions.map((q) => q.choices.map((c) => c.result))).toEqual([
        ['L', 'W'],
        ['L', 'W'],
      ]);
    }

    const finalsOf = (m: ServerMessage) => {
      if (m.type !== 'update') return [];
      const data = m.data as SportsLeagueUpdate;
      const stored = data.kind === 'game' ? [data.game] : data.kind === 'games' ? data.games : [];
      return stored.flatMap(({ game }) => (game.status === 'FT' ? [game.id] : []));
    };
    for (let seen = 0; ; ) {
      const messages = await watcher.waitFor(seen + 1);
      seen = messages.length;
      const finals = new Set(messages.flatMap(finalsOf));
      if (games.every((game) => finals.has(game.id))) break;
    }
    await watcher.close();
  });
});
