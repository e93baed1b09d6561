// docs/product/site.md#home game cards on the simulated feed (docs/product/live-data.md): cards for the week's NFL and
// college games, live without a reload on every open page, FINAL at the end, accessible.
import type { APIRequestContext, Page, WebSocketRoute } from '@playwright/test';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import type { SimGames } from '../../src/contracts/simulator.js';
import type { SportsGame, SportsLeagueSnapshot } from '../../src/contracts/sports.js';
import { seriousViolations } from './axe-helpers.js';
import { expect, gotoLive, test } from './fixtures.js';
import { drive, expectNotReloaded, listedGames, markPage } from './squares-helpers.js';

/**
 * A simulated NFL game that is on the home page and not under way: one of today's slate when
 * today has NFL games (GET /api/dev/sim/games), else the league's next listed game. Each call
 * skips games an earlier test has already finished (they leave the list).
 */
async function pickNflGame(request: APIRequestContext): Promise<SportsGame> {
  const listed = await listedGames(request, 'NFL');
  const today = ((await (await request.get('/api/dev/sim/games?league=NFL')).json()) as SimGames).games;
  const open = listed.filter((game) => game.status === 'NS');
  const game = open.find((candidate) => today.some((g) => g.id === candidate.id)) ?? open[0] ?? listed[0];
  if (!game) throw new Error('The simulator lists no NFL games');
  return game;
}

const card = (page: Page, id: string) => page.locator(`[data-game-id="${id}"]`);

test('the home page shows this week’s NFL and college games, simulated, each linking to squares on it', async ({ page, request }) => {
  const game = await pickNflGame(request);
  await page.goto('/');
  const nfl = page.getByRole('region', { name: 'NFL' });
  await expect(nfl.getByRole('list', { name: 'NFL games' })).toBeVisible();
  const first = card(page, game.id);
  await expect(first).toContainText(game.teams.away.name);
  await expect(first).toContainText(game.teams.home.name);
  await expect(first).toContainText('Simulated scores');
  // Kickoff in the viewer's zone, with the zone named (the browser runs in UTC here).
  await expect(first).toContainText(/Starts .*\d:\d\d [AP]M (UTC|GMT|[A-Z]{2,4})/);
  await expect(first).toHaveAttribute('href', `/squares/nfl?game=${game.id}`);
  // Named by what it shows, in order (home.spec.ts checks it with axe).
  await expect(first).toHaveAccessibleName(new RegExp(`^Starts .+ ?\\. .*${game.teams.away.name}.* at .*${game.teams.home.name}.*Simulated scores ?\\. Create squares on this game$`));

  const college = page.getByRole('region', { name: 'College football' });
  await expect(college.getByRole('link', { name: /Create squares on this game/ }).first()).toHaveAttribute('href', /^\/squares\/ncaa\?game=sim-ncaaf-/);
});

