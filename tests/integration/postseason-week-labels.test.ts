// NFL postseason weeks reach the pick'em slate picker by their round's name: the recorded ESPN
// week 1 scoreboard, re-filed as ESPN files postseason games (season type 3, weeks 1–5 again), is
// read by the ESPN provider over HTTP, stored through the feed's write path, read back as the
// league's games endpoint reads them, and grouped into slates with their labels and pool names.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { applyFeedGames, readSportsLeague } from '../../src/server/services/sports-games.service.js';
import { footballWeekLabel } from '../../src/domain/sports/index.js';
import { parseApiSportsGames, readApiSportsEnvelope } from '../../src/server/sports/providers/apisports/index.js';
import { createEspnProvider, parseEspnScoreboard } from '../../src/server/sports/providers/espn/index.js';
import { defaultSlateName, slatesOf } from '../../src/web/features/pickem/create/slates.js';
import { fixtureJson, startFixtureServer, type FixtureServer } from '../fixtures/sports/fixture-server.js';
import { createTestDatabaseUrl, dropTestDatabase, engines } from '../setup/test-databases.js';

const NFL = '/apis/site/v2/sports/football/nfl/scoreboard';
// The fixture's Sunday, 11:00 Pacific: the afternoon and night games are still to come.
const NOW = new Date('2022-09-11T18:00:00.000Z');

type Doc = { season: { type: number }; week: { number: number }; events: { season: { type: number; slug?: string } }[] };

/** The recorded scoreboard as ESPN files season type `type`, week `week`. */
function scoreboard(type: number, week: number): Doc {
  const doc = fixtureJson<Doc>('espn/nfl-scoreboard-2022-wk01-live.json');
  doc.season.type = type;
  doc.week.number = week;
  for (const event of doc.events) event.season = { ...event.season, type, slug: type === 3 ? 'post-season' : 'regular-season' };
  return doc;
}

const CASES: [type: number, week: number, label: string, name: string][] = [
  [2, 1, 'Week 1', "NFL Week 1 Pick'em"],
  [3, 1, 'Wild Card', "NFL Wild Card Pick'em"],
  [3, 2, 'Divisional Round', "NFL Divisional Round Pick'em"],
  [3, 3, 'Conference Championships', "NFL Conference Championships Pick'em"],
  [3, 4, 'Pro Bowl', "NFL Pro Bowl Pick'em"],
  [3, 5, 'Super Bowl', "NFL Super Bowl Pick'em"],
];

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer({});
});
afterAll(async () => {
  await server.close();
});

describe.each(engines)('NFL week labels from the ESPN feed to the slate picker on %s', (engine) => {
  let db: Database;
  let url: string | undefined;
  let dataDir: string;

  beforeAll(async () => {
    url = engine === 'postgres' ? await createTestDatabaseUrl() : undefined;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-week-labels-'));
    db = await openDatabase({ databaseUrl: url, dataDir });
  });
  afterAll(async () => {
    await db.close();
    if (url) await dropTestDatabase(url);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(CASES)('season type %i week %i → "%s", pool "%s"', async (type, week, label, name) => {
    await db.query('delete from sports_games');
    server.route(`${NFL}?dates=20220911`, { body: scoreboard(type, week) });
    const feed = await createEspnProvider({ baseUrl: server.baseUrl, timeoutMs: 5_000 }).fetchLive('NFL', '2022-09-11');
    expect(feed.skipped).toEqual([]);
    await applyFeedGames({ db, publisher: { announce: () => undefined }, listeners: [], now: () => NOW }, feed.games);

    const { games } = await readSportsLeague(db, 'NFL', 'espn', NOW);
    const slates = slatesOf(games, NOW.getTime());
    // The games still to come (the afternoon, night and Monday games) make one slate.
    expect(slates.map((slate) => [slate.label, slate.nameLabel])).toEqual([[label, label]]);
    expect(slates[0]?.games.length).toBeGreaterThan(0);
    expect(defaultSlateName('NFL', slates[0] ?? null)).toBe(name);
  });
});

describe('other weeks as the adapters file them', () => {
  it('ESPN preseason: week 1 is the Hall of Fame weekend, week 2 "Preseason Week 1" (its calendar)', () => {
    const labels = [1, 2, 4].map((week) => {
      const [game] = parseEspnScoreboard('NFL', scoreboard(1, week)).games;
      return game === undefined ? null : [game.stage, game.week, footballWeekLabel(game)];
    });
    expect(labels).toEqual([
      ['Preseason', 0, 'Hall of Fame Game'],
      ['Preseason', 1, 'Preseason Week 1'],
      ['Preseason', 3, 'Preseason Week 3'],
    ]);
  });

  it('API-Sports: "Week 1" is a regular week; an NFL round name is that postseason round; other words leave no week', () => {
    const items = readApiSportsEnvelope('nfl', fixtureJson('apisports/nfl-games-2022-09-11-finished.json'));
    const withWeek = (week: string, stage = 'Regular Season') => {
      const item = structuredClone(items[0]) as { game: { week: string; stage: string } };
      item.game.week = week;
      item.game.stage = stage;
      const [game] = parseApiSportsGames('NFL', [item]).games;
      return game === undefined ? null : [game.stage, game.week, footballWeekLabel(game)];
    };
    expect(withWeek('Week 1')).toEqual(['Regular Season', 1, 'Week 1']);
    expect(withWeek('Wild Card', 'Post Season')).toEqual(['Postseason', 1, 'Wild Card']);
    expect(withWeek('Divisional Round', 'Post Season')).toEqual(['Postseason', 2, 'Divisional Round']);
    expect(withWeek('Conference Championship', 'Post Season')).toEqual(['Postseason', 3, 'Conference Championships']);
    expect(withWeek('Super Bowl', 'Post Season')).toEqual(['Postseason', 5, 'Super Bowl']);
    expect(withWeek('Hall of Fame Weekend', 'Pre Season')).toEqual(['Pre Season', null, null]);
  });
});
