// API-Sports provider against the recorded responses, served by a real loopback HTTP server
// (tests/fixtures/sports/fixture-server.ts): no fetch mocks. Each sport API sits under its own
// path prefix of the one server, as it would sit on its own host.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SportsGameSchema, type SportsGame } from '../../src/contracts/sports.js';
import { totalScore } from '../../src/domain/sports/index.js';
import { FeedError, type FeedResult } from '../../src/server/sports/provider.js';
import {
  createApiSportsProvider,
  type ApiSportsProviderOptions,
  type ApiSportsRequest,
} from '../../src/server/sports/providers/apisports/index.js';
import { fixtureJson, startFixtureServer, type FixtureRoute, type FixtureServer } from '../fixtures/sports/fixture-server.js';

const KEY = 'test-key-0123456789';
const TZ = 'timezone=America/Los_Angeles';
const games = (prefix: string, date: string) => `/${prefix}/games?date=${date}&${TZ}`;

let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer({
    [games('af', '2022-09-11')]: { file: 'apisports/nfl-games-2022-09-11-finished.json' },
    [games('af', '2022-09-30')]: { file: 'apisports/ncaa-nfl-games-2022-09-30-finished-aot.json' },
    [games('bk', '2021-10-20')]: { file: 'apisports/nba-games-2021-10-20-finished-aot.json' },
    [games('bk', '2024-10-23')]: { file: 'apisports/basketball-games-2024-10-23-live.json' },
    [games('bb', '2023-04-19')]: { file: 'apisports/mlb-games-2023-yankees-season.json' },
    [games('bb', '2023-04-20')]: { file: 'apisports/mlb-games-2023-yankees-season.json' },
    '/bk/odds?game=1912': { file: 'apisports/nba-odds-docs-example.json' },
  });
});

afterAll(async () => {
  await server.close();
});

function provider(options: Partial<ApiSportsProviderOptions> = {}) {
  return createApiSportsProvider({
    key: KEY,
    baseUrls: { 'american-football': `${server.baseUrl}/af`, baseball: `${server.baseUrl}/bb`, basketball: `${server.baseUrl}/bk` },
    timeoutMs: 5_000,
    reuseMs: 0,
    ...options,
  });
}

function countBy(list: readonly SportsGame[], key: (game: SportsGame) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const game of list) counts[key(game)] = (counts[key(game)] ?? 0) + 1;
  return counts;
}

function byId(result: FeedResult, id: string): SportsGame {
  const game = result.games.find((g) => g.id === id);
  if (game === undefined) throw new Error(`no game ${id}`);
  return game;
}

function expectAllValid(result: FeedResult): void {
  for (const game of result.games) expect(SportsGameSchema.safeParse(game).success).toBe(true);
  expect(new Set(result.games.map((g) => g.id)).size).toBe(result.games.length);
}

const NEUTRAL = { primaryColor: '#333333', secondaryColor: '#FFFFFF', slug: null, record: null, rank: null, conference: null };

