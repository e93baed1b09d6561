// A feed tick refreshes its pick'em games a chunk at a time, in one transaction (decision 054): the
// chunk's My Games rows and podium versions are written once at its end, however many games moved,
// and each game's players still hear its new phase and each game's podium still learns it is stale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserGamesEvent } from '../../src/contracts/games.js';
import type { GameId } from '../../src/contracts/ids.js';
import { userGamesTopic } from '../../src/contracts/topics.js';
import type { Database, Queryable } from '../../src/server/db/database.js';
import { pickemSettlementListener } from '../../src/server/services/pickem-settlement.service.js';
import { followFeedChanges, storeFeedGames } from '../../src/server/services/sports-games.service.js';
import type { SportsGamesDeps } from '../../src/server/services/sports-games.service.js';
import { createPickem, joinOk, slateInput } from '../factories/pickem-games.js';
import { storeSportsGame } from '../factories/squares-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

describe.each(engines)('a chunk of pick’em games kicking off on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('writes its My Games rows and podium versions once, and each game still moves', async () => {
    const sports = await storeSportsGame(server.db, { gameTime: new Date(Date.now() + 3_600_000).toISOString() });
    // One host with an entry in each of its four games: their player.
    const player = await anonymousCookie(server);
    const games: GameId[] = [];
    for (let i = 0; i < 4; i++) {
      const { gameId } = await createPickem(server, player, slateInput([sports.id]));
      await joinOk(server, player, gameId);
      games.push(gameId);
    }
    const { rows } = await server.db.query('select uid from pickem_entries where game_id = $1', [games[0]]);
    const playerUid = (rows[0] as { uid: string }).uid;
    const podiums = async () => (await server.db.query('select game_id, podium_version from questions_games where game_id = any($1::text[]) order by game_id', [games])).rows;
    const before = await podiums();
    const summariesBefore = (await server.db.query('select count(*)::int as n from topic_events where topic = $1', [userGamesTopic.topic({ uid: playerUid })])).rows[0] as { n: number };

    const statements: string[] = [];
    const counting = (db: Database): Database =>
      new Proxy(db, {
        get(target, key, receiver) {
          if (key !== 'transaction') return Reflect.get(target, key, receiver) as unknown;
          const transaction: Database['transaction'] = (fn, options) =>
            target.transaction((tx) => fn({ query: (sql, params) => (statements.push(sql.replace(/\s+/g, ' ')), tx.query(sql, params)) } satisfies Queryable), options);
          return transaction;
        },
      });
    const now = () => new Date();
    const deps = (db: Database): SportsGamesDeps => ({ db, publisher: { announce: () => undefined }, listeners: [pickemSettlementListener({ podium: { schedule: () => undefined }, now })], now, unsettled: new Map() });
    const { changes } = await storeFeedGames(deps(server.db), [{ ...sports, status: 'Q1', periodScores: { away: [7], home: [0] } }]);
    await followFeedChanges(deps(counting(server.db)), changes);

    expect(statements.filter((sql) => sql.includes('podium_version = podium_version + 1'))).toHaveLength(1);
    expect(statements.filter((sql) => /from user_games ug/.test(sql))).toHaveLength(1);
    expect((await podiums()).map((row, i) => (row as { podium_version: number }).podium_version - (before[i] as { podium_version: number }).podium_version)).toEqual([1, 1, 1, 1]);
    const { rows: added } = await server.db.query('select data from topic_events where topic = $1 order by version offset $2', [userGamesTopic.topic({ uid: playerUid }), summariesBefore.n]);
    const live = (added as Array<{ data: UserGamesEvent }>).flatMap(({ data }) => (data.kind === 'summary.updated' ? [[data.game.gameId, data.game.gamePhase]] : []));
    expect(live.sort()).toEqual(games.map((id) => [id, 'Live']).sort());
  });
});
