// The app's pages the server writes (decision 047, docs/product/site.md#app-pages-written-by-the-server):
// a visitor without JavaScript — or a crawler — reads the squares hub, a creation page, a team's
// page and the public pick'em page; with JavaScript the app takes over without an error.
import { HUB_HEADING, HUB_TITLE } from '../../src/contracts/content/hub-text.js';
import { expect, test } from './fixtures.js';
import { shootWidths } from './review-shots.js';

const PAGES = [
  { path: '/squares', title: HUB_TITLE, heading: HUB_HEADING },
  { path: '/squares/nfl', title: 'NFL squares: pick a game · Sportsball', heading: 'Pick a game' },
  { path: '/squares/nfl/kansas-city-chiefs', title: 'Kansas City Chiefs squares · Sportsball', heading: 'Kansas City Chiefs squares' },
  { path: '/football-pool', title: /NFL Pick’em \d{4} · Sportsball$/, heading: null },
  { path: '/baseball-pool', title: /MLB Pick’em \d{4} · Sportsball$/, heading: null },
] as const;

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title, heading } of PAGES) {
    test(`${path} is there to read: its title, its heading and its text`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      if (heading) await expect(h1).toHaveText(heading);
      await shootWidths(page, `no-js${path.replaceAll('/', '-')}`, { fullPage: path !== '/squares' });
    });
  }

  test('the hub leads to its tools, its guide and every team page without the app', async ({ page }) => {
    await page.goto('/squares');
    await expect(page.getByRole('link', { name: /Squares payout calculator/ })).toHaveAttribute('href', '/squares/tools/payout');
    await expect(page.getByRole('link', { name: 'Kansas City Chiefs' })).toHaveAttribute('href', '/squares/nfl/kansas-city-chiefs');
    await page.getByRole('link', { name: 'Read the full guide to squares' }).click();
    await expect(page).toHaveURL(/\/learning-center\/squares-basics$/);
  });

  test("the public pick'em page says how to play", async ({ page }) => {
    await page.goto('/football-pool');
    for (const name of ['How to play', 'Upset bonus', 'Last-minute heroics']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  });
});

// The fixture fails a test whose page logs an error (a hydration or render error included).
for (const { path, heading } of PAGES.slice(0, 3)) {
  test(`${path}: the app takes over from the server's page without an error`, async ({ page }) => {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The app's own page has replaced the server's (which carries the server's mark).
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  });
}

test("the public pick'em page: the app takes over without an error", async ({ page }) => {
  await page.goto('/football-pool');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
