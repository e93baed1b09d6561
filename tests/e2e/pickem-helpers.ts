// Helpers for the pick'em journey (docs/product/pickem.md): the games a pool is built on, the creation
// form driven the way a host uses it, the join page's picks by their accessible names (each
// choice a toggle button named by its team and points), and the leaderboard read the way people
// read it: rank (with its medal in words), entry name, points.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { QuestionsGame } from '../../src/contracts/pickem.js';
import type { SportsGame } from '../../src/contracts/sports.js';
import { expect } from './fixtures.js';
import { listedGames, pairing } from './squares-helpers.js';

/** How long before its kickoff a game may still be chosen: the real clock must not start it (and lock the pool) mid-test. */
const CLOCK_MARGIN_MS = 30 * 60_000;

/**
 * `count` NFL games the creation page offers on one slate (a week), soonest first, and that
 * week's label. Each kicks off at least half an hour from now and its pairing appears once in
 * the league's list, so its row on the form can be found by the team names. The latest
 * kickoffs of the week are taken, so the clock starts none of them while the test runs. Late
 * in a week (a Sunday evening) too few of its games are left, and the next week is taken: the
 * test control plays games of the whole polled week (today and the next 7 days).
 */
export async function pickSlateGames(request: APIRequestContext, count: number): Promise<{ week: string; games: SportsGame[] }> {
  const listed = await listedGames(request, 'NFL');
  const now = Date.now();
  const open = listed
    .filter((game) => game.status === 'NS' && Date.parse(game.gameTime) > now)
    .sort((a, b) => Date.parse(a.gameTime) - Date.parse(b.gameTime) || (a.id < b.id ? -1 : 1));
  // The form's slates: football by week, else by day (slates.ts slatesOf), soonest first.
  const slateKey = (game: SportsGame) => (game.week !== null ? `week:${game.stage ?? ''}:${game.week}` : `day:${game.date}`);
  for (const key of new Set(open.map(slateKey))) {
    const candidates = open.filter(
      (game) => slateKey(game) === key && Date.parse(game.gameTime) > now + CLOCK_MARGIN_MS && listed.filter((other) => pairing(other) === pairing(game)).length === 1,
    );
    if (candidates.length >= count) return { week: `Week ${candidates[0]?.week ?? ''}`, games: candidates.slice(-count) };
  }
  throw new Error(`No NFL week of the polled days has ${count} games kicking off later than 30 minutes from now`);
}

/** A game's row on the creation form: a group named by its teams and kickoff. */
export function formGame(page: Page, game: SportsGame): Locator {
  return page.getByRole('group', { name: new RegExp(`^${pairing(game)}, `) });
}

export async function readPickemGame(request: APIRequestContext, gameId: string): Promise<QuestionsGame> {
  const response = await request.get(`/api/games/${gameId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as QuestionsGame;
}

// ---------------------------------------------------------------------------------------------
// The join page.

/** A question's card: a list item named by its matchup ('Dolphins at Packers Pick the winner'). */
export function questionCard(scope: Page | Locator, index: number): Locator {
  return scope.getByTestId('pickem-question').nth(index);
}

/** A choice's toggle button, named by the team's full name and its points. */
export function choiceButton(scope: Page | Locator, index: number, team: SportsGame['teams']['away']): Locator {
  return questionCard(scope, index).getByRole('button', { name: new RegExp(`^${team.city} ${team.name}, 10 pts$`) });
}

/** The question's chip: OPEN / SENDING / CONFIRMED while open; WON +10, LOST +0, LIVE, NO PICK once locked. */
export function chip(scope: Page | Locator, index: number): Locator {
  return questionCard(scope, index).locator('.pk-chip');
}

/** Taps a choice and waits for the save: the button pressed, the chip CONFIRMED. */
export async function pick(page: Page, index: number, team: SportsGame['teams']['away']): Promise<void> {
  await expect(chip(page, index)).toHaveText('OPEN');
  await choiceButton(page, index, team).click();
  await expect(choiceButton(page, index, team)).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, index)).toHaveText('CONFIRMED');
}

/** Types the tiebreaker and leaves the field (which saves it at once): UNSET → CONFIRMED. */
export async function setTiebreaker(page: Page, value: number): Promise<void> {
  const field = page.getByTestId('pickem-tiebreaker');
  await expect(field.locator('.pk-chip')).toHaveText('UNSET');
  await field.getByLabel(/^Total points scored: /).fill(String(value));
  await field.getByLabel(/^Total points scored: /).blur();
  await expect(field.locator('.pk-chip')).toHaveText('CONFIRMED');
}

/** The entry name the server gave an anonymous player, as the join page shows it. */
export async function entryNameOf(page: Page): Promise<string> {
  const name = page.getByRole('region', { name: 'Entry name' }).locator('.pk-name__value');
  await expect(name).not.toHaveText('Chosen for you at your first pick');
  return (await name.textContent()) ?? '';
}

// ---------------------------------------------------------------------------------------------
// The game page.

/** The pool's state badge in the page header: Open, LIVE or Final. */
export function badge(page: Page): Locator {
  return page.locator('header.pk-head .state-badge');
}

/** An entry's row on the leaderboard. */
export function leaderRow(page: Page, entryName: string): Locator {
  return page.getByTestId('pickem-leaderboard').getByTestId('pickem-row').filter({ hasText: entryName });
}

/** The row's rank as a screen reader hears it ('Gold medal, rank 1' / 'Rank 2') and its points. */
export async function expectStanding(page: Page, entryName: string, rank: string, points: number): Promise<void> {
  const row = leaderRow(page, entryName);
  await expect(row.locator('.pk-row__rank')).toHaveText(rank);
  await expect(row.locator('.pk-row__score')).toHaveText(`${points} points`);
}

/** Opens an entry's picks on the leaderboard (a toggle once others' entries may be opened). */
export async function openRow(page: Page, entryName: string): Promise<Locator> {
  const row = leaderRow(page, entryName);
  const toggle = row.getByRole('button', { expanded: false });
  await toggle.click();
  await expect(row.getByRole('button', { expanded: true })).toBeVisible();
  return row;
}
