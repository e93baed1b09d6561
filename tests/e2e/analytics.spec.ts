// Our own analytics, seen from the Admin Dashboard: a visitor opens the home page and a host
// shares their pool; the admin's daily players and the funnel count them. The new sections pass
// axe. A browser's error report shows in the errors table, grouped.
import type { APIRequestContext } from '@playwright/test';
import { AdminAnalyticsSchema, type AdminAnalytics } from '../../src/contracts/analytics.js';
import { E2E_ADMIN_EMAIL } from './e2e-env.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { signInOverApi, uniqueHandle } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import { shootWidths } from './review-shots.js';
import { babyShowerPool, createGameOverApi, signInHost } from './squares-helpers.js';

async function figures(request: APIRequestContext): Promise<AdminAnalytics> {
  const response = await request.get('/api/admin/analytics');
  expect(response.status()).toBe(200);
  return AdminAnalyticsSchema.parse(await response.json());
}
const today = (f: AdminAnalytics) => f.dailyPlayers.find((d) => d.day === new Date().toISOString().slice(0, 10))?.players ?? 0;

test('a page view and a shared pool reach the admin’s daily players and funnel', async ({ page, newVisitor }) => {
  await signInOverApi(page.request, E2E_ADMIN_EMAIL, uniqueHandle('Admin'));
  const host = await newVisitor();
  await host.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInHost(host);
  const start = await figures(page.request);
  const { gameId } = await createGameOverApi(host.request, babyShowerPool('Analytics shower'));
  // The pool's creation is counted once the server's batch is written (about a second).
  await expect.poll(async () => (await figures(page.request)).funnel.created).toBe(start.funnel.created + 1);
  const before = await figures(page.request);

  // A new visitor opens the home page and leaves: the page view goes when the page is hidden.
  const visitor = await newVisitor();
  await visitor.goto('/');
  // The server writes the home page's hero; the page view is the app's to count, once it has taken over.
  await expect(visitor.locator('[data-prerendered]')).toHaveCount(0);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.goto('about:blank');

  // The host shares the pool's link from its share page.
  await host.goto(`/games/${gameId}/share`);
  await host.getByRole('button', { name: 'Share link' }).click();
  await expect(host.getByRole('status').filter({ hasText: /Link (copied|shared)/ })).toBeAttached();
  await host.goto('about:blank');

  await expect.poll(async () => (await figures(page.request)).funnel.shared).toBe(before.funnel.shared + 1);
  await expect.poll(async () => today(await figures(page.request))).toBe(today(before) + 1);

  // A browser's error report, twice: one group, counted twice.
  const report = { kind: 'error', name: 'TypeError', message: 'e2e: cannot read the grid', stack: 'TypeError: e2e\n    at draw (http://localhost/assets/index-e2e.js:1:10)', route: '/games/:gameId', version: '0.0.1' };
  for (let i = 0; i < 2; i += 1) expect((await page.request.post('/api/errors', { data: report })).status()).toBe(204);

  await page.goto('/admin');
  const analytics = page.getByRole('region', { name: 'Analytics, last 30 days' });
  await expect(analytics.getByTestId('admin-funnel')).toContainText('Shared');
  await expect(analytics.getByTestId('admin-games-by-kind')).toContainText('Baby shower squares');
  const group = page.getByTestId('admin-errors').getByRole('listitem').filter({ hasText: 'e2e: cannot read the grid' });
  await expect(group.getByLabel('2 times')).toBeVisible();
  await expect(group).toContainText('First seen');
  await expectNoSeriousViolations(page, 'admin analytics and errors');
  await shootWidths(page, 'admin-analytics', { fullPage: true });
});
