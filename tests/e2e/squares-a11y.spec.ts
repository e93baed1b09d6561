// Squares for keyboard and screen-reader users (docs/product/squares.md, docs/product/site.md#look-and-feel): a claim made with the
// keyboard alone (Tab to the grid, arrows, Enter), and axe-core finds no serious or critical
// problem on the creation pages, the share panel and the game page in each of its states, in
// the light and the dark theme.
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './fixtures.js';
import {
  babyShowerPool,
  badge,
  claimOverApi,
  createGameOverApi,
  drive,
  joinWithInitials,
  openGame,
  pickUpcomingGame,
  readGame,
  signInHost,
  sportsPool,
  square,
  startAnonymousSession,
  winnersLine,
} from './squares-helpers.js';

test.use({ reducedMotion: 'reduce' });

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, presses = 40): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${presses} presses of Tab never reached ${target.toString()}`);
}

test('a player claims a square with the keyboard alone', async ({ page: host, newVisitor }) => {
  await signInHost(host);
  const { gameId } = await createGameOverApi(host.request, babyShowerPool('Keyboard'));
  const path = `/games/${gameId}`;
  await openGame(host, path);
  const player = await newVisitor();
  await openGame(player, path);

  await tabTo(player, player.getByRole('button', { name: 'Join Game' }));
  await player.keyboard.press('Enter');
  const labels = player.getByRole('dialog', { name: 'Label Your Squares' });
  await expect(labels.getByLabel('Initials')).toBeFocused();
  await player.keyboard.type('kb');
  await player.keyboard.press('Enter');
  await expect(labels).toHaveCount(0);
  await expect(player.getByRole('region', { name: 'Choose Squares' })).toBeVisible();

  // One square of the grid is in the tab order; the arrows move from square to square.
  await tabTo(player, square(player, 1, 1));
  // At the grid's edge an arrow stays put.
  await player.keyboard.press('ArrowLeft');
  await player.keyboard.press('ArrowUp');
  await expect(square(player, 1, 1)).toBeFocused();
  await player.keyboard.press('ArrowDown');
  await player.keyboard.press('ArrowRight');
  await expect(square(player, 2, 2)).toBeFocused();
  // The square moved to is now the grid's one place in the tab order.
  await expect(square(player, 2, 2)).toHaveAttribute('tabindex', '0');
  await expect(square(player, 1, 1)).toHaveAttribute('tabindex', '-1');
  await player.keyboard.press('Enter');
  await expect(square(player, 2, 2)).toHaveAccessibleName('Row 2, column 2: KB, yours');
  await expect(square(player, 2, 2)).toBeFocused();
  await expect(square(host, 2, 2)).toHaveAccessibleName('Row 2, column 2: KB');
  // Esc leaves edit mode.
  await player.keyboard.press('Escape');
  await expect(player.getByRole('region', { name: 'Choose Squares' })).toHaveCount(0);
  await expect(player.getByRole('button', { name: 'Edit Entries' })).toBeVisible();
});

test('the creation pages and the share panel have no serious accessibility problems', async ({ page, request }) => {
  test.setTimeout(90_000);
  const sportsGame = await pickUpcomingGame(request, 'NFL');
  await signInHost(page);

  await page.goto('/squares/nfl');
  await expect(page.getByRole('list', { name: 'Upcoming NFL games' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the NFL game picker');

  await page.goto(`/squares/nfl?game=${sportsGame.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your squares' })).toBeVisible();
  await page.getByRole('radio', { name: '25 squares' }).check();
  // The payouts row is laid out for its touch target, which drops the browser's own triangle:
  // its chevron must say that it opens, and turn once it has.
  const payouts = page.locator('summary', { hasText: /^Payouts/ });
  const chevron = payouts.locator('svg');
  await expect(chevron).toBeVisible();
  const turn = () => chevron.evaluate((icon) => getComputedStyle(icon).transform);
  const closed = await turn();
  await payouts.click();
  await expect(page.getByLabel('Q1', { exact: true })).toBeVisible();
  await expect.poll(turn).not.toBe(closed);
  await expectNoSeriousViolations(page, 'the creation form');

  await page.goto('/squares/baby-shower');
  await expect(page.getByRole('heading', { level: 1, name: "Guess the baby's arrival" })).toBeVisible();
  // Show the field errors too.
  await page.getByLabel("Parents' names").focus();
  await page.getByLabel("Parents' names").blur();
  await expect(page.getByText("Enter the parents' names", { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the baby shower form');

  const { gameId } = await createGameOverApi(page.request, babyShowerPool('Share panel'));
  await page.goto(`/games/${gameId}/share?created=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your game is ready' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Game link' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the share panel');
});

test('the game page has no serious accessibility problems while open, in edit mode, in its dialogs, and live with winners', async ({ page: host, newVisitor, request }) => {
  // Ten axe runs over a 10x10 grid.
  test.setTimeout(240_000);
  const sportsGame = await pickUpcomingGame(request, 'NFL');
  await signInHost(host);
  const { gameId } = await createGameOverApi(host.request, { ...sportsPool(sportsGame, 'Accessible squares'), payouts: ['$10', '$10', '$10', '$20'] });
  const path = `/games/${gameId}`;
  const other = await newVisitor();
  await startAnonymousSession(other.request);
  await claimOverApi(other.request, gameId, 0, 'OT');
  await claimOverApi(other.request, gameId, 55, 'OT');

  await openGame(host, path);
  await expect(badge(host)).toHaveText('Open');
  await expect(host.getByRole('region', { name: 'Host tools' })).toBeVisible();
  await expectNoSeriousViolations(host, 'the host on an open game');

  const player = await newVisitor();
  await openGame(player, path);
  await player.getByRole('button', { name: 'Join Game' }).click();
  await player.getByRole('dialog', { name: 'Label Your Squares' }).getByLabel('Initials').fill('ot');
  await expect(player.getByText('Initials already taken')).toBeVisible();
  await expectNoSeriousViolations(player, 'the initials dialog with an error');
  await player.getByRole('dialog', { name: 'Label Your Squares' }).getByRole('button', { name: 'Close' }).click();
  await joinWithInitials(player, 'PA');
  await square(player, 4, 4).click();
  await expect(square(player, 4, 4)).toHaveAccessibleName('Row 4, column 4: PA, yours');
  // In edit mode the grid's texts sit on the fixed veil wherever the page is scrolled; axe
  // measures an element below the fold against the page behind instead, so the scan looks at
  // the grid where a player sees it: in view.
  await player.getByRole('region', { name: 'Grid' }).evaluate((grid) => grid.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await expectNoSeriousViolations(player, 'edit mode');
  await player.keyboard.press('Escape');

  await host.getByRole('button', { name: 'Lock Game' }).click();
  const lock = host.getByRole('dialog', { name: 'Lock the game?' });
  await expect(lock).toBeVisible();
  // The confirmation opens on the way back: Enter keeps the game open.
  await expect(lock.getByRole('button', { name: 'Keep it open' })).toBeFocused();
  await host.keyboard.press('Enter');
  await expect(lock).toHaveCount(0);
  await expect(badge(host)).not.toHaveText('Locked');
  await host.getByRole('button', { name: 'Lock Game' }).click();
  await expect(lock).toBeVisible();
  await expectNoSeriousViolations(host, 'the lock confirmation');
  await lock.getByRole('button', { name: 'Lock Game' }).click();
  await expect(badge(host)).toHaveText('Locked');

  // Live, with a first-quarter winner, the winning square now and the scenario hints.
  const digits = (await readGame(request, gameId)).targetScores?.[0];
  if (!digits) throw new Error('The lock drew no digits');
  const q1 = { away: digits.rows[0]?.[0] ?? 0, home: digits.cols[0]?.[0] ?? 0 };
  await drive(request, sportsGame.id, { status: 'Q2', periodScores: { away: [q1.away, 0], home: [q1.home, 0] } });
  for (const phone of [host, player]) {
    await expect(badge(phone)).toHaveText('LIVE');
    await expect(winnersLine(phone, 'Q1').getByText('OT', { exact: true })).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Who wins if…' })).toBeVisible();
  }
  await expectNoSeriousViolations(host, 'the host on a live game');
  await player.getByRole('region', { name: 'Verify the draw' }).getByRole('button', { name: 'Verify in my browser' }).click();
  await expect(player.getByRole('region', { name: 'Verify the draw' }).getByRole('status')).toHaveText(/^Verified:/);
  await expectNoSeriousViolations(player, 'a player on a live game, the draw verified');
});