describe('NFL 2022-09-11 (nfl-games-2022-09-11-finished.json)', () => {
  let result: FeedResult;
  const requests: ApiSportsRequest[] = [];
  beforeAll(async () => {
    result = await provider({ onRequest: (r) => requests.push(r) }).fetchLive('NFL', '2022-09-11');
  });

  it('sends only date and timezone, with the key in x-apisports-key, and reports the request', () => {
    const request = server.requests.find((r) => r.path === '/af/games' && r.query.date === '2022-09-11');
    expect(request?.method).toBe('GET');
    expect(request?.query).toEqual({ date: '2022-09-11', timezone: 'America/Los_Angeles' });
    expect(request?.headers['x-apisports-key']).toBe(KEY);
    expect(requests).toEqual([{ api: 'american-football', url: `${server.baseUrl}/af/games?date=2022-09-11&timezone=America%2FLos_Angeles` }]);
  });

  it('parses 13 finals; the two that went to overtime read AOT', () => {
    expect(result.skipped).toEqual([]);
    expect(result.games).toHaveLength(13);
    expectAllValid(result);
    expect(countBy(result.games, (g) => g.status)).toEqual({ FT: 11, AOT: 2 });
    expect(byId(result, 'apisports-nfl-3957').periodScores).toEqual({ away: [10, 7, 0, 3, 3], home: [3, 3, 8, 6, 0] });
    expect(byId(result, 'apisports-nfl-3963').periodScores).toEqual({ away: [3, 0, 0, 17, 0], home: [0, 10, 10, 0, 0] });
    expect(result.games.every((g) => g.week === 1 && g.stage === 'Regular Season' && g.timer === null && g.odds === null)).toBe(true);
  });

  it('NO 27 at ATL 26: quarters, time, teams from our data by API-Sports id', () => {
    const game = byId(result, 'apisports-nfl-3955');
    expect(game).toMatchObject({ provider: 'apisports', sport: 'Football', sportsLeague: 'NFL', date: '2022-09-11', gameTime: '2022-09-11T17:00:00.000Z' });
    expect(game.periodScores).toEqual({ away: [7, 0, 3, 17], home: [3, 13, 7, 3] });
    expect([totalScore(game.periodScores.away), totalScore(game.periodScores.home)]).toEqual([27, 26]);
    expect(game.teams.home).toEqual({
      name: 'Falcons',
      city: 'Atlanta',
      teamCode: 'ATL',
      slug: 'atlanta-falcons',
      record: null,
      primaryColor: '#A71930',
      secondaryColor: '#000000',
      rank: null,
      conference: null,
    });
  });

  it("API-Sports' own abbreviations (AZ, BLT, CLV) become our codes", () => {
    expect(byId(result, 'apisports-nfl-3966').teams.home).toMatchObject({ teamCode: 'ARI', slug: 'arizona-cardinals' });
    expect(byId(result, 'apisports-nfl-3960').teams.away).toMatchObject({ teamCode: 'BAL', slug: 'baltimore-ravens' });
    expect(byId(result, 'apisports-nfl-3962').teams.away).toMatchObject({ teamCode: 'CLE', slug: 'cleveland-browns' });
  });
});

describe('NCAA and NFL in one date query (ncaa-nfl-games-2022-09-30-finished-aot.json)', () => {
  it('NFL and NCAA share one american-football request', async () => {
    const requests: ApiSportsRequest[] = [];
    const api = provider({ reuseMs: 60_000, onRequest: (r) => requests.push(r) });
    const nfl = await api.fetchLive('NFL', '2022-09-30');
    const ncaa = await api.fetchLive('NcaaFootball', '2022-09-30');
    expect(requests).toHaveLength(1);
    expect(nfl.games.map((g) => g.id)).toEqual(['apisports-nfl-4002']);
    expect(ncaa.games.map((g) => g.id)).toEqual(['apisports-ncaaf-4550', 'apisports-ncaaf-4551']);
    expect([nfl.skipped, ncaa.skipped]).toEqual([[], []]);
    expectAllValid(ncaa);
    expect(byId(nfl, 'apisports-nfl-4002').week).toBe(4);
  });

  it('NCAA: week "5", stage, conference from our data, unknown schools on neutral colours', async () => {
    const ncaa = await provider().fetchLive('NcaaFootball', '2022-09-30');
    const byu = byId(ncaa, 'apisports-ncaaf-4550');
    expect(byu).toMatchObject({ status: 'FT', week: 5, stage: 'FBS (Division I-A)', gameTime: '2022-09-30T00:00:00.000Z', date: '2022-09-29' });
    expect(byu.teams.home).toMatchObject({ name: 'Cougars', city: 'BYU', teamCode: 'BYU', slug: 'byu-cougars', conference: 'Big 12', rank: null });
    expect(byu.teams.away).toEqual({ name: 'Utah State', city: '', teamCode: 'US', ...NEUTRAL });
    expect(byu.periodScores).toEqual({ away: [7, 10, 3, 6], home: [14, 3, 14, 7] });
  });

  it('Tulane 27 at Houston 24 after overtime: AOT with one overtime entry', async () => {
    const game = byId(await provider().fetchLive('NcaaFootball', '2022-09-30'), 'apisports-ncaaf-4551');
    expect(game.status).toBe('AOT');
    expect(game.periodScores).toEqual({ away: [0, 7, 7, 7, 6], home: [0, 7, 0, 14, 3] });
    expect([totalScore(game.periodScores.away), totalScore(game.periodScores.home)]).toEqual([27, 24]);
    expect(game.teams.away).toMatchObject({ slug: 'tulane-green-wave', conference: 'American' });
    expect(game.teams.home).toMatchObject({ slug: 'houston-cougars', conference: 'Big 12' });
  });
});

