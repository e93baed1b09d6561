// Game day: the admin keeps /benchd open on a second screen — open sockets, how long an update
// takes to reach every screen, how long a claim takes, how fresh the score feed is — each as a
// number and a small chart of the last hour. Nobody else learns the page exists.
import { E2E_TOOLS_ADMIN_EMAIL } from './e2e-env.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { signInOverApi, uniqueEmail, uniqueHandle } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import { shootWidths } from './review-shots.js';

const REFUSED_REQUEST = /Failed to load resource: the server responded with a status of 40[34]/;

test('the admin watches the game-day figures of the last hour, on their own page and on the dashboard', async ({ page }) => {
  await signInOverApi(page.request, E2E_TOOLS_ADMIN_EMAIL, uniqueHandle('Admin'));
  await page.goto('/benchd');
  await expect(page.getByRole('heading', { level: 1, name: 'Game day' })).toBeVisible();
  for (const figure of ['Open sockets', 'Fan-out lag p99', 'Claim latency p99', 'Feed freshness']) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  // The admin's own page holds a live socket, so this instance has at least one open.
  const sockets = page.getByRole('listitem').filter({ hasText: 'Open sockets' });
  await expect(sockets).toContainText(/Open sockets\s*[1-9]/);
  await expect(page.getByText(/Last hour on instance .+ claims\. Refreshes every 10 seconds\./)).toBeVisible();
  await expectNoSeriousViolations(page, 'benchd');
  await shootWidths(page, 'benchd', { fullPage: true });

  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'Game day, last hour' });
  await expect(section.getByText('Claim latency p99', { exact: true })).toBeVisible();
  await shootWidths(page, 'admin-benchd', { fullPage: true, prepare: () => section.scrollIntoViewIfNeeded() });
});

test('to a player /benchd is a page that does not exist', async ({ page, consoleGuard }) => {
  consoleGuard.allow(REFUSED_REQUEST);
  expect((await page.goto('/benchd'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "There's no page here" })).toBeVisible();
  await expect(page.getByText('Game day')).toHaveCount(0);

  await signInOverApi(page.request, uniqueEmail('player'), uniqueHandle('Player'));
  expect((await page.goto('/benchd'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "There's no page here" })).toBeVisible();
  await expect(page.getByText('Claim latency p99')).toHaveCount(0);
});
