// docs/product/squares.md#host-tools: the host runs their pool. A host releases a player's square
// and it frees on the player's screen; reassigns one; edits the game with a price and keeps the
// tally; enters a baby's birth after seeing the square it picks, and corrects it. Every change is
// in the activity log both phones show, and every new dialog passes axe.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './fixtures.js';
import {
  babyShowerPool,
  badge,
  claimOverApi,
  createGameOverApi,
  finishEditing,
  joinWithInitials,
  openGame,
  pickUpcomingGame,
  readGame,
  signInHost,
  sportsPool,
  square,
  startAnonymousSession,
} from './squares-helpers.js';

test.use({ reducedMotion: 'reduce' });

const activity = (page: Page) => page.getByRole('region', { name: 'Changes by the host' });

test("a host releases a player's square and it frees on the player's screen, then reassigns another", async ({ page: host, newVisitor, request }) => {
  test.setTimeout(120_000);
  const sportsGame = await pickUpcomingGame(request, 'NFL');
  await signInHost(host);
  const { gameId } = await createGameOverApi(host.request, sportsPool(sportsGame, 'Host tools pool'));
  const path = `/games/${gameId}`;
  const other = await newVisitor();
  await startAnonymousSession(other.request);
  await claimOverApi(other.request, gameId, 50, 'OT');

  const player = await newVisitor();
  await openGame(player, path);
  await joinWithInitials(player, 'pl', 'Pat Lee');
  await square(player, 2, 3).click();
  await square(player, 2, 4).click();
  await expect(square(player, 2, 4)).toHaveAccessibleName('Row 2, column 4: PL, Pat Lee, yours');
  await finishEditing(player);

  await openGame(host, path);
  await expect(host.getByRole('region', { name: 'Host tools' })).toContainText('To release or reassign a square, tap it on the grid.');
  await square(host, 2, 3).click();
  await host.getByRole('button', { name: 'Release square' }).click();
  const release = host.getByRole('dialog', { name: 'Release this square?' });
  await expect(release).toContainText("Row 2, column 3 is PL's");
  await expectNoSeriousViolations(host, 'the release dialog');
  await release.getByRole('button', { name: 'Release square' }).click();
  await expect(release).toHaveCount(0);

  // The player's own screen frees the square live, and says why.
  await expect(square(player, 2, 3)).toHaveAccessibleName('Row 2, column 3: free');
  await expect(activity(player)).toContainText('Row 2, column 3 · Released from PL');

  // Reassign: another player's initials are refused in the dialog, new ones go through.
  await square(host, 2, 4).click();
  await host.getByRole('button', { name: 'Reassign square' }).click();
  const reassign = host.getByRole('dialog', { name: 'Reassign square' });
  await reassign.getByLabel('Initials').fill('ot');
  await expect(reassign).toContainText('Initials already taken');
  await expectNoSeriousViolations(host, 'the reassign dialog with an error');
  await reassign.getByLabel('Initials').fill('nw');
  await reassign.getByLabel('Display name').fill('New Wu');
  await reassign.getByRole('button', { name: 'Reassign' }).click();
  await expect(reassign).toHaveCount(0);
  await expect(square(player, 2, 4)).toHaveAccessibleName('Row 2, column 4: NW, New Wu, claimed by the host');
  await expect(activity(player)).toContainText('Row 2, column 4 · Reassigned PL → NW');
  expect((await readGame(request, gameId)).squares.map((s) => [s.square, s.entryName])).toEqual([
    [13, 'NW'],
    [50, 'OT'],
  ]);
});

test('the host edits the game, sets a price and keeps the tally of who paid; players see their own line', async ({ page: host, newVisitor, request }) => {
  test.setTimeout(120_000);
  const sportsGame = await pickUpcomingGame(request, 'NFL');
  await signInHost(host);
  const { gameId } = await createGameOverApi(host.request, sportsPool(sportsGame, 'Before the edit'));
  const path = `/games/${gameId}`;
  const player = await newVisitor();
  await openGame(player, path);
  await joinWithInitials(player, 'pl');
  await square(player, 1, 1).click();
  await square(player, 1, 2).click();
  await expect(square(player, 1, 2)).toHaveAccessibleName(/^Row 1, column 2: PL, yours/);
  await finishEditing(player);

  await openGame(host, path);
  await host.getByRole('button', { name: 'Settings' }).click();
  await host.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Edit game' }).click();
  const edit = host.getByRole('dialog', { name: 'Edit game' });
  await expect(edit.getByLabel('Name')).toHaveValue('Before the edit');
  await edit.getByLabel('Name').fill('Family Squares');
  await edit.getByLabel('Q1').fill('$20');
  await edit.getByLabel('Final').fill('$50');
  await edit.getByLabel('Squares per player').fill('1');
  await edit.getByLabel('Price per square ($)').fill('abc');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toContainText('A price from $0.01 to $1,000, or empty for free');
  await expectNoSeriousViolations(host, 'the edit dialog with an error');
  await edit.getByLabel('Price per square ($)').fill('5');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);

  // Both phones follow: the title, the limit, the payouts, the price.
  for (const phone of [host, player]) {
    await expect(phone.getByRole('heading', { level: 1, name: 'Family Squares' })).toBeVisible();
    await expect(phone.getByText('2 of 100 squares claimed · up to 1 each')).toBeVisible();
  }
  await expect(player.getByTestId('my-tally')).toHaveText('$5 a square · you hold 2, 0 paid · you owe the host $10');
  const tally = host.getByTestId('squares-tally');
  await expect(tally.getByRole('row', { name: /^PL/ }).getByRole('cell')).toHaveText(['2', '0', '$10']);
  await expect(activity(player)).toContainText('Name: Before the edit → Family Squares');

  // The host marks one paid: the tally and the player's line follow.
  await host.getByRole('button', { name: 'Mark squares paid' }).click();
  await square(host, 1, 1).click();
  await expect(square(player, 1, 1)).toHaveAccessibleName(/paid$/);
  await finishEditing(host);
  await expect(tally.getByRole('row', { name: /^PL/ }).getByRole('cell')).toHaveText(['2', '1', '$5']);
  await expect(tally).toContainText('Still owed: $5');
  await expect(player.getByTestId('my-tally')).toHaveText('$5 a square · you hold 2, 1 paid · you owe the host $5');
  await expect(activity(player)).toContainText('Row 1, column 1 · Marked paid (PL)');
});