describe('NBA 2021-10-20 (nba-games-2021-10-20-finished-aot.json)', () => {
  let result: FeedResult;
  beforeAll(async () => {
    result = await provider().fetchLive('NBA', '2021-10-20');
  });

  it('parses 5 games: 4 final, 1 after overtime', () => {
    expect(result.skipped).toEqual([]);
    expect(result.games).toHaveLength(5);
    expectAllValid(result);
    expect(countBy(result.games, (g) => g.status)).toEqual({ FT: 4, AOT: 1 });
    expect(result.games.every((g) => g.week === null && g.stage === null)).toBe(true);
  });

  it('BOS 134 at NYK 138 (AOT): four quarters then over_time', () => {
    const game = byId(result, 'apisports-nba-137232');
    expect(game.periodScores).toEqual({ away: [35, 23, 24, 34, 18], home: [29, 25, 32, 30, 22] });
    expect([totalScore(game.periodScores.away), totalScore(game.periodScores.home)]).toEqual([134, 138]);
    expect(game.teams.home).toMatchObject({ name: 'Knicks', city: 'New York', teamCode: 'NYK', slug: 'new-york-knicks', primaryColor: '#1D428A' });
  });

  it('GSW at LAL on 2021-10-20 02:00 UTC is on the 19th in Los Angeles', () => {
    const game = byId(result, 'apisports-nba-137229');
    expect(game).toMatchObject({ gameTime: '2021-10-20T02:00:00.000Z', date: '2021-10-19', status: 'FT' });
    expect(game.periodScores).toEqual({ away: [32, 21, 30, 38], home: [34, 25, 26, 29] });
  });
});

describe('Basketball, all leagues, 2024-10-23 (basketball-games-2024-10-23-live.json)', () => {
  it('NBA: picks the 6 league-12 games out of 131: 1 final, 5 not started', async () => {
    const result = await provider().fetchLive('NBA', '2024-10-23');
    expect(result.skipped).toEqual([]);
    expect(result.games).toHaveLength(6);
    expectAllValid(result);
    expect(countBy(result.games, (g) => g.status)).toEqual({ FT: 1, NS: 5 });
    const lakers = byId(result, 'apisports-nba-413875');
    expect([totalScore(lakers.periodScores.away), totalScore(lakers.periodScores.home)]).toEqual([103, 110]);
    expect(byId(result, 'apisports-nba-413876').periodScores).toEqual({ away: [null, null, null, null], home: [null, null, null, null] });
    expect(byId(result, 'apisports-nba-413877').teams.home).toMatchObject({ slug: 'atlanta-hawks', teamCode: 'ATL' });
  });

  it('live quarters and timers (FIBA Europe Cup read as if it were our league)', async () => {
    const result = await provider({ leagueIds: { NBA: 201 } }).fetchLive('NBA', '2024-10-23');
    expect(result.skipped).toEqual([]);
    expect(result.games).toHaveLength(16);
    expectAllValid(result);
    expect(countBy(result.games, (g) => g.status)).toEqual({ FT: 10, Q4: 1, Q3: 2, HT: 1, Q2: 1, Q1: 1 });
    const live = Object.fromEntries(result.games.filter((g) => g.status !== 'FT').map((g) => [g.id, [g.status, g.timer]]));
    expect(live).toEqual({
      'apisports-nba-424326': ['Q4', '7'],
      'apisports-nba-423692': ['Q3', '8'],
      'apisports-nba-424327': ['Q3', '9'],
      'apisports-nba-424328': ['HT', null],
      'apisports-nba-424330': ['Q2', '8'],
      'apisports-nba-404746': ['Q1', '8'],
    });
    expect(byId(result, 'apisports-nba-424328').periodScores).toEqual({ away: [10, 17, null, null], home: [28, 31, null, null] });
    expect(byId(result, 'apisports-nba-424326').teams.home).toEqual({ name: 'Ludwigsburg', city: '', teamCode: 'LUD', ...NEUTRAL });
  });

  it('a final whose quarters do not add up to its total is skipped (Polish 1 Liga, game 413422)', async () => {
    const result = await provider({ leagueIds: { NBA: 71 } }).fetchLive('NBA', '2024-10-23');
    expect(result.games).toHaveLength(7);
    expect(countBy(result.games, (g) => g.status)).toEqual({ FT: 5, Q3: 2 });
    expect(result.skipped).toEqual([{ ref: '413422', reason: 'item 59: away periods add up to 80 but the total is 111' }]);
  });
});

