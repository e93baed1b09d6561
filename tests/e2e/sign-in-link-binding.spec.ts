// A sign-in link opened in a browser other than the one that asked for it (decision 019): the
// page names the address it signs in as and waits for the person. 'Move my games into this
// account' moves this browser's anonymous games into that account; 'Sign in without moving my
// games' leaves them be; Cancel signs nobody in and leaves the link usable.
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers.js';
import { me, newestLinkTo, outboxMark, signInOverApi, uniqueEmail } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import { babyShowerPool, createGameOverApi, readGame } from './squares-helpers.js';

/** The first complete is answered 409 (confirmation_required), which Chromium reports on the console. */
const CONFIRMATION_ASKED = /Failed to load resource: the server responded with a status of 409/;

test.use({ reducedMotion: 'reduce' });

/** Someone else's browser asks for a link to `email`. */
async function linkAskedElsewhere(request: APIRequestContext, email: string): Promise<URL> {
  const mark = outboxMark();
  const sent = await request.post('/api/auth/email-link', { data: { email, thenNavigate: '/games' } });
  expect(sent.status(), await sent.text()).toBe(200);
  return newestLinkTo(email, mark);
}

/** This browser as an anonymous player who hosts a pool; answers its uid and the pool. */
async function anonymousHost(page: Page): Promise<{ uid: string; gameId: string }> {
  await page.goto('/games');
  await expect.poll(async () => (await me(page.request))?.type).toBe('anonymous');
  const uid = (await me(page.request))!.uid;
  const { gameId } = await createGameOverApi(page.request, babyShowerPool('Our shower'));
  return { uid, gameId };
}

async function prompt(page: Page, email: string) {
  const screen = page.getByTestId('confirm-link-sign-in');
  await expect(screen.getByRole('heading', { name: 'Sign in with this link?' })).toBeVisible();
  await expect(screen.getByTestId('confirm-link-email')).toHaveText(email);
  return screen;
}

test('another browser opens the link: it sees the address, and its games move only when it says so', async ({ page, newVisitor, consoleGuard, request }) => {
  test.setTimeout(60_000);
  consoleGuard.allow(CONFIRMATION_ASKED);
  // The account the link signs in to, made elsewhere.
  const email = uniqueEmail('linkowner');
  const owner = await newVisitor();
  const account = await signInOverApi(owner.request, email);

  // 1. Move: this anonymous host's pool becomes the account's.
  const mover = await anonymousHost(page);
  const link = await linkAskedElsewhere(request, email);
  await page.goto(link.toString());
  const screen = await prompt(page, email);
  await expect(screen.getByRole('button', { name: 'Move my games into this account' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Sign in without moving my games' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  // Nothing happened yet: still the anonymous player, who still hosts the pool.
  expect(await me(page.request)).toMatchObject({ type: 'anonymous', uid: mover.uid });
  await page.screenshot({ path: '.tmp/screenshots/accounts-confirm-link.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await screen.getByRole('button', { name: 'Move my games into this account' }).click();
  await expect(page).toHaveURL('/games');
  expect(await me(page.request)).toMatchObject({ type: 'signedIn', uid: account.uid, email });
  expect((await readGame(page.request, mover.gameId)).host).toMatchObject({ uid: account.uid });

  // 2. Cancel, then sign in without moving: the other browser's pool stays its anonymous player's.
  const keeper = await newVisitor();
  const kept = await anonymousHost(keeper);
  const second = await linkAskedElsewhere(request, email);
  await keeper.goto(second.toString());
  await (await prompt(keeper, email)).getByRole('button', { name: 'Cancel' }).click();
  await expect(keeper).toHaveURL('/');
  expect(await me(keeper.request)).toMatchObject({ type: 'anonymous', uid: kept.uid });

  await keeper.goto(second.toString());
  await (await prompt(keeper, email)).getByRole('button', { name: 'Sign in without moving my games' }).click();
  await expect(keeper).toHaveURL('/games');
  expect(await me(keeper.request)).toMatchObject({ type: 'signedIn', uid: account.uid });
  expect((await readGame(keeper.request, kept.gameId)).host).toMatchObject({ uid: kept.uid });
});

test('the browser that asked signs in at once, with no question', async ({ page }) => {
  const email = uniqueEmail('asker');
  const { uid } = await anonymousHost(page);
  const link = await linkAskedElsewhere(page.request, email);
  await page.goto(link.toString());
  await expect(page).toHaveURL('/games');
  await expect(page.getByTestId('confirm-link-sign-in')).toHaveCount(0);
  // A first sign-in from an anonymous session: the same player, now an account.
  expect(await me(page.request)).toMatchObject({ type: 'signedIn', uid, email });
});
