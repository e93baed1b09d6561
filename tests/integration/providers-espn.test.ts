// ESPN provider against the recorded scoreboards, served by a real loopback HTTP server
// (tests/fixtures/sports/fixture-server.ts): no fetch mocks. Every fixture file is read through
// the provider, then hostile variants of them check that nothing invalid reaches `games`.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SportsGameSchema, type SportsGame } from '../../src/contracts/sports.js';
import { americanToDecimal, totalScore, type SportsLeague } from '../../src/domain/sports/index.js';
import { settleResults, type DigitSet } from '../../src/domain/squares/index.js';
import { FeedError, type FeedResult } from '../../src/server/sports/provider.js';
import { createEspnProvider, espnScoreboardUrl, parseEspnScoreboard } from '../../src/server/sports/providers/espn/index.js';
import { fixtureJson, startFixtureServer, type FixtureServer } from '../fixtures/sports/fixture-server.js';

const NFL = '/apis/site/v2/sports/football/nfl/scoreboard';
const NCAAF = '/apis/site/v2/sports/football/college-football/scoreboard';
const MLB = '/apis/site/v2/sports/baseball/mlb/scoreboard';
const NBA = '/apis/site/v2/sports/basketball/nba/scoreboard';

let server: FixtureServer;
let espn: ReturnType<typeof createEspnProvider>;

beforeAll(async () => {
  server = await startFixtureServer({
    [`${NFL}?dates=20220911`]: { file: 'espn/nfl-scoreboard-2022-wk01-live.json' },
    [`${NFL}?dates=20221120-20221121&limit=300`]: { file: 'espn/nfl-scoreboard-2022-wk11-live.json' },
    [`${NCAAF}?dates=20220917&groups=80&limit=300`]: { file: 'espn/ncaaf-scoreboard-2022-wk03-live-halftime.json' },
    [`${MLB}?dates=20220917`]: { file: 'espn/mlb-scoreboard-2022-09-17-live.json' },
    [`${NBA}?dates=20240129`]: { file: 'espn/nba-scoreboard-2024-01-29-final.json' },
    [`${NBA}?dates=20221002`]: { file: 'espn/nba-events-2022-mixed-live.json' },
  });
  espn = createEspnProvider({ baseUrl: server.baseUrl, timeoutMs: 5_000 });
});

afterAll(async () => {
  await server.close();
});

function countBy(games: readonly SportsGame[], key: (game: SportsGame) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const game of games) counts[key(game)] = (counts[key(game)] ?? 0) + 1;
  return counts;
}

function byId(result: FeedResult, id: string): SportsGame {
  const game = result.games.find((g) => g.id === id);
  if (game === undefined) throw new Error(`no game ${id} in ${result.games.map((g) => g.id).join(', ')}`);
  return game;
}

function expectAllValid(result: FeedResult): void {
  for (const game of result.games) expect(SportsGameSchema.safeParse(game).success).toBe(true);
  expect(new Set(result.games.map((g) => g.id)).size).toBe(result.games.length);
}

describe('ESPN scoreboard URLs (API-NOTES §2.1)', () => {
  it('one day, a range, and college with groups=80', () => {
    const base = 'https://site.api.espn.com';
    expect(espnScoreboardUrl(base, 'NFL', '2022-09-11', '2022-09-11')).toBe(`${base}${NFL}?dates=20220911`);
    expect(espnScoreboardUrl(base, 'MLB', '2022-09-11', '2022-09-17')).toBe(`${base}${MLB}?dates=20220911-20220917&limit=300`);
    expect(espnScoreboardUrl(`${base}/`, 'NcaaFootball', '2022-09-17', '2022-09-17')).toBe(`${base}${NCAAF}?dates=20220917&groups=80&limit=300`);
    expect(() => espnScoreboardUrl(base, 'NBA', '2022-09-17', '2022-09-16')).toThrow(RangeError);
    expect(() => espnScoreboardUrl(base, 'NBA', '20220917', '20220917')).toThrow(RangeError);
  });
});

