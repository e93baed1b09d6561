// Running the site: the admin schedules maintenance with a message from the Admin Dashboard and
// every open page shows it at once; the audit log says who did what; bad input is explained in
// place. Anyone can open /debug and copy what support needs.
import type { Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from './e2e-env.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { me, signInOverApi, uniqueHandle } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import { shootWidths } from './review-shots.js';
import { infoToast } from './toast-helpers.js';

const REFUSED_REQUEST = /Failed to load resource: the server responded with a status of 400/;

/** A datetime-local value `minutes` from now in the browser's own time zone. */
function localInput(page: Page, minutes: number): Promise<string> {
  return page.evaluate((m) => {
    const at = new Date(Date.now() + m * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, minutes);
}

test.describe.configure({ mode: 'serial' });

test('the admin schedules maintenance with a message, every open page shows it, and the audit log names the admin', async ({ page, newVisitor, consoleGuard }) => {
  consoleGuard.allow(REFUSED_REQUEST);
  const visitor = await newVisitor();
  await visitor.goto('/');
  await expect(visitor.getByTestId('maintenance-banner')).toHaveCount(0);

  await signInOverApi(page.request, E2E_ADMIN_EMAIL, uniqueHandle('Admin'));
  await page.goto('/admin');
  const config = page.getByRole('region', { name: 'Site config' });
  await expect(config.getByTestId('admin-maintenance')).toHaveText('None scheduled');

  // A time already gone is explained next to the form, and nothing is scheduled.
  const schedule = config.getByRole('form', { name: 'Schedule maintenance' });
  await schedule.getByLabel('Starts at (your time)').fill(await localInput(page, -5));
  await schedule.getByRole('button', { name: 'Schedule maintenance' }).click();
  await expect(schedule.getByRole('alert')).toHaveText('maintenanceTime: must be in the future.');
  await expect(config.getByTestId('admin-maintenance')).toHaveText('None scheduled');

  await schedule.getByLabel('Starts at (your time)').fill(await localInput(page, 90));
  await schedule.getByLabel(/Message on the banner/).fill('New score feeds tonight');
  await schedule.getByRole('button', { name: 'Schedule maintenance' }).click();
  await expect(infoToast(page, 'Maintenance scheduled')).toBeVisible();
  await expect(config.getByTestId('admin-maintenance')).toContainText('New score feeds tonight');

  // The other visitor's open page shows the countdown with the admin's words, without a reload.
  const banner = visitor.getByTestId('maintenance-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('New score feeds tonight');

  const audit = config.getByTestId('admin-audit');
  await expect(audit.getByRole('listitem').first()).toContainText('Scheduled maintenance');
  await expect(audit.getByRole('listitem').first()).toContainText(E2E_ADMIN_EMAIL);
  await expectNoSeriousViolations(page, 'admin site config');
  await shootWidths(page, 'admin-site-config', { fullPage: true });
  await shootWidths(visitor, 'maintenance-banner-message');

  // A minimum version that is not one is refused in place; a real one is set.
  const versionForm = config.getByRole('form', { name: 'Minimum client version' });
  await versionForm.getByLabel('Version (x.y.z)').fill('latest');
  await versionForm.getByRole('button', { name: 'Set minimum version' }).click();
  await expect(versionForm.getByRole('alert')).toHaveText('minClientVersion: must be a version like 1.4.0');
  await versionForm.getByLabel('Version (x.y.z)').fill('0.0.1');
  await versionForm.getByRole('button', { name: 'Set minimum version' }).click();
  await expect(config.getByTestId('admin-min-version')).toHaveText('0.0.1');

  await config.getByRole('button', { name: 'Clear maintenance' }).click();
  await expect(infoToast(page, 'Maintenance cleared')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(audit.getByRole('listitem').filter({ hasText: /^Cleared maintenance/ })).toHaveCount(1);
});

test('anyone opens /debug, sees the version, the live connection and the clock, and copies it for support', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/debug');
  await expect(page.getByRole('heading', { level: 1, name: 'Debug' })).toBeVisible();
  await expect(page.getByTestId('debug-version')).toHaveText(/^\d+\.\d+\.\d+$/);
  await expect(page.getByTestId('debug-socket')).toHaveText('Connected');
  await expect(page.getByTestId('debug-topics')).toContainText('site-config');
  await expect(page.getByTestId('debug-clock')).toContainText(/the server/);
  await expect(page.getByTestId('debug-session')).toHaveText(/No session yet|Anonymous player/);
  await expectNoSeriousViolations(page, 'debug');
  await shootWidths(page, 'debug', { fullPage: true });

  await page.getByRole('button', { name: 'Copy for support' }).click();
  await expect(infoToast(page, 'Copied. Paste it into your message to support.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Sportsball debug report');
  expect(copied).toContain('Live connection: open');
  expect(copied).toMatch(/Clock: .*the server/);
  // Nothing secret: no cookie, no email address, no user id.
  const user = await me(page.request);
  expect(copied).not.toContain('sb_session');
  expect(copied).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);
  if (user) expect(copied).not.toContain(user.uid);
});
