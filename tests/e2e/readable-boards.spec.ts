// Boards that read at a glance, on a phone and at a desk (docs/product/squares.md#winners,
// docs/product/site.md#look-and-feel): winners named by the digits on the grid, an empty winning
// square that says what happens, a pick'em leaderboard whose names, points and podium chances
// never run together, a grid whose every square is a tap target on a 360px phone and whose lines
// fall on device pixels, and at desktop width a top navigation, card rows with previous / next
// buttons and a 5x5 grid of phone-sized squares. With SHOTS_DIR set, each screen is also saved
// as a screenshot there, to be looked at.
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { CreatedEntry } from '../../src/contracts/pickem.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './fixtures.js';
import { SHOTS_DIR } from './review-shots.js';
import { leaderRow } from './pickem-helpers.js';
import {
  babyShowerPool,
  claimOverApi,
  createGameOverApi,
  drive,
  EMPTY_SQUARE_TEXT,
  openGame,
  pickUpcomingGame,
  readGame,
  signInHost,
  sportsPool,
  square,
  winnersLine,
} from './squares-helpers.js';

test.use({ reducedMotion: 'reduce' });


/**
 * Saves a screenshot of the page (or one part of it) when SHOTS_DIR is set. A whole page only at
 * desk width: a full-page capture resizes the viewport, which drops a phone's touch emulation and
 * pins the bottom bar mid-page, so phones are captured as the screen shows them.
 */
async function shot(target: Page | Locator, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const fullPage = 'goto' in target && (target.viewportSize()?.width ?? 0) > 900;
  await target.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage });
}

/** A phone: touch, no hover, `width` CSS pixels wide, at a device pixel ratio; its console watched like every page's. */
async function phone(browser: Browser, baseURL: string | undefined, guard: { watch: (context: BrowserContext) => void }, width: number, deviceScaleFactor = 3): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, deviceScaleFactor, isMobile: true, hasTouch: true });
  guard.watch(context);
  return context.newPage();
}

async function post(request: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  const response = await request.post(path, { data });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

test('on a 360px phone every square and axis digit is a tap target of at least 24px, and the grid lines fall on device pixels at every pixel ratio', async ({
  page: host,
  browser,
  baseURL,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  await signInHost(host);
  const { gameId } = await createGameOverApi(host.request, babyShowerPool('Tap targets'));
  await claimOverApi(host.request, gameId, 0, 'AB');
  await claimOverApi(host.request, gameId, 11, 'AB');
  await post(host.request, `/api/games/${gameId}/squares/11/paid`, { paid: true });
  await post(host.request, `/api/games/${gameId}/lock`, { allowEmpty: true });

  for (const ratio of [1, 2, 3]) {
    const page = await phone(browser, baseURL, consoleGuard, 360, ratio);
    await openGame(page, `/games/${gameId}`);
    const cells = await page.locator('.sq-cell').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
    const digits = await page.locator('.sq-board__digit').evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().toJSON() as DOMRect));
    expect(cells).toHaveLength(100);
    expect(digits).toHaveLength(20);
    for (const box of [...cells, ...digits]) {
      expect(box.width, `a target ${box.width}px wide at ${ratio}x`).toBeGreaterThanOrEqual(24);
      expect(box.height, `a target ${box.height}px tall at ${ratio}x`).toBeGreaterThanOrEqual(24);
    }
    // Every square is the same whole number of CSS pixels, and each line of squares starts a
    // whole number of pixels after the first: at 1x, 2x and 3x each line lands on a device pixel.
    const first = cells[0];
    if (!first) throw new Error('no square');
    for (const box of cells) {
      expect(box.width).toBe(first.width);
      expect(box.height).toBe(first.height);
      expect(Number.isInteger(first.width), `square width ${first.width}`).toBe(true);
      expect(Number.isInteger(box.x - first.x) && Number.isInteger(box.y - first.y), `square at ${box.x},${box.y}`).toBe(true);
    }
    // The paid mark is a badge, not a tiny '$' in a corner.
    const paid = page.locator('[data-square="11"] .sq-cell__paid');
    const badge = await paid.boundingBox();
    expect(badge?.width).toBeGreaterThanOrEqual(12);
    expect(await paid.evaluate((mark) => parseFloat(getComputedStyle(mark).fontSize))).toBeGreaterThanOrEqual(9.9);
    await shot(page.getByTestId('squares-board'), `grid-360-dpr${ratio}`);
    await page.context().close();
  }
});

