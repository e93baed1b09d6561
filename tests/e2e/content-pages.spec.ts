// The content pages (decision 037, docs/product/site.md): a visitor finds them in the menu, reads
// them in the app or with JavaScript off, and every page ends with a way to create a pool. A path
// that leads nowhere says so, with a way home.
import { CONTENT_PAGES } from '../../src/contracts/content/index.js';
import { PAGE_NOT_FOUND_TITLE } from '../../src/contracts/site-routes.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './fixtures.js';
import { shootWidths } from './review-shots.js';

const pageAt = (path: string) => {
  const page = CONTENT_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`no content page at ${path}`);
  return page;
};
const about = pageAt('/about');
const learningCenter = pageAt('/learning-center');
const firstArticle = CONTENT_PAGES.find((p) => p.path.startsWith('/learning-center/'))!;

test('a visitor reads what Sportsball is, visits the learning center, opens an article and starts a pool from it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /Learning Center/ })).toBeVisible();
  await shootWidths(page, 'menu');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /What is Sportsball/ }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: about.heading })).toBeVisible();
  await expect(page).toHaveTitle(about.title);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /Learning Center/ }).click();
  await expect(page).toHaveURL(/\/learning-center$/);
  await expect(page.getByRole('heading', { level: 1, name: learningCenter.heading })).toBeVisible();
  await expect(page).toHaveTitle(learningCenter.title);
  // The learning center lists its seven articles.
  const articles = page.getByRole('heading', { name: 'Articles' }).locator('..').getByRole('link');
  await expect(articles).toHaveCount(7);

  await articles.filter({ hasText: firstArticle.heading }).click();
  await expect(page).toHaveURL(new RegExp(`${firstArticle.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: firstArticle.heading })).toBeVisible();
  await expect(page).toHaveTitle(firstArticle.title);
  await expect(page.getByText(/^Last updated /)).toBeVisible();

  const cta = page.getByRole('complementary', { name: 'Create a pool' });
  await expect(cta.getByText(firstArticle.cta.text)).toBeVisible();
  await cta.getByRole('link', { name: firstArticle.cta.label }).click();
  await expect(page).toHaveURL(new RegExp(`${firstArticle.cta.to}$`));
});

test('an address that leads nowhere says so in the app and leads home', async ({ page, consoleGuard }) => {
  // The browser reports the page's own 404, which is the point here (its one request that fails).
  consoleGuard.allow(/^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_NOT_FOUND_TITLE })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Sportsball');
  await shootWidths(page, 'not-found');
  await expectNoSeriousViolations(page, 'not-found page');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the old addresses move to their pages', async ({ page }) => {
  await page.goto('/super-bowl-squares');
  await expect(page).toHaveURL(/\/squares$/);
  await page.goto('/nfl-squares');
  await expect(page).toHaveURL(/\/squares\/nfl$/);
});

for (const path of ['/about', '/privacy', '/learning-center', firstArticle.path]) {
  test(`${path} reads well: no serious accessibility problem, in either theme, at phone and desktop widths`, async ({ page }) => {
    const content = pageAt(path);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: content.heading })).toBeVisible();
    // The app's own copy has replaced the server's (its article carries no server mark).
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await shootWidths(page, `page${path.replaceAll('/', '-')}`, { fullPage: true });
    await expectNoSeriousViolations(page, path);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('an article is there to read: heading, text, and the way to create a pool', async ({ page }) => {
    const response = await page.goto(firstArticle.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: firstArticle.heading })).toBeVisible();
    if (firstArticle.lead) await expect(page.getByText(firstArticle.lead.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'))).toBeVisible();
    for (const section of firstArticle.sections) await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: firstArticle.cta.label })).toHaveAttribute('href', firstArticle.cta.to);
    await shootWidths(page, `no-js${firstArticle.path.replaceAll('/', '-')}`, { fullPage: true });
  });

  test('the learning center links its articles', async ({ page }) => {
    await page.goto('/learning-center');
    await expect(page.getByRole('link', { name: new RegExp(firstArticle.heading) }).first()).toHaveAttribute('href', firstArticle.path);
  });
});
