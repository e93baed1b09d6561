// Rude initials on a squares board: the admin finds the pool by its code, opens its players,
// renames the player in a dialog (the join dialog's checks, in its words), and the player's open
// board shows the new initials without a reload. The rename is in the admin actions.
import { E2E_TOOLS_ADMIN_EMAIL } from './e2e-env.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { signInOverApi, uniqueEmail, uniqueHandle } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import { shootWidths } from './review-shots.js';
import { babyShowerPool, claimOverApi, createGameOverApi, openGame, square } from './squares-helpers.js';
import { infoToast } from './toast-helpers.js';

/** A square's accessible name once `initials` hold it (then the holder's name, and ', yours' for them). */
const heldBy = (row: number, col: number, initials: string) => new RegExp(`^Row ${row}, column ${col}: ${initials},`);

test('an admin renames a squares player\'s rude initials and the player\'s open board shows the new ones', async ({ page, newVisitor }) => {
  const host = await newVisitor();
  await signInOverApi(host.request, uniqueEmail('host'), uniqueHandle('Host'));
  const pool = await createGameOverApi(host.request, babyShowerPool('Family Shower'));
  await claimOverApi(host.request, pool.gameId, 0, 'HO');

  const player = await newVisitor();
  await signInOverApi(player.request, uniqueEmail('player'), uniqueHandle('Player'));
  await claimOverApi(player.request, pool.gameId, 1, 'BUM');
  await claimOverApi(player.request, pool.gameId, 12, 'BUM');
  await openGame(player, `/games/${pool.gameId}`);
  await expect(square(player, 1, 2)).toHaveAccessibleName(heldBy(1, 2, 'BUM'));

  await signInOverApi(page.request, E2E_TOOLS_ADMIN_EMAIL, uniqueHandle('Admin'));
  await page.goto('/admin');
  const find = page.getByRole('region', { name: 'Find a game or a user' });
  await find.getByLabel(/Game code, id or name/).fill(pool.code);
  await find.getByRole('button', { name: 'Find' }).click();
  const result = find.getByTestId(`admin-game-${pool.code}`);
  await result.getByText('Players (2)').click();
  await expect(result.getByRole('listitem').filter({ hasText: 'BUM' })).toContainText('2 squares');
  await expect(result.getByRole('listitem').filter({ hasText: 'HO' })).toContainText('1 square');

  await result.getByRole('button', { name: 'Rename player BUM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename player BUM' });
  await expect(dialog).toBeVisible();
  const initials = dialog.getByLabel('New initials');
  // The join dialog's own checks: another player's initials are taken.
  await initials.fill('ho');
  await expect(dialog.getByText('Initials already taken')).toBeVisible();
  await initials.fill('pj');
  await expect(dialog.getByText('Their squares will read PJ')).toBeVisible();
  await expectNoSeriousViolations(page, 'admin rename player dialog');
  await shootWidths(page, 'admin-rename-player-dialog');
  await dialog.getByRole('button', { name: 'Rename player' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(infoToast(page, 'BUM renamed to PJ')).toBeVisible();
  await expect(result.getByRole('listitem').filter({ hasText: 'PJ' })).toContainText('2 squares');
  const actions = find.getByTestId('admin-actions');
  await expect(actions.getByRole('listitem').first()).toContainText('Renamed a squares player');
  await expect(actions.getByRole('listitem').first()).toContainText('BUM → PJ');
  await shootWidths(page, 'admin-rename-player-done', { fullPage: true });

  // The player's open board shows the new initials on both squares, without a reload.
  await expect(square(player, 1, 2)).toHaveAccessibleName(heldBy(1, 2, 'PJ'));
  await expect(square(player, 2, 3)).toHaveAccessibleName(heldBy(2, 3, 'PJ'));
  await expect(square(player, 1, 1)).toHaveAccessibleName(heldBy(1, 1, 'HO'));
});
