// A feed tick's pick'em refresh reads its chunk's games together (pickem-refresh-inputs.ts; decision
// 054): each game's inputs must be exactly what it reads alone (the refresh of one game is a
// chunk of one) — its row, questions, sports games, entries, locked answers only, tiebreaker answers,
// ledger and audit log — in a number of statements that does not grow with the chunk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import type { Queryable } from '../../src/server/db/database.js';
import { readRefreshInputsOfGames } from '../../src/server/services/pickem-refresh-inputs.js';
import { createPickem, entryCommand, joinOk, pickOk, propsInput, slateInput } from '../factories/pickem-games.js';
import { storeSportsGame } from '../factories/squares-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

describe.each(engines)('a chunk’s pick’em refresh inputs on %s', (engine) => {
  let server: TestServer;
  const gameIds: GameId[] = [];
  let slateId: GameId;
  let propsId: GameId;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const sports = [];
    for (let i = 0; i < 3; i++) sports.push(await storeSportsGame(server.db));
    const host = await anonymousCookie(server);
    const withTiebreaker = await createPickem(server, host, slateInput(sports.map((g) => g.id), { tiebreaker: { type: 'TotalPointsPick', sportsGameId: sports[2]!.id } }));
    const sharing = await createPickem(server, host, slateInput([sports[1]!.id]));
    const props = await createPickem(server, host, propsInput(new Date(Date.now() + 86_400_000)));
    const empty = await createPickem(server, host, slateInput([sports[0]!.id]));
    for (const { gameId } of [withTiebreaker, sharing, props]) {
      const { entryId } = await joinOk(server, host, gameId);
      await pickOk(server, host, gameId, entryId, 0, gameId === props.gameId ? 'Yes' : 'Home');
      await server.db.query("insert into bean_transactions (uid, game_id, entry_id, amount, reason, created_at) select uid, game_id, id, 12.5, 'award', now() from pickem_entries where id = $1", [entryId]);
    }
    const { entryId } = await joinOk(server, host, withTiebreaker.gameId);
    await pickOk(server, host, withTiebreaker.gameId, entryId, 1, 'Away');
    expect((await entryCommand(server, host, withTiebreaker.gameId, entryId, 'tiebreaker', { value: 41 })).status).toBe(200);
    await server.db.query("insert into pickem_audit_log (game_id, at, subject, change, by_name) values ($1, now(), 'Question 1', 'Settled: Yes', 'Host')", [props.gameId]);
    // One question locked: its answers are read, the open ones' are not.
    await server.db.query('update pickem_questions set locked_at = now() where game_id = $1 and question = 1', [withTiebreaker.gameId]);
    slateId = withTiebreaker.gameId;
    propsId = props.gameId;
    gameIds.push(withTiebreaker.gameId, sharing.gameId, props.gameId, empty.gameId);
    gameIds.sort();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('gives each game what it reads alone, and leaves out a game that is gone', async () => {
    await server.db.transaction(async (tx) => {
      const together = await readRefreshInputsOfGames(tx, [...gameIds, 'gone0000000000000000' as GameId]);
      expect([...together.keys()]).toEqual(gameIds);
      for (const gameId of gameIds) expect(together.get(gameId)).toEqual((await readRefreshInputsOfGames(tx, [gameId])).get(gameId));
      const withTiebreaker = [...together.values()].find((inputs) => inputs.stored.id === slateId)!;
      expect(withTiebreaker.sports.size).toBe(3);
      expect(withTiebreaker.everyEntry?.entries).toHaveLength(2);
      expect([...(withTiebreaker.everyEntry?.lockedAnswers.values() ?? [])]).toEqual([[{ question: 1, choice: 'Away' }]]);
      expect([...(withTiebreaker.everyEntry?.tiebreakerAnswers.values() ?? [])]).toEqual([41]);
      expect([...(withTiebreaker.everyEntry?.ledger.values() ?? [])]).toEqual([12.5]);
      expect(together.get(propsId)?.auditLog).toMatchObject([{ subject: 'Question 1', change: 'Settled: Yes', by: 'Host' }]);
    });
  });

  it('reads a chunk of four games in as many statements as a chunk of one', async () => {
    const statementsFor = async (ids: readonly GameId[]) => {
      let statements = 0;
      await server.db.transaction(async (tx) => {
        const counting: Queryable = { query: (sql, params) => ((statements += 1), tx.query(sql, params)) };
        await readRefreshInputsOfGames(counting, ids);
      });
      return statements;
    };
    expect(await statementsFor(gameIds)).toBe(await statementsFor([slateId]));
  });
});
