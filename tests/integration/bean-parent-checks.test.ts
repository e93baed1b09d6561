// The ledger, the balances and the season's results check their parents once per statement
// (migration 029) instead of by foreign key: a row without its user or season game is refused,
// a whole statement with it, whatever path writes it; a key is never rewritten to an orphan; and
// deleting a user or a season game deletes their rows, as the foreign keys' cascade did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import { createPickem, propsInput } from '../factories/pickem-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const SEASON = 'parentcheckseason';
const [ANN, BEN, CAL] = ['parentann', 'parentben', 'parentcal'];

describe.each(engines)('the ledger’s statement-level parent checks on %s', (engine) => {
  let server: TestServer;
  const games: GameId[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine);
    const cookie = await anonymousCookie(server);
    for (let i = 0; i < 2; i++) games.push((await createPickem(server, cookie, propsInput(new Date(Date.now() + 86_400_000)))).gameId);
    await server.db.query(`insert into users (uid, type) select unnest($1::text[]), 'anonymous'`, [[ANN, BEN, CAL]]);
    await server.db.query(
      `insert into seasons (id, tag, year, name, cadence, league, question_type, jelly_beans_per_entry, owner_uid, created_at)
       values ($1, null, 2026, 'Parents', 'weekly', null, 'StraightUp', 5, $2, now())`,
      [SEASON, ANN],
    );
    for (const [i, gameId] of games.entries()) {
      await server.db.query(`insert into season_games (game_id, season_id, ordinal, slate_key, label, is_latest) values ($1, $2, $3, $4, $4, $5)`, [gameId, SEASON, i + 1, `week-${i + 1}`, i === 1]);
    }
  });
  afterAll(async () => {
    await server.stop();
  });

  const count = async (sql: string, params: unknown[]) => Number((await server.db.query<{ n: string }>(`select count(*)::text as n from ${sql}`, params)).rows[0]!.n);
  const refused = async (sql: string, params: unknown[]) => {
    await expect(server.db.query(sql, params)).rejects.toMatchObject({ code: '23503' });
  };
  const ledgerRow = `insert into bean_transactions (uid, game_id, entry_id, amount, reason, created_at) values `;

  it('refuses a row whose user or season game is missing, and the whole statement with it', async () => {
    const [gameId] = games as [GameId, GameId];
    await refused(`${ledgerRow} ($1, $2, 'e1', 5, 'award', now()), ('nobody', $2, 'e2', 5, 'award', now())`, [ANN, gameId]);
    await refused(`insert into bean_balances (uid, balance) values ($1, 5), ('nobody', 5)`, [ANN]);
    await refused(`insert into season_game_results (game_id, uid, wins, podiums, plays, jelly_beans) values ($1, 'nobody', 0, 0, 1, 0)`, [gameId]);
    await refused(`insert into season_game_results (game_id, uid, wins, podiums, plays, jelly_beans) values ('nogame', $1, 0, 0, 1, 0)`, [ANN]);
    expect(await count('bean_transactions where uid = $1', [ANN])).toBe(0);
    expect(await count('bean_balances where uid = $1', [ANN])).toBe(0);

    // Rows with their parents go in; a key cannot be moved to an orphan.
    await server.db.query(`${ledgerRow} ($1, $2, 'e1', 5, 'award', now())`, [ANN, gameId]);
    await server.db.query(`insert into bean_balances (uid, balance) values ($1, 5)`, [ANN]);
    await server.db.query(`insert into season_game_results (game_id, uid, wins, podiums, plays, jelly_beans) values ($1, $2, 1, 1, 1, 5)`, [gameId, ANN]);
    await refused('update bean_transactions set uid = $2 where uid = $1', [ANN, 'nobody']);
    await refused('update bean_balances set uid = $2 where uid = $1', [ANN, BEN]);
    await refused('update season_game_results set game_id = $2 where uid = $1', [ANN, 'nogame']);
    // An upsert sets figures only, and goes through.
    await server.db.query('insert into bean_balances (uid, balance) values ($1, 2) on conflict (uid) do update set balance = bean_balances.balance + excluded.balance', [ANN]);
    expect((await server.db.query<{ balance: number }>('select balance from bean_balances where uid = $1', [ANN])).rows).toEqual([{ balance: 7 }]);
    // Moving a player's rows to another user (promotion) is checked and allowed.
    await server.db.query('update bean_transactions set uid = $2 where uid = $1', [ANN, CAL]);
    await server.db.query('update bean_transactions set uid = $2 where uid = $1', [CAL, ANN]);
  });

  it('deletes a user’s and a season game’s rows with them', async () => {
    const [first, second] = games as [GameId, GameId];
    for (const uid of [BEN, CAL]) {
      await server.db.query(`${ledgerRow} ($1, $2, 'e-' || $1, 3, 'award', now())`, [uid, second]);
      await server.db.query(`insert into bean_balances (uid, balance) values ($1, 3)`, [uid]);
      await server.db.query(`insert into season_game_results (game_id, uid, wins, podiums, plays, jelly_beans) values ($1, $2, 0, 1, 1, 3)`, [second, uid]);
    }
    await server.db.query('delete from users where uid = $1', [BEN]);
    for (const table of ['bean_transactions', 'bean_balances', 'season_game_results']) {
      expect(await count(`${table} where uid = $1`, [BEN])).toBe(0);
      expect(await count(`${table} where uid = $1`, [CAL])).toBe(1);
    }
    // The ledger outlives its game; a season game's results go with it (here with the game itself).
    await server.db.query('delete from games where id = $1', [first]);
    expect(await count('season_game_results where game_id = $1', [first])).toBe(0);
    expect(await count('bean_transactions where game_id = $1', [first])).toBe(1);
    await server.db.query('delete from season_games where game_id = $1', [second]);
    expect(await count('season_game_results where game_id = $1', [second])).toBe(0);
  });
});