describe('NFL 2022 week 1 (nfl-scoreboard-2022-wk01-live.json)', () => {
  let result: FeedResult;
  beforeAll(async () => {
    result = await espn.fetchLive('NFL', '2022-09-11');
  });

  it('is fetched with a plain GET of the scoreboard', () => {
    const request = server.requests.find((r) => r.path === NFL && r.query.dates === '20220911');
    expect(request).toMatchObject({ method: 'GET', query: { dates: '20220911' } });
  });

  it('parses all 16 games: 8 in the 4th quarter, 2 final, 6 scheduled', () => {
    expect(result.skipped).toEqual([]);
    expect(result.games).toHaveLength(16);
    expectAllValid(result);
    expect(countBy(result.games, (g) => g.status)).toEqual({ Q4: 8, FT: 2, NS: 6 });
    const live = Object.fromEntries(result.games.filter((g) => g.status === 'Q4').map((g) => [g.id, g.timer]));
    expect(live).toEqual({
      'espn-nfl-401437650': '0:48 - 4th',
      'espn-nfl-401437647': '2:00 - 4th',
      'espn-nfl-401437634': '0:16 - 4th',
      'espn-nfl-401437648': '7:45 - 4th',
      'espn-nfl-401437632': '1:21 - 4th',
      'espn-nfl-401437646': '4:25 - 4th',
      'espn-nfl-401437651': '2:00 - 4th',
      'espn-nfl-401437637': '1:01 - 4th',
    });
    expect(result.games.filter((g) => g.status !== 'Q4').every((g) => g.timer === null && g.predictions === null)).toBe(true);
  });

  it('NO @ ATL in the 4th: period scores, totals, teams from our data, win probability', () => {
    const game = byId(result, 'espn-nfl-401437650');
    expect(game).toMatchObject({
      provider: 'espn',
      sport: 'Football',
      sportsLeague: 'NFL',
      date: '2022-09-11',
      gameTime: '2022-09-11T17:00:00.000Z',
      week: 1,
      stage: 'Regular Season',
      odds: null,
      predictions: { homeWinProbability: 0.924 },
    });
    expect(game.periodScores).toEqual({ away: [7, 0, 3, 14], home: [3, 13, 7, 3] });
    expect([totalScore(game.periodScores.away), totalScore(game.periodScores.home)]).toEqual([24, 26]);
    expect(game.teams.home).toEqual({
      name: 'Falcons',
      city: 'Atlanta',
      teamCode: 'ATL',
      slug: 'atlanta-falcons',
      record: '0-0',
      primaryColor: '#A71930',
      secondaryColor: '#000000',
      rank: null,
      conference: null,
    });
    expect(game.teams.away).toMatchObject({ name: 'Saints', teamCode: 'NO', slug: 'new-orleans-saints', primaryColor: '#D3BC8D' });
  });

  it('finals: MIA 20–7 NE, and the Thursday opener filed on its Pacific date', () => {
    const miami = byId(result, 'espn-nfl-401437630');
    expect(miami.periodScores).toEqual({ away: [0, 0, 7, 0], home: [3, 14, 3, 0] });
    expect(miami.teams.home.record).toBe('1-0');
    const opener = byId(result, 'espn-nfl-401437654');
    expect(opener).toMatchObject({ status: 'FT', gameTime: '2022-09-09T00:20:00.000Z', date: '2022-09-08' });
    expect([totalScore(opener.periodScores.away), totalScore(opener.periodScores.home)]).toEqual([31, 10]);
  });

  it('scheduled games have no period scores, even where ESPN writes a 0 linescore', () => {
    const titans = byId(result, 'espn-nfl-401437640');
    expect(titans.periodScores).toEqual({ away: [null, null, null, null], home: [null, null, null, null] });
    expect(byId(result, 'espn-nfl-401437655')).toMatchObject({ status: 'NS', date: '2022-09-12', gameTime: '2022-09-13T00:15:00.000Z' });
  });

  it('odds: the spread is the HOME line whichever team details names', () => {
    const odds = Object.fromEntries(result.games.filter((g) => g.odds !== null).map((g) => [g.id, g.odds]));
    expect(odds).toEqual({
      // "TEN -5.5", Titans at home: home favoured → -5.5.
      'espn-nfl-401437640': { spread: -5.5, overUnder: 44, vegasOdds: null },
      // "MIN -2.0", Vikings at home.
      'espn-nfl-401437649': { spread: -2, overUnder: 46.5, vegasOdds: null },
      // "KC -6.5", Chiefs away at ARI: home is the underdog → +6.5.
      'espn-nfl-401437653': { spread: 6.5, overUnder: 54, vegasOdds: null },
      'espn-nfl-401437643': { spread: -3.5, overUnder: 52.5, vegasOdds: null },
      // "TB -2.5", Buccaneers away at DAL.
      'espn-nfl-401437644': { spread: 2.5, overUnder: 50.5, vegasOdds: null },
      // "DEN -6.5", Broncos away at SEA.
      'espn-nfl-401437655': { spread: 6.5, overUnder: 44, vegasOdds: null },
    });
  });
});

