// The kickoff locks and draws squares pools a batch at a time (decision 045): a batch's statements
// do not grow with its pools, and what a subscriber hears of a pool's kickoff is its game.locked
// (the seed revealed, the grid and the digits), then game.settled when the draw already pays a
// period, and one My Games summary per player. A later tick settles every pool in as few statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserGamesEvent } from '../../src/contracts/games.js';
import type { GameId } from '../../src/contracts/ids.js';
import type { SportsGame } from '../../src/contracts/sports.js';
import type { SquaresGameEvent } from '../../src/contracts/squares.js';
import { gameTopic, userGamesTopic } from '../../src/contracts/topics.js';
import { verifyDraw } from '../../src/domain/squares/index.js';
import type { Database, Queryable } from '../../src/server/db/database.js';
import { squaresSettlementListener } from '../../src/server/services/squares-settlement.service.js';
import { followFeedChanges, storeFeedGames } from '../../src/server/services/sports-games.service.js';
import type { SportsGamesDeps } from '../../src/server/services/sports-games.service.js';
import { claimOk, createGame, readGame, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const publisher = { announce: () => undefined };

/** The database, counting the statements sent through it and its transactions (BEGIN and COMMIT included). */
function counting(db: Database): { db: Database; count: () => number } {
  let statements = 0;
  const tx = (inner: Queryable): Queryable => ({ query: (sql, params) => ((statements += 1), inner.query(sql, params)) });
  const wrapped = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'query') return (sql: string, params?: readonly unknown[]) => ((statements += 1), target.query(sql, params));
      if (key !== 'transaction') return Reflect.get(target, key, receiver) as unknown;
      const transaction: Database['transaction'] = (fn, options) => ((statements += 2), target.transaction((inner) => fn(tx(inner)), options));
      return transaction;
    },
  });
  return { db: wrapped, count: () => statements };
}

