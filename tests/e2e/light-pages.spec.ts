// The pages the server writes are read and navigated before the app has loaded (decision 047): a
// reader on a slow phone opens the menu and follows links from the HTML alone, and the app, which
// loads once the page has, takes over without anything on screen moving. The home page paints its
// hero from the HTML too.
import type { Page } from '@playwright/test';
import { HOME_HERO_TITLE } from '../../src/contracts/content/home-text.js';
import { CONTENT_PAGES } from '../../src/contracts/content/index.js';
import { expect, test } from './fixtures.js';
import { shootWidths } from './review-shots.js';

const about = CONTENT_PAGES.find((p) => p.path === '/about')!;
const learningCenter = CONTENT_PAGES.find((p) => p.path === '/learning-center')!;
const MODULE_SCRIPT = /<script[^>]*type="module"/;

/** Sums the page's layout shifts not caused by input, as the browser reports them (CLS's raw figure). */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
}

test("the pages the server writes carry no app script in their HTML, and the home page's HTML carries its hero", async ({ request }) => {
  for (const path of [...CONTENT_PAGES.map((p) => p.path), '/squares', '/squares/nfl', '/football-pool']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(MODULE_SCRIPT);
    expect(html, path).not.toContain('modulepreload');
    expect(html, path).toMatch(/<script data-entry="\/assets\/index-[\w-]+\.js">\(function/);
  }
  // The home page is the app: its entry starts loading once the first frame is drawn.
  const home = await (await request.get('/')).text();
  expect(home).toContain(HOME_HERO_TITLE);
  expect(home).not.toMatch(MODULE_SCRIPT);
  expect(home).toMatch(/<script data-entry="\/assets\/index-[\w-]+\.js" data-now>\(function/);
});

test('a reader opens the menu and follows its links while the app has not loaded', async ({ page, consoleGuard }) => {
  // The app's entry never arrives (a very slow or broken connection): the page must work without it.
  consoleGuard.allow(/^Failed to load resource: net::ERR_FAILED$/);
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: about.heading })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Menu', { exact: true }).click();
  const learning = nav.getByRole('link', { name: /Learning Center/ });
  await expect(learning).toBeVisible();
  await shootWidths(page, 'server-menu-open');
  await learning.click();
  await expect(page).toHaveURL(/\/learning-center$/);
  await expect(page.getByRole('heading', { level: 1, name: learningCenter.heading })).toBeVisible();
  // Still the server's page: the app never loaded.
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: HOME_HERO_TITLE })).toBeVisible();
});

test('a reader who opened the menu before the app arrived finds the app’s menu open', async ({ page }) => {
  // Hold the app's entry until the reader has opened the server's menu.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/learning-center');
  await page.getByRole('navigation', { name: 'Main' }).getByText('Menu', { exact: true }).click();
  release();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: /Sign in/ })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`at ${width}px the app takes over /about once it has loaded, and nothing moves`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const shifts = await watchLayoutShifts(page);
    await page.goto('/about');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(await shifts()).toBeLessThanOrEqual(0.02);
  });

  test(`at ${width}px the home page's hero is replaced by the app's without a shift or an error`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const shifts = await watchLayoutShifts(page);
    await page.goto('/');
    // The app's home page: its hero and what the server does not write below it.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HERO_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What is Sportsball?' })).toBeVisible();
    expect(await shifts()).toBeLessThanOrEqual(0.02);
    await shootWidths(page, 'home-after-app');
  });
}
