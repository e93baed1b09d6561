// Helpers for the squares journeys (docs/product/squares.md): a simulated game to build a pool on, the test
// control that plays it, a signed-in host, and the game page read the way people read it: the
// badge, the squares by their accessible names ('Row 3, column 7: AB'), the axis digits in
// words and the winners per period. Expected winners are worked out here from the scores and the
// drawn digits by the documented rule (the last digit of each side's score picks the row and the
// column), not with the domain's code, so the journeys check it independently.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SportsGame, SportsLeagueSnapshot, StoredSportsGame } from '../../src/contracts/sports.js';
import type { CreateSquaresGame, CreatedGame, DigitSet, SquaresGame } from '../../src/contracts/squares.js';
import type { SignedInUser } from '../../src/contracts/users.js';
import type { SportsLeague } from '../../src/domain/sports/index.js';
import { signInOverApi, uniqueEmail, uniqueHandle } from './account-helpers.js';
import { expect } from './fixtures.js';

/** Chromium logs every refused request on the console; tests that provoke one allow it. */
export const REFUSED_REQUEST = /Failed to load resource: the server responded with a status of 40\d/;

/** How a game is named on the pages: 'Dolphins at Jets'. */
export const pairing = (game: SportsGame) => `${game.teams.away.name} at ${game.teams.home.name}`;

/** The games of `league` the server lists this week; on a fresh server the first feed poll may still be running. */
export async function listedGames(request: APIRequestContext, league: SportsLeague): Promise<SportsGame[]> {
  let listed: SportsGame[] = [];
  await expect
    .poll(async () => {
      const snapshot = (await (await request.get(`/api/sports/leagues/${league}/games`)).json()) as SportsLeagueSnapshot;
      listed = snapshot.games.map((stored) => stored.game);
      return listed.length;
    })
    .toBeGreaterThan(0);
  return listed;
}

/**
 * An upcoming simulated game of `league` to build a pool on: of the games listed and not started,
 * the one that kicks off last, so the real clock does not start it (and lock the pool at kickoff)
 * while a test runs, among those whose pairing appears once in the list, so the picker's link
 * can be found by the team names. The test control plays any game of the polled week.
 */
export async function pickUpcomingGame(request: APIRequestContext, league: SportsLeague): Promise<SportsGame> {
  const listed = await listedGames(request, league);
  const candidates = listed.filter((game) => game.status === 'NS' && listed.filter((other) => pairing(other) === pairing(game)).length === 1);
  const latest = candidates.sort((a, b) => Date.parse(b.gameTime) - Date.parse(a.gameTime))[0];
  if (!latest) throw new Error(`The simulator lists no upcoming ${league} game this week`);
  return latest;
}