test('a simulated game driven to Q2 updates its card on two phones without a reload, then shows FINAL', async ({ page, newVisitor, request }) => {
  const game = await pickNflGame(request);
  const other = await newVisitor();
  const phones = [page, other];
  for (const phone of phones) {
    await gotoLive(phone, '/');
    await expect(card(phone, game.id)).toContainText('Starts');
    await markPage(phone);
  }

  await drive(request, game.id, { status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] } });
  const { away, home } = game.teams;
  for (const phone of phones) {
    const live = card(phone, game.id);
    await expect(live).toContainText('LIVE');
    await expect(live).toContainText('Q2');
    await expect(live).toHaveAccessibleName(new RegExp(`^${away.name} 10, ${home.name} 0, 2nd quarter\\.`));
    await expect(live.locator('.game-card__score')).toHaveText(['10', '0']);
  }

  const final = await drive(request, game.id, { advance: 'final' });
  expect(['FT', 'AOT']).toContain(final.game.status);
  for (const phone of phones) {
    await expect(card(phone, game.id)).toContainText(/FINAL/);
    await expect(card(phone, game.id)).toHaveAccessibleName(/, final( after overtime)?\./);
    await expectNotReloaded(phone);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the home page with live, upcoming and final cards has no serious accessibility problems (${colorScheme})`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme });
    const live = await pickNflGame(request);
    await drive(request, live.id, { status: 'Q3', periodScores: { away: [7, 3, 0], home: [0, 7, 7] } });
    await page.goto('/');
    await expect(card(page, live.id)).toContainText('LIVE');
    await expect(page.getByRole('list', { name: 'College football games' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await drive(request, live.id, { advance: 'final' });
    await expect(card(page, live.id)).toContainText('FINAL');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the card row scrolls inside itself; the page does not scroll sideways at 360px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const row = page.getByRole('list', { name: 'NFL games' });
  await expect(row).toBeVisible();
  const sizes = await row.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // Swiping the row moves the cards, not the page.
  await row.evaluate((element) => element.scrollBy({ left: 400, behavior: 'instant' }));
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});

test('while the games load, skeleton cards hold their place so nothing moves', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold back the live connection until the skeleton has been measured.
  await page.routeWebSocket('**/api/live', async (ws) => {
    await held;
    ws.connectToServer();
  });
  await page.goto('/');
  const nfl = page.getByRole('region', { name: 'NFL' });
  await expect(nfl.getByRole('status')).toHaveText('Loading NFL games…');
  const whatIs = page.getByRole('heading', { name: 'What is Sportsball?' });
  const before = (await whatIs.boundingBox())?.y;
  release();
  await expect(nfl.getByRole('list', { name: 'NFL games' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'College football games' })).toBeVisible();
  expect((await whatIs.boundingBox())?.y).toBe(before);
});

test('a page whose live connection answers nothing reads the games over HTTP after a few seconds', async ({ page }) => {
  // The socket opens but nothing ever comes back on it.
  await page.routeWebSocket('**/api/live', () => {});
  await page.goto('/');
  const nfl = page.getByRole('region', { name: 'NFL' });
  await expect(nfl.getByRole('status')).toHaveText('Loading NFL games…');
  await expect(nfl.getByRole('list', { name: 'NFL games' })).toBeVisible({ timeout: 15_000 });
  await expect(nfl.getByText('Simulated scores').first()).toBeVisible();
});

test('bots get the cards from one HTTP read, with no live connection', async ({ page }) => {
  let sockets = 0;
  page.on('websocket', () => sockets++);
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/sports/leagues/')) reads.push(new URL(r.url()).pathname);
  });
  await page.goto('/?forceBot=true');
  await expect(page.getByRole('list', { name: 'NFL games' }).getByText('Simulated scores').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'College football games' })).toBeVisible();
  expect(reads.sort()).toEqual(['/api/sports/leagues/NFL/games', '/api/sports/leagues/NcaaFootball/games']);
  expect(sockets).toBe(0);
});

test.describe('screenshots of the cards in every state', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('live, final and upcoming cards at 390x844 and 360x740, light and dark', async ({ page, request }) => {
    const live = await pickNflGame(request);
    await drive(request, live.id, { status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] } });
    const final = await pickNflGame(request);
    // A page that is open when a game ends keeps its card, showing FINAL, for a while; a page
    // loaded later never lists it. So this page stays open from here on.
    await gotoLive(page, '/');
    await expect(card(page, final.id)).toContainText('Starts');
    await drive(request, final.id, { status: 'Q4', periodScores: { away: [3, 7, 0, 7], home: [7, 0, 7, 3] } });
    await drive(request, final.id, { advance: 'final' });
    await expect(card(page, live.id)).toContainText('LIVE');
    await expect(card(page, final.id)).toContainText('FINAL');
    await expect(page.getByRole('list', { name: 'College football games' })).toBeVisible();
    for (const size of [
      { width: 390, height: 844 },
      { width: 360, height: 740 },
    ]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await page.setViewportSize(size);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        // A card's call to action keeps its arrow however narrow the card: the note beside it gives way.
        const arrows = await page.locator('.game-card__cta svg').evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().width));
        expect(arrows.length).toBeGreaterThan(0);
        expect(Math.min(...arrows)).toBeGreaterThanOrEqual(18);
        await page.getByRole('heading', { name: 'Pick a game, start a pool' }).evaluate((heading) => heading.scrollIntoView({ block: 'start', behavior: 'instant' }));
        await page.screenshot({ path: `.tmp/screenshots/home-cards-${size.width}x${size.height}-${colorScheme}.png` });
        // One card along: the finished game.
        const row = page.getByRole('list', { name: 'NFL games' });
        await row.evaluate((element) => element.scrollTo({ left: 200, behavior: 'instant' }));
        await page.screenshot({ path: `.tmp/screenshots/home-cards-${size.width}x${size.height}-${colorScheme}-scrolled.png` });
        await row.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
      }
    }
  });
});

test.describe('empty, error and stale states', () => {
  test('a league with no games this week says so, with a next step', async ({ page }) => {
    await page.route('**/api/sports/leagues/NFL/games', async (route) => {
      const response = await route.fetch();
      const snapshot = (await response.json()) as SportsLeagueSnapshot;
      await route.fulfill({ response, json: { ...snapshot, games: [] } });
    });
    await page.goto('/?forceBot=true');
    const nfl = page.getByRole('region', { name: 'NFL' });
    await expect(nfl.getByText('No NFL games this week')).toBeVisible();
    await expect(nfl.getByRole('link', { name: 'Plan a squares pool' })).toHaveAttribute('href', '/squares/nfl');
    await expect(page.getByRole('list', { name: 'College football games' })).toBeVisible();
    await page.getByRole('heading', { name: 'Pick a game, start a pool' }).evaluate((heading) => heading.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.screenshot({ path: '.tmp/screenshots/home-cards-empty-390x844-light.png' });
  });

  test('a league that could not be loaded offers to try again, and trying again works', async ({ page, consoleGuard }) => {
    // Chromium reports the refused request itself.
    consoleGuard.allow(/Failed to load resource/);
    let fail = true;
    await page.route('**/api/sports/leagues/NFL/games', async (route) => {
      if (fail) await route.fulfill({ status: 503, json: { error: { code: 'database_unavailable', message: 'Try later', correlationId: 'c' } } });
      else await route.continue();
    });
    await page.goto('/?forceBot=true');
    const nfl = page.getByRole('region', { name: 'NFL' });
    await expect(nfl.getByRole('alert')).toContainText("Couldn't load NFL games");
    await page.getByRole('heading', { name: 'Pick a game, start a pool' }).evaluate((heading) => heading.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.screenshot({ path: '.tmp/screenshots/home-cards-error-390x844-light.png' });
    fail = false;
    await nfl.getByRole('button', { name: 'Try again' }).click();
    await expect(nfl.getByRole('list', { name: 'NFL games' })).toBeVisible();
  });

  test('when the feed fails, the row says how old the scores are, live', async ({ page }) => {
    let pageSide: WebSocketRoute | undefined;
    let leagueVersion = -1;
    let snapshotFeed: SportsLeagueSnapshot['feed'] | undefined;
    await page.routeWebSocket('**/api/live', (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        const parsed = JSON.parse(String(message)) as ServerMessage;
        if (parsed.type !== 'error' && parsed.topic === 'sports-league:NFL') {
          leagueVersion = Math.max(leagueVersion, parsed.version);
          if (parsed.type === 'snapshot') snapshotFeed = (parsed.data as SportsLeagueSnapshot).feed;
        }
        ws.send(message);
      });
      pageSide = ws;
    });
    await page.goto('/');
    const nfl = page.getByRole('region', { name: 'NFL' });
    await expect(nfl.getByRole('list', { name: 'NFL games' })).toBeVisible();
    await expect(nfl.getByTestId('stale-scores')).toHaveCount(0);
    expect(snapshotFeed).toBeDefined();

    // The server's next update on the topic: the feed started failing, its last success 12½
    // minutes ago (the page's clock ticks every 30 seconds, so it reads 12 either way).
    const lastSuccessAt = new Date(Date.now() - 12.5 * 60_000).toISOString();
    const feed = { ...snapshotFeed, lastSuccessAt, failingSince: new Date(Date.now() - 60_000).toISOString() };
    pageSide?.send(JSON.stringify({ type: 'update', topic: 'sports-league:NFL', version: leagueVersion + 1, data: { kind: 'feed', feed } }));
    await expect(nfl.getByTestId('stale-scores')).toHaveText(/^Scores as of \d{1,2}:\d\d [AP]M \S+ \(12 min ago\)$/);
    // The games stay.
    await expect(nfl.getByRole('list', { name: 'NFL games' })).toBeVisible();
  });
});
