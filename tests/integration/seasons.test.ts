// Seasons (docs/product/seasons.md): the season clock makes each public challenge's game once, at
// 5am Pacific, from the Los Angeles day's slate (the NFL week's for football), through a race of
// two clocks and a restart; a day without games makes none; a finished game settles the season's
// standings once and a stat correction moves only the difference; Extend for Season turns a
// host's pool into a season of its own; and every forged or misplaced request changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import { QuestionsGameSchema } from '../../src/contracts/pickem.js';
import { SeasonLoadSchema } from '../../src/contracts/season-load.js';
import { ExtendedSeasonSchema, SeasonLeaderboardSchema, SeasonTickResultSchema } from '../../src/contracts/seasons.js';
import type { SeasonTickResult } from '../../src/contracts/seasons.js';
import type { SportsGame } from '../../src/contracts/sports.js';
import { MeSchema } from '../../src/contracts/users.js';
import { upsertSportsGame } from '../../src/server/db/repositories/sports-games.repository.js';
import { settleDueGames } from '../../src/server/services/pickem-game-end-settlement.service.js';
import { refreshQuestionsGame } from '../../src/server/services/pickem-refresh.js';
import { runCommand } from '../../src/server/services/publisher.js';
import { readUserGames } from '../../src/server/services/user-games.service.js';
import { slateMlbGame, footballGame } from '../../src/web/testing/sports-games.js';
import { createPickem, joinOk, pickOk, slateInput } from '../factories/pickem-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