describe('MLB, the Yankees 2023 schedule (mlb-games-2023-yankees-season.json)', () => {
  let result: FeedResult;
  beforeAll(async () => {
    result = await provider().fetchLive('MLB', '2023-04-19');
  });

  it('parses all 183 games: 82 final, 101 not started; always innings 1–9 plus extra', () => {
    expect(result.skipped).toEqual([]);
    expect(result.games).toHaveLength(183);
    expectAllValid(result);
    expect(countBy(result.games, (g) => g.status)).toEqual({ FT: 82, NS: 101 });
    expect(result.games.every((g) => g.periodScores.away.length === 10 && g.periodScores.home.length === 10)).toBe(true);
  });

  it('game 136448 went to extra innings: the Yankees won it in the extra entry', () => {
    const game = byId(result, 'apisports-mlb-136448');
    expect(game).toMatchObject({ status: 'FT', date: '2023-04-19', gameTime: '2023-04-19T23:05:00.000Z', week: null, stage: null });
    expect(game.periodScores).toEqual({ away: [0, 0, 0, 0, 1, 0, 0, 1, 0, 0], home: [2, 0, 0, 0, 0, 0, 0, 0, 0, 1] });
    expect([totalScore(game.periodScores.away), totalScore(game.periodScores.home)]).toEqual([2, 3]);
    expect(game.teams.home).toMatchObject({ name: 'Yankees', teamCode: 'NYY', slug: 'new-york-yankees', primaryColor: '#003087' });
    expect(game.teams.away).toMatchObject({ name: 'Angels', teamCode: 'LAA', slug: 'los-angeles-angels' });
  });

  it('a home team that did not bat in the 9th has null there (game 135722)', () => {
    expect(byId(result, 'apisports-mlb-135722').periodScores).toEqual({
      away: [0, 0, 1, 0, 3, 0, 0, 0, 0, null],
      home: [0, 2, 0, 0, 2, 0, 2, 1, null, null],
    });
  });

  it('fetchSchedule asks once per day and merges games by id', async () => {
    const requests: ApiSportsRequest[] = [];
    const schedule = await provider({ onRequest: (r) => requests.push(r) }).fetchSchedule('MLB', '2023-04-19', '2023-04-20');
    expect(requests.map((r) => new URL(r.url).searchParams.get('date'))).toEqual(['2023-04-19', '2023-04-20']);
    expect(schedule.games).toHaveLength(183);
    const before = server.requests.length;
    await expect(provider({ maxScheduleDays: 3 }).fetchSchedule('MLB', '2023-04-01', '2023-04-30')).rejects.toThrow(RangeError);
    expect(server.requests.length).toBe(before);
    await expect(provider().fetchSchedule('MLB', '2023-04-20', '2023-04-19')).rejects.toThrow(RangeError);
  });
});

// ---- Hostile input -----------------------------------------------------------------------------

type Json = Record<string, unknown>;