test('on a touch phone, a square the player taps to release does not stay highlighted', async ({ page: host, browser, baseURL, consoleGuard }) => {
  await signInHost(host);
  const { gameId } = await createGameOverApi(host.request, babyShowerPool('Sticky hover'));
  const player = await phone(browser, baseURL, consoleGuard, 360);
  await openGame(player, `/games/${gameId}`);
  expect(await player.evaluate(() => matchMedia('(hover: hover)').matches), 'the phone has no hover').toBe(false);
  await player.getByRole('button', { name: 'Join Game' }).tap();
  const dialog = player.getByRole('dialog', { name: 'Label Your Squares' });
  await dialog.getByLabel('Initials').fill('TP');
  await dialog.getByRole('button', { name: 'Choose Squares' }).tap();
  await expect(player.getByRole('region', { name: 'Choose Squares' })).toBeVisible();

  await square(player, 2, 2).tap();
  await expect(square(player, 2, 2)).toHaveAccessibleName(/^Row 2, column 2: TP, yours/);
  await square(player, 2, 2).tap();
  await expect(square(player, 2, 2)).toHaveAccessibleName('Row 2, column 2: free');
  const background = (locator: Locator) => locator.evaluate((cell) => getComputedStyle(cell).backgroundColor);
  expect(await background(square(player, 2, 2))).toBe(await background(square(player, 2, 3)));
  await player.context().close();
});

test('the winners list names each winning square by the digits on the grid, and an empty winning square says nobody wins and nothing rolls over', async ({
  page: host,
  request,
  browser,
  baseURL,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  const sportsGame = await pickUpcomingGame(request, 'NFL');
  const { away, home } = sportsGame.teams;
  await signInHost(host);
  const { gameId } = await createGameOverApi(host.request, { ...sportsPool(sportsGame, 'Digits'), payouts: ['$25', '$25', '$25', '$50'] });
  await claimOverApi(host.request, gameId, 0, 'AB');
  await post(host.request, `/api/games/${gameId}/lock`, { allowEmpty: true });
  const digits = (await readGame(request, gameId)).targetScores?.[0];
  if (!digits) throw new Error('The lock drew no digits');
  // Q1 ends on AB's square (row 1, column 1); the half on the empty square beside it (row 1, column 2).
  const q1 = { away: 10 + (digits.rows[0]?.[0] ?? 0), home: digits.cols[0]?.[0] ?? 0 };
  const q2Home = (10 + (digits.cols[1]?.[0] ?? 0) - q1.home) % 10;
  await drive(request, sportsGame.id, { status: 'Q3', periodScores: { away: [q1.away, 0, 0], home: [q1.home, q2Home, 0] } });

  for (const width of [390, 360]) {
    const page = await phone(browser, baseURL, consoleGuard, width);
    await openGame(page, `/games/${gameId}`);
    const q1Line = winnersLine(page, 'Q1');
    await expect(q1Line.getByText(`${away.name} ${q1.away % 10} – ${home.name} ${q1.home % 10}`, { exact: true })).toBeVisible();
    await expect(q1Line.getByText('AB', { exact: true })).toBeVisible();
    await expect(q1Line).toContainText(`${away.teamCode} ${q1.away} · ${home.teamCode} ${q1.home}`);
    const half = winnersLine(page, 'Half');
    await expect(half.getByText(`${away.name} ${q1.away % 10} – ${home.name} ${digits.cols[1]?.[0] ?? 0}`, { exact: true })).toBeVisible();
    await expect(half.getByText(EMPTY_SQUARE_TEXT, { exact: true })).toBeVisible();
    for (const line of [q1Line, half]) await expect(line).not.toContainText(/row \d|col \d/);
    await expect(page.getByRole('region', { name: 'How to play' })).toContainText(
      'If a period’s winning square is empty, nobody wins that period, and nothing rolls over to the next one.',
    );
    // The leaderboard shows the host's name whole beside (or under) the initials, not cut to a few letters.
    const holder = page.getByRole('region', { name: 'Leaderboard' }).locator('.sq-leaders__name');
    await expect(holder).toBeVisible();
    expect(await holder.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1), 'the name is cut').toBe(false);
    await shot(page, `squares-page-${width}`);
    await shot(page.getByRole('region', { name: 'Winners' }), `squares-winners-${width}`);
    await shot(page.getByRole('region', { name: 'Leaderboard' }), `squares-leaderboard-${width}`);
    await page.context().close();
  }
  await host.setViewportSize({ width: 1280, height: 900 });
  await openGame(host, `/games/${gameId}`);
  await expect(winnersLine(host, 'Half').getByText(EMPTY_SQUARE_TEXT, { exact: true })).toBeVisible();
  await shot(host, 'squares-page-1280');
  await shot(host.getByRole('region', { name: 'Winners' }), 'squares-winners-1280');
  await expectNoSeriousViolations(host, 'the winners of a squares pool at 1280px');
});

