// Live updates over the one WebSocket (ARCHITECTURE.md): published changes reach every open page
// without a reload, and a reconnecting client resumes from the version it holds.
import type { WebSocketRoute } from '@playwright/test';
import type { ClientMessage, ServerMessage } from '../../src/contracts/realtime.js';
import { expect, gotoLive, test } from './fixtures.js';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

test('a scheduled upgrade appears on two phones at once, then the bumper on both', async ({ page, newVisitor, setSiteConfig }) => {
  const other = await newVisitor();
  await gotoLive(page, '/');
  await gotoLive(other, '/games');

  await setSiteConfig({ maintenanceTime: inMinutes(10) });
  for (const phone of [page, other]) {
    await expect(phone.getByTestId('maintenance-banner')).toContainText(/Site upgrade in (10:00|09:[0-5]\d)/);
  }
  // The countdown runs on its own.
  const before = await page.getByTestId('maintenance-banner').locator('strong').textContent();
  await expect(page.getByTestId('maintenance-banner').locator('strong')).not.toHaveText(before ?? '', { timeout: 3000 });

  await setSiteConfig({ maintenanceTime: inMinutes(-1) });
  for (const phone of [page, other]) {
    await expect(phone.getByRole('alertdialog', { name: 'Site Upgrade in Progress' })).toBeVisible();
    await expect(phone.getByTestId('maintenance-banner')).toHaveCount(0);
  }

  // Maintenance over: both pages come back by themselves.
  await setSiteConfig({ maintenanceTime: null });
  for (const phone of [page, other]) {
    await expect(phone.getByRole('alertdialog', { name: 'Site Upgrade in Progress' })).toHaveCount(0);
  }
  await expect(other.getByRole('heading', { level: 1, name: 'My Games' })).toBeVisible();
});

test('after a reconnect the page resubscribes from the version it holds and ignores stale messages', async ({ page, setSiteConfig }) => {
  const sent: ClientMessage[] = [];
  const received: ServerMessage[] = [];
  let pageSide: WebSocketRoute | undefined;
  await page.routeWebSocket('**/api/live', (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      sent.push(JSON.parse(String(message)) as ClientMessage);
      server.send(message);
    });
    server.onMessage((message) => {
      received.push(JSON.parse(String(message)) as ServerMessage);
      ws.send(message);
    });
    pageSide = ws;
  });
  const versionsOf = (topic: string) => received.flatMap((m) => (m.type !== 'error' && m.topic === topic ? [m.version] : []));
  const siteConfigVersions = () => versionsOf('site-config');
  // The home page also follows the NFL and college game lists; this test watches site-config.
  const siteConfigSent = () => sent.filter((m) => m.topic === 'site-config');

  await page.goto('/');
  await expect.poll(() => siteConfigVersions().length).toBe(1);
  expect(siteConfigSent()).toEqual([{ type: 'subscribe', topic: 'site-config' }]);
  // While a simulated NFL game is live, its score changes follow the first state at once.
  await expect.poll(() => versionsOf('sports-league:NFL').length).toBeGreaterThanOrEqual(1);
  const leagueHeld = Math.max(...versionsOf('sports-league:NFL'));

  await setSiteConfig({ maintenanceTime: inMinutes(10) });
  await expect(page.getByTestId('maintenance-banner')).toBeVisible();
  const held = Math.max(...siteConfigVersions());

  // Drop the connection: the client comes back and asks only for what is newer.
  const firstSocket = pageSide;
  await firstSocket?.close({ code: 1012, reason: 'server restart' });
  await expect.poll(() => pageSide !== firstSocket && siteConfigSent().length).toBe(2);
  expect(siteConfigSent()[1]).toEqual({ type: 'subscribe', topic: 'site-config', since: held });
  // A merged topic (the NFL game list) resumes the same way, from the version of the state it merged.
  await expect
    .poll(() => sent.filter((m) => m.topic === 'sports-league:NFL').map((m) => (m.type === 'subscribe' ? m.since : null)))
    .toEqual([undefined, expect.any(Number)]);
  expect((sent.filter((m) => m.topic === 'sports-league:NFL').at(-1) as { since: number }).since).toBeGreaterThanOrEqual(leagueHeld);

  // Still live after the reconnect.
  await setSiteConfig({ maintenanceTime: inMinutes(20) });
  await expect(page.getByTestId('maintenance-banner')).toContainText(/Site upgrade in (20:00|19:[0-5]\d)/);
  const latest = Math.max(...siteConfigVersions());

  // A repeated version, an older one and malformed messages change nothing.
  await page.evaluate(() => {
    const seen = { bumper: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="maintenance-bumper"]')) seen.bumper = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const past = { maintenanceTime: inMinutes(-1), maintenanceMessage: null, minClientVersion: '0.0.0' };
  pageSide?.send(JSON.stringify({ type: 'update', topic: 'site-config', version: latest, data: past }));
  pageSide?.send(JSON.stringify({ type: 'update', topic: 'site-config', version: 1, data: past }));
  pageSide?.send('not json');
  pageSide?.send(JSON.stringify({ type: 'update', topic: 'site-config', version: -5, data: past }));
  pageSide?.send(JSON.stringify({ type: 'update', topic: 'site-config', version: latest + 1, data: { surprise: true } }));
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { seen: { bumper: boolean } }).seen.bumper)).toBe(false);
  await expect(page.getByTestId('maintenance-banner')).toContainText(/Site upgrade in (20:00|19:[0-5]\d)/);

  // A newer version is applied, in order, after all of the above.
  pageSide?.send(JSON.stringify({ type: 'update', topic: 'site-config', version: latest + 2, data: past }));
  await expect(page.getByRole('alertdialog', { name: 'Site Upgrade in Progress' })).toBeVisible();
});

test('when the live connection stays down, a retry banner says so and Retry reconnects', async ({ page }) => {
  let down = false;
  const sockets: WebSocketRoute[] = [];
  let refusalsStarted = 0;
  let refusalsDone = 0;
  let lastRefusalAt = 0;
  await page.routeWebSocket('**/api/live', async (ws) => {
    if (down) {
      refusalsStarted += 1;
      // Awaited, so the page sees the close before Playwright would open an unconnected route.
      await ws.close({ code: 1011, reason: 'unavailable' });
      refusalsDone += 1;
      lastRefusalAt = Date.now();
      return;
    }
    ws.connectToServer();
    sockets.push(ws);
  });
  await page.clock.install();
  await page.goto('/');
  await expect.poll(() => sockets.length).toBe(1);

  down = true;
  await sockets[0]?.close({ code: 1012, reason: 'server restart' });
  const banner = page.getByTestId('connection-banner');
  // Not for a short blip...
  await page.waitForTimeout(2500);
  await expect(banner).toHaveCount(0);
  // ...but after about five seconds.
  await expect(banner).toContainText("We're having trouble updating the site", { timeout: 10_000 });

  // Stop the page's clock, so its backoff timer cannot reconnect by itself once the server is
  // back: only Retry can. An attempt already under way is let finish first, including one the
  // timer started just before the pause (or in the pause's 100 ms jump) whose socket has not
  // reached the route yet: so a second must pass since the pause too, not only since the last
  // refusal, which can be seconds old when the backoff is long.
  await page.clock.pauseAt(Date.now() + 100);
  const pausedAt = Date.now();
  await expect
    .poll(() => refusalsStarted === refusalsDone && Date.now() - Math.max(lastRefusalAt, pausedAt) > 1000, { intervals: [250] })
    .toBe(true);

  down = false;
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(banner).toHaveCount(0);
  expect(sockets.length).toBe(2);
});