// Los Angeles is UTC-7 in July: 5am Pacific is 12:00 UTC.
const JULY_4_FIVE_AM = Date.parse('2026-07-04T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(engines)('seasons on %s', (engine) => {
  let server: TestServer;
  let clock = JULY_4_FIVE_AM - DAY;
  const at = (ms: number) => new Date(ms).toISOString();

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => new Date(clock) });
  });
  afterAll(async () => {
    await server.stop();
  });

  const tick = async (ms: number): Promise<SeasonTickResult> => {
    const response = await postJson(server, '/api/dev/seasons/tick', { at: at(ms) });
    expect(response.status).toBe(200);
    return SeasonTickResultSchema.parse(await response.json());
  };
  const page = async (ref: string) => SeasonLoadSchema.parse(await (await fetch(`${server.url}/api/seasons/${ref}/load`)).json()).page;
  const board = async (ref: string, cookie?: string, scope = 'season') =>
    SeasonLeaderboardSchema.parse(await (await fetch(`${server.url}/api/seasons/${ref}/leaderboard?scope=${scope}`, { headers: cookie ? { cookie } : {} })).json());
  const uidOf = async (cookie: string) => MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user!.uid;
  const store = (game: SportsGame) => upsertSportsGame(server.db, game, new Date(clock), null);
  // The feed's path: the refresh publishes the game's end, its settlement follows in a transaction of its own.
  const settle = async (gameId: GameId) => {
    await runCommand(server.db, { announce: () => undefined }, (tx, publish) => refreshQuestionsGame(tx, publish, gameId, new Date(clock)));
    await settleDueGames(server.db, { announce: () => undefined }, () => new Date(clock), [gameId]);
  };
  const final = (game: SportsGame, away: number, home: number): SportsGame => ({ ...game, status: 'FT', periodScores: { away: [away, 0, 0, 0, 0, 0, 0, 0, 0], home: [home, 0, 0, 0, 0, 0, 0, 0, 0] } });

  // July 4th's MLB slate: a day game and a night game (7:10pm Pacific is 02:10 UTC on the 5th), and one on the 5th.
  const day = slateMlbGame('season-mlb-0704-a', '2026-07-04T20:05:00.000Z', 2.7, 1.5);
  const night = slateMlbGame('season-mlb-0704-b', '2026-07-05T02:10:00.000Z');
  const tomorrow = slateMlbGame('season-mlb-0705-a', '2026-07-05T20:05:00.000Z');
  let july4: GameId;

  it('makes each season’s game at 5am Pacific from the Los Angeles day’s slate, once, whoever runs the clock', async () => {
    for (const game of [day, night, tomorrow]) await store(game);
    // 4:59am Pacific: the 3rd's challenge is still the open one, and the 3rd had no games.
    expect((await tick(JULY_4_FIVE_AM - 60_000)).created).toEqual([]);

    // Two clocks at 5:00:30 (two leaders in a race, or one restarted mid-rollover): one game per season.
    clock = JULY_4_FIVE_AM + 30_000;
    const [first, second] = await Promise.all([tick(JULY_4_FIVE_AM + 30_000), tick(JULY_4_FIVE_AM + 30_000)]);
    const created = [...first.created, ...second.created];
    const season = await page('publicMlbPickem');
    expect(created.filter((c) => c.seasonId === season.season.id)).toHaveLength(1);
    expect(await tick(JULY_4_FIVE_AM + 31_000)).toEqual({ created: [], settled: 0 });

    expect(season.season).toMatchObject({ tag: 'publicMlbPickem', name: 'MLB Pick’em 2026', cadence: 'daily', path: '/baseball-pool' });
    expect(season.latest).toMatchObject({ ordinal: 1, label: 'Day 1', playerCount: 0, gamePhase: 'Pending', firstLockTime: day.gameTime });
    expect(season.nextOpening).toBe('2026-07-05T12:00:00.000Z');
    july4 = season.latest!.gameId;
    const game = QuestionsGameSchema.parse(await (await fetch(`${server.url}/api/games/${july4}`)).json());
    expect(game.questions.map((q) => q.type === 'PropsQuestion' ? null : q.sportsGameId)).toEqual([day.id, night.id]);
    expect(game.host.publicId?.handle).toBe('Sportsball');
    expect(game.scoring).toEqual({ type: 'PointsToBeans', entryIncentiveJellyBeans: 5 });
    expect(game.season).toEqual({ id: season.season.id, tag: 'publicMlbPickem', ordinal: 1, label: 'Day 1', isLatest: true, path: '/baseball-pool' });
    // The underdog pays more, from its odds; the favourite 10.
    expect(game.questions[0]!.choices.map((c) => c.points)).toEqual([18, 10]); // away, home
    // The daily pick took the day's busiest league, MLB here.
    expect((await page('dailyPick')).latest?.label).toBe('Day 1');
  });

  it('settles the finished game into the standings once; a stat correction moves only the difference', async () => {
    clock = JULY_4_FIVE_AM + HOUR;
    const alice = await anonymousCookie(server);
    const bob = await anonymousCookie(server);
    const a = await joinOk(server, alice, july4);
    const b = await joinOk(server, bob, july4);
    await pickOk(server, alice, july4, a.entryId, 0, 'Away'); // the underdog, 18 points
    await pickOk(server, alice, july4, a.entryId, 1, 'Home');
    await pickOk(server, bob, july4, b.entryId, 0, 'Home');
    await pickOk(server, bob, july4, b.entryId, 1, 'Home');
    for (const cookie of [alice, bob]) {
      const entryId = cookie === alice ? a.entryId : b.entryId;
      expect((await postJson(server, `/api/games/${july4}/entries/${entryId}/submit`, {}, { cookie })).status).toBe(200);
    }
    expect((await page('publicMlbPickem')).latest?.playerCount).toBe(2);
    // Public challenges stay off My Games: they have pages of their own.
    expect((await readUserGames(server.db, await uidOf(alice))).games).toEqual([]);

    clock = JULY_4_FIVE_AM + DAY;
    const versionBefore = (await page('publicMlbPickem')).season.standingsVersion;
    await store(final(day, 5, 2)); // away wins: alice's underdog
    await store(final(night, 1, 3)); // home wins: both
    await settle(july4);
    // The season's page says its standings moved, so an open leaderboard reads them again.
    expect((await page('publicMlbPickem')).season.standingsVersion).toBeGreaterThan(versionBefore);
    const [aliceUid, bobUid] = [await uidOf(alice), await uidOf(bob)];
    const standings = await board('publicMlbPickem', alice);
    expect(standings.rows.map((r) => [r.uid, r.rank, r.jellyBeans, r.wins, r.podiums, r.plays])).toEqual([
      [aliceUid, 1, 33, 1, 1, 1],
      [bobUid, 2, 15, 0, 1, 1],
    ]);
    expect(standings.viewer?.uid).toBe(aliceUid);
    expect(standings.players).toBe(2);

    // Settling again unchanged (the clock's sweep, a repeated feed tick) adds nothing.
    await settle(july4);
    expect((await tick(JULY_4_FIVE_AM + DAY + 60_000)).settled).toBe(0);
    expect((await board('publicMlbPickem')).rows.map((r) => r.jellyBeans)).toEqual([33, 15]);

    // A stat correction turns the day game around: bob's favourite won after all.
    await store(final(day, 2, 5));
    await settle(july4);
    const corrected = await board('publicMlbPickem');
    expect(corrected.rows.map((r) => [r.uid, r.rank, r.jellyBeans, r.wins])).toEqual([
      [bobUid, 1, 25, 1],
      [aliceUid, 2, 15, 0],
    ]);
    // The ledger says how: an award, then a visible correction; balances are its sums.
    const ledger = await server.db.query<{ uid: string; amount: number; reason: string }>(
      'select uid, amount, reason from bean_transactions where game_id = $1 order by id',
      [july4],
    );
    expect(ledger.rows.filter((r) => r.uid === aliceUid).map((r) => [r.amount, r.reason])).toEqual([
      [33, 'award'],
      [-18, 'correction'],
    ]);
    const sums = await server.db.query<{ uid: string; standing: number; ledger: number }>(
      `select s.uid, s.jelly_beans as standing, (select sum(amount) from bean_transactions bt where bt.uid = s.uid and bt.game_id = $1)::float8 as ledger
         from season_standings s where s.season_id = $2`,
      [july4, (await page('publicMlbPickem')).season.id],
    );
    for (const row of sums.rows) expect(row.standing).toBeCloseTo(row.ledger, 9);
    // All time sums every season of the tag: one so far.
    expect((await board('publicMlbPickem', undefined, 'allTime')).rows.map((r) => r.jellyBeans)).toEqual([25, 15]);
  });

  it('makes no game on a day without one, and the page says when the next challenge opens', async () => {
    const july6 = JULY_4_FIVE_AM + 2 * DAY;
    clock = july6 + 60_000;
    const result = await tick(clock);
    const season = await page('publicMlbPickem');
    expect(result.created.filter((c) => c.seasonId === season.season.id)).toEqual([]);
    expect(season.nextOpening).toBe('2026-07-07T12:00:00.000Z');
    // The latest game stays the 5th's (made by the clock's turn at 5am that day).
    expect(season.latest?.label).toBe('Day 2');
  });

  it('turns a host’s pool into a season of its own, and the clock makes its next week for the same members', async () => {
    clock = Date.parse('2026-11-24T13:00:00Z'); // Tuesday 5am Pacific
    const week = (n: number, id: string, gameTime: string) => footballGame({ id, gameTime, date: gameTime.slice(0, 10), week: n });
    const thursday = week(13, 'season-nfl-w13-a', '2026-11-27T01:15:00.000Z');
    const sunday = week(13, 'season-nfl-w13-b', '2026-11-29T21:25:00.000Z');
    for (const game of [thursday, sunday]) await store(game);
    const host = (await signInByEmail(server, uniqueEmail('season-host'))).cookie;
    const { gameId } = await createPickem(server, host, slateInput([thursday.id, sunday.id], { name: 'Office pick’em', scoring: { type: 'PointsToBeans', entryIncentiveJellyBeans: 0 } }));
    const player = await anonymousCookie(server);
    await joinOk(server, player, gameId);

    // Only the host; never on a game already in a season.
    expect((await postJson(server, `/api/pickem/games/${gameId}/extend-season`, {}, { cookie: player })).status).toBe(403);
    const response = await postJson(server, `/api/pickem/games/${gameId}/extend-season`, {}, { cookie: host });
    expect(response.status).toBe(200);
    const extended = ExtendedSeasonSchema.parse(await response.json());
    expect(extended.path).toBe(`/seasons/${extended.seasonId}`);
    // Asking again answers the same season.
    expect(ExtendedSeasonSchema.parse(await (await postJson(server, `/api/pickem/games/${gameId}/extend-season`, {}, { cookie: host })).json())).toEqual(extended);
    const own = await page(extended.seasonId);
    expect(own.season).toMatchObject({ tag: null, name: 'Office pick’em', cadence: 'weekly' });
    expect(own.latest).toMatchObject({ gameId, ordinal: 1, label: 'Week 13' });

    // The next week's games arrive; the clock opens week 14 at the first 5am after week 13's last kickoff.
    const next = week(14, 'season-nfl-w14-a', '2026-12-04T01:15:00.000Z');
    const footballFinal = (game: SportsGame): SportsGame => ({ ...game, status: 'FT', periodScores: { away: [7, 0, 3, 7], home: [0, 14, 0, 0] } });
    for (const game of [footballFinal(thursday), footballFinal(sunday), next]) await store(game);
    const made = await tick(Date.parse('2026-12-01T13:00:30Z'));
    const mine = made.created.find((c) => c.seasonId === extended.seasonId);
    expect(mine?.label).toBe('Week 14');
    // The same members find it in My Games; the old game is no longer the season's latest.
    const playerGames = await readUserGames(server.db, await uidOf(player));
    expect(playerGames.games.map((g) => g.gameId)).toContain(mine!.gameId);
    const old = QuestionsGameSchema.parse(await (await fetch(`${server.url}/api/games/${gameId}`)).json());
    expect(old.season).toMatchObject({ ordinal: 1, isLatest: false });
    // A season game stays with its season: the host cannot delete it, nor extend it again.
    expect((await postJson(server, `/api/pickem/games/${mine!.gameId}/extend-season`, {}, { cookie: host })).status).toBe(409);
    expect((await postJson(server, `/api/games/${mine!.gameId}/delete`, {}, { cookie: host })).status).toBe(409);
  });

  it('refuses forged seasons, bots in a challenge and bad queries, and changes nothing', async () => {
    expect((await fetch(`${server.url}/api/seasons/baseball/load`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/seasons/AAAAAAAAAAAAAAAAAAAA/load`)).status).toBe(404);
    // The page comes with its first load only: the season alone is no longer a route of its own.
    expect((await fetch(`${server.url}/api/seasons/publicMlbPickem`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/seasons/publicMlbPickem/leaderboard?scope=everything`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/seasons/publicMlbPickem/leaderboard?viewer=someone`)).status).toBe(400);
    expect((await postJson(server, '/api/dev/seasons/tick', { at: 'tomorrow' })).status).toBe(400);

    // A fresh day's challenge, entered by a crawler's request with a person's cookie.
    clock = Date.parse('2026-07-10T13:00:00Z');
    await store(slateMlbGame('season-mlb-0710-a', '2026-07-10T23:05:00.000Z'));
    const made = await tick(clock);
    const gameId = made.created[0]!.gameId;
    const cookie = await anonymousCookie(server);
    const bot = await postJson(server, `/api/games/${gameId}/entries`, {}, { cookie, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(bot.status).toBe(403);
    const count = await server.db.query<{ n: number }>('select count(*)::int as n from pickem_entries where game_id = $1', [gameId]);
    expect(count.rows[0]?.n).toBe(0);
  });
});
