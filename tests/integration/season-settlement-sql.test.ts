// Settling a season game in one statement (decision 046, amended): on seeded random games — players
// with several entries, shared ranks, ledger corrections, a player whose entry goes — the season's
// standings, ranks and per-game results are what the domain's rule (`gameFigures`, summed per
// season) gives; settling again writes nothing; a correction rewrites only the players it changed;
// and the season leaderboard's top is read off its index in rank order, without a sort.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import type { SeasonId } from '../../src/contracts/seasons.js';
import { mulberry32 } from '../../src/domain/pickem/index.js';
import { NO_FIGURES, gameFigures } from '../../src/domain/seasons/index.js';
import type { StandingFigures } from '../../src/domain/seasons/index.js';
import { findSeasonTop } from '../../src/server/db/repositories/season-standings.repository.js';
import { settleSeasonGame } from '../../src/server/services/season-standings.service.js';
import { createPickem, propsInput } from '../factories/pickem-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const SEASON = 'settlesqlseason' as SeasonId;
const PLAYERS = Array.from({ length: 30 }, (_, i) => `settleplayer${String(i).padStart(2, '0')}`);

interface Entry {
  id: string;
  uid: string;
  rank: number;
  /** Ledger rows, in hundredths of a bean. */
  amounts: number[];
}

const cents = (n: number) => Math.round(n * 100);

/**
 * The rule in the domain: each game's figures per player, summed over the season's games, ranked
 * by beans, wins, podiums. A player who once stood in the season keeps their row (`known`), at
 * zero when their only entry went.
 */
