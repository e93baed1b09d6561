// The test control POST /api/dev/sim/tick: several simulated games driven alike and stored as
// one feed tick (the feed-tick benchmark's seam), through the same path as a poll.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/contracts/errors.js';
import { SimTickResultSchema } from '../../src/contracts/simulator.js';
import { SportsLeagueSnapshotSchema, SportsLeagueUpdateSchema } from '../../src/contracts/sports.js';
import type { SportsLeagueSnapshot, SportsLeagueUpdate } from '../../src/contracts/sports.js';
import type { Queryable } from '../../src/server/db/database.js';
import type { SportsGameChange } from '../../src/server/services/sports-games.service.js';
import { sportsGameTopic } from '../../src/contracts/topics/sports.js';
import { mergeLeagueUpdate, mergeSportsGameUpdate } from '../../src/web/lib/sports-league.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

async function leagueGames(server: TestServer, league: string): Promise<SportsLeagueSnapshot> {
  const response = await fetch(`${server.url}/api/sports/leagues/${league}/games`);
  expect(response.status).toBe(200);
  return SportsLeagueSnapshotSchema.parse(await response.json());
}

/** Upcoming games the ingest has stored (the schedule of the polled week), waiting for the first poll. */
async function upcomingGames(server: TestServer, league: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const games = (await leagueGames(server, league)).games.filter((g) => g.game.status === 'NS');
    if (games.length >= count) return games.slice(0, count).map((g) => g.game.id);
    if (Date.now() > deadline) throw new Error(`fewer than ${count} upcoming ${league} games after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The league's updates a client got from its ticks (its feed-health updates left out). */
const leagueTickUpdates = (client: LiveTestClient): SportsLeagueUpdate[] =>
  client.messages
    .flatMap((m) => (m.type === 'update' && m.topic === 'sports-league:NFL' ? [(m as { data: SportsLeagueUpdate }).data] : []))
    .filter((data) => data.kind !== 'feed');

describe('POST /api/dev/sim/tick', () => {
  let server: TestServer;
  let cookie: string;
  const changes: Array<{ tx: Queryable; change: SportsGameChange }> = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', { SPORTS_POLLING: 'true' }, {
      sportsGameListeners: [
        (tx, _publish, tick) => {
          for (const change of tick) changes.push({ tx, change });
          return Promise.resolve();
        },
      ],
    });
    cookie = await anonymousCookie(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('drives every game alike and stores them in one transaction, published together', async () => {
    const ids = await upcomingGames(server, 'NFL', 3);
    const client = await LiveTestClient.connect(server, cookie);
    client.send({ type: 'subscribe', topic: 'sports-league:NFL' });
    await client.waitFor(1);
    changes.length = 0;

    const drive = { status: 'Q2', periodScores: { away: [7], home: [3] } };
    const response = await postJson(server, '/api/dev/sim/tick', { games: ids, drive });
    expect(response.status).toBe(200);
    const result = SimTickResultSchema.parse(await response.json());
    expect(result.changed).toBe(3);
    expect(result.games.map((g) => g.id)).toEqual(ids);
    const stored = (await leagueGames(server, 'NFL')).games.filter((g) => ids.includes(g.game.id));
    expect(stored).toHaveLength(3);
    for (const game of [...result.games, ...stored.map((g) => g.game)]) expect(game).toMatchObject({ status: 'Q2', periodScores: { away: [7], home: [3] } });

    const ours = changes.filter((c) => ids.includes(c.change.after.game.id));
    expect(ours).toHaveLength(3);
    expect(new Set(ours.map((c) => c.tx)).size).toBe(1);

    // The tick reaches the league's screens as one update carrying its three games (one frame to apply).
    for (let seen = 1; leagueTickUpdates(client).length === 0; seen++) await client.waitFor(seen + 1);
    const [update] = leagueTickUpdates(client);
    const carried = update?.kind === 'games' ? [...update.games.map((stored) => stored.game.id), ...(update.live ?? []).map((live) => live.id)] : [];
    expect(carried.sort()).toEqual([...ids].sort());
    await client.close();
  });

  it("a tick of games kicking off or in play goes as their live parts, and a page's list and game end as a fresh read has them", async () => {
    const ids = await upcomingGames(server, 'NFL', 3);
    const client = await LiveTestClient.connect(server, cookie);
    const gameTopic = `sports-game:${ids[0]!}`;
    client.send({ type: 'subscribe', topic: 'sports-league:NFL' });
    client.send({ type: 'subscribe', topic: gameTopic });
    await client.waitFor(2);
    const updates = () => leagueTickUpdates(client);
    const tick = async (drive: object, count: number) => {
      expect((await postJson(server, '/api/dev/sim/tick', { games: ids, drive })).status).toBe(200);
      for (let seen = client.messages.length; updates().length < count; seen++) await client.waitFor(seen + 1);
    };
    // The kickoff and the next score, each as the games' live parts: a page holds the upcoming games already.
    const before = await leagueGames(server, 'NFL');
    await tick({ status: 'Q1', periodScores: { away: [0], home: [0] } }, 1);
    await tick({ status: 'Q2', periodScores: { away: [7, 3], home: [0, 7] } }, 2);
    const [kickoff, scored] = updates();
    const liveOf = (update: SportsLeagueUpdate | undefined) => (update?.kind === 'games' ? [update.games.length, update.live?.map((l) => [l.id, l.status, l.periodScores])] : update);
    expect(liveOf(kickoff)).toEqual([0, ids.map((id) => [id, 'Q1', { away: [0], home: [0] }])]);
    expect(liveOf(scored)).toEqual([0, ids.map((id) => [id, 'Q2', { away: [7, 3], home: [0, 7] }])]);
    const whole = before.games.filter((g) => ids.includes(g.game.id));
    expect(JSON.stringify(kickoff).length).toBeLessThan(JSON.stringify(whole).length / 3);

    const snapshot = client.messages.find((m) => m.type === 'snapshot' && m.topic === 'sports-league:NFL');
    let held = SportsLeagueSnapshotSchema.parse((snapshot as { data: unknown }).data);
    for (const m of client.messages) if (m.type === 'update' && m.topic === 'sports-league:NFL') held = mergeLeagueUpdate(held, SportsLeagueUpdateSchema.parse(m.data));
    const fresh = await leagueGames(server, 'NFL');
    const ours = (list: SportsLeagueSnapshot) => list.games.filter((g) => ids.includes(g.game.id));
    expect(ours(held)).toEqual(ours(fresh));

    // The game's own topic: its live parts from the kickoff on, merged as a squares page does.
    const gameMessages = client.messages.filter((m) => m.topic === gameTopic) as Array<{ type: string; data: unknown }>;
    expect(gameMessages.map((m) => m.type)).toEqual(['snapshot', 'update', 'update']);
    expect(gameMessages[1]!.data).toMatchObject({ id: ids[0], status: 'Q1' });
    expect(gameMessages[2]!.data).toMatchObject({ id: ids[0], status: 'Q2' });
    const game = gameMessages.slice(1).reduce((merged, m) => mergeSportsGameUpdate(merged, sportsGameTopic.update.parse(m.data)), sportsGameTopic.snapshot.parse(gameMessages[0]!.data));
    expect(game).toEqual(fresh.games.find((g) => g.game.id === ids[0]));
    await client.close();
  });

  describe('bad input gets a clear error and changes nothing', () => {
    it.each([
      ['an unknown game', (ids: string[]) => [...ids, 'sim-nfl-20261122-99'], { advance: 'period' }, 404, /no simulated game/i],
      ['games of two leagues', (ids: string[]) => [...ids, 'sim-nba-20261122-01'], { advance: 'period' }, 400, /one league/],
      ['a game outside the polled week', (ids: string[]) => [...ids, 'sim-nfl-20991231-01'], { advance: 'period' }, 404, /not on the schedule being polled/],
      ['a status of another sport', (ids: string[]) => ids, { status: 'IN3' }, 400, /not a Football status/],
      ['no games', () => [], { advance: 'period' }, 400, /invalid_input/],
    ])('%s', async (_name, games, drive, status, message) => {
      const ids = await upcomingGames(server, 'NFL', 2);
      const before = await leagueGames(server, 'NFL');
      const response = await postJson(server, '/api/dev/sim/tick', { games: games(ids), drive });
      expect(response.status).toBe(status);
      const error = ErrorBodySchema.parse(await response.json());
      expect(`${error.error.code} ${error.error.message}`).toMatch(message);
      expect((await leagueGames(server, 'NFL')).games.filter((g) => ids.includes(g.game.id))).toEqual(before.games.filter((g) => ids.includes(g.game.id)));
    });
  });
});

describe('POST /api/dev/sim/tick in production', () => {
  it('answers 404', async () => {
    const server = await startTestServer('pglite', { NODE_ENV: 'production' });
    try {
      expect((await postJson(server, '/api/dev/sim/tick', { games: ['sim-nfl-20261122-01'], drive: { advance: 'period' } })).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
