// docs/product/pickem.md: the pick'em journey on three phones. A signed-in host creates an NFL pick'em with
// a total-points tiebreaker through /games/new/football-pickem (three games in play, the rest
// dropped), two players open the game on their phones, join and pick differently (each tap
// saved at once, OPEN → CONFIRMED), and neither sees the other's picks before the lock. The
// test control kicks the first game off: picks lock (a player still on the join page gets the
// Game Started dialog, a late pick is refused), the badge goes LIVE and others' picks open. The
// control finishes the games one by one: WON / LOST chips, scores, ranks and medals follow on all
// three pages without a reload, until the tiebreaker decides a tie at the top. axe finds no
// serious or critical problem on the join page and the game page.
//
// The picks, and what the finals make of them (10 points a correct pick):
//   game   Alice  Bo     final              Alice  Bo
//   A      away   home   away wins          10     0    Alice leads
//   B      home   away   away wins          10     10   tied: both rank 1 (tiebreaker unknown)
//   C      home   home   home wins, 17–24   20     20   tiebreaker 41: Bo guessed 41, Alice 30 → Bo first
import type { Page } from '@playwright/test';
import { PICKEM_ERRORS } from '../../src/domain/pickem/index.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './fixtures.js';
import {
  badge,
  chip,
  choiceButton,
  entryNameOf,
  expectStanding,
  formGame,
  leaderRow,
  openRow,
  pick,
  pickSlateGames,
  questionCard,
  readPickemGame,
  setTiebreaker,
} from './pickem-helpers.js';
import { drive, expectNotReloaded, markPage, signInHost } from './squares-helpers.js';
import { infoToast, reviewShots } from './toast-helpers.js';

test.use({ reducedMotion: 'reduce' });

