// The host's commissioner tools on a live page (docs/product/squares.md): claim squares for an offline player,
// mark squares paid, the edit bar's count, and what a tapped square says, while another player's
// page follows. Each of these reads the squares for itself (docs/BENCHMARKS.md), so each is checked
// after a change it did not make.
import { expect, test } from './fixtures.js';
import { babyShowerPool, claimOverApi, createGameOverApi, finishEditing, openGame, signInHost, square, startAnonymousSession } from './squares-helpers.js';

test.use({ reducedMotion: 'reduce' });

test('the host claims for an offline player and marks squares paid; the counts and a tapped square follow every change', async ({ page: host, newVisitor }) => {
  await signInHost(host);
  const { gameId } = await createGameOverApi(host.request, babyShowerPool('Commissioner'));
  const path = `/games/${gameId}`;
  await openGame(host, path);
  const viewer = await newVisitor();
  await openGame(viewer, path);

  // Outside edit mode a tap tells who holds the square, and follows it when someone claims it.
  await square(host, 1, 2).click();
  await expect(host.getByText('Row 1, column 2: free', { exact: true })).toBeVisible();
  const player = await newVisitor();
  await startAnonymousSession(player.request);
  await claimOverApi(player.request, gameId, 1, 'PL');
  await expect(host.getByText('Row 1, column 2: PL', { exact: true })).toBeVisible();

  // Claim for a player: two squares for KP, counted on the edit bar, seen on the other phone.
  await host.getByRole('button', { name: 'Claim for a player' }).click();
  const dialog = host.getByRole('dialog', { name: 'Claim for a Player' });
  await dialog.getByLabel('Initials').fill('KP');
  await dialog.getByLabel('Display name').fill('Kim Park');
  await dialog.getByRole('button', { name: 'Choose Their Squares' }).click();
  const bar = host.getByRole('region', { name: 'Choose Squares' });
  await expect(bar).toContainText('For Kim Park: tap to claim or release · 0 squares');
  await square(host, 3, 3).click();
  await square(host, 3, 4).click();
  await expect(bar).toContainText('· 2 squares');
  // Another player's claim does not change the host's count.
  await claimOverApi(player.request, gameId, 50, 'PL');
  await expect(square(host, 6, 1)).toHaveAccessibleName('Row 6, column 1: PL');
  await expect(bar).toContainText('· 2 squares');
  await finishEditing(host);
  await expect(square(viewer, 3, 3)).toHaveAccessibleName('Row 3, column 3: KP, Kim Park, claimed by the host');
  await expect(viewer.getByText('4 of 100 squares claimed')).toBeVisible();

  // Mark squares paid: the paid count, and the mark on both phones.
  await host.getByRole('button', { name: 'Mark squares paid' }).click();
  await expect(bar).toContainText('Tap a square to mark it paid or unpaid · 0 squares paid');
  await square(host, 3, 3).click();
  await square(host, 1, 2).click();
  await expect(bar).toContainText('· 2 squares paid');
  await expect(square(viewer, 3, 3)).toHaveAccessibleName('Row 3, column 3: KP, Kim Park, claimed by the host, paid');
  await expect(square(viewer, 1, 2)).toHaveAccessibleName(/^Row 1, column 2: PL, .*paid$/);
  await square(host, 1, 2).click();
  await expect(bar).toContainText('· 1 square paid');
  await finishEditing(host);

  // The lock's question counts the empty squares as they are now.
  await host.getByRole('button', { name: 'Lock Game' }).click();
  await expect(host.getByRole('dialog', { name: 'Lock the game?' })).toContainText('96 squares are still empty.');
});
