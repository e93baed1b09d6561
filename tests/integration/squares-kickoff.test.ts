// The kickoff locks and draws the squares pools of a started game a batch at a time, each batch in
// a transaction of its own (decision 045): a batch whose transaction committed stays locked if the
// instance dies midway, the rest are left open for the next tick (or the next ingest leader) to
// lock, and every pool is locked and drawn exactly once, its updates logged in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTopic } from '../../src/contracts/topics.js';
import type { GameId } from '../../src/contracts/ids.js';
import type { SquaresGameEvent } from '../../src/contracts/squares.js';
import type { Database } from '../../src/server/db/database.js';
import { squaresSettlementListener } from '../../src/server/services/squares-settlement.service.js';
import { followFeedChanges, storeFeedGames } from '../../src/server/services/sports-games.service.js';
import type { SportsGamesDeps } from '../../src/server/services/sports-games.service.js';
import { claim, claimOk, createGame, readGame, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const POOLS = 5;
const publisher = { announce: () => undefined };

/** The database as an instance that dies once `survives` transactions have begun: every later one fails. */
function dyingAfter(db: Database, survives: number): Database {
  let begun = 0;
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver) as unknown;
      const transaction: Database['transaction'] = (fn, options) => {
        begun += 1;
        return begun > survives ? Promise.reject(new Error('the instance died')) : target.transaction(fn, options);
      };
      return transaction;
    },
  });
}

describe.each(engines)('squares kickoff, a batch of pools at a time, on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.stop();
  });

  const lockedEvents = async (gameId: GameId) => {
    const { rows } = await server.db.query('select version, data from topic_events where topic = $1 order by version', [gameTopic.topic({ id: gameId })]);
    const typed = rows as Array<{ version: number | string; data: SquaresGameEvent }>;
    return { versions: typed.map((row) => Number(row.version)), locked: typed.filter((row) => row.data.kind === 'game.locked').length };
  };

  // Batches of one pool (each pool its own transaction) and of two: the instance dies as it begins its third transaction.
  it.each([
    { batch: 1, committed: 2 },
    { batch: 2, committed: 4 },
  ])('an instance dying midway leaves the pools it committed locked and the rest to the next tick, each pool drawn once (batches of $batch)', async ({ batch, committed }) => {
    const host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    const player = await anonymousCookie(server);
    const sports = await storeSportsGame(server.db);
    const squareOf = new Map<string, number>();
    for (let i = 0; i < POOLS; i++) {
      const { gameId } = await createGame(server, host, sportsGameInput(sports.id));
      await claimOk(server, player, gameId, i, { initials: 'AB' });
      squareOf.set(gameId, i);
    }
    const pools = [...squareOf.keys()].sort() as GameId[]; // the kickoff goes in id order
    const now = () => new Date();
    const deps = (db: Database): SportsGamesDeps => ({ db, publisher, listeners: [squaresSettlementListener(now, { kickoffBatch: batch })], now, unsettled: new Map() });
    const { changes } = await storeFeedGames(deps(server.db), [{ ...sports, status: 'Q1', periodScores: { away: [7], home: [0] } }]);
    expect(changes).toHaveLength(1);

    // The instance dies as it begins its third transaction: the pools of the first two are locked for good.
    const failed: unknown[] = [];
    await followFeedChanges({ ...deps(dyingAfter(server.db, 2)), onFailed: (_game, error) => failed.push(error) }, changes);
    expect(failed).not.toHaveLength(0);
    const afterCrash = await Promise.all(pools.map((id) => readGame(server, id)));
    const split = <T>(done: T, open: T) => [...Array<T>(committed).fill(done), ...Array<T>(POOLS - committed).fill(open)];
    expect(afterCrash.map((game) => game.lockedBy)).toEqual(split('kickoff', null));
    expect(afterCrash.map((game) => game.gamePhase)).toEqual(split('Live', 'Pending'));
    // An open pool takes no claim once its sports game has started, locked or not yet.
    expect((await claim(server, player, pools[POOLS - 1]!, 50, { initials: 'CD' })).status).toBe(409);

    // The next tick (or the next leader's catch-up) has the pools follow again: the rest lock, those committed are not drawn again.
    await followFeedChanges(deps(server.db), changes);
    const afterNext = await Promise.all(pools.map((id) => readGame(server, id)));
    expect(afterNext.map((game) => game.lockedBy)).toEqual(Array<string>(POOLS).fill('kickoff'));
    expect(afterNext.map((game) => game.gamePhase)).toEqual(Array<string>(POOLS).fill('Live'));
    expect(afterNext.slice(0, committed).map((game) => game.lockedAt)).toEqual(afterCrash.slice(0, committed).map((game) => game.lockedAt));
    for (const game of afterNext) {
      expect(game.draw.lockedSquares).toEqual([{ square: squareOf.get(game.id), uid: expect.any(String) as unknown, entryName: 'AB' }]);
      const { versions, locked } = await lockedEvents(game.id);
      expect(locked).toBe(1);
      expect(versions).toEqual(versions.map((_, n) => n + 1));
    }
  });
});