test("an NFL pick'em from creation to the final whistle on three phones, live", async ({ page: host, newVisitor, request }) => {
  test.setTimeout(240_000);
  const slate = await pickSlateGames(request, 3);
  const [gameA, gameB, gameC] = slate.games;
  if (!gameA || !gameB || !gameC) throw new Error('three games were asked for');
  await signInHost(host);

  // --- The host creates the pool through the page: three games in play, the tiebreaker on the last.
  await host.goto('/games/new/football-pickem');
  await expect(host.getByRole('heading', { level: 1, name: "Set up your pick'em" })).toBeVisible();
  // The week is offered as a choice when the polled days hold more than one; the form (and its
  // week choice) appears once the league's games have arrived.
  await expect(host.getByRole('button', { name: 'Drop all' })).toBeVisible();
  const week = host.getByRole('radio', { name: slate.week, exact: true });
  if ((await week.count()) > 0) await week.check();
  await host.getByRole('button', { name: 'Drop all' }).click();
  for (const game of [gameA, gameB, gameC]) {
    await formGame(host, game).getByRole('radio', { name: 'In play' }).check();
    await expect(formGame(host, game).getByRole('radio', { name: 'In play' })).toBeChecked();
  }
  await expect(host.getByText(/^3 of \d+ in play$/)).toBeVisible();
  await expect(host.getByRole('checkbox', { name: 'Guess the total' })).toBeChecked();
  await host.getByLabel('Total points in').selectOption(gameC.id);
  await host.getByLabel('Pool name').fill('Sunday Showdown');
  await host.getByRole('button', { name: 'Create pool' }).click();

  await expect(host).toHaveURL(/\/games\/[A-Za-z0-9_-]{20}\/share\?created=1$/);
  const gameId = new URL(host.url()).pathname.split('/')[2] ?? '';
  const gamePath = `/games/${gameId}`;
  await host.getByRole('link', { name: 'Go to your game' }).click();
  await expect(host).toHaveURL(gamePath);
  await expect(host.getByRole('heading', { level: 1, name: 'Sunday Showdown' })).toBeVisible();
  await expect(host.getByText('You are the host')).toBeVisible();
  await expect(badge(host)).toHaveText('Open');
  const created = await readPickemGame(request, gameId);
  expect(created.questions.map((q) => (q.type === 'PropsQuestion' ? null : q.sportsGameId))).toEqual([gameA.id, gameB.id, gameC.id]);
  expect(created.tiebreaker).toMatchObject({ type: 'TotalPointsPick', sportsGameId: gameC.id });

  // --- Two players open the game on their phones and join.
  const alice = await newVisitor();
  const bo = await newVisitor();
  const join = async (player: Page) => {
    await player.goto(gamePath);
    await player.getByRole('button', { name: 'Join Game' }).click();
    await expect(player).toHaveURL(`${gamePath}/join`);
    await expect(player.getByRole('heading', { level: 1, name: 'Sunday Showdown' })).toBeVisible();
    await expect(player.getByText('Pick the winners of 3 games.', { exact: false })).toBeVisible();
  };
  await join(alice);
  await join(bo);

  // They pick differently; every tap is saved at once (the first creates the entry).
  const { away: aAway, home: aHome } = gameA.teams;
  const { away: bAway, home: bHome } = gameB.teams;
  const cHome = gameC.teams.home;
  await pick(alice, 0, aAway);
  // A pick saved while the tiebreaker is empty brings the reminder, as an info toast (announced politely).
  await expect(infoToast(alice, "Don't forget to set your tiebreaker!")).toBeVisible();
  await reviewShots(alice, 'toast-info');
  await pick(alice, 1, bHome);
  await pick(alice, 2, cHome);
  await expect(alice.getByRole('button', { name: 'Set Tiebreaker to Submit!' })).toBeDisabled();
  await setTiebreaker(alice, 30);
  await pick(bo, 0, aHome);
  await pick(bo, 1, bAway);
  await pick(bo, 2, cHome);
  await setTiebreaker(bo, 41);
  // Clicking a chosen pick clears it; clicking again picks it back.
  await choiceButton(bo, 2, cHome).click();
  await expect(choiceButton(bo, 2, cHome)).toHaveAttribute('aria-pressed', 'false');
  await expect(chip(bo, 2)).toHaveText('OPEN');
  await pick(bo, 2, cHome);
  await expect(alice.getByText('3 of 3 picked')).toBeVisible();
  const aliceName = await entryNameOf(alice);
  const boName = await entryNameOf(bo);
  expect(aliceName).not.toBe(boName);

  await expectNoSeriousViolations(alice, 'the join page with picks made');

  for (const player of [alice, bo]) {
    await player.getByRole('button', { name: 'Submit Entry' }).click();
    await expect(player).toHaveURL(gamePath);
    await expect(leaderRow(player, aliceName)).toBeVisible();
    await expect(leaderRow(player, boName)).toBeVisible();
  }
  await expect(leaderRow(host, boName)).toBeVisible();

  // --- Before the lock nobody sees another's picks: not on the page, not in the game's data.
  await expect(leaderRow(bo, aliceName).getByRole('button')).toHaveCount(0);
  await expect(leaderRow(host, aliceName).getByRole('button')).toHaveCount(0);
  await expect(bo.getByTestId('pickem-leaderboard').getByText(', picked')).toHaveCount(0);
  // Bo's own picks show on the games list, and only his.
  await expect(bo.getByTestId('pickem-slate').getByTestId('pickem-your-pick')).toHaveText([
    `Your pick: ${aHome.city} ${aHome.name}`,
    `Your pick: ${bAway.city} ${bAway.name}`,
    `Your pick: ${cHome.city} ${cHome.name}`,
  ]);
  await expect(bo.getByText('hidden until it locks')).toHaveCount(0);
  const boSees = await readPickemGame(bo.request, gameId);
  for (const entry of boSees.entries.filter((e) => e.entryName === aliceName)) {
    expect(entry.answers).toEqual([]);
    expect(entry.tiebreakerAnswer).toBeNull();
  }
  const aliceEntryId = boSees.entries.find((e) => e.entryName === aliceName)?.id ?? '';
  // Her own picks open on her page.
  const aliceOwn = await openRow(alice, aliceName);
  await expect(choiceButton(aliceOwn, 0, aAway)).toHaveAttribute('aria-pressed', 'true');

  // Bo goes back to edit his picks and is on the join page when the first game kicks off.
  await expect(bo.getByRole('region', { name: 'Your entry' })).toContainText('3 of 3 picks · tiebreaker 41 · Submitted');
  for (const phone of [host, alice, bo]) await markPage(phone);
  await bo.getByRole('link', { name: 'Edit Picks' }).click();
  await expect(bo).toHaveURL(new RegExp(`${gamePath}/join\\?entry=`));
  await expect(choiceButton(bo, 0, aHome)).toHaveAttribute('aria-pressed', 'true');

  // --- Kickoff (test control): every pick locks on the server's clock.
  await drive(request, gameA.id, { status: 'Q1', periodScores: { away: [0], home: [0] } });
  const started = bo.getByRole('dialog', { name: 'Game Started' });
  await expect(started).toBeVisible();
  await started.getByRole('button', { name: 'View Leaderboard' }).click();
  await expect(bo).toHaveURL(gamePath);
  const late = await alice.request.post(`/api/games/${gameId}/entries/${aliceEntryId}/answers`, { data: { question: 1, choice: 'Away' } });
  expect(late.status()).toBeGreaterThanOrEqual(400);
  expect(await late.text()).toContain(PICKEM_ERRORS.locked);

  const phones = [host, alice, bo];
  for (const phone of phones) {
    await expect(badge(phone)).toHaveText('LIVE');
    await expect(phone.getByRole('button', { name: 'Join Game' })).toHaveCount(0);
    await expectStanding(phone, aliceName, 'Gold medal, rank 1', 0);
    await expectStanding(phone, boName, 'Gold medal, rank 1', 0);
  }
  // Alice's own picks are read-only now: the game's card says LIVE, no button takes a tap.
  await expect(chip(aliceOwn, 0)).toHaveText('LIVE');
  await expect(aliceOwn.getByRole('button', { name: /10 pts$/ })).toHaveCount(0);
  // Others' picks open once the game has started, with the share of entries on each side (one
  // row is open at a time: Bo looks at Alice's picks, then follows his own; the host follows Alice's).
  const aliceOnBo = await openRow(bo, aliceName);
  await expect(questionCard(aliceOnBo, 0)).toContainText('50% picked');
  await expect(chip(aliceOnBo, 0)).toHaveText('LIVE');
  await expect(choiceButton(aliceOnBo, 0, aAway)).toHaveCount(0);
  await expect(questionCard(aliceOnBo, 0).getByText(', picked')).toHaveCount(1);
  const boOwn = await openRow(bo, boName);
  await expect(chip(boOwn, 0)).toHaveText('LIVE');
  const aliceOnHost = await openRow(host, aliceName);
  await expect(chip(aliceOnHost, 0)).toHaveText('LIVE');

  // --- Game A ends: the away side wins. Alice WON, Bo LOST.
  await drive(request, gameA.id, { status: 'FT', periodScores: { away: [7, 7, 0, 7], home: [0, 3, 0, 0] } });
  for (const phone of phones) {
    await expectStanding(phone, aliceName, 'Gold medal, rank 1', 10);
    await expectStanding(phone, boName, 'Silver medal, rank 2', 0);
    await expect(phone.getByTestId('pickem-row').first()).toContainText(aliceName);
  }
  for (const row of [aliceOnHost, aliceOwn]) await expect(chip(row, 0)).toHaveText('WON +10');
  await expect(chip(boOwn, 0)).toHaveText('LOST +0');

  // --- Game B ends: the away side wins. Level on points, the tiebreaker still unknown: a shared rank.
  await drive(request, gameB.id, { status: 'FT', periodScores: { away: [3, 7, 7, 7], home: [0, 7, 0, 3] } });
  for (const phone of phones) {
    await expectStanding(phone, aliceName, 'Gold medal, rank 1', 10);
    await expectStanding(phone, boName, 'Gold medal, rank 1', 10);
  }
  for (const row of [aliceOnHost, aliceOwn]) await expect(chip(row, 1)).toHaveText('LOST +0');
  await expect(chip(boOwn, 1)).toHaveText('WON +10');

  // --- Game C, the tiebreaker game, ends 17–24: both right, 20 each; 41 points, Bo's guess exactly.
  await drive(request, gameC.id, { status: 'Q1', periodScores: { away: [0], home: [0] } });
  await drive(request, gameC.id, { status: 'FT', periodScores: { away: [3, 7, 0, 7], home: [7, 7, 7, 3] } });
  for (const phone of phones) {
    await expect(badge(phone)).toHaveText('Final');
    await expectStanding(phone, boName, 'Gold medal, rank 1', 20);
    await expectStanding(phone, aliceName, 'Silver medal, rank 2', 20);
    await expect(phone.getByTestId('pickem-row').first()).toContainText(boName);
    await expectNotReloaded(phone);
  }
  for (const row of [aliceOnHost, aliceOwn]) await expect(chip(row, 2)).toHaveText('WON +10');
  await expect(aliceOwn.getByTestId('pickem-tiebreaker').locator('.pk-chip')).toHaveText('Result 41');
  await expect(chip(boOwn, 2)).toHaveText('WON +10');

  await expectNoSeriousViolations(bo, 'the game page, over, with entries opened');
});
