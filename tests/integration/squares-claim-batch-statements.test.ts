// A claim batch's cost must not grow with the players it adds to the game (decision 050): each
// first claim tells its player's My Games in a fixed number of statements inside the batch's
// transaction, not three per player; the host's row is left to the host summaries (decision 056).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.js';
import { createSquareClaims } from '../../src/server/services/squares-claims.service.js';
import { sessionTokenHash } from '../../src/server/services/sessions.service.js';
import { createGame, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const initialsOf = (i: number) => `Q${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;
const tokenHashOf = (cookie: string) => sessionTokenHash(decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)));

describe.each(engines)('a squares claim batch on %s', (engine) => {
  let server: TestServer;
  let host: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
  });
  afterAll(async () => {
    await server.stop();
  });

  /** `players` first claims on a new game, submitted together so that they run as one batch. */
  const firstClaims = async (players: number) => {
    const sports = await storeSportsGame(server.db);
    const { gameId } = await createGame(server, host, sportsGameInput(sports.id));
    const cookies = await Promise.all(Array.from({ length: players }, () => anonymousCookie(server)));
    let statements = 0;
    const counting: Database = {
      ...server.db,
      transaction: (fn, options) =>
        server.db.transaction(
          (tx) =>
            fn({
              query: (sql, params) => {
                statements++;
                return tx.query(sql, params);
              },
            }),
          options,
        ),
    };
    const hostRows = () => summariesOf(gameId).then((rows) => rows.find((r) => r.host)?.n ?? 0);
    const hostBefore = await hostRows();
    const batches: number[] = [];
    const hostChanges: Array<[string, string]> = [];
    const hostSummaries = { changed: (uid: string, id: string) => void hostChanges.push([uid, id]), flush: () => Promise.resolve(), close: () => Promise.resolve() };
    const claims = createSquareClaims({ db: counting, publisher: { announce: () => undefined }, now: () => new Date(), hostSummaries, onClaimBatch: (size) => batches.push(size) });
    await Promise.all(cookies.map((cookie, i) => claims.submit(gameId, { kind: 'claim', tokenHash: tokenHashOf(cookie) ?? '', square: i, input: { initials: initialsOf(i) } })));
    expect(batches).toEqual([players]);
    return { gameId, statements, hostBefore, hostChanges };
  };

  it('tells every new player their My Games row in as many statements for 6 players as for 2, and the host once after commit', async () => {
    const two = await firstClaims(2);
    const six = await firstClaims(6);
    expect(six.statements).toBe(two.statements);

    // Each player whose first square landed got exactly one summary of the game; the host's row
    // was not logged inside the batch, and the host summaries heard of the game once.
    const rows = await summariesOf(six.gameId);
    expect(rows).toHaveLength(7);
    expect(rows.map((r) => r.n)).toEqual([1, 1, 1, 1, 1, 1, six.hostBefore]);
    expect(rows[6]?.host).toBe(true);
    expect(six.hostChanges).toEqual([[rows[6]?.uid, six.gameId]]);
  });

  /** Per participant of the game, how many summaries of it their My Games topic logged; the host last. */
  const summariesOf = async (gameId: string) => {
    const { rows } = await server.db.query<{ uid: string; n: number; host: boolean }>(
      `select u.uid, (select count(*)::int from topic_events e where e.topic = 'user:' || u.uid || ':games'
           and e.data->>'kind' = 'summary.updated' and e.data->'game'->>'gameId' = $1) as n, u.uid = g.uid as host
         from user_games u join games g on g.id = u.game_id where u.game_id = $1 order by host, u.uid`,
      [gameId],
    );
    return rows;
  };
});