describe('hostile games: skipped with a reason, never thrown, never invalid', () => {
  async function serve(prefix: string, date: string, body: unknown, options: Partial<ApiSportsProviderOptions> = {}) {
    server.route(games(prefix, date), { body });
    const league = prefix === 'bk' ? 'NBA' : prefix === 'bb' ? 'MLB' : 'NFL';
    return provider(options).fetchLive(league, date);
  }

  it('basketball: numbers as strings, missing teams, null scores, unknown statuses, junk items', async () => {
    const doc = fixtureJson<{ response: Json[] }>('apisports/nba-games-2021-10-20-finished-aot.json');
    const [a, b, c, d, e] = doc.response as [Json & { scores: { home: Json } }, Json, Json, Json & { status: Json }, Json];
    a.scores.home.quarter_1 = '34';
    delete b.teams;
    c.scores = null;
    d.status.short = 'LIVE';
    e.id = '137233';
    doc.response.push(null as never, 7 as never, { league: { id: 99 }, anything: 'goes' });
    const result = await serve('bk', '2032-01-01', doc);
    expect(result.games).toEqual([]);
    expect(result.skipped).toEqual([
      { ref: '137229', reason: 'item 0: scores.home.quarter_1: Invalid input: expected number, received string' },
      { ref: '137230', reason: 'item 1: teams: Invalid input: expected object, received undefined' },
      { ref: '137231', reason: 'item 2: scores: Invalid input: expected object, received null' },
      { ref: '137232', reason: 'item 3: unknown Basketball status "LIVE"' },
      { ref: '137233', reason: 'item 4: id: Invalid input: expected number, received string' },
      { ref: null, reason: 'item 5: no league id: (root): Invalid input: expected object, received null' },
      { ref: null, reason: 'item 6: no league id: (root): Invalid input: expected object, received number' },
    ]);
  });

  it('baseball: IN10 and beyond read as EXTRAS; IN0 and other unknown codes are skipped', async () => {
    const doc = fixtureJson<{ response: (Json & { status: Json })[] }>('apisports/mlb-games-2023-yankees-season.json');
    doc.response = doc.response.slice(0, 5);
    const statuses = ['IN10', 'IN13', 'IN0', 'EXTRA', 'INTR'];
    doc.response.forEach((game, i) => {
      game.status.short = statuses[i];
    });
    const result = await serve('bb', '2032-01-02', doc);
    expect(result.games.map((g) => g.status)).toEqual(['EXTRAS', 'EXTRAS', 'INTR']);
    expect(result.skipped.map((s) => s.reason)).toEqual(['item 2: unknown Baseball status "IN0"', 'item 3: unknown Baseball status "EXTRA"']);
  });

  it('football: a final without scores, and a total that disagrees with its quarters', async () => {
    const doc = fixtureJson<{ response: (Json & { scores: { home: Json; away: Json } })[] }>('apisports/nfl-games-2022-09-11-finished.json');
    doc.response = doc.response.slice(0, 3);
    const [first, second] = doc.response as [(typeof doc.response)[number], (typeof doc.response)[number]];
    for (const side of [first.scores.home, first.scores.away]) for (const key of Object.keys(side)) side[key] = null;
    second.scores.home.total = 99;
    const result = await serve('af', '2032-01-03', doc);
    expect(result.games.map((g) => g.id)).toEqual(['apisports-nfl-3957']);
    expect(result.skipped).toEqual([
      { ref: '3955', reason: 'item 0: FT without period scores' },
      { ref: '3956', reason: 'item 1: home periods add up to 19 but the total is 99' },
    ]);
  });
});