test('a baby shower host confirms the square the birth picks, then corrects the result', async ({ page: host, newVisitor, request }) => {
  test.setTimeout(120_000);
  await signInHost(host);
  const { gameId } = await createGameOverApi(host.request, babyShowerPool('Baby Robin'));
  const path = `/games/${gameId}`;
  const player = await newVisitor();
  await startAnonymousSession(player.request);
  await claimOverApi(player.request, gameId, 0, 'ZZ');
  const locked = await host.request.post(`/api/games/${gameId}/lock`, { data: { allowEmpty: true } });
  expect(locked.status()).toBe(200);
  const digits = (await readGame(request, gameId)).targetScores?.[0];
  if (!digits) throw new Error('The lock drew no digits');
  // Born on a day ending in row 1's digit, with ounces ending in column 1's: ZZ's square.
  const day = 10 + (digits.rows[0]?.[0] ?? 0);
  const oz = digits.cols[0]?.[0] ?? 0;

  await openGame(host, path);
  await openGame(player, path);
  const form = host.getByRole('region', { name: 'The baby is here?' });
  await form.getByLabel('Pounds').fill('7');
  await form.getByLabel('Ounces').fill(String(oz));
  await form.getByLabel('Birth date').fill(`2027-03-${day}`);
  await form.getByRole('button', { name: 'Enter birth result' }).click();
  const confirm = host.getByRole('dialog', { name: 'Settle the game?' });
  await expect(confirm).toContainText('The winning square is Row 1, column 1: ZZ wins.');
  await expectNoSeriousViolations(host, 'the birth confirmation');
  // Going back changes nothing.
  await confirm.getByRole('button', { name: 'Go back' }).click();
  await expect(badge(player)).toHaveText('Locked');
  await form.getByRole('button', { name: 'Enter birth result' }).click();
  await confirm.getByRole('button', { name: 'Enter birth result' }).click();
  await expect(confirm).toHaveCount(0);
  for (const phone of [host, player]) await expect(badge(phone)).toHaveText('Over');
  await expect(activity(player)).toContainText(`Birth result · Settled: 2027-03-${day}, 7 lb ${oz} oz: ZZ wins`);

  // A typo: the host corrects the ounces; the game is settled again and the log says so.
  await host.getByRole('button', { name: 'Correct the birth result' }).click();
  const correction = host.getByRole('region', { name: 'Correct the birth result' });
  await expect(correction.getByLabel('Ounces')).toHaveValue(String(oz));
  const newOz = (oz + 1) % 10;
  const newCol = digits.cols.findIndex((cell) => cell[0] === newOz) + 1;
  await correction.getByLabel('Ounces').fill(String(newOz));
  await correction.getByRole('button', { name: 'Check the correction' }).click();
  const confirmCorrection = host.getByRole('dialog', { name: 'Correct the result?' });
  await expect(confirmCorrection).toContainText(`The winning square is Row 1, column ${newCol}: Nobody holds that square: no winner.`);
  await expectNoSeriousViolations(host, 'the correction confirmation');
  await confirmCorrection.getByRole('button', { name: 'Save the correction' }).click();
  await expect(confirmCorrection).toHaveCount(0);
  await expect(activity(player)).toContainText(`Birth result · Corrected: 2027-03-${day}, 7 lb ${oz} oz: ZZ wins → 2027-03-${day}, 7 lb ${newOz} oz`);
  expect((await readGame(request, gameId)).results[0]?.square).toBe(newCol - 1);
});

test('a host sets a price per square when creating the pool', async ({ page: host }) => {
  await signInHost(host);
  await host.goto('/squares/baby-shower');
  await host.getByLabel("Parents' names").fill('Sam & Alex');
  await host.getByLabel('Due date').fill('2027-03-01');
  await host.getByLabel('Price per square ($)').fill('four');
  await expect(host.getByLabel('Price per square ($)')).toHaveAccessibleDescription(/Leave empty for free, or enter a price from \$0.01 to \$1,000/);
  await host.getByLabel('Price per square ($)').fill('4');
  await host.getByRole('button', { name: 'Create game' }).click();
  await host.getByRole('link', { name: 'Go to your game' }).click();
  await expect(host.getByRole('heading', { level: 1, name: 'Baby Shower Squares' })).toBeVisible();
  await host.getByRole('region', { name: 'Host tools' }).getByRole('button', { name: 'Edit game' }).click();
  await expect(host.getByRole('dialog', { name: 'Edit game' }).getByLabel('Price per square ($)')).toHaveValue('4');
});