/** The test control POST /api/dev/sim/games/{id}: sets a state or plays the game on. */
export async function drive(request: APIRequestContext, sportsGameId: string, body: unknown): Promise<StoredSportsGame> {
  const response = await request.post(`/api/dev/sim/games/${sportsGameId}`, { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StoredSportsGame;
}

export async function readGame(request: APIRequestContext, gameId: string): Promise<SquaresGame> {
  const response = await request.get(`/api/games/${gameId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SquaresGame;
}

/** Creates a pool over the API with `request`'s session (for the tests about one detail of the page). */
export async function createGameOverApi(request: APIRequestContext, body: CreateSquaresGame): Promise<CreatedGame> {
  const response = await request.post('/api/squares/games', { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CreatedGame;
}

/** A 10x10 pool on `sportsGame` with the form's defaults. */
export function sportsPool(sportsGame: SportsGame, name: string): CreateSquaresGame {
  return {
    variant: 'SportsGame',
    name,
    description: '',
    size: 100,
    entryLimit: null,
    payouts: [],
    sportsGameId: sportsGame.id,
    changeTargetScores: 'SameAllGame',
    scoringPeriods: 'Every',
  };
}

/** A 10x10 baby shower pool: no sports game needed, for the tests about one detail of the page. */
export function babyShowerPool(name: string): CreateSquaresGame {
  return { variant: 'BabyShower', name, description: '', size: 100, entryLimit: null, payouts: [], parentNames: 'Sam & Alex', dueDate: '2027-03-01', theme: 'neutral' };
}

/** Starts an anonymous session in `request`'s cookie jar, as a page does on its first visit. */
export async function startAnonymousSession(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/session/anonymous', { data: {} });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs the page's browser context in by magic link (players may join only a signed-in host's game). */
export function signInHost(page: Page): Promise<SignedInUser> {
  return signInOverApi(page.request, uniqueEmail('host'), uniqueHandle('Host'));
}

/** Claims a square over the API as `request`'s player. */
export async function claimOverApi(request: APIRequestContext, gameId: string, square: number, initials: string): Promise<void> {
  const response = await request.post(`/api/games/${gameId}/squares/${square}/claim`, { data: { initials } });
  expect(response.status(), await response.text()).toBe(200);
}

// ---------------------------------------------------------------------------------------------
// The game page.

/** The pool's status badge in the page header: Open, Locked, LIVE or Over (docs/product/squares.md). */
export function badge(page: Page): Locator {
  return page.locator('header', { has: page.getByRole('heading', { level: 1 }) }).getByText(/^(Open|Locked|LIVE|Over)$/);
}

/** A square by its position, 1-based as its accessible name says it. */
export function square(page: Page, row: number, col: number): Locator {
  return page.getByRole('group', { name: /^Squares/ }).getByRole('button', { name: new RegExp(`^Row ${row}, column ${col}:`) });
}

/** The accessible name a square has once held by `initials` (and, for its holder, ', yours'). */
export function heldName(row: number, col: number, initials: string, mine = false): RegExp {
  return new RegExp(`^Row ${row}, column ${col}: ${initials}${mine ? ', yours' : '(?!, yours)'}`);
}

/** Opens a game page and waits for its grid. */
export async function openGame(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('group', { name: /^Squares/ })).toBeVisible();
}

/** Join Game, then the 'Label Your Squares' dialog: the page is then in edit mode. */
export async function joinWithInitials(page: Page, initials: string, displayName?: string): Promise<void> {
  await page.getByRole('button', { name: 'Join Game' }).click();
  const dialog = page.getByRole('dialog', { name: 'Label Your Squares' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Initials').fill(initials);
  if (displayName) await dialog.getByLabel('Display name').fill(displayName);
  await dialog.getByRole('button', { name: 'Choose Squares' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Choose Squares' })).toBeVisible();
}

/** Done: leaves edit mode. */
export async function finishEditing(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Choose Squares' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: 'Choose Squares' })).toHaveCount(0);
}

/** Host: Lock Game, then the confirmation that empty squares remain, accepted. */
export async function lockWithEmptySquares(page: Page, empty: number): Promise<void> {
  await page.getByRole('button', { name: 'Lock Game' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock the game?' });
  await expect(dialog).toContainText(`${empty} squares are still empty.`);
  await dialog.getByRole('button', { name: 'Lock Game' }).click();
  await expect(dialog).toHaveCount(0);
}

/** A mark on the page's window that a reload would wipe. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

/** What the grid says about an axis in words, e.g. 'Rows: Miami Dolphins. row 1 is 3, row 2 is 8, …' */
export function axisText(axis: 'Rows' | 'Columns', name: string, cells: readonly (readonly number[])[]): string {
  const one = axis === 'Rows' ? 'row' : 'column';
  return `${axis}: ${name}. ${cells.map((cell, i) => `${one} ${i + 1} is ${cell.join(' or ')}`).join(', ')}.`;
}

/** The page shows the drawn digits of `digits` on both axes. */
export async function expectDigits(page: Page, digits: DigitSet, rowsName: string, colsName: string): Promise<void> {
  await expect(page.getByText(axisText('Rows', rowsName, digits.rows), { exact: true })).toBeAttached();
  await expect(page.getByText(axisText('Columns', colsName, digits.cols), { exact: true })).toBeAttached();
}

/** The 1-based row and column whose cells hold the last digits of the two scores. */
export function winningCell(digits: DigitSet, scores: { away: number; home: number }): { row: number; col: number } {
  const row = digits.rows.findIndex((cell) => cell.includes(scores.away % 10));
  const col = digits.cols.findIndex((cell) => cell.includes(scores.home % 10));
  expect(row, 'every digit is on the rows').toBeGreaterThanOrEqual(0);
  expect(col, 'every digit is on the columns').toBeGreaterThanOrEqual(0);
  return { row: row + 1, col: col + 1 };
}

/** The score after the first `through` periods, or after all of them (overtime, extras). */
export function scoreThrough(periodScores: StoredSportsGame['game']['periodScores'], through: number | 'final'): { away: number; home: number } {
  const sum = (list: readonly (number | null)[]) => (through === 'final' ? list : list.slice(0, through)).reduce<number>((total, points) => total + (points ?? 0), 0);
  return { away: sum(periodScores.away), home: sum(periodScores.home) };
}

export interface ExpectedWinner {
  label: string;
  /** Initials on the winning square, or null when it is empty. */
  initials: string | null;
  /** The winning square by the digits players see: 'Dolphins 7 – Packers 4' (never its row and column). */
  square: string;
  /** The score under it: 'MIA 17 · GB 14'. */
  score: string;
}

/** What the winners list says of a period whose winning square is empty (docs/product/squares.md#winners). */
export const EMPTY_SQUARE_TEXT = 'Empty square: no winner this period, and nothing rolls over to the next.';

/** One period's expected winner: the square at the score's digits, and who holds it. */
export function expectedWinner(options: {
  label: string;
  scores: { away: number; home: number };
  digits: DigitSet;
  holders: ReadonlyMap<string, string>;
  /** Team codes and names ('Dolphins'), or a baby shower's day and ounces. */
  codes: { away: string; home: string; awayName: string; homeName: string } | 'baby';
}): ExpectedWinner {
  const { row, col } = winningCell(options.digits, options.scores);
  const { away, home } = options.scores;
  const score = options.codes === 'baby' ? `Day ${away} · ${home} oz` : `${options.codes.away} ${away} · ${options.codes.home} ${home}`;
  const [awayWord, homeWord] = options.codes === 'baby' ? ['Day', 'Ounces'] : [options.codes.awayName, options.codes.homeName];
  return {
    label: options.label,
    initials: options.holders.get(`${row},${col}`) ?? null,
    square: `${awayWord} ${away % 10} – ${homeWord} ${home % 10}`,
    score,
  };
}

/** A period's line in the Winners section. */
export function winnersLine(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Winners' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });
}

export async function expectWinner(page: Page, winner: ExpectedWinner): Promise<void> {
  const line = winnersLine(page, winner.label);
  await expect(line.getByText(winner.initials ?? EMPTY_SQUARE_TEXT, { exact: true })).toBeVisible();
  await expect(line.getByText(winner.square, { exact: true })).toBeVisible();
  await expect(line).toContainText(winner.score);
  await expect(line).not.toContainText(/row \d|col \d/);
}
