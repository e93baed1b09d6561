// docs/product/squares.md (c): a baby shower pool to its result. The host creates it through
// /squares/baby-shower, a player claims a square, the host locks and, when the baby is born,
// enters the birth; the winner follows the documented rule (the row holds the last digit of the
// birth day, the column the last digit of the ounces) and the game is Over on both phones.
import { expect, test } from './fixtures.js';
import {
  badge,
  expectDigits,
  expectedWinner,
  expectNotReloaded,
  expectWinner,
  finishEditing,
  joinWithInitials,
  lockWithEmptySquares,
  markPage,
  openGame,
  readGame,
  signInHost,
  square,
  winnersLine,
} from './squares-helpers.js';

test.use({ reducedMotion: 'reduce' });

test('a baby shower pool from creation to the birth: the birth day and the ounces pick the winner', async ({ page: host, newVisitor, request }) => {
  test.setTimeout(90_000);
  await signInHost(host);

  await host.goto('/squares/baby-shower');
  await expect(host.getByRole('heading', { level: 1, name: "Guess the baby's arrival" })).toBeVisible();
  await host.getByLabel("Parents' names").fill('Sam & Alex');
  await host.getByLabel('Due date').fill('2027-03-01');
  await host.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Blue' }).check();
  await host.getByRole('button', { name: 'Create game' }).click();
  await expect(host.getByRole('heading', { level: 1, name: 'Your game is ready' })).toBeVisible();
  await host.getByRole('link', { name: 'Go to your game' }).click();
  await expect(host.getByRole('heading', { level: 1, name: 'Baby Shower Squares' })).toBeVisible();
  const path = new URL(host.url()).pathname;
  const gameId = path.split('/')[2] ?? '';
  await expect(host.getByText('Baby shower · 10x10')).toBeVisible();
  await expect(host.getByText('For Sam & Alex')).toBeVisible();
  await expect(host.getByText('Due March 1, 2027')).toBeVisible();
  // How to play states the rule.
  await expect(host.getByRole('region', { name: 'How to play' })).toContainText(
    'Rows are the last digit of the baby’s birth day (born on the 23rd: 3). Columns are the last digit of the ounces (7 lb 12 oz: 2).',
  );

  const guest = await newVisitor();
  await openGame(guest, path);
  await joinWithInitials(guest, 'zz', 'Zoe');
  await square(guest, 4, 7).click();
  await expect(square(host, 4, 7)).toHaveAccessibleName(/^Row 4, column 7: ZZ, Zoe$/);
  await finishEditing(guest);
  for (const phone of [host, guest]) await markPage(phone);

  await lockWithEmptySquares(host, 99);
  for (const phone of [host, guest]) await expect(badge(phone)).toHaveText('Locked');
  const digits = (await readGame(request, gameId)).targetScores?.[0];
  if (!digits) throw new Error('The lock drew no digits');
  for (const phone of [host, guest]) await expectDigits(phone, digits, 'Birth day, last digit', 'Ounces, last digit');

  // Born on a day ending in row 4's digit, at a weight whose ounces end in column 7's digit.
  const rowDigit = digits.rows[3]?.[0] ?? 0;
  const colDigit = digits.cols[6]?.[0] ?? 0;
  const day = 10 + rowDigit;
  const birthDate = `2027-03-${day}`;
  const form = host.getByRole('region', { name: 'The baby is here?' });
  await form.getByLabel('Pounds').fill('7');
  await form.getByLabel('Ounces').fill(String(colDigit));
  await form.getByLabel('Birth date').fill(birthDate);
  await form.getByLabel('Baby’s name').fill('Robin');
  await form.getByRole('button', { name: 'Enter birth result' }).click();
  // The host confirms, seeing the square the birth picks and who holds it.
  const confirm = host.getByRole('dialog', { name: 'Settle the game?' });
  await expect(confirm).toContainText('The winning square is Row 4, column 7: ZZ wins.');
  await confirm.getByRole('button', { name: 'Enter birth result' }).click();
  await expect(form).toHaveCount(0);

  const winner = expectedWinner({ label: 'Birth', scores: { away: day, home: colDigit }, digits, holders: new Map([['4,7', 'ZZ']]), codes: 'baby' });
  expect(winner.initials).toBe('ZZ');
  for (const phone of [host, guest]) {
    await expect(phone.getByText(`Robin was born on March ${day}, 2027, 7 lb ${colDigit} oz`)).toBeVisible();
    await expectWinner(phone, winner);
    await expect(badge(phone)).toHaveText('Over');
    await expect(square(phone, 4, 7)).toHaveAccessibleName(/^Row 4, column 7: ZZ, Zoe, (yours, )?winner Birth$/);
    await expectNotReloaded(phone);
  }
  await expect(winnersLine(guest, 'Birth').getByText('You', { exact: true })).toBeVisible();
});