describe('hostile responses: FeedError with the provider’s message', () => {
  async function failure(route: FixtureRoute, date: string, options: Partial<ApiSportsProviderOptions> = {}): Promise<FeedError> {
    server.route(games('bk', date), route);
    const error: unknown = await provider(options)
      .fetchLive('NBA', date)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).message).not.toContain(KEY);
    return error as FeedError;
  }
  const source = (date: string) => `API-Sports basketball /bk/games?date=${date}&timezone=America%2FLos_Angeles`;

  it('the three recorded error envelopes (HTTP 200, errors as an object)', async () => {
    expect((await failure({ file: 'apisports/error-plan-date.json' }, '2033-01-01')).message).toBe(
      `${source('2033-01-01')}: plan: Free plans do not have access to this date, try from 2026-09-30 to 2026-10-02.`,
    );
    expect((await failure({ file: 'apisports/error-plan-season.json' }, '2033-01-02')).message).toBe(
      `${source('2033-01-02')}: plan: Free plans do not have access to this season, try from 2022 to 2024.`,
    );
    const suspended = await failure({ file: 'apisports/error-account-suspended.json' }, '2033-01-03');
    expect(suspended.message).toBe(`${source('2033-01-03')}: access: Your account is suspended, check on https://dashboard.api-football.com.`);
    expect(suspended.retryAfterSeconds).toBeNull();
  });

  it('quota and rate-limit envelopes; a rate limit says when to retry', async () => {
    const envelope = (errors: unknown) => ({ body: { get: 'games', parameters: {}, errors, results: 0, response: [] } });
    const limited = await failure(envelope({ rateLimit: 'Too many requests. Your rate limit is 10 requests per minute.' }), '2033-01-04');
    expect(limited.retryAfterSeconds).toBe(60);
    const quota = await failure(envelope({ requests: 'You have reached the request limit for the day' }), '2033-01-05');
    expect(quota.message).toBe(`${source('2033-01-05')}: requests: You have reached the request limit for the day`);
    expect((await failure(envelope(['something went wrong']), '2033-01-06')).message).toBe(`${source('2033-01-06')}: 0: something went wrong`);
  });

  it('HTTP 429 with Retry-After, and 500', async () => {
    const limited = await failure({ status: 429, headers: { 'retry-after': '30' }, text: '' }, '2033-01-07');
    expect(limited.retryAfterSeconds).toBe(30);
    expect(limited.message).toBe(`${source('2033-01-07')}: HTTP 429 Too Many Requests (retry after 30 s)`);
    expect((await failure({ status: 500, body: { message: 'Internal error' } }, '2033-01-08')).message).toBe(
      `${source('2033-01-08')}: HTTP 500: {"message":"Internal error"}`,
    );
  });

  it('an HTML page with 200, a truncated body, and JSON that is no envelope', async () => {
    expect((await failure({ text: '<html><body>Bad gateway</body></html>' }, '2033-01-09')).message).toMatch(/expected JSON, got an HTML page/);
    const text = JSON.stringify(fixtureJson('apisports/nba-games-2021-10-20-finished-aot.json')).slice(0, 1234);
    expect((await failure({ text }, '2033-01-10')).message).toMatch(/body is not valid JSON \(1234 characters, maybe truncated\)/);
    expect((await failure({ body: { message: 'Invalid API key' } }, '2033-01-11')).message).toBe(
      `${source('2033-01-11')}: not an API-Sports envelope: errors: Invalid input; response: Invalid input: expected array, received undefined`,
    );
  });

  it('a failed response is not reused: the next call asks again', async () => {
    const requests: ApiSportsRequest[] = [];
    const api = provider({ reuseMs: 60_000, onRequest: (r) => requests.push(r) });
    server.route(games('bk', '2033-01-12'), { status: 503, text: '' });
    await expect(api.fetchLive('NBA', '2033-01-12')).rejects.toBeInstanceOf(FeedError);
    server.route(games('bk', '2033-01-12'), { file: 'apisports/nba-games-2021-10-20-finished-aot.json' });
    expect((await api.fetchLive('NBA', '2033-01-12')).games).toHaveLength(5);
    await api.fetchLive('NBA', '2033-01-12');
    expect(requests).toHaveLength(2);
  });

  it('a key is required', () => {
    expect(() => createApiSportsProvider({ key: ' ' })).toThrow(/API key/);
  });
});

// ---- Odds --------------------------------------------------------------------------------------

