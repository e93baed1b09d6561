// Outcomes in the app's own voice (docs/decisions/030-toasts.md): a refusal that comes while a
// dialog is open shows inside that dialog (the page behind is inert), is announced, and goes with
// Esc or its own button while the dialog stays where it was. A dialog whose code did not arrive
// says so, even when the code that draws toasts did not arrive either.
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './fixtures.js';
import { recordToasts, refusalToast, reviewShots } from './toast-helpers.js';

const TOO_MANY = 'Too many sign-in emails to this address. Please wait 15 minutes and try again.';

test.use({ reducedMotion: 'reduce' });

test('a refusal while the Sign in dialog is open is told inside it, and the keyboard dismisses it', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 429/);
  await page.route('**/api/auth/email-link', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: { code: 'rate_limited', message: TOO_MANY, correlationId: 'e2e' } }) }),
  );
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'My Games' })).toBeVisible();
  const told = await recordToasts(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /Sign in/ }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill('someone@example.com');
  await signIn.getByRole('button', { name: 'Email me a sign-in link' }).click();

  // Inside the dialog's own live region, where it can be heard and reached.
  const toast = refusalToast(signIn, TOO_MANY);
  await expect(toast).toBeVisible();
  expect(told).toEqual([TOO_MANY]);
  await expectNoSeriousViolations(page, 'a refusal toast in the Sign in dialog');
  await reviewShots(page, 'toast-in-dialog');

  // Its Dismiss button closes it and the dialog stays; so does Esc, and the next Esc closes the dialog.
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
  await expect(signIn).toBeVisible();
  await signIn.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(toast).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toast).toHaveCount(0);
  await expect(signIn).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signIn).toHaveCount(0);
});

const NOT_LOADED = "That didn't open: your connection may have dropped, or Sportsball was just updated. Please reload the page.";

test("a dialog whose code does not arrive says so in a toast, and still says it when the toast's own code does not arrive", async ({ page, newVisitor, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource/);
  // The menu's code is gone (a dropped connection, or a deploy replaced it).
  await page.route('**/assets/menu-sheet-*.js', (route) => route.abort());
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  const toast = refusalToast(page, NOT_LOADED);
  await expect(toast).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);

  // Nothing more arrives: the page's own alert region says it.
  const offline = await newVisitor();
  await offline.route('**/assets/menu-sheet-*.js', (route) => route.abort());
  await offline.route('**/assets/toast*.js', (route) => route.abort());
  await offline.goto('/');
  await offline.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  await expect(offline.getByRole('alert').filter({ hasText: NOT_LOADED })).toBeVisible();
  await reviewShots(offline, 'toast-fallback');
});
