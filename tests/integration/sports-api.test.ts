// The simulator feed end to end: ingest → database → HTTP and live topics, driven by the test controls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimGamesSchema } from '../../src/contracts/simulator.js';
import { SportsLeagueSnapshotSchema, StoredSportsGameSchema } from '../../src/contracts/sports.js';
import type { SportsLeagueUpdate, StoredSportsGame, StoredSportsGameLive } from '../../src/contracts/sports.js';
import { ErrorBodySchema } from '../../src/contracts/errors.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

async function leagueGames(server: TestServer, league: string) {
  const response = await fetch(`${server.url}/api/sports/leagues/${league}/games`);
  expect(response.status).toBe(200);
  return SportsLeagueSnapshotSchema.parse(await response.json());
}

async function waitForGames(server: TestServer, league: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const snapshot = await leagueGames(server, league);
    if (snapshot.games.length > 0) return snapshot;
    if (Date.now() > deadline) throw new Error(`no ${league} games after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The games the simulator's own clock cannot change during a request: not started and kicking
 * off more than a minute from now (live games tick on their own while polling is on).
 */
const clockFree = (games: StoredSportsGame[], from: number) => games.filter((g) => g.game.status === 'NS' && Date.parse(g.game.gameTime) > from + 60_000);

describe.each(engines)('sports API with the simulator on %s', (engine) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(engine, { SPORTS_POLLING: 'true' });
    cookie = await anonymousCookie(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('serves upcoming games from the feed with the feed’s freshness', async () => {
    const snapshot = await waitForGames(server, 'NFL');
    expect(snapshot.feed).toMatchObject({ sportsLeague: 'NFL', provider: 'simulator', failingSince: null });
    expect(snapshot.games.every((g) => g.game.provider === 'simulator' && g.game.sportsLeague === 'NFL')).toBe(true);
    const times = snapshot.games.map((g) => g.game.gameTime);
    expect([...times].sort()).toEqual(times);
  });

  it('drives a simulated game, storing and publishing every change live', async () => {
    // Any game of the polled week (today's slate is empty on most weekdays and spent by Sunday night).
    const target = clockFree((await waitForGames(server, 'NFL')).games, Date.now())[0];
    expect(target).toBeDefined();
    const id = target!.game.id;

    const client = await LiveTestClient.connect(server, cookie);
    client.send({ type: 'subscribe', topic: `sports-game:${id}` });
    client.send({ type: 'subscribe', topic: 'sports-league:NFL' });
    await client.waitFor(2);

    const q2 = await postJson(server, `/api/dev/sim/games/${id}`, { status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] } });
    expect(q2.status).toBe(200);
    const stored = StoredSportsGameSchema.parse(await q2.json());
    expect(stored.game).toMatchObject({ status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] } });

    await client.waitFor(4);
    // Its kickoff moved only its live parts, which is what both topics carry.
    const gameUpdate = client.messages.find((m) => m.type === 'update' && m.topic === `sports-game:${id}`);
    expect((gameUpdate as { data: StoredSportsGameLive }).data).toMatchObject({ id, status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] } });
    const leagueUpdate = client.messages.find((m) => m.type === 'update' && m.topic === 'sports-league:NFL');
    const data = (leagueUpdate as { data: SportsLeagueUpdate }).data;
    expect(data.kind === 'games' && data.live?.map((live) => [live.id, live.status])).toEqual([[id, 'Q2']]);

    const final = StoredSportsGameSchema.parse(await (await postJson(server, `/api/dev/sim/games/${id}`, { advance: 'final' })).json());
    expect(['FT', 'AOT']).toContain(final.game.status);
    const [away, home] = [final.game.periodScores.away, final.game.periodScores.home].map((s) => s.reduce<number>((a, b) => a + (b ?? 0), 0));
    expect(away).not.toBe(home);
    // Finished games leave the upcoming list.
    expect((await leagueGames(server, 'NFL')).games.some((g) => g.game.id === id)).toBe(false);
    await client.close();
  });

  it('drives a game later in the polled week, not only one of today\'s slate', async () => {
    const today = SimGamesSchema.parse(await (await fetch(`${server.url}/api/dev/sim/games?league=MLB`)).json()).games;
    const later = (await waitForGames(server, 'MLB')).games.find((g) => g.game.status === 'NS' && !today.some((t) => t.id === g.game.id));
    expect(later).toBeDefined();
    const id = later!.game.id;
    const response = await postJson(server, `/api/dev/sim/games/${id}`, { status: 'IN2', periodScores: { away: [2, 0], home: [1] } });
    expect(response.status).toBe(200);
    expect(StoredSportsGameSchema.parse(await response.json()).game).toMatchObject({ status: 'IN2', periodScores: { away: [2, 0], home: [1] } });
    const listed = (await leagueGames(server, 'MLB')).games.find((g) => g.game.id === id);
    expect(listed?.game.status).toBe('IN2');
  });

  describe('bad test-control input gets a clear error and changes nothing', () => {
    it.each([
      ['an unknown game', 'sim-nfl-20261122-99', { advance: 'period' }, 404, /no simulated game/i],
      ['a game outside the polled week', 'sim-nfl-20991231-01', { advance: 'period' }, 404, /not on the schedule being polled/],
      ['a status of another sport', null, { status: 'IN3' }, 400, /not a Football status/],
      ['an unknown field', null, { status: 'Q1', extra: true }, 400, /invalid_input/],
      ['an advance that is not one', null, { advance: 'quarter' }, 400, /invalid_input/],
      ['negative points', null, { status: 'Q1', periodScores: { away: [-3], home: [0] } }, 400, /invalid_input/],
      ['a malformed id', 'bad id!', { advance: 'period' }, 400, /invalid_input/],
    ])('%s', async (_name, givenId, body, status, message) => {
      const before = await waitForGames(server, 'NFL');
      const from = Date.now();
      const untouched = clockFree(before.games, from);
      expect(untouched.length).toBeGreaterThan(0);
      const id = givenId ?? untouched[0]!.game.id;
      const response = await postJson(server, `/api/dev/sim/games/${encodeURIComponent(id)}`, body);
      expect(response.status).toBe(status);
      const error = ErrorBodySchema.parse(await response.json());
      expect(`${error.error.code} ${error.error.message}`).toMatch(message);
      expect(clockFree((await leagueGames(server, 'NFL')).games, from)).toEqual(clockFree(before.games, from));
    });

    it('an unknown league', async () => {
      expect((await fetch(`${server.url}/api/sports/leagues/NHL/games`)).status).toBe(400);
      expect((await fetch(`${server.url}/api/dev/sim/games?league=NHL`)).status).toBe(400);
    });
  });

  it('refuses unknown sports topics', async () => {
    const client = await LiveTestClient.connect(server, cookie);
    client.send({ type: 'subscribe', topic: 'sports-league:NHL' });
    const [message] = await client.waitFor(1);
    expect(message).toMatchObject({ type: 'error', code: 'unknown_topic' });
    await client.close();
  });
});

describe('test controls when the simulator is not the provider', () => {
  it('answer 404', async () => {
    const server = await startTestServer('pglite', { SPORTS_PROVIDER: 'espn', ESPN_BASE_URL: 'http://127.0.0.1:9' });
    try {
      const response = await fetch(`${server.url}/api/dev/sim/games?league=NFL`);
      expect(response.status).toBe(404);
      expect(ErrorBodySchema.parse(await response.json()).error.message).toMatch(/simulator is not the sports provider/);
    } finally {
      await server.stop();
    }
  });
});
