import { expect, test } from './fixtures.js';

test('home renders the logo, the hero and the what-is section', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Sportsball/);
  const hero = page.getByRole('region', { name: 'Sports pools with your friends, in a minute.' });
  await expect(hero.getByText('Sportsball', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sports pools with your friends, in a minute.' })).toBeVisible();
  await expect(hero.getByText(/No app to download, no account to make/)).toBeVisible();
  await expect(hero.getByText(/link or QR code/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is Sportsball?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Squares' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Pick'em" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scored live, automatically' })).toBeVisible();
});

test('a visitor gets an anonymous session', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(async () => ((await (await page.request.get('/api/me')).json()) as { user: { type: string } | null }).user?.type)
    .toBe('anonymous');
});

test('a page that failed to download offers a reload', async ({ page, consoleGuard }) => {
  // The aborted request is reported by Chromium itself as a failed resource.
  consoleGuard.allow(/Failed to load resource/);
  await page.route(/\/assets\/my-games-route-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Games' }).click();
  await expect(page.getByRole('heading', { name: "This page didn't load" })).toBeVisible();
  // The navigation stays usable around the message.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.unroute(/\/assets\/my-games-route-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Games' })).toBeVisible();
});
