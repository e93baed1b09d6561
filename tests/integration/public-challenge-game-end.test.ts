// A public challenge's game end (decision 046, amended): the refresh that ends the game publishes
// its leaderboard with each entry's beans, taken from its score, before any ledger row is written;
// the ledger, the balances and the season's standings follow in a settlement of their own. A crash
// between the two (the refresh run alone) leaves the settlement due, and the season clock's next
// turn finishes it, once; a stat correction after it writes only the difference, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import { QuestionsGameSchema } from '../../src/contracts/pickem.js';
import { SeasonLoadSchema } from '../../src/contracts/season-load.js';
import { SeasonLeaderboardSchema, SeasonTickResultSchema } from '../../src/contracts/seasons.js';
import type { SportsGame } from '../../src/contracts/sports.js';
import { MeSchema } from '../../src/contracts/users.js';
import { findOwnEntries } from '../../src/server/db/repositories/pickem-own-entries.repository.js';
import { findGamesDueSettlement } from '../../src/server/db/repositories/pickem-settlement-due.repository.js';
import { upsertSportsGame } from '../../src/server/db/repositories/sports-games.repository.js';
import { settleDueGames } from '../../src/server/services/pickem-game-end-settlement.service.js';
import { refreshQuestionsGame } from '../../src/server/services/pickem-refresh.js';
import { runCommand } from '../../src/server/services/publisher.js';
import { slateMlbGame } from '../../src/web/testing/sports-games.js';
import { joinOk, pickOk } from '../factories/pickem-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