test("the pick'em leaderboard keeps names, the You chip, points and podium chances apart", async ({ page: host, browser, baseURL, consoleGuard }) => {
  test.setTimeout(90_000);
  await signInHost(host);
  // A props pool whose one question locks in a few seconds: the host settles it once locked.
  const lockTime = new Date(Date.now() + 4_000).toISOString();
  const { gameId } = (await post(host.request, '/api/pickem/games', {
    name: 'Office props',
    description: '',
    pickemQuestionType: 'Props',
    sportsLeague: null,
    questions: [{ type: 'PropsQuestion', prompt: 'Who brings cake?', lockTime, choices: [{ choiceText: 'Sam', points: 127.71 }, { choiceText: 'Alex', points: 10 }] }],
    tiebreaker: null,
    scoring: { type: 'Podium' },
    oneEntryPerUser: false,
    entryLimit: null,
    allowLateEntry: true,
    maxAnswers: null,
  })) as { gameId: string };
  const me = await phone(browser, baseURL, consoleGuard, 360);
  // A signed-in player chooses their entry's name.
  await signInHost(me);
  // As long as the names the app gives anonymous players ('Adjective Animal N').
  const longName = 'Maximilian Fox 12';
  const longestName = 'Maximilian the Magnificent 12';
  const mine = (await post(me.request, `/api/games/${gameId}/entries`, { entryName: longName })) as CreatedEntry;
  await post(me.request, `/api/games/${gameId}/entries/${mine.entryId}/answers`, { question: 0, choice: 'Sam' });
  const other = (await post(host.request, `/api/games/${gameId}/entries`, { entryName: 'Bo' })) as CreatedEntry;
  await post(host.request, `/api/games/${gameId}/entries/${other.entryId}/answers`, { question: 0, choice: 'Alex' });
  await post(host.request, `/api/games/${gameId}/entries`, { entryName: longestName });
  // Settling is refused until the question has locked.
  await expect.poll(async () => (await host.request.post(`/api/games/${gameId}/props/0/settle`, { data: { winners: ['Sam'] } })).status(), { timeout: 20_000 }).toBe(200);

  for (const [page, width] of [[me, 360] as const, [await phone(browser, baseURL, consoleGuard, 390), 390] as const]) {
    await page.goto(`/games/${gameId}`);
    const row = leaderRow(page, longName);
    await expect(row.locator('.pk-row__score')).toHaveText('127.71 points');
    await expect(row.locator('.pk-row__podium')).toContainText('100%');
    const name = row.locator('.pk-row__entry');
    await expect(name).toHaveText(longName);
    if (page === me) await expect(row.getByText('You', { exact: true })).toBeVisible();
    await shot(page.getByTestId('pickem-leaderboard'), `pickem-leaderboard-${width}`);
    const [nameBox, chipBox, scoreBox, podiumBox] = await Promise.all(
      [name, row.getByText('You', { exact: true }), row.locator('.pk-row__score'), row.locator('.pk-row__podium')].map(async (l) => (await l.count()) ? l.boundingBox() : null),
    );
    if (!nameBox || !scoreBox || !podiumBox) throw new Error('a column is missing');
    // The chip sits beside or under the name, never over it; it ends before the points, and the points before the podium column.
    if (chipBox) {
      const apart = nameBox.x + nameBox.width <= chipBox.x || nameBox.y + nameBox.height <= chipBox.y;
      expect(apart, 'the You chip overlaps the name').toBe(true);
      expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(scoreBox.x + 1);
    }
    expect(scoreBox.x + scoreBox.width).toBeLessThan(podiumBox.x);
    // The name uses the room it has (a second line on a narrow phone) and is shown whole.
    expect(await name.evaluate((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1), 'the name is cut').toBe(false);
    await page.context().close();
  }
  await host.setViewportSize({ width: 1280, height: 900 });
  await host.goto(`/games/${gameId}`);
  // At a desk even the longest name is shown whole, on one line.
  for (const name of [longName, longestName]) {
    const entry = leaderRow(host, name).locator('.pk-row__entry');
    await expect(entry).toHaveText(name);
    expect(await entry.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)).toBe(false);
    expect((await entry.boundingBox())?.height).toBeLessThan(30);
  }
  await shot(host, 'pickem-page-1280');
  await shot(host.getByTestId('pickem-leaderboard'), 'pickem-leaderboard-1280');
  await expectNoSeriousViolations(host, "the pick'em leaderboard at 1280px");
});

