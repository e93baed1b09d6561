// My Games shows where you stand (docs/product/site.md#my-games) and a first sign-in is filled in with
// what the player typed (docs/product/accounts.md#profile), in the players' words. Screenshots of
// both screens at 390 and 1280 px go to SHOTS_DIR when it is set.
import type { Page } from '@playwright/test';
import { signInOverApi, uniqueEmail } from './account-helpers.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './fixtures.js';
import { shootWidths } from './review-shots.js';
import { babyShowerPool, claimOverApi, createGameOverApi, joinWithInitials, openGame, signInHost, square, finishEditing } from './squares-helpers.js';

test.use({ reducedMotion: 'reduce' });

const shoot = (page: Page, name: string) => shootWidths(page, name, { fullPage: true });

test('a player sees where they stand on My Games', async ({ page: host, newVisitor }) => {
  await signInHost(host);
  const { gameId } = await createGameOverApi(host.request, babyShowerPool('Office shower'));
  const player = await newVisitor();
  await openGame(player, `/games/${gameId}`);
  await claimOverApi(player.request, gameId, 3, 'PL');
  await claimOverApi(player.request, gameId, 4, 'PL');

  await player.goto('/games');
  const row = player.getByRole('link', { name: /Office shower/ });
  await expect(row).toContainText('2 squares');
  await expect(row).not.toContainText('taken');

  await host.goto('/games');
  const hostRow = host.getByRole('link', { name: /Office shower/ });
  await expect(hostRow).toContainText('1 player · 2/100 taken');
  // Live: a second player joining shows on the host's row without a reload.
  const second = await newVisitor();
  await openGame(second, `/games/${gameId}`);
  await claimOverApi(second.request, gameId, 9, 'SE');
  await expect(hostRow).toContainText('2 players · 3/100 taken');
  await expectNoSeriousViolations(host, 'My Games with standings');
  await shoot(host, 'my-games-host');
  await shoot(player, 'my-games-player');
});

test('a first sign-in is prefilled with my initials', async ({ page: host, newVisitor }) => {
  await signInHost(host);
  const { gameId } = await createGameOverApi(host.request, babyShowerPool('Prefill shower'));
  const player = await newVisitor();
  await openGame(player, `/games/${gameId}`);
  await joinWithInitials(player, 'JQ', 'Jane Q');
  await square(player, 1, 1).click();
  await finishEditing(player);

  await signInOverApi(player.request, uniqueEmail('prefill'));
  await player.goto('/games');
  const settings = player.getByRole('dialog', { name: 'Your Settings' });
  await expect(settings).toBeVisible();
  await expect(settings.getByLabel('Real name')).toHaveValue('Jane Q');
  await expect(settings.getByLabel('Preferred initials')).toHaveValue('JQ');
  await expectNoSeriousViolations(player, 'Your Settings after a first sign-in');
  await shoot(player, 'first-sign-in-settings');
});
