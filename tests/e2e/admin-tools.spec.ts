// Running the site on game day: the admin finds a pool by its code, renames its offensive name
// (the player's open page shows the new one at once), deletes it, then finds the player by email
// and signs them out everywhere. The score feeds' health is on the same page.
import { GAME_NOT_FOUND_TITLE } from '../../src/contracts/game-links.js';
import { E2E_TOOLS_ADMIN_EMAIL } from './e2e-env.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { me, signInOverApi, uniqueEmail, uniqueHandle } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import { shootWidths } from './review-shots.js';
import { babyShowerPool, createGameOverApi } from './squares-helpers.js';
import { infoToast } from './toast-helpers.js';

test('an admin finds a pool by code, renames it live on the player\'s page, deletes it, and signs the player out everywhere', async ({ page, newVisitor }) => {
  const host = await newVisitor();
  await signInOverApi(host.request, uniqueEmail('host'), uniqueHandle('Host'));
  const pool = await createGameOverApi(host.request, babyShowerPool('Rude Words Pool'));

  const playerEmail = uniqueEmail('player');
  const player = await newVisitor();
  await signInOverApi(player.request, playerEmail, uniqueHandle('Player'));
  await player.goto(`/games/${pool.gameId}`);
  await expect(player.getByRole('heading', { level: 1, name: 'Rude Words Pool' })).toBeVisible();

  await signInOverApi(page.request, E2E_TOOLS_ADMIN_EMAIL, uniqueHandle('Admin'));
  await page.goto('/admin');
  const feeds = page.getByRole('region', { name: 'Score feeds' });
  await expect(feeds.getByText('Requests today').first()).toBeVisible();
  const find = page.getByRole('region', { name: 'Find a game or a user' });

  // An empty search is explained in place.
  await find.getByRole('button', { name: 'Find' }).click();
  await expect(find.getByRole('alert')).toContainText('Type a game code');

  await find.getByLabel(/Game code, id or name/).fill(pool.code);
  await find.getByRole('button', { name: 'Find' }).click();
  const result = find.getByTestId(`admin-game-${pool.code}`);
  await expect(result).toContainText('Rude Words Pool');
  await expect(result.getByRole('link', { name: 'Open game' })).toHaveAttribute('href', `/games/${pool.gameId}`);

  await result.getByRole('button', { name: 'Rename pool' }).click();
  await result.getByLabel('New pool name').fill('Family Squares');
  await result.getByRole('button', { name: 'Save name' }).click();
  await expect(infoToast(page, 'Pool renamed to Family Squares')).toBeVisible();
  // The player's open page shows the new name without a reload.
  await expect(player.getByRole('heading', { level: 1, name: 'Family Squares' })).toBeVisible();
  const actions = find.getByTestId('admin-actions');
  await expect(actions.getByRole('listitem').first()).toContainText('Renamed a pool');
  await expect(actions.getByRole('listitem').first()).toContainText('Rude Words Pool → Family Squares');
  await expectNoSeriousViolations(page, 'admin find and act');
  await shootWidths(page, 'admin-tools', { fullPage: true });

  await result.getByRole('button', { name: 'Delete game' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this game?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(page, 'admin delete dialog');
  await shootWidths(page, 'admin-delete-dialog');
  await confirm.getByRole('button', { name: 'Delete game' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(infoToast(page, 'Family Squares deleted')).toBeVisible();
  await expect(actions.getByRole('listitem').first()).toContainText('Deleted a game');
  await expect(player.getByText(GAME_NOT_FOUND_TITLE)).toBeVisible();

  await find.getByLabel(/Game code, id or name/).fill(playerEmail);
  await find.getByRole('button', { name: 'Find' }).click();
  const user = find.getByRole('listitem').filter({ hasText: playerEmail });
  await expect(user).toContainText('1 live session');
  await user.getByRole('button', { name: 'Sign out everywhere' }).click();
  const signOut = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expectNoSeriousViolations(page, 'admin sign-out dialog');
  await signOut.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(infoToast(page, 'signed out everywhere')).toBeVisible();
  await expect(actions.getByRole('listitem').first()).toContainText('Signed a user out everywhere');
  // The player's session is over: their open page carries on as a fresh anonymous visitor.
  await expect.poll(async () => (await me(player.request))?.type ?? 'none').not.toBe('signedIn');
});