function expectedStandings(games: ReadonlyArray<readonly Entry[]>, known: readonly string[] = []) {
  const sums = new Map<string, StandingFigures>(known.map((uid) => [uid, NO_FIGURES]));
  for (const entries of games) {
    const figures = gameFigures(entries.map((e) => ({ uid: e.uid, rank: e.rank, jellyBeans: e.amounts.reduce((a, b) => a + b, 0) / 100 })));
    for (const [uid, f] of figures) {
      const held = sums.get(uid) ?? NO_FIGURES;
      sums.set(uid, { wins: held.wins + f.wins, podiums: held.podiums + f.podiums, plays: held.plays + f.plays, jellyBeans: (cents(held.jellyBeans) + cents(f.jellyBeans)) / 100 });
    }
  }
  const rows = [...sums].map(([uid, f]) => ({ uid, ...f }));
  const ahead = (a: StandingFigures, b: StandingFigures) =>
    cents(a.jellyBeans) > cents(b.jellyBeans) || (cents(a.jellyBeans) === cents(b.jellyBeans) && (a.wins > b.wins || (a.wins === b.wins && a.podiums > b.podiums)));
  return rows
    .map((r) => [r.uid, r.wins, r.podiums, r.plays, cents(r.jellyBeans), 1 + rows.filter((o) => ahead(o, r)).length] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

describe.each(engines)('settling a season game in SQL on %s', (engine) => {
  let server: TestServer;
  const games: GameId[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine);
    const cookie = await anonymousCookie(server);
    for (let i = 0; i < 2; i++) games.push((await createPickem(server, cookie, propsInput(new Date(Date.now() + 86_400_000)))).gameId);
    await server.db.query(`insert into users (uid, type) select unnest($1::text[]), 'anonymous'`, [PLAYERS]);
    await server.db.query(
      `insert into seasons (id, tag, year, name, cadence, league, question_type, jelly_beans_per_entry, owner_uid, created_at)
       values ($1, null, 2026, 'Settlement', 'weekly', null, 'StraightUp', 5, $2, now())`,
      [SEASON, PLAYERS[0]],
    );
    for (const [i, gameId] of games.entries()) {
      await server.db.query(`insert into season_games (game_id, season_id, ordinal, slate_key, label, is_latest) values ($1, $2, $3, $4, $4, $5)`, [gameId, SEASON, i + 1, `week-${i + 1}`, i === 1]);
    }
  });
  afterAll(async () => {
    await server.stop();
  });

  const writeEntries = async (gameId: GameId, entries: readonly Entry[]) => {
    await server.db.query('delete from pickem_entries where game_id = $1', [gameId]);
    await server.db.query('delete from bean_transactions where game_id = $1', [gameId]);
    for (const e of entries) {
      await server.db.query(
        `insert into pickem_entries (id, game_id, uid, entry_name, name_key, entry_owner, created_at, submitted, rank) values ($1, $2, $3, $1, $1, null, now(), true, $4)`,
        [e.id, gameId, e.uid, e.rank],
      );
      for (const [i, amount] of e.amounts.entries()) {
        await server.db.query(
          `insert into bean_transactions (uid, game_id, entry_id, amount, reason, created_at) values ($1, $2, $3, $4, $5, now())`,
          [e.uid, gameId, e.id, amount / 100, i === 0 ? 'award' : 'correction'],
        );
      }
    }
  };
  const settle = (gameId: GameId) => server.db.transaction((tx) => settleSeasonGame(tx, SEASON, gameId));
  const standings = async () =>
    (
      await server.db.query<{ uid: string; wins: number; podiums: number; plays: number; jelly_beans: number; rank: number }>(
        'select uid, wins, podiums, plays, jelly_beans, rank from season_standings where season_id = $1 order by uid',
        [SEASON],
      )
    ).rows.map((r) => [r.uid, r.wins, r.podiums, r.plays, cents(r.jelly_beans), r.rank] as const);
  const results = async (gameId: GameId) =>
    (
      await server.db.query<{ uid: string; wins: number; podiums: number; plays: number; jelly_beans: number }>(
        'select uid, wins, podiums, plays, jelly_beans from season_game_results where game_id = $1 order by uid',
        [gameId],
      )
    ).rows.map((r) => [r.uid, r.wins, r.podiums, r.plays, cents(r.jelly_beans), 0] as const);
  /** Row versions: a row written again gets a new one. */
  const versions = async (table: 'season_standings' | 'season_game_results') =>
    new Map(
      (await server.db.query<{ uid: string; v: string }>(`select uid, xmin::text as v from ${table} where ${table === 'season_standings' ? 'season_id' : 'game_id'} = $1`, [table === 'season_standings' ? SEASON : games[0]]))
        .rows.map((r) => [r.uid, r.v]),
    );

  it('gives the standings the domain’s rule gives, writes nothing when settled again, and only what a correction changed', async () => {
    const random = mulberry32(4_646);
    const game = (prefix: string, players: readonly string[], count: number): Entry[] =>
      Array.from({ length: count }, (_, i) => ({
        id: `${prefix}${String(i).padStart(3, '0')}`,
        uid: players[Math.floor(random() * players.length)]!,
        rank: 1 + Math.floor(random() * 8),
        amounts: random() < 0.15 ? [] : [Math.floor(random() * 4_000) + (random() < 0.3 ? 5 : 0)],
      }));
    const first = game('settlea', PLAYERS.slice(0, 20), 40);
    // The second game brings players the first did not have, who join the season's standings.
    const second = game('settleb', PLAYERS.slice(10), 30);

    await writeEntries(games[0]!, first);
    expect(await settle(games[0]!)).toBe(true);
    expect(await standings()).toEqual(expectedStandings([first]));
    expect(await results(games[0]!)).toEqual(expectedStandings([first]).map(([uid, w, p, pl, jb]) => [uid, w, p, pl, jb, 0]));

    // Settling again unchanged writes no row at all.
    const [standingVersions, resultVersions] = [await versions('season_standings'), await versions('season_game_results')];
    expect(await settle(games[0]!)).toBe(false);
    expect(await versions('season_standings')).toEqual(standingVersions);
    expect(await versions('season_game_results')).toEqual(resultVersions);

    await writeEntries(games[1]!, second);
    expect(await settle(games[1]!)).toBe(true);
    expect(await standings()).toEqual(expectedStandings([first, second]));

    // A correction of the first game: two entries' beans move (a visible correction row), the
    // ranks of two others change, and one player's only entry goes (their result goes with it).
    const alone = PLAYERS.slice(0, 20).find((uid) => first.filter((e) => e.uid === uid).length === 1 && !second.some((e) => e.uid === uid))!;
    expect(alone).toBeDefined();
    const corrected = first
      .filter((e) => e.uid !== alone)
      .map((e, i) => (i === 3 || i === 7 ? { ...e, amounts: [...e.amounts, -Math.min(150, e.amounts[0] ?? 0) || 250] } : i === 5 ? { ...e, rank: 1 } : i === 9 ? { ...e, rank: 4 } : e));
    await writeEntries(games[0]!, corrected);
    const before = await results(games[0]!);
    const beforeVersions = await versions('season_game_results');
    expect(await settle(games[0]!)).toBe(true);
    expect(await standings()).toEqual(expectedStandings([corrected, second], [alone]));
    const after = await results(games[0]!);
    expect(after).toEqual(expectedStandings([corrected]).map(([uid, w, p, pl, jb]) => [uid, w, p, pl, jb, 0]));
    expect(after.some(([uid]) => uid === alone)).toBe(false);
    // Only the players whose figures for the game changed have a new result row.
    const afterVersions = await versions('season_game_results');
    const unchanged = after.filter((row) => before.some((b) => JSON.stringify(b) === JSON.stringify(row))).map(([uid]) => uid);
    expect(unchanged.length).toBeGreaterThan(0);
    for (const uid of unchanged) expect(afterVersions.get(uid)).toBe(beforeVersions.get(uid));
    expect(await settle(games[0]!)).toBe(false);

    // The leaderboard's top, in rank order, from the index.
    const top = await findSeasonTop(server.db, SEASON, 10);
    const expected = expectedStandings([corrected, second], [alone]).sort((a, b) => a[5] - b[5] || (a[0] < b[0] ? -1 : 1));
    expect(top.rows.map((r) => [r.uid, r.rank])).toEqual(expected.slice(0, 10).map((r) => [r[0], r[5]]));
    expect(top.players).toBe(expected.length);
  });

  it('reads the season leaderboard’s top off its index, in order, with no sort', async () => {
    const plan = await server.db.transaction(async (tx) => {
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) await tx.query(`set local ${setting} = off`);
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select * from season_standings where season_id = $1 order by jelly_beans desc, wins desc, podiums desc, uid limit 50`,
        [SEASON],
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('season_standings_board');
    expect(plan).not.toMatch(/Sort/);
  });
});