describe.each(engines)('squares kickoff in batches on %s', (engine) => {
  let server: TestServer;
  let host: string;
  let player: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    player = await anonymousCookie(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  const now = () => new Date();
  const deps = (db: Database): SportsGamesDeps => ({ db, publisher, listeners: [squaresSettlementListener(now)], now, unsettled: new Map() });

  /** `count` pools on a new sports game, each with two squares (the host's and the player's). */
  async function poolsOn(count: number): Promise<{ sports: SportsGame; pools: GameId[] }> {
    const sports = await storeSportsGame(server.db);
    const pools: GameId[] = [];
    for (let i = 0; i < count; i++) {
      const { gameId } = await createGame(server, host, sportsGameInput(sports.id));
      await claimOk(server, host, gameId, 11, { initials: 'HO' });
      await claimOk(server, player, gameId, 77, { initials: 'PL' });
      pools.push(gameId);
    }
    return { sports, pools };
  }

  /** The kickoff tick: the sports game stored as started, then the pools follow it, their statements counted. */
  async function kickoff(sports: SportsGame, state: Partial<SportsGame>): Promise<number> {
    const { changes } = await storeFeedGames(deps(server.db), [{ ...sports, ...state }]);
    const counted = counting(server.db);
    await followFeedChanges(deps(counted.db), changes);
    return counted.count();
  }

  const events = async <T>(topic: string) => {
    const { rows } = await server.db.query('select version, data from topic_events where topic = $1 order by version', [topic]);
    return (rows as Array<{ version: number | string; data: T }>).map((row) => ({ version: Number(row.version), data: row.data }));
  };

  it("a batch's statements are the same for eight pools as for one", async () => {
    const one = await poolsOn(1);
    const eight = await poolsOn(8);
    const started = { status: 'Q1', periodScores: { away: [0], home: [0] } };
    const forOne = await kickoff(one.sports, started);
    const forEight = await kickoff(eight.sports, started);
    expect(forEight).toBe(forOne);
    const games = await Promise.all(eight.pools.map((id) => readGame(server, id)));
    expect(games.map((game) => [game.lockedBy, game.gamePhase])).toEqual(Array(8).fill(['kickoff', 'Live']));
  });

  it("a later tick settles eight pools in as many statements as one, and tells each player of each pool's new winners", async () => {
    const one = await poolsOn(1);
    const eight = await poolsOn(8);
    const started = { status: 'Q1', periodScores: { away: [0], home: [0] } };
    await kickoff(one.sports, started);
    await kickoff(eight.sports, started);
    const playerUid = (await readGame(server, eight.pools[0]!)).squares.find((s) => s.square === 77)!.uid;
    const summariesBefore = (await events<UserGamesEvent>(userGamesTopic.topic({ uid: playerUid }))).length;

    // The first quarter ends: every pool's results name its first winner.
    const scored = { status: 'Q2', periodScores: { away: [7, 0], home: [3, 0] } };
    const forOne = await kickoff(one.sports, scored);
    const forEight = await kickoff(eight.sports, scored);
    expect(forEight).toBe(forOne);

    const summaries = (await events<UserGamesEvent>(userGamesTopic.topic({ uid: playerUid }))).slice(summariesBefore).map((event) => event.data);
    // The same player holds a square in all nine pools: one row for each.
    expect(summaries.map((event) => (event.kind === 'summary.updated' ? event.game.gameId : event.kind)).sort()).toEqual([...one.pools, ...eight.pools].sort());
    for (const gameId of [...one.pools, ...eight.pools]) expect((await readGame(server, gameId)).results.map((result) => result.label)).toEqual(['Q1']);
  });

  it('a subscriber hears game.locked, then game.settled, and each player one summary', async () => {
    const { sports, pools } = await poolsOn(2);
    const uidOf = async (gameId: GameId, square: number) => (await readGame(server, gameId)).squares.find((s) => s.square === square)!.uid;
    const playerUid = await uidOf(pools[0]!, 77);
    const hostUid = await uidOf(pools[0]!, 11);
    const before = await Promise.all(pools.map((id) => events<SquaresGameEvent>(gameTopic.topic({ id }))));
    const summariesBefore = (await events<UserGamesEvent>(userGamesTopic.topic({ uid: playerUid }))).length;

    // The tick that starts the game comes late: the first quarter is already over, so the draw pays it at once.
    await kickoff(sports, { status: 'Q2', periodScores: { away: [7, 0], home: [3, 0] } });

    for (const [i, gameId] of pools.entries()) {
      const log = await events<SquaresGameEvent>(gameTopic.topic({ id: gameId }));
      expect(log.map((event) => event.version)).toEqual(log.map((_, n) => n + 1));
      const added = log.slice(before[i]!.length).map((event) => event.data);
      expect(added.map((event) => event.kind)).toEqual(['game.locked', 'game.settled']);
      const [locked, settled] = added as [Extract<SquaresGameEvent, { kind: 'game.locked' }>, Extract<SquaresGameEvent, { kind: 'game.settled' }>];
      const game = await readGame(server, gameId);
      expect(locked).toMatchObject({ gamePhase: 'Live', lockedBy: 'kickoff', lockedAt: game.lockedAt, targetScores: game.targetScores });
      expect(locked.draw).toEqual({ ...game.draw, lockedSquares: [{ square: 11, uid: hostUid, entryName: 'HO' }, { square: 77, uid: playerUid, entryName: 'PL' }] });
      expect(verifyDraw({ seed: locked.draw.seed!, seedHash: locked.draw.seedHash, gridHash: locked.draw.gridHash!, squares: game.squares, size: 100, targetScores: locked.targetScores }).ok).toBe(true);
      expect(settled).toEqual({ kind: 'game.settled', gamePhase: 'Live', results: game.results, correctedAt: null, babyShower: null });
      expect(game.results.map((result) => result.label)).toEqual(['Q1']);
    }
    // One summary per pool for the player, telling the pool is Live.
    const summaries = (await events<UserGamesEvent>(userGamesTopic.topic({ uid: playerUid }))).slice(summariesBefore).map((event) => event.data);
    expect(summaries).toHaveLength(2);
    expect(summaries.map((event) => (event.kind === 'summary.updated' ? [event.game.gameId, event.game.gamePhase] : event.kind)).sort()).toEqual(
      pools.map((id) => [id, 'Live']).sort(),
    );
  });
});
