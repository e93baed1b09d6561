// docs/product/squares.md (b): a 5x5 MLB pool. The host creates it through /squares/mlb with 25 squares,
// the host and a player claim, the host locks (empty squares remain), each axis cell shows two
// digits, the test control plays the game inning by inning to the final, and both pages show a
// winner after every inning and the final, by the last digits of the runs so far.
import type { StoredSportsGame } from '../../src/contracts/sports.js';
import { expect, test } from './fixtures.js';
import {
  badge,
  drive,
  expectDigits,
  expectedWinner,
  expectNotReloaded,
  expectWinner,
  finishEditing,
  joinWithInitials,
  lockWithEmptySquares,
  markPage,
  openGame,
  pickUpcomingGame,
  readGame,
  scoreThrough,
  signInHost,
  square,
} from './squares-helpers.js';

const INNINGS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'] as const;

test.use({ reducedMotion: 'reduce' });

test('a 5x5 MLB pool: created with 25 squares, claimed, locked, played inning by inning to the final, winners on both phones', async ({ page: host, newVisitor, request }) => {
  test.setTimeout(120_000);
  const sportsGame = await pickUpcomingGame(request, 'MLB');
  const { away, home } = sportsGame.teams;
  await signInHost(host);

  await host.goto('/squares/mlb');
  await host
    .getByRole('list', { name: 'Upcoming MLB games' })
    .getByRole('link', { name: new RegExp(`^${away.name} at ${home.name}, starts .*Create squares on this game$`) })
    .click();
  await expect(host.getByRole('heading', { level: 1, name: 'Set up your squares' })).toBeVisible();
  await host.getByRole('radio', { name: '25 squares' }).check();
  // A 25-square game chooses what it pays; every inning is the default.
  const payOn = host.getByRole('group', { name: 'Pay out on' });
  await expect(payOn.getByRole('radio', { name: 'Every inning' })).toBeChecked();
  await host.getByRole('button', { name: 'Create game' }).click();
  await expect(host.getByRole('heading', { level: 1, name: 'Your game is ready' })).toBeVisible();
  await host.getByRole('link', { name: 'Go to your game' }).click();
  await expect(host).toHaveURL(/\/games\/[A-Za-z0-9_-]{20}$/);
  const path = new URL(host.url()).pathname;
  const gameId = path.split('/')[2] ?? '';
  await expect(host.getByText('MLB · 5x5')).toBeVisible();
  await expect(badge(host)).toHaveText('Open');

  // The host and a player claim.
  const player = await newVisitor();
  await openGame(player, path);
  await Promise.all([joinWithInitials(host, 'hh'), joinWithInitials(player, 'pq')]);
  await square(host, 5, 5).click();
  await square(player, 1, 1).click();
  await square(player, 3, 4).click();
  const holders = new Map([
    ['5,5', 'HH'],
    ['1,1', 'PQ'],
    ['3,4', 'PQ'],
  ]);
  for (const phone of [host, player]) {
    for (const [cell, initials] of holders) {
      const [row, col] = cell.split(',').map(Number) as [number, number];
      await expect(square(phone, row, col)).toHaveAccessibleName(new RegExp(`^Row ${row}, column ${col}: ${initials}`));
    }
    await markPage(phone);
  }
  await finishEditing(host);
  await finishEditing(player);

  await lockWithEmptySquares(host, 22);
  for (const phone of [host, player]) await expect(badge(phone)).toHaveText('Locked');
  const digits = (await readGame(request, gameId)).targetScores?.[0];
  if (!digits) throw new Error('The lock drew no digits');
  // Five cells an axis, two digits each.
  expect(digits.rows.map((cell) => cell.length)).toEqual([2, 2, 2, 2, 2]);
  for (const phone of [host, player]) await expectDigits(phone, digits, `${away.city} ${away.name}`, `${home.city} ${home.name}`);

  // The first inning ends on the player's first square (runs set by the control)...
  const first = { away: digits.rows[0]?.[0] ?? 0, home: digits.cols[0]?.[0] ?? 0 };
  await drive(request, sportsGame.id, { status: 'IN2', periodScores: { away: [first.away, 0], home: [first.home] } });
  const codes = { away: away.teamCode, home: home.teamCode, awayName: away.name, homeName: home.name };
  const firstWinner = expectedWinner({ label: '1st', scores: first, digits, holders, codes });
  expect(firstWinner.initials).toBe('PQ');
  for (const phone of [host, player]) {
    await expect(badge(phone)).toHaveText('LIVE');
    await expectWinner(phone, firstWinner);
  }

  // ...then the simulator plays on, inning by inning, to the final.
  let stored: StoredSportsGame;
  let steps = 0;
  do {
    stored = await drive(request, sportsGame.id, { advance: 'period' });
    steps++;
  } while (stored.game.status !== 'FT' && steps < 12);
  expect(stored.game.status).toBe('FT');
  const runs = stored.game.periodScores;
  const winners = [
    ...INNINGS.map((label, inning) => expectedWinner({ label, scores: scoreThrough(runs, inning + 1), digits, holders, codes })),
    expectedWinner({ label: 'Final', scores: scoreThrough(runs, 'final'), digits, holders, codes }),
  ];
  for (const phone of [host, player]) {
    for (const winner of winners) await expectWinner(phone, winner);
    await expect(badge(phone)).toHaveText('Over');
    await expectNotReloaded(phone);
  }
});