describe('NFL 2022 week 11 (nfl-scoreboard-2022-wk11-live.json)', () => {
  let result: FeedResult;
  beforeAll(async () => {
    result = await espn.fetchSchedule('NFL', '2022-11-20', '2022-11-21');
  });

  it('asks for the date range and parses 14 games: 7 in Q2, 1 in Q1, 5 scheduled, 1 final', () => {
    expect(server.requests.some((r) => r.path === NFL && r.query.dates === '20221120-20221121' && r.query.limit === '300')).toBe(true);
    expect(result.skipped).toEqual([]);
    expect(result.games).toHaveLength(14);
    expectAllValid(result);
    expect(countBy(result.games, (g) => g.status)).toEqual({ Q2: 7, Q1: 1, NS: 5, FT: 1 });
    expect(result.games.every((g) => g.week === 11)).toBe(true);
  });

  it('a game in Q2 has two quarters played and two to come', () => {
    const game = byId(result, 'espn-nfl-401437848');
    expect(game).toMatchObject({ status: 'Q2', timer: '11:44 - 2nd' });
    expect(game.periodScores).toEqual({ away: [7, 7, null, null], home: [0, 0, null, null] });
    expect(game.teams.away).toMatchObject({ teamCode: 'WAS', slug: 'washington-commanders', record: '5-5' });
    expect(game.teams.home.record).toBe('1-7-1');
  });

  it('TEN 27–17 GB final, and KC away at LAC favoured by 5.5', () => {
    const final = byId(result, 'espn-nfl-401437844');
    expect(final.periodScores).toEqual({ away: [7, 7, 6, 7], home: [6, 0, 11, 0] });
    expect(byId(result, 'espn-nfl-401437854').odds).toEqual({ spread: 5.5, overUnder: 52.5, vegasOdds: null });
  });
});

