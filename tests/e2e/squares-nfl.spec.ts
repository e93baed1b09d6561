// docs/product/squares.md (a): the headline journey on three phones. A signed-in host creates an NFL 10x10
// pool through the pages (/squares/nfl → a game → the form → the share panel → the game), two
// players open the link, label their squares and claim at the same time, every page sees every
// claim live, the host locks with empty squares left (the confirmation), the digits appear on all
// three pages, the test control plays the game through and the winners and the badge
// (Open → Locked → LIVE → Over) follow on all three pages without a reload; the draw verifies.
import type { Page } from '@playwright/test';
import type { StoredSportsGame } from '../../src/contracts/sports.js';
import { expect, test } from './fixtures.js';
import { recordToasts } from './toast-helpers.js';
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
  REFUSED_REQUEST,
  scoreThrough,
  signInHost,
  square,
  winnersLine,
} from './squares-helpers.js';

type Cell = readonly [row: number, col: number];

/** Taps each square in turn (the page is in edit mode). */
async function claimEach(page: Page, cells: readonly Cell[]): Promise<void> {
  for (const [row, col] of cells) await square(page, row, col).click();
}

test.use({ reducedMotion: 'reduce' });

test('an NFL 10x10 pool from creation to the final whistle on three phones, live', async ({ page: host, newVisitor, request, consoleGuard }) => {
  test.setTimeout(180_000);
  // Two players tap the same free square at once: the one the server refuses gets its 409.
  consoleGuard.allow(REFUSED_REQUEST);
  const sportsGame = await pickUpcomingGame(request, 'NFL');
  const { away, home } = sportsGame.teams;
  await signInHost(host);

  // --- The host creates the pool through the pages.
  await host.goto('/squares/nfl');
  await expect(host.getByRole('heading', { level: 1, name: 'Pick a game' })).toBeVisible();
  await host
    .getByRole('list', { name: 'Upcoming NFL games' })
    .getByRole('link', { name: new RegExp(`^${away.name} at ${home.name}, starts .*Create squares on this game$`) })
    .click();
  await expect(host.getByRole('heading', { level: 1, name: 'Set up your squares' })).toBeVisible();
  await expect(host.getByLabel('Game name')).toHaveValue(`${away.name} vs ${home.name} Squares`);
  await expect(host.getByRole('radio', { name: '100 squares' })).toBeChecked();
  await host.getByText(/^Payouts/).click();
  await host.getByLabel('Q1', { exact: true }).fill('$10');
  await host.getByLabel('Final', { exact: true }).fill('$40');
  await host.getByRole('button', { name: 'Create game' }).click();

  // The share panel: link, QR code and game code; a signed-in host is not asked to sign in.
  await expect(host).toHaveURL(/\/games\/[A-Za-z0-9_-]{20}\/share\?created=1$/);
  await expect(host.getByRole('heading', { level: 1, name: 'Your game is ready' })).toBeVisible();
  const share = host.getByRole('region', { name: 'Game link' });
  await expect(share.getByRole('img', { name: /^QR code for the link to / })).toBeVisible();
  await expect(share).toContainText(/Game code [2-9A-HJKMNP-Z]{6}/);
  await expect(host.getByRole('region', { name: 'Sign in' })).toHaveCount(0);
  const link = (await share.getByText(/^Link: http\S+\/games\/[A-Za-z0-9_-]{20}$/).textContent()) ?? '';
  const gameUrl = new URL(link.replace(/^Link: /, ''));
  const gameId = gameUrl.pathname.split('/')[2] ?? '';
  expect(gameUrl.pathname).toBe(`/games/${gameId}`);
  await host.getByRole('link', { name: 'Go to your game' }).click();
  await expect(host).toHaveURL(gameUrl.pathname);
  await expect(host.getByRole('heading', { level: 1, name: `${away.name} vs ${home.name} Squares` })).toBeVisible();
  await expect(host.getByText('You are the host')).toBeVisible();

  // --- Two players open the link on their own phones.
  const alice = await newVisitor();
  const bo = await newVisitor();
  await openGame(alice, gameUrl.pathname);
  await openGame(bo, gameUrl.pathname);
  const phones = [host, alice, bo];
  for (const phone of phones) {
    await expect(badge(phone)).toHaveText('Open');
    await markPage(phone);
  }
  const told = [await recordToasts(alice), await recordToasts(bo)];

  // Both label their squares and claim at the same time, one square they both want included.
  await Promise.all([joinWithInitials(alice, 'al', 'Alice'), joinWithInitials(bo, ' bk ', 'Bo')]);
  const aliceCells: Cell[] = [
    [1, 1],
    [1, 2],
    [1, 3],
  ];
  const boCells: Cell[] = [
    [2, 1],
    [2, 2],
    [2, 3],
  ];
  const contested: Cell = [5, 5];
  await Promise.all([claimEach(alice, [...aliceCells, contested]), claimEach(bo, [...boCells, contested])]);

  // The database keeps one owner of the contested square; a refused tap says why.
  let claimed = await readGame(request, gameId);
  await expect.poll(async () => (claimed = await readGame(request, gameId)).squares.length).toBe(7);
  const contestedHolder = claimed.squares.find((s) => s.square === 44)?.entryName;
  expect(['AL', 'BK']).toContain(contestedHolder);
  // A tap that lost the race is told so in the app (never in the browser's alert).
  for (const message of told.flat()) expect(message).toBe('That square is already taken');

  // Every page sees every claim without a reload: the holder's own squares read 'yours'.
  const holders = new Map<string, string>();
  for (const [row, col] of aliceCells) holders.set(`${row},${col}`, 'AL');
  for (const [row, col] of boCells) holders.set(`${row},${col}`, 'BK');
  holders.set(`${contested[0]},${contested[1]}`, contestedHolder ?? '');
  const pageOf: Record<string, Page> = { AL: alice, BK: bo };
  const displayNames: Record<string, string> = { AL: 'Alice', BK: 'Bo' };
  const leader = contestedHolder ?? '';
  const runnerUp = leader === 'AL' ? 'BK' : 'AL';
  for (const phone of phones) {
    for (const [cell, initials] of holders) {
      const [row, col] = cell.split(',').map(Number) as [number, number];
      const mine = pageOf[initials] === phone;
      await expect(square(phone, row, col)).toHaveAccessibleName(new RegExp(`^Row ${row}, column ${col}: ${initials}, ${mine ? '.*yours' : '(?!.*yours)'}`));
    }
    await expect(phone.getByText('7 of 100 squares claimed')).toBeVisible();
  }
  // The host's leaderboard follows too (its rows re-render only when their values change).
  await expect(host.getByRole('region', { name: 'Leaderboard' }).getByRole('row')).toHaveText([
    /Player/,
    new RegExp(`^1\\s*${leader}\\s*${displayNames[leader]}\\s*0\\s*4$`),
    new RegExp(`^2\\s*${runnerUp}\\s*${displayNames[runnerUp]}\\s*0\\s*3$`),
  ]);
  await finishEditing(bo);

  // --- The host locks with 93 squares empty; Alice is still choosing, and her edit mode ends.
  await lockWithEmptySquares(host, 93);
  for (const phone of phones) await expect(badge(phone)).toHaveText('Locked');
  await expect(alice.getByRole('region', { name: 'Choose Squares' })).toHaveCount(0);
  const locked = await readGame(request, gameId);
  expect(locked.gamePhase).toBe('Live');
  const digits = locked.targetScores?.[0];
  if (!digits) throw new Error('The lock drew no digits');
  for (const phone of phones) {
    await expectDigits(phone, digits, `${away.city} ${away.name}`, `${home.city} ${home.name}`);
    await expect(phone.getByRole('button', { name: 'Join Game' })).toHaveCount(0);
    await expect(phone.getByRole('button', { name: 'Edit Entries' })).toHaveCount(0);
  }

  // --- Kickoff: LIVE everywhere.
  const id = sportsGame.id;
  await drive(request, id, { status: 'Q1', periodScores: { away: [0], home: [0] } });
  for (const phone of phones) await expect(badge(phone)).toHaveText('LIVE');

  // The first quarter ends on Alice's first square, the half on Bo's (scores set by the control).
  const codes = { away: away.teamCode, home: home.teamCode, awayName: away.name, homeName: home.name };
  const rowDigit = (row: number) => digits.rows[row - 1]?.[0] ?? 0;
  const colDigit = (col: number) => digits.cols[col - 1]?.[0] ?? 0;
  const q1 = { away: rowDigit(1), home: colDigit(1) };
  await drive(request, id, { status: 'Q2', periodScores: { away: [q1.away, 0], home: [q1.home, 0] } });
  const q1Winner = expectedWinner({ label: 'Q1', scores: q1, digits, holders, codes });
  expect(q1Winner.initials).toBe('AL');
  for (const phone of phones) {
    await expectWinner(phone, q1Winner);
    await expect(winnersLine(phone, 'Q1')).toContainText('$10');
  }
  await expect(winnersLine(alice, 'Q1').getByText('You', { exact: true })).toBeVisible();
  await expect(winnersLine(bo, 'Q1').getByText('You', { exact: true })).toHaveCount(0);
  await expect(square(bo, 1, 1)).toHaveAccessibleName(/^Row 1, column 1: AL, Alice, winner Q1/);

  const secondQuarter = (rowDigit(2) - q1.away + 10) % 10;
  await drive(request, id, { status: 'HT', periodScores: { away: [q1.away, secondQuarter], home: [q1.home, 0] } });
  const halfWinner = expectedWinner({ label: 'Half', scores: { away: q1.away + secondQuarter, home: q1.home }, digits, holders, codes });
  expect(halfWinner.initials).toBe('BK');
  for (const phone of phones) {
    await expectWinner(phone, halfWinner);
    await expect(badge(phone)).toHaveText('LIVE');
  }

  // --- The simulator plays the second half, period by period, to the final.
  let stored: StoredSportsGame;
  let steps = 0;
  do {
    stored = await drive(request, id, { advance: 'period' });
    steps++;
  } while (!['FT', 'AOT'].includes(stored.game.status) && steps < 6);
  expect(['FT', 'AOT']).toContain(stored.game.status);
  const scores = stored.game.periodScores;
  const winners = [
    q1Winner,
    halfWinner,
    expectedWinner({ label: 'Q3', scores: scoreThrough(scores, 3), digits, holders, codes }),
    expectedWinner({ label: 'Final', scores: scoreThrough(scores, 'final'), digits, holders, codes }),
  ];
  for (const phone of phones) {
    for (const winner of winners) await expectWinner(phone, winner);
    await expect(winnersLine(phone, 'Final')).toContainText('$40');
    await expect(badge(phone)).toHaveText('Over');
  }

  // --- Anyone can check the draw in their browser.
  for (const phone of phones) {
    const verify = phone.getByRole('region', { name: 'Verify the draw' });
    await expect(verify).toContainText(locked.draw.seed ?? 'the seed');
    await verify.getByRole('button', { name: 'Verify in my browser' }).click();
    await expect(verify.getByRole('status')).toHaveText(/^Verified: the seed matches the hash published before anyone claimed a square/);
    await expectNotReloaded(phone);
  }
});
