// The app's pages the server writes in full (decision 047): the squares hub, the league and team
// creation pages and the public pick'em pages arrive with their own head and their text, readable
// without JavaScript; the hub carries the next NFL prime-time games as SportsEvent data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_HEADING, HUB_TITLE } from '../../src/contracts/content/hub-text.js';
import { upsertSportsGame } from '../../src/server/db/repositories/sports-games.repository.js';
import { escapeHtml } from '../../src/server/http/game-pages.js';
import { MLB_POOL_PATH, NFL_POOL_PATHS } from '../../src/server/http/app-pages.js';
import { isPrimeTime } from '../../src/server/http/sports-events.js';
import { MLB_POOL_PATH as WEB_MLB_POOL_PATH, NFL_POOL_PATHS as WEB_NFL_POOL_PATHS } from '../../src/web/features/pickem/season/season-paths.js';
import { footballGame } from '../../src/web/testing/sports-games.js';
import { metaContent, startGamePagesServer } from '../setup/game-pages.js';
import { engines } from '../setup/test-databases.js';
import { postJson, type TestServer } from '../setup/test-server.js';

const ORIGIN = 'https://sportsball.example';

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);
const firstHeading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** Tomorrow (UTC) at `hour`:`minute` UTC: always ahead of the server's clock. */
const tomorrowAt = (hour: number, minute: number) => {
  const day = new Date(Date.now() + 86_400_000);
  day.setUTCHours(hour, minute, 0, 0);
  return day.toISOString();
};

describe.each(engines)('the app pages the server writes, on %s', (engine) => {
  let server: TestServer;
  let stop: () => Promise<void>;
  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

  beforeAll(async () => {
    ({ server, stop } = await startGamePagesServer(engine));
    // The season clock's first run makes the public challenges.
    expect((await postJson(server, '/api/dev/seasons/tick', { at: new Date().toISOString() })).status).toBe(200);
  });
  afterAll(() => stop());

  it.each([
    ['/squares', HUB_TITLE, HUB_HEADING, '/squares'],
    ['/squares/nfl', 'NFL squares: pick a game · Sportsball', 'Pick a game', '/squares/nfl'],
    ['/squares/ncaa', 'College football squares: pick a game · Sportsball', 'Pick a game', '/squares/ncaa'],
    ['/squares/mlb', 'MLB squares: pick a game · Sportsball', 'Pick a game', '/squares/mlb'],
    ['/squares/nfl/kansas-city-chiefs', 'Kansas City Chiefs squares · Sportsball', 'Kansas City Chiefs squares', '/squares/nfl/kansas-city-chiefs'],
    ['/football-pool', null, null, '/football-pool'],
    ['/office-pool', null, null, '/football-pool'],
    ['/baseball-pool', null, null, '/baseball-pool'],
    ['/seasons/publicNflPickem', null, null, '/seasons/publicNflPickem'],
  ] as const)('%s is a complete page: status, title, first heading and its own head', async (path, expectedTitle, heading, canonical) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    if (expectedTitle !== null) expect(title(html)).toBe(escapeHtml(expectedTitle));
    else expect(title(html)).toMatch(/Pick(’|&#39;)em 2\d{3} · Sportsball$/);
    if (heading !== null) expect(firstHeading(html)).toBe(escapeHtml(heading));
    else expect(firstHeading(html)).toBeTruthy();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${canonical}" />`);
    expect(metaContent(html, 'og:url')).toEqual([`${ORIGIN}${canonical}`]);
    expect(metaContent(html, 'og:title')).toEqual([title(html)]);
    expect(metaContent(html, 'twitter:title')).toEqual([title(html)]);
    expect(metaContent(html, 'description')[0]?.length).toBeGreaterThan(40);
    // The app finds the server's markup by the path asked for, and keeps it on screen while it loads.
    expect(html).toContain(`data-prerendered="${path}"`);
  });

  it('the public pick\'em page explains how to play without JavaScript', async () => {
    const html = await (await get('/football-pool')).text();
    expect(html).toContain('How to play');
    expect(html).toContain('Upset bonus');
    expect(html).toContain("kickoff. Each game locks on its own");
  });

  it('the hub lists every tool and every NFL team page as links', async () => {
    const html = await (await get('/squares')).text();
    for (const path of ['/squares/templates/printable', '/squares/tools/scoring', '/squares/tools/payout', '/squares/nfl/kansas-city-chiefs', '/learning-center/squares-basics']) {
      expect(html).toContain(`href="${path}"`);
    }
  });

  it.each(['/squares/nfl/not-a-team', '/squares/ncaa/kansas-city-chiefs', '/seasons/nope', `/seasons/${'x'.repeat(20)}`])('%s leads nowhere: 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(title(await response.text())).toBe('Page not found · Sportsball');
  });

  it('the hub carries at most three upcoming NFL prime-time games as SportsEvent data', async () => {
    // Tomorrow: an afternoon game (1pm Eastern is 17:00 or 18:00 UTC) and four night games (8:20pm Eastern is 00:20 or 01:20 UTC the next day).
    await upsertSportsGame(server.db, footballGame({ id: 'ssr-nfl-afternoon', gameTime: tomorrowAt(18, 0) }), new Date(), null);
    for (const [i, minute] of [10, 20, 30, 40].entries()) {
      const gameTime = new Date(Date.parse(tomorrowAt(1, minute)) + 86_400_000).toISOString();
      await upsertSportsGame(server.db, footballGame({ id: `ssr-nfl-night-${i}`, gameTime, date: gameTime.slice(0, 10) }), new Date(), null);
    }
    const events = jsonLd(await (await get('/squares')).text()).filter((data) => data['@type'] === 'SportsEvent');
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThanOrEqual(3);
    for (const event of events) {
      expect(event).toMatchObject({ '@context': 'https://schema.org', sport: 'American football', url: `${ORIGIN}/squares` });
      expect(isPrimeTime(event.startDate as string)).toBe(true);
      expect(Date.parse(event.startDate as string)).toBeGreaterThan(Date.now());
      expect(event.homeTeam).toMatchObject({ '@type': 'SportsTeam' });
    }
    const starts = events.map((event) => event.startDate as string);
    expect(starts).toEqual([...starts].sort());
    expect(starts).not.toContain(tomorrowAt(18, 0));
  });
});

describe('prime time', () => {
  it.each([
    ['2026-11-27T01:15:00.000Z', true], // Thursday 8:15pm EST
    ['2026-11-22T18:00:00.000Z', false], // Sunday 1pm EST
    ['2026-11-22T21:25:00.000Z', false], // Sunday 4:25pm EST
    ['2026-09-14T23:00:00.000Z', true], // Monday 7pm EDT
    ['2026-09-14T22:59:00.000Z', false], // Monday 6:59pm EDT
  ])('%s: %s', (gameTime, expected) => {
    expect(isPrimeTime(gameTime)).toBe(expected);
  });
});

describe("the public pick'em pages the server writes", () => {
  it('are the paths the app draws them at', () => {
    expect(NFL_POOL_PATHS).toEqual(WEB_NFL_POOL_PATHS);
    expect(MLB_POOL_PATH).toBe(WEB_MLB_POOL_PATH);
  });
});