describe('fetchOdds (API-NOTES §1.7)', () => {
  it('the documentation example: Home/Away averaged over 15 bookmakers', async () => {
    const odds = await provider().fetchOdds('NBA', ['apisports-nba-1912', 'apisports-nfl-1912', 'espn-nba-1912']);
    expect([...odds.keys()]).toEqual(['apisports-nba-1912']);
    expect(odds.get('apisports-nba-1912')).toEqual({ spread: null, overUnder: null, vegasOdds: { home: 1.336, away: 3.436 } });
    expect(server.requests.filter((r) => r.path === '/bk/odds')).toHaveLength(1);
    expect(server.requests.find((r) => r.path === '/bk/odds')?.query).toEqual({ game: '1912' });
  });

  it('handicap and total: the main line per book, the median across books; books with an impossible margin are dropped', async () => {
    const bet = (name: string, values: [string, string | number][]) => ({ id: 0, name, values: values.map(([value, odd]) => ({ value, odd })) });
    server.route('/af/odds?game=3955', {
      body: {
        get: 'odds',
        parameters: { game: '3955' },
        errors: [],
        results: 1,
        response: [
          {
            league: { id: 1 },
            game: { id: 3955 },
            bookmakers: [
              {
                id: 1,
                name: 'US style',
                bets: [
                  bet('Home/Away', [['Home', '2.10'], ['Away', '1.75']]),
                  bet('Asian Handicap', [['Home +3.5', '1.90'], ['Away -3.5', '1.90'], ['Home +7.5', '1.45'], ['Away -7.5', '2.70']]),
                  bet('Over/Under', [['Over 42.5', '1.91'], ['Under 42.5', '1.91'], ['Over 45.5', '2.30'], ['Under 45.5', '1.60']]),
                ],
              },
              {
                id: 2,
                name: 'API-Football style (home line on both sides)',
                bets: [
                  bet('Home/Away', [['Home', 2.05], ['Away', 1.8]]),
                  bet('Asian Handicap', [['Home 3', '1.95'], ['Away 3', '1.87']]),
                  bet('Over/Under', [['Over 43.5', '1.90'], ['Under 43.5', '1.90']]),
                ],
              },
              {
                id: 3,
                name: 'Impossible margins',
                bets: [
                  bet('Home/Away', [['Home', '3.00'], ['Away', '3.00']]),
                  bet('Asian Handicap', [['Home -3.5', '1.50'], ['Away +3.5', '1.50']]),
                  bet('Over/Under', [['Over 40', '1.20'], ['Under 40', '1.20']]),
                ],
              },
              {
                id: 4,
                name: 'No moneyline',
                bets: [bet('Asian Handicap', [['Home +4', '1.91'], ['Away -4', '1.89']]), bet('Over/Under', [['Over 44', '1.95'], ['Under 44', '1.85']])],
              },
              { id: 5, name: 'Junk', bets: [null, { name: 'Home/Away', values: 'none' }, bet('Home/Away', [['Home', 'n/a'], ['Away', '1.5']])] },
            ],
          },
        ],
      },
    });
    const odds = await provider().fetchOdds('NFL', ['apisports-nfl-3955', 'apisports-nfl-3955']);
    // ATL at home, underdog by 3.5: spreads 3.5, 3, 4 → 3.5; totals 42.5, 43.5, 44 → 43.5.
    expect(odds).toEqual(new Map([['apisports-nfl-3955', { spread: 3.5, overUnder: 43.5, vegasOdds: { home: 2.075, away: 1.775 } }]]));
  });

  it('a game without odds is absent; an error envelope fails the call', async () => {
    server.route('/bb/odds?game=136448', { body: { get: 'odds', parameters: {}, errors: [], results: 0, response: [] } });
    expect((await provider().fetchOdds('MLB', ['apisports-mlb-136448'])).size).toBe(0);
    server.route('/bb/odds?game=136449', { file: 'apisports/error-plan-date.json' });
    await expect(provider().fetchOdds('MLB', ['apisports-mlb-136449'])).rejects.toThrow(/plan: Free plans do not have access to this date/);
  });
});
