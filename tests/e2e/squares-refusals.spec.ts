// What a player sees when the squares rules say no (docs/product/squares.md and Bad input): a
// square taken a moment earlier by someone else (the server's message in a toast), initials
// another player already uses ('Initials already taken' in the dialog), and a game whose host is
// still anonymous ('You can't join yet', no Join Game), which opens by itself once the host signs in.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  babyShowerPool,
  claimOverApi,
  createGameOverApi,
  joinWithInitials,
  openGame,
  REFUSED_REQUEST,
  signInHost,
  square,
  startAnonymousSession,
} from './squares-helpers.js';
import { signInOverApi, uniqueEmail } from './account-helpers.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { recordToasts, refusalToast, reviewShots } from './toast-helpers.js';

test.use({ reducedMotion: 'reduce' });

/** A signed-in host's open baby shower pool; returns its path. */
async function openPool(host: Page, name: string): Promise<{ gameId: string; path: string }> {
  await signInHost(host);
  const { gameId } = await createGameOverApi(host.request, babyShowerPool(name));
  return { gameId, path: `/games/${gameId}` };
}

test('a race loser sees an in-app message: the server says so in a toast, and the square shows its holder', async ({ page: host, newVisitor, consoleGuard }) => {
  consoleGuard.allow(REFUSED_REQUEST);
  const { gameId, path } = await openPool(host, 'Taken square');
  const quick = await newVisitor();
  await startAnonymousSession(quick.request);
  const slow = await newVisitor();
  await openGame(slow, path);
  await joinWithInitials(slow, 'SL');
  const told = await recordToasts(slow);

  // The slow player's tap leaves while the square still looks free; the quick one's lands first.
  await slow.route(`**/api/games/${gameId}/squares/12/claim`, async (route) => {
    await claimOverApi(quick.request, gameId, 12, 'QK');
    await route.continue();
  });
  await square(slow, 2, 3).click();
  const toast = refusalToast(slow, 'That square is already taken');
  await expect(toast).toBeVisible();
  await expect(square(slow, 2, 3)).toHaveAccessibleName('Row 2, column 3: QK');
  await expect(slow.getByText('1 of 100 squares claimed')).toBeVisible();
  // Said once, in the app, never in the browser's alert; and it stays until the player is done with it.
  expect(told).toEqual(['That square is already taken']);
  await expectNoSeriousViolations(slow, 'a refusal toast over the grid');
  await reviewShots(slow, 'toast-refusal');
  await expect(toast).toBeVisible();

  // The keyboard dismisses it: Esc closes the toast first, the next Esc leaves edit mode as before.
  await slow.keyboard.press('Escape');
  await expect(toast).toHaveCount(0);
  await expect(slow.getByRole('region', { name: 'Choose Squares' })).toBeVisible();

  // Its own button does too, and focus lands back on the page.
  await slow.route(`**/api/games/${gameId}/squares/13/claim`, async (route) => {
    await claimOverApi(quick.request, gameId, 13, 'QK');
    await route.continue();
  });
  await square(slow, 2, 4).click();
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss' }).focus();
  await slow.keyboard.press('Enter');
  await expect(toast).toHaveCount(0);
  await expect(slow.locator('#main')).toBeFocused();
});

test("initials another player uses are refused in the 'Label Your Squares' dialog", async ({ page: host, newVisitor }) => {
  const { gameId, path } = await openPool(host, 'Initials taken');
  const first = await newVisitor();
  await startAnonymousSession(first.request);
  await claimOverApi(first.request, gameId, 0, 'AB');

  const second = await newVisitor();
  await openGame(second, path);
  await second.getByRole('button', { name: 'Join Game' }).click();
  const labels = second.getByRole('dialog', { name: 'Label Your Squares' });
  const save = labels.getByRole('button', { name: 'Choose Squares' });
  await expect(save).toBeDisabled();
  await labels.getByLabel('Initials').fill(' ab ');
  await expect(labels.getByText('Initials already taken')).toBeVisible();
  await expect(labels.getByLabel('Initials')).toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeDisabled();
  await labels.getByLabel('Initials').fill('');
  await expect(labels.getByText('Initials required')).toBeVisible();
  await labels.getByLabel('Initials').fill('abc');
  await expect(labels.getByText('Your squares will read ABC')).toBeVisible();
  await expect(save).toBeEnabled();
});

test("a player on an anonymous host's game is told they can't join yet, with no Join button, and can join once the host has signed in", async ({ page: host, newVisitor }) => {
  await startAnonymousSession(host.request);
  const { gameId } = await createGameOverApi(host.request, babyShowerPool('Anonymous host'));
  const path = `/games/${gameId}`;
  await openGame(host, path);
  await expect(host.getByText('Sign in so your friends can join')).toBeVisible();

  const player = await newVisitor();
  await openGame(player, path);
  // The state in plain words, and no Join Game leading to a dead end (decision 031).
  await expect(player.getByText("You can't join yet")).toBeVisible();
  await expect(player.getByText(/The host hasn't signed in, and players can join only once they do\./)).toBeVisible();
  await expect(player.getByRole('button', { name: 'Join Game' })).toHaveCount(0);

  // The host signs in (the anonymous player becomes the account): the player's page opens up, live.
  await signInOverApi(host.request, uniqueEmail('late-host'));
  await expect(player.getByText("You can't join yet")).toHaveCount(0);
  await joinWithInitials(player, 'PL');
  await square(player, 1, 1).click();
  await expect(square(player, 1, 1)).toHaveAccessibleName(/^Row 1, column 1: PL, yours$/);
  await expect(square(host, 1, 1)).toHaveAccessibleName('Row 1, column 1: PL');
});