describe('NCAA football 2022 week 3 (ncaaf-scoreboard-2022-wk03-live-halftime.json)', () => {
  let result: FeedResult;
  beforeAll(async () => {
    result = await espn.fetchLive('NcaaFootball', '2022-09-17');
  });

  it('asks for every FBS game and parses 25: 5 at halftime, 12 in progress, 1 final, 7 scheduled', () => {
    expect(server.requests.some((r) => r.path === NCAAF && r.query.groups === '80' && r.query.limit === '300')).toBe(true);
    expect(result.skipped).toEqual([]);
    expect(result.games).toHaveLength(25);
    expectAllValid(result);
    expect(countBy(result.games, (g) => g.status)).toEqual({ HT: 5, Q3: 7, Q2: 3, Q1: 2, FT: 1, NS: 7 });
    const halftime = result.games.filter((g) => g.status === 'HT').map((g) => g.id);
    expect(halftime.sort()).toEqual(
      ['espn-ncaaf-401403888', 'espn-ncaaf-401404070', 'espn-ncaaf-401404149', 'espn-ncaaf-401405084', 'espn-ncaaf-401415623'].sort(),
    );
  });

  it('#1 Georgia leads South Carolina 24–0 at the half', () => {
    const game = byId(result, 'espn-ncaaf-401403888');
    expect(game).toMatchObject({ status: 'HT', timer: 'Halftime', week: 3 });
    expect(game.periodScores).toEqual({ away: [14, 10, null, null], home: [0, 0, null, null] });
    expect(game.teams.away).toMatchObject({ name: 'Bulldogs', city: 'Georgia', teamCode: 'UGA', slug: 'georgia-bulldogs', rank: 1, conference: 'SEC' });
    expect(game.teams.home).toMatchObject({ slug: 'south-carolina-gamecocks', rank: null, conference: 'SEC', record: '1-1' });
  });

  it('AP ranks come from curatedRank (99 = unranked)', () => {
    const ranks = Object.fromEntries(
      result.games.flatMap((g) => [g.teams.away, g.teams.home]).filter((t) => t.rank !== null).map((t) => [t.teamCode, t.rank]),
    );
    expect(ranks).toEqual({ UGA: 1, MICH: 4, OU: 6, UK: 9, BAY: 17, ORE: 25, BYU: 12 });
  });

  it('schools outside our data keep the feed colours and have no slug or conference', () => {
    const game = byId(result, 'espn-ncaaf-401416603');
    expect(game.teams.away).toMatchObject({ teamCode: 'LIU', slug: null, conference: null });
    expect(game.teams.away.primaryColor).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('spreads: "ISU -20.0" at home → -20; "ORE -3.5" at home with BYU away', () => {
    expect(byId(result, 'espn-ncaaf-401404069').odds).toEqual({ spread: -20, overUnder: 48.5, vegasOdds: null });
    expect(byId(result, 'espn-ncaaf-401403989').odds).toEqual({ spread: -3.5, overUnder: 58, vegasOdds: null });
  });
});

describe('MLB 2022-09-17 (mlb-scoreboard-2022-09-17-live.json)', () => {
  let result: FeedResult;
  beforeAll(async () => {
    result = await espn.fetchLive('MLB', '2022-09-17');
  });

  it('parses 17 games: 3 final, 3 live in the 9th, 5th and 6th innings, 11 scheduled', () => {
    expect(result.skipped).toEqual([]);
    expect(result.games).toHaveLength(17);
    expectAllValid(result);
    expect(countBy(result.games, (g) => g.status)).toEqual({ FT: 3, IN9: 1, IN5: 1, IN6: 1, NS: 11 });
    expect(byId(result, 'espn-mlb-401356370')).toMatchObject({ status: 'IN9', timer: 'Top 9th' });
    expect(byId(result, 'espn-mlb-401356376')).toMatchObject({ status: 'IN5', timer: 'Bot 5th' });
    expect(byId(result, 'espn-mlb-401356374')).toMatchObject({ status: 'IN6', timer: 'Bot 6th' });
    expect(result.games.every((g) => g.week === null && g.periodScores.home.length === 10 && g.periodScores.away.length === 10)).toBe(true);
  });

  it('a home team that did not bat in the 9th has null there; no extra innings → null extra', () => {
    const game = byId(result, 'espn-mlb-401423263');
    expect(game.periodScores).toEqual({
      away: [0, 0, 0, 0, 0, 0, 0, 1, 0, null],
      home: [1, 0, 1, 2, 0, 1, 0, 0, null, null],
    });
    expect([totalScore(game.periodScores.away), totalScore(game.periodScores.home)]).toEqual([1, 5]);
    expect(game.teams.home).toMatchObject({ teamCode: 'CLE', slug: 'cleveland-guardians', record: '78-66', primaryColor: '#0F223E' });
  });

  it('a game in the top of the 9th: the home half is still to come', () => {
    expect(byId(result, 'espn-mlb-401356370').periodScores).toEqual({
      away: [0, 0, 2, 0, 0, 0, 0, 1, 0, null],
      home: [1, 2, 0, 0, 3, 0, 0, 0, null, null],
    });
  });

  it('MLB details are moneylines: no spread; vegasOdds from the first provider with both moneylines', () => {
    const whiteSox = byId(result, 'espn-mlb-401356371');
    // Caesars "CHW -155" has no per-side moneylines; consensus has CHW -148 / DET +127.
    expect(whiteSox.odds).toEqual({
      spread: null,
      overUnder: 8,
      vegasOdds: { away: americanToDecimal(-148), home: americanToDecimal(127) },
    });
    expect(whiteSox.odds?.vegasOdds?.home).toBe(2.27);
    expect(whiteSox.odds?.vegasOdds?.away).toBeCloseTo(1.6757, 4);
    expect(whiteSox.teams.away).toMatchObject({ teamCode: 'CWS', slug: 'chicago-white-sox', primaryColor: '#27251F' });
    const yankees = byId(result, 'espn-mlb-401356378');
    expect(yankees.odds).toEqual({ spread: null, overUnder: 7.5, vegasOdds: { away: 2.21, home: americanToDecimal(-143) } });
  });
});

describe('NBA 2024-01-29 finals (nba-scoreboard-2024-01-29-final.json)', () => {
  let result: FeedResult;
  beforeAll(async () => {
    result = await espn.fetchLive('NBA', '2024-01-29');
  });

  it('parses 12 finals, all in regulation', () => {
    expect(result.skipped).toEqual([]);
    expect(result.games).toHaveLength(12);
    expectAllValid(result);
    expect(countBy(result.games, (g) => g.status)).toEqual({ FT: 12 });
    expect(result.games.every((g) => g.periodScores.home.length === 4 && g.timer === null && g.week === null)).toBe(true);
  });

  it('NY 113 at CHA 92: quarters, records and colours from our NBA data', () => {
    const game = byId(result, 'espn-nba-401585285');
    expect(game).toMatchObject({ date: '2024-01-29', gameTime: '2024-01-30T00:00:00.000Z', stage: 'Regular Season' });
    expect(game.periodScores).toEqual({ away: [26, 20, 44, 23], home: [25, 18, 24, 25] });
    expect([totalScore(game.periodScores.away), totalScore(game.periodScores.home)]).toEqual([113, 92]);
    expect(game.teams.away).toMatchObject({ name: 'Knicks', teamCode: 'NYK', slug: 'new-york-knicks', record: '30-17', primaryColor: '#1D428A' });
    expect(game.teams.home).toMatchObject({ name: 'Hornets', slug: 'charlotte-hornets', record: '10-35', primaryColor: '#1D1060' });
  });
});

describe('NBA 2022 mixed events (nba-events-2022-mixed-live.json, no envelope)', () => {
  let result: FeedResult;
  beforeAll(async () => {
    result = await espn.fetchLive('NBA', '2022-10-02');
  });

  it('parses 4 events: 2 scheduled, 1 final, 1 in the 2nd quarter', () => {
    expect(result.skipped).toEqual([]);
    expect(result.games).toHaveLength(4);
    expectAllValid(result);
    expect(countBy(result.games, (g) => g.status)).toEqual({ NS: 2, FT: 1, Q2: 1 });
  });

  it('the live game: Q2 with ESPN clock and detail as the timer', () => {
    const game = byId(result, 'espn-nba-401474846');
    expect(game).toMatchObject({ status: 'Q2', timer: '1:38 - 2nd', stage: 'Preseason', predictions: null });
    expect(game.periodScores).toEqual({ away: [22, 19, null, null], home: [22, 25, null, null] });
    expect(game.teams.home).toMatchObject({ teamCode: 'TOR', slug: 'toronto-raptors', primaryColor: '#CE0F41' });
  });

  it('"UTAH -2.5" with Utah away: DET at home gets +2.5; slate date in Los Angeles', () => {
    const game = byId(result, 'espn-nba-401468616');
    expect(game).toMatchObject({ stage: 'Regular Season', gameTime: '2022-12-21T00:00:00.000Z', date: '2022-12-20' });
    expect(game.odds).toEqual({ spread: 2.5, overUnder: 229, vegasOdds: null });
    expect(byId(result, 'espn-nba-401474845').periodScores).toEqual({ away: [24, 22, 31, 16], home: [29, 39, 39, 27] });
  });
});

// ---- Hostile input -----------------------------------------------------------------------------

type Json = Record<string, unknown>;
type Event = Json & { id: string; competitions: (Json & { status: Json & { type: Json }; competitors: (Json & { team: Json; linescores?: Json[] })[] })[] };

function nflWeek1(): Json & { events: Event[] } {
  return fixtureJson('espn/nfl-scoreboard-2022-wk01-live.json');
}

function eventOf(doc: { events: Event[] }, id: string): Event {
  const event = doc.events.find((e) => e.id === id);
  if (event === undefined) throw new Error(`no event ${id}`);
  return event;
}

const competitionOf = (event: Event) => event.competitions[0] as Event['competitions'][number];

describe('hostile event data: bad events are skipped with a reason, the rest still parse', () => {
  async function serve(path: string, body: unknown, league: SportsLeague = 'NFL', date = '2030-01-01'): Promise<FeedResult> {
    server.route(`${path}?dates=${date.replaceAll('-', '')}${league === 'NcaaFootball' ? '&groups=80&limit=300' : ''}`, { body });
    return espn.fetchLive(league, date);
  }

  it('missing fields, nulls where objects belong, numbers as strings, an unknown status', async () => {
    const doc = nflWeek1();
    delete (eventOf(doc, '401437650') as Partial<Event>).id;
    competitionOf(eventOf(doc, '401437647')).competitors = [];
    competitionOf(eventOf(doc, '401437634')).status = null as never;
    (eventOf(doc, '401437634') as Json).status = null;
    (competitionOf(eventOf(doc, '401437648')).competitors[0] as Json).team = null;
    competitionOf(eventOf(doc, '401437632')).status.period = '4';
    (competitionOf(eventOf(doc, '401437646')).competitors[0]?.linescores ?? [])[1] = { value: '7' };
    competitionOf(eventOf(doc, '401437651')).status.type.name = 'STATUS_SOMETHING_NEW';
    competitionOf(eventOf(doc, '401437637')).competitors[1] = { ...competitionOf(eventOf(doc, '401437637')).competitors[1], homeAway: 'home' } as never;
    (eventOf(doc, '401437630') as Json).date = 'not a date';
    (competitionOf(eventOf(doc, '401437654')).competitors[0] as Json).score = '11';
    // Optional blocks that are broken lose themselves, not the game.
    (competitionOf(eventOf(doc, '401437640')) as Json).odds = null;
    (competitionOf(eventOf(doc, '401437649')) as Json).odds = [{ details: 42, overUnder: 'lots' }];
    (competitionOf(eventOf(doc, '401437653')).competitors[0] as Json).records = null;
    // An id sent as a number is the same id.
    (eventOf(doc, '401437643') as Json).id = 401437643;
    doc.events.push(null as never, 'junk' as never);

    const result = await serve(NFL, doc);
    expectAllValid(result);
    expect(result.games.map((g) => g.id).sort()).toEqual(
      ['401437640', '401437649', '401437653', '401437643', '401437644', '401437655'].map((id) => `espn-nfl-${id}`).sort(),
    );
    const reasons = Object.fromEntries(result.skipped.map((s, i) => [s.ref ?? `null-${i}`, s.reason]));
    expect(reasons['null-0']).toMatch(/^event 0: id: /);
    expect(reasons['401437647']).toMatch(/competitions\.0\.competitors: .*2/);
    expect(reasons['401437634']).toMatch(/competitions\.0\.status: .*expected object/);
    expect(reasons['401437648']).toMatch(/competitions\.0\.competitors\.0\.team: .*expected object/);
    expect(reasons['401437632']).toMatch(/competitions\.0\.status\.period: .*expected number, received string/);
    expect(reasons['401437646']).toMatch(/competitions\.0\.competitors\.0\.linescores\.1\.value: .*expected number/);
    expect(reasons['401437651']).toBe('unknown ESPN status "STATUS_SOMETHING_NEW" (state "in", period 4)');
    expect(reasons['401437637']).toBe('competitors are not one home and one away team');
    expect(reasons['401437630']).toMatch(/date: not a date/);
    expect(reasons['401437654']).toBe('home linescores add up to 10 but the score is 11');
    expect(result.skipped.filter((s) => s.ref === null)).toHaveLength(3);
    expect(result.skipped).toHaveLength(12);

    expect(result.games.find((g) => g.id === 'espn-nfl-401437640')?.odds).toBeNull();
    expect(result.games.find((g) => g.id === 'espn-nfl-401437649')?.odds).toBeNull();
    expect(result.games.find((g) => g.id === 'espn-nfl-401437653')?.teams.home.record).toBeNull();
  });

  it('overtime finals are AOT in football and basketball, FT in baseball; extra innings sum into one entry', async () => {
    const nba = fixtureJson<{ events: Event[] }>('espn/nba-scoreboard-2024-01-29-final.json');
    const game = eventOf(nba, '401585285');
    const competition = competitionOf(game);
    competition.status.period = 5;
    competition.status.type.detail = 'Final/OT';
    for (const c of competition.competitors) {
      c.linescores = [...(c.linescores ?? []), { value: 9 }];
      c.score = String(Number(c.score) + 9);
    }
    const basketball = await serve(NBA, nba, 'NBA');
    expect(basketball.skipped).toEqual([]);
    const overtime = byId(basketball, 'espn-nba-401585285');
    expect(overtime.status).toBe('AOT');
    expect(overtime.periodScores).toEqual({ away: [26, 20, 44, 23, 9], home: [25, 18, 24, 25, 9] });

    const mlb = fixtureJson<{ events: Event[] }>('espn/mlb-scoreboard-2022-09-17-live.json');
    const cubs = competitionOf(eventOf(mlb, '401356373'));
    cubs.status.period = 11;
    // Innings 10 and 11: COL scores 2 then 0, CHC 0 then 1 → extra entries 2 and 1.
    for (const [c, extra] of [
      [cubs.competitors.find((x) => x.homeAway === 'away'), [2, 0]],
      [cubs.competitors.find((x) => x.homeAway === 'home'), [0, 1]],
    ] as const) {
      if (c === undefined) throw new Error('no competitor');
      c.linescores = [...(c.linescores ?? []), ...extra.map((value) => ({ value }))];
      c.score = String(Number(c.score) + extra[0] + extra[1]);
    }
    const baseball = await serve(MLB, mlb, 'MLB');
    const extras = byId(baseball, 'espn-mlb-401356373');
    expect(extras.status).toBe('FT');
    expect(extras.periodScores).toEqual({ away: [0, 0, 0, 0, 0, 0, 1, 0, 2, 2], home: [0, 0, 0, 0, 1, 0, 0, 0, 0, 1] });
    // Live in the 10th: EXTRAS.
    competitionOf(eventOf(mlb, '401356370')).status.period = 10;
    const live = await serve(MLB, mlb, 'MLB', '2030-01-02');
    expect(byId(live, 'espn-mlb-401356370').status).toBe('EXTRAS');
  });

  it('an MLB break: "End 5th" settles the 5th at once, "Mid 5th" settles nothing new', async () => {
    const mlb = fixtureJson<{ events: Event[] }>('espn/mlb-scoreboard-2022-09-17-live.json');
    // MIA @ WSH, recorded in the bottom of the 5th (period 5): both sides have five linescores.
    const status = competitionOf(eventOf(mlb, '401356376')).status;
    const digits: DigitSet = { rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => [d]), cols: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => [d]) };
    const settledLabels = (game: SportsGame) =>
      settleResults({
        sport: game.sport,
        status: game.status,
        periodScores: game.periodScores,
        size: 100,
        scoringPeriods: 'Every',
        changeTargetScores: 'SameAllGame',
        targetScores: [digits],
        squares: [],
      }).map((result) => `${result.label} ${result.scores.away}-${result.scores.home}`);

    status.type = { ...status.type, name: 'STATUS_END_PERIOD', detail: 'End of 5th Inning', shortDetail: 'End 5th' };
    const end = byId(await serve(MLB, mlb, 'MLB', '2030-01-04'), 'espn-mlb-401356376');
    expect(end).toMatchObject({ status: 'IN6', timer: 'End 5th' });
    expect(settledLabels(end)).toEqual(['1st 0-1', '2nd 0-2', '3rd 1-3', '4th 3-4', '5th 3-5']);

    status.type = { ...status.type, name: 'STATUS_IN_PROGRESS', detail: 'Middle of 5th Inning', shortDetail: 'Mid 5th' };
    const middle = byId(await serve(MLB, mlb, 'MLB', '2030-01-05'), 'espn-mlb-401356376');
    expect(middle).toMatchObject({ status: 'IN5', timer: 'Mid 5th' });
    expect(settledLabels(middle)).toEqual(['1st 0-1', '2nd 0-2', '3rd 1-3', '4th 3-4']);
  });

  it('halftime via END_PERIOD, postponed, cancelled, delayed, suspended', async () => {
    const doc = nflWeek1();
    const set = (id: string, name: string, state: string, period?: number) => {
      const status = competitionOf(eventOf(doc, id)).status;
      status.type.name = name;
      status.type.state = state;
      if (period !== undefined) status.period = period;
    };
    set('401437650', 'STATUS_END_PERIOD', 'in', 2);
    set('401437647', 'STATUS_END_PERIOD', 'in', 3);
    set('401437640', 'STATUS_POSTPONED', 'post');
    set('401437649', 'STATUS_CANCELED', 'post');
    set('401437634', 'STATUS_DELAYED', 'in');
    set('401437653', 'STATUS_DELAYED', 'pre');
    set('401437648', 'STATUS_SUSPENDED', 'in');
    set('401437632', 'STATUS_FORFEIT', 'post');
    const result = await serve(NFL, doc, 'NFL', '2030-01-03');
    const status = (id: string) => byId(result, `espn-nfl-${id}`).status;
    expect([status('401437650'), status('401437647'), status('401437640'), status('401437649')]).toEqual(['HT', 'Q3', 'PST', 'CANC']);
    expect([status('401437634'), status('401437653'), status('401437648')]).toEqual(['Q4', 'NS', 'Q4']);
    expect(result.skipped).toEqual([{ ref: '401437632', reason: 'STATUS_FORFEIT has no Football status' }]);
  });
});

