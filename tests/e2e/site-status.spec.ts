// docs/product/site.md#maintenance-and-versions: the countdown banner, its urgent last 20 seconds,
// the bumper, and the forced update with at most 3 reload attempts.
import { expect, gotoLive, test } from './fixtures.js';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

test('the upgrade banner can be dismissed until it turns urgent, then the bumper takes over', async ({ page, setSiteConfig }) => {
  await gotoLive(page, '/');
  await setSiteConfig({ maintenanceTime: inSeconds(600) });
  const banner = page.getByTestId('maintenance-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss upgrade notice' }).click();
  await expect(banner).toHaveCount(0);

  // The last 20 seconds: red, and no way to dismiss it.
  await setSiteConfig({ maintenanceTime: inSeconds(12) });
  await expect(banner).toContainText(/Site upgrade in 00:1[0-2]/);
  await expect(banner).toHaveClass(/banner--urgent/);
  await expect(banner.getByRole('button', { name: 'Dismiss upgrade notice' })).toHaveCount(0);

  // At the time itself the bumper appears without any further message from the server.
  await expect(page.getByRole('alertdialog', { name: 'Site Upgrade in Progress' })).toBeVisible({ timeout: 15_000 });
  await expect(banner).toHaveCount(0);
  // Behind the bumper the page is inert.
  expect(await page.locator('.site-status__app').getAttribute('inert')).not.toBeNull();
});

test('the bumper also shows while minClientVersion is unset', async ({ page, setSiteConfig }) => {
  await gotoLive(page, '/games');
  await setSiteConfig({ minClientVersion: null });
  await expect(page.getByRole('alertdialog', { name: 'Site Upgrade in Progress' })).toBeVisible();
  await setSiteConfig({ minClientVersion: '0.0.0' });
  await expect(page.getByRole('alertdialog', { name: 'Site Upgrade in Progress' })).toHaveCount(0);
});

test('an outdated client reloads up to 3 times, then shows the update error with a working Retry', async ({ page, setSiteConfig }) => {
  let loads = 0;
  const warnings: string[] = [];
  page.on('load', () => loads++);
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await setSiteConfig({ minClientVersion: '99.0.0' });
  await page.goto('/');
  const updateError = page.getByRole('alertdialog', { name: "We couldn't update Sportsball" });
  await expect(updateError).toBeVisible({ timeout: 15_000 });
  expect(loads).toBe(4); // the first load and 3 reloads
  expect(warnings).toContain('Too many reload attempts');
  expect(await page.evaluate(() => sessionStorage.getItem('reload_attempts'))).toBe('3');

  // Retry clears the counter and reloads, which earns 3 fresh attempts.
  await updateError.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(8);
  await expect(updateError).toBeVisible();

  // Once this version is accepted again the page recovers and forgets the attempts.
  await setSiteConfig({ minClientVersion: '0.4.0' });
  await expect(updateError).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Sports pools with your friends, in a minute.' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('reload_attempts'))).toBeNull();
});