test('at 1280px the navigation is at the top, card rows scroll with previous and next buttons, and a 5x5 grid keeps phone-sized squares', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The server writes the navigation too (decision 047): measure the app's, once it has replaced it
  // (boundingBox does not wait).
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeVisible();
  const navBox = await nav.boundingBox();
  expect(navBox?.y).toBe(0);
  // The navigation comes before the page: Tab reaches it after the skip link.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();

  const cards = page.getByRole('list', { name: 'NFL games' });
  await expect(cards).toBeVisible();
  const back = page.getByRole('button', { name: 'Previous NFL games' });
  const next = page.getByRole('button', { name: 'Next NFL games' });
  // The buttons come once a mouse moves over the rows (or focus arrives in them).
  await cards.hover();
  await expect(back).toBeDisabled();
  await expect(next).toBeEnabled();
  // The keyboard works them: Enter on Next moves the row; at its end Next is disabled.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
  await expect(back).toBeEnabled();
  const atEnd = () => cards.evaluate((row) => Math.ceil(row.scrollLeft + row.clientWidth) >= row.scrollWidth - 1);
  for (let i = 0; i < 20 && !(await atEnd()); i++) {
    const before = await cards.evaluate((row) => row.scrollLeft);
    await next.click();
    await expect.poll(() => cards.evaluate((row) => row.scrollLeft)).toBeGreaterThan(before);
  }
  expect(await atEnd()).toBe(true);
  await expect(next).toBeDisabled();
  await back.click();
  await expect(next).toBeEnabled();
  // A keyboard user who tabs into the rows gets them too.
  await page.reload();
  await page.getByRole('list', { name: 'College football games' }).getByRole('link').first().focus();
  await expect(page.getByRole('button', { name: 'Next College football games' })).toBeEnabled();
  await shot(page, 'home-1280');
  await expectNoSeriousViolations(page, 'the home page at 1280px');

  // A 5x5 pool: its squares stay about the size a 10x10 grid's are, not 120px tiles.
  const sportsGame = await pickUpcomingGame(request, 'NFL');
  await signInHost(page);
  const { gameId } = await createGameOverApi(page.request, { ...sportsPool(sportsGame, 'Small grid'), size: 25 });
  await openGame(page, `/games/${gameId}`);
  const cell = await page.locator('.sq-cell').first().boundingBox();
  expect(cell?.width).toBeLessThanOrEqual(80);
  expect(cell?.width).toBeGreaterThanOrEqual(44);
  const column = await page.locator('main').boundingBox();
  expect(column?.width).toBeLessThanOrEqual(700);
  await shot(page, 'squares-5x5-1280');
});

test('on a phone the navigation stays at the bottom and the card rows swipe without buttons', async ({ browser, baseURL, consoleGuard }) => {
  for (const width of [390, 360]) {
    const page = await phone(browser, baseURL, consoleGuard, width);
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'NFL games' })).toBeVisible();
    const navBox = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect((navBox?.y ?? 0) + (navBox?.height ?? 0)).toBe(800);
    await expect(page.getByRole('button', { name: 'Next NFL games' })).toBeHidden();
    await shot(page, `home-${width}`);
    await page.context().close();
  }
});
