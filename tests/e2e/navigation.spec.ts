import { expect, test } from './fixtures.js';

test('the bottom navigation goes to My Games and back, marking the current tab', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const home = nav.getByRole('link', { name: 'Home' });
  const games = nav.getByRole('link', { name: 'My Games' });
  await expect(home).toHaveAttribute('aria-current', 'page');
  await expect(games).not.toHaveAttribute('aria-current', 'page');

  await games.click();
  await expect(page).toHaveURL('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'My Games' })).toBeVisible();
  await expect(games).toHaveAttribute('aria-current', 'page');
  await expect(home).not.toHaveAttribute('aria-current', 'page');

  await home.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports pools with your friends, in a minute.' })).toBeVisible();
  await expect(home).toHaveAttribute('aria-current', 'page');
});

test('the navigation sits at the bottom with thumb-sized targets', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The server writes the navigation too (decision 047): measure the app's, once it has replaced it.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeVisible();
  const navBox = await nav.boundingBox();
  expect(Math.round((navBox?.y ?? 0) + (navBox?.height ?? 0))).toBe(page.viewportSize()?.height);
  for (const target of [nav.getByRole('link', { name: 'Home' }), nav.getByRole('link', { name: 'My Games' }), nav.getByRole('button', { name: 'Menu' })]) {
    const box = await target.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
});

test('My Games shows zero counts and the empty state with a way to create a pool', async ({ page }) => {
  await page.goto('/games');
  await expect(page).toHaveTitle('My Games · Sportsball');
  const counts = page.getByRole('list', { name: 'Your games by state' });
  await expect(counts.getByRole('listitem')).toHaveText(['0Pending', '0Active', '0Completed']);
  await expect(page.getByRole('heading', { name: 'No games yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a pool' })).toHaveAttribute('href', '/games/new');
});

test('with ?forceBot=true there is no navigation and no session', async ({ page }) => {
  let sockets = 0;
  page.on('websocket', () => sockets++);
  await page.goto('/?forceBot=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports pools with your friends, in a minute.' })).toBeVisible();
  // The hero (and a plain navigation) arrive in the server's HTML (decision 047); bot mode is the
  // app's, decided once it runs: wait until its page has replaced the server's.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  // Bot mode holds for the whole visit, not just the first URL.
  await page.getByRole('link', { name: 'Create a pool' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a pool' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const me = (await (await page.request.get('/api/me')).json()) as { user: unknown };
  expect(me.user).toBeNull();
  expect(sockets).toBe(0);
});