describe('hostile documents and transport: FeedError with a clear message', () => {
  async function failure(route: Parameters<FixtureServer['route']>[1], date: string, provider = espn): Promise<FeedError> {
    server.route(`${NBA}?dates=${date.replaceAll('-', '')}`, route);
    const error: unknown = await provider.fetchLive('NBA', date).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FeedError);
    return error as FeedError;
  }

  it('truncated JSON', async () => {
    const text = JSON.stringify(fixtureJson('espn/nba-scoreboard-2024-01-29-final.json')).slice(0, 5000);
    const error = await failure({ text }, '2031-01-01');
    expect(error.message).toMatch(/^ESPN NBA scoreboard: body is not valid JSON \(5000 characters, maybe truncated\)/);
  });

  it('an HTML error page served with 200', async () => {
    const error = await failure({ text: '<!DOCTYPE html><html><body>Service Unavailable</body></html>', headers: { 'content-type': 'text/html' } }, '2031-01-02');
    expect(error.message).toMatch(/expected JSON, got an HTML page \(HTTP 200, content-type "text\/html"\): <!DOCTYPE html>/);
  });

  it('HTTP 429 with Retry-After, and 500', async () => {
    const limited = await failure({ status: 429, headers: { 'retry-after': '120' }, body: { message: 'slow down' } }, '2031-01-03');
    expect(limited.message).toBe('ESPN NBA scoreboard: HTTP 429 Too Many Requests (retry after 120 s): {"message":"slow down"}');
    expect(limited.retryAfterSeconds).toBe(120);
    const broken = await failure({ status: 500, text: '' }, '2031-01-04');
    expect(broken.message).toBe('ESPN NBA scoreboard: HTTP 500');
    expect(broken.retryAfterSeconds).toBeNull();
  });

  it('JSON that is no scoreboard, and a scoreboard of another league', async () => {
    expect((await failure({ body: { events: null } }, '2031-01-05')).message).toMatch(/^ESPN NBA scoreboard: events: .*expected array/);
    expect((await failure({ body: [1, 2, 3] }, '2031-01-06')).message).toMatch(/^ESPN NBA scoreboard: \(root\): .*expected object/);
    const mlb = await failure({ file: 'espn/mlb-scoreboard-2022-09-17-live.json' }, '2031-01-07');
    expect(mlb.message).toBe('ESPN NBA scoreboard: the document is ESPN league 10, expected 46');
  });

  it('a server that never answers times out; a closed port fails to connect', async () => {
    const slow = createEspnProvider({ baseUrl: server.baseUrl, timeoutMs: 200 });
    expect((await failure({ hang: true }, '2031-01-08', slow)).message).toBe('ESPN NBA scoreboard: no complete response within 200 ms');
    const closed = await startFixtureServer();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const error: unknown = await createEspnProvider({ baseUrl, timeoutMs: 2_000 })
      .fetchLive('NBA', '2031-01-09')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).message).toMatch(/^ESPN NBA scoreboard: request failed: .*ECONNREFUSED/);
  });
});

describe('parseEspnScoreboard (pure, for the bench)', () => {
  it('gives the same games as the provider without HTTP', async () => {
    const viaHttp = await espn.fetchLive('MLB', '2022-09-17');
    expect(parseEspnScoreboard('MLB', fixtureJson('espn/mlb-scoreboard-2022-09-17-live.json'))).toEqual(viaHttp);
  });

  it('is deterministic: parsing twice gives equal results', () => {
    const doc = fixtureJson('espn/ncaaf-scoreboard-2022-wk03-live-halftime.json');
    expect(parseEspnScoreboard('NcaaFootball', doc)).toEqual(parseEspnScoreboard('NcaaFootball', doc));
  });
});