// Los Angeles is UTC-7 in July: 5am Pacific is 12:00 UTC.
const JULY_4_FIVE_AM = Date.parse('2026-07-04T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const quiet = { announce: () => undefined };

describe.each(engines)('a public challenge’s game end on %s', (engine) => {
  let server: TestServer;
  let clock = JULY_4_FIVE_AM - DAY;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => new Date(clock) });
  });
  afterAll(async () => {
    await server.stop();
  });

  const tick = async (ms: number) => {
    const response = await postJson(server, '/api/dev/seasons/tick', { at: new Date(ms).toISOString() });
    expect(response.status).toBe(200);
    return SeasonTickResultSchema.parse(await response.json());
  };
  const page = async (ref: string) => SeasonLoadSchema.parse(await (await fetch(`${server.url}/api/seasons/${ref}/load`)).json()).page;
  const board = async () => SeasonLeaderboardSchema.parse(await (await fetch(`${server.url}/api/seasons/publicMlbPickem/leaderboard?scope=season`)).json());
  const uidOf = async (cookie: string) => MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user!.uid;
  const store = (game: SportsGame) => upsertSportsGame(server.db, game, new Date(clock), null);
  const refresh = (gameId: GameId) => runCommand(server.db, quiet, (tx, publish) => refreshQuestionsGame(tx, publish, gameId, new Date(clock)));
  const final = (game: SportsGame, away: number, home: number): SportsGame => ({ ...game, status: 'FT', periodScores: { away: [away, 0, 0, 0, 0, 0, 0, 0, 0], home: [home, 0, 0, 0, 0, 0, 0, 0, 0] } });
  const ledger = async (gameId: GameId) =>
    (await server.db.query<{ uid: string; amount: number; reason: string }>('select uid, amount, reason from bean_transactions where game_id = $1 order by id', [gameId])).rows;
  const balances = async (uids: readonly string[]) =>
    (await server.db.query<{ uid: string; balance: number }>('select uid, balance from bean_balances where uid = any($1::text[])', [uids])).rows;

  const day = slateMlbGame('end-mlb-0704-a', '2026-07-04T20:05:00.000Z', 2.7, 1.5);
  const night = slateMlbGame('end-mlb-0704-b', '2026-07-05T02:10:00.000Z');

  it('publishes the leaderboard with its beans first, and a settlement left undone is finished once by the clock; a correction writes its difference once', async () => {
    for (const game of [day, night]) await store(game);
    clock = JULY_4_FIVE_AM + 30_000;
    await tick(clock);
    const gameId = (await page('publicMlbPickem')).latest!.gameId;

    clock = JULY_4_FIVE_AM + HOUR;
    const alice = await anonymousCookie(server);
    const bob = await anonymousCookie(server);
    const a = await joinOk(server, alice, gameId);
    const b = await joinOk(server, bob, gameId);
    await pickOk(server, alice, gameId, a.entryId, 0, 'Away'); // the underdog, 18 points
    await pickOk(server, alice, gameId, a.entryId, 1, 'Home');
    await pickOk(server, bob, gameId, b.entryId, 0, 'Home');
    await pickOk(server, bob, gameId, b.entryId, 1, 'Home');
    for (const [cookie, entryId] of [[alice, a.entryId], [bob, b.entryId]] as const) {
      expect((await postJson(server, `/api/games/${gameId}/entries/${entryId}/submit`, {}, { cookie })).status).toBe(200);
    }
    const [aliceUid, bobUid] = [await uidOf(alice), await uidOf(bob)];

    // The game ends; the refresh commits and nothing follows it (a crash before the settlement).
    clock = JULY_4_FIVE_AM + DAY;
    await store(final(day, 5, 2)); // away wins: alice's underdog
    await store(final(night, 1, 3)); // home wins: both
    await refresh(gameId);
    const ended = QuestionsGameSchema.parse(await (await fetch(`${server.url}/api/games/${gameId}`)).json());
    expect(ended.gamePhase).toBe('Over');
    // Score plus the entry incentive of 5, before the ledger holds a row.
    expect(ended.entries.map((e) => [e.uid, e.rank, e.wonBeans])).toEqual([
      [aliceUid, 1, 33],
      [bobUid, 2, 15],
    ]);
    expect((await findOwnEntries(server.db, gameId, aliceUid)).entries.map((e) => e.standing?.wonBeans)).toEqual([33]);
    // The season page's first load repeats those columns.
    const load = SeasonLoadSchema.parse(await (await fetch(`${server.url}/api/seasons/publicMlbPickem/load`, { headers: { cookie: bob } })).json());
    expect(load.ownEntries?.entries.map((e) => e.standing?.wonBeans)).toEqual([15]);
    expect(await ledger(gameId)).toEqual([]);
    expect(await balances([aliceUid, bobUid])).toEqual([]);
    expect((await board()).rows).toEqual([]);
    expect(await findGamesDueSettlement(server.db, [gameId])).toEqual([gameId]);

    // The clock's next turn finds the settlement due and runs it; the turn after has nothing to do.
    expect((await tick(clock + 60_000)).settled).toBeGreaterThanOrEqual(1);
    expect(await findGamesDueSettlement(server.db, [gameId])).toEqual([]);
    const awarded = await ledger(gameId);
    expect(awarded.map((r) => [r.uid, r.amount, r.reason]).sort()).toEqual([
      [aliceUid, 33, 'award'],
      [bobUid, 15, 'award'],
    ].sort());
    expect((await board()).rows.map((r) => [r.uid, r.jellyBeans, r.wins])).toEqual([
      [aliceUid, 33, 1],
      [bobUid, 15, 0],
    ]);
    // A later turn writes nothing more. (It may still find a settlement run due: the server's own
    // podium and lock jobs refresh the game in the background, late under load, and a run that
    // finds nothing to change is allowed; what it writes is what counts.)
    await tick(clock + 120_000);
    await settleDueGames(server.db, quiet, () => new Date(clock), [gameId]);
    expect(await ledger(gameId)).toHaveLength(2);

    // A stat correction turns the day game around: published first, then its difference, once.
    await store(final(day, 2, 5));
    await refresh(gameId);
    const corrected = QuestionsGameSchema.parse(await (await fetch(`${server.url}/api/games/${gameId}`)).json());
    expect(corrected.entries.map((e) => [e.uid, e.wonBeans])).toEqual([
      [bobUid, 25],
      [aliceUid, 15],
    ]);
    await settleDueGames(server.db, quiet, () => new Date(clock), [gameId]);
    expect(await findGamesDueSettlement(server.db, [gameId])).toEqual([]);
    await refresh(gameId); // the same result again: nothing more is due
    expect(await findGamesDueSettlement(server.db, [gameId])).toEqual([]);
    await tick(clock + 180_000);
    const rows = await ledger(gameId);
    expect(rows.filter((r) => r.uid === aliceUid).map((r) => [r.amount, r.reason])).toEqual([
      [33, 'award'],
      [-18, 'correction'],
    ]);
    expect(rows.filter((r) => r.uid === bobUid).map((r) => [r.amount, r.reason])).toEqual([
      [15, 'award'],
      [10, 'correction'],
    ]);
    expect(new Map((await balances([aliceUid, bobUid])).map((r) => [r.uid, r.balance]))).toEqual(new Map([[aliceUid, 15], [bobUid, 25]]));
    expect((await board()).rows.map((r) => [r.uid, r.jellyBeans, r.wins])).toEqual([
      [bobUid, 25, 1],
      [aliceUid, 15, 0],
    ]);
  });
});
