// docs/product/seasons.md#the-public-page: the public challenge journey. The season clock runs (the
// development control) and the week's NFL challenge opens. A player finds it from the home page,
// makes their picks on the season's join page and submits, and is back on /football-pool with their
// picks. The simulated games kick off: every pick locks and the page says so, with when the next
// challenge opens. The games finish: the player sees their rank, points and beans on the page and on
// the season leaderboard. The clock moves to the next day and the player finds the daily MLB
// challenge at /baseball-pool (a day with games, or the page that says there are none). The game's
// own address leads back to the season's page. axe finds no serious problem on the page.
import type { APIRequestContext, Locator, Page, Request, WebSocket } from '@playwright/test';
import type { CreateQuestionsGame, Question, QuestionsGame } from '../../src/contracts/pickem.js';
import type { SeasonLoad } from '../../src/contracts/season-load.js';
import type { SeasonPage, SeasonTickResult } from '../../src/contracts/seasons.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './fixtures.js';
import { questionCard, readPickemGame } from './pickem-helpers.js';
import { shootWidths } from './review-shots.js';
import { drive, listedGames, signInHost } from './squares-helpers.js';

test.use({ reducedMotion: 'reduce' });

async function tick(request: APIRequestContext, at: Date): Promise<SeasonTickResult> {
  const response = await request.post('/api/dev/seasons/tick', { data: { at: at.toISOString() } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SeasonTickResult;
}

async function readSeason(request: APIRequestContext, ref: string): Promise<SeasonPage> {
  const response = await request.get(`/api/seasons/${ref}/load`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as SeasonLoad).page;
}

/**
 * Opens `path` afresh and tells what the page asked the server for on the way: its /api requests
 * and the topics it subscribed to over the live connection (with the version each resumes from).
 */
interface Watched {
  readonly api: string[];
  readonly subscribed: Array<{ topic: string; since?: number }>;
}

async function openWatching(page: Page, path: string, ready: (seen: Watched) => Promise<void>): Promise<Watched> {
  const api: string[] = [];
  const subscribed: Watched['subscribed'] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
  };
  const onSocket = (socket: WebSocket) =>
    socket.on('framesent', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type?: string; topic?: string; since?: number };
      if (message.type === 'subscribe' && message.topic) subscribed.push({ topic: message.topic, ...(message.since === undefined ? {} : { since: message.since }) });
    });
  page.on('request', onRequest);
  page.on('websocket', onSocket);
  try {
    await page.goto(path);
    await ready({ api, subscribed });
  } finally {
    page.off('request', onRequest);
    page.off('websocket', onSocket);
  }
  return { api, subscribed };
}

/** The away side's toggle on a question's card, named by the team and its points. */
function awayChoice(scope: Page | Locator, question: Question): Locator {
  if (question.type === 'PropsQuestion' || !question.sportsGame) throw new Error('a sports question was expected');
  const { city, name } = question.sportsGame.teams.away;
  return questionCard(scope, question.index).getByRole('button', { name: new RegExp(`^${`${city} ${name}`.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) });
}

function sportsGameIds(game: QuestionsGame): string[] {
  return game.questions.flatMap((q) => (q.type === 'PropsQuestion' || q.sportsGameId === null ? [] : [q.sportsGameId]));
}

/** The next 5am in Los Angeles after `from`, give or take the hour daylight saving moves it: a new slate day. */
function nextMorning(from: Date): Date {
  const next = new Date(from.getTime() + 24 * 3_600_000);
  next.setUTCHours(13, 0, 0, 0);
  return next;
}

test('a player finds the weekly NFL challenge from the home page, picks, watches it lock and finish, and finds the next day’s MLB challenge', async ({ page, request }) => {
  test.setTimeout(240_000);
  const now = new Date();
  await tick(request, now);
  const nfl = await readSeason(request, 'publicNflPickem');
  if (!nfl.latest) throw new Error('the season clock opened no NFL challenge for this week');
  const game = await readPickemGame(request, nfl.latest.gameId);
  const open = game.questions.filter((q) => q.type !== 'OffPick' && !q.locked && Date.parse(q.lockTime) > Date.now());
  expect(open.length, 'the week has games still to play').toBeGreaterThan(0);

  // --- From the home page to the challenge.
  await page.goto('/');
  await page.getByRole('link', { name: 'Play the weekly NFL challenge' }).click();
  await expect(page).toHaveURL(/\/football-pool$/);
  await expect(page.getByRole('heading', { level: 1, name: nfl.latest.label })).toBeVisible();
  await expect(page.getByTestId('season-players')).toHaveText(/^\d[\d,]* players?$/);
  for (const block of ['How to play', 'Upset bonus', 'Last-minute heroics', 'Season leaderboard']) {
    await expect(page.getByRole('heading', { name: block })).toBeVisible();
  }
  await expectNoSeriousViolations(page, 'the public page, open');
  await shootWidths(page, 'public-page-open', { fullPage: true });

  // --- Make your picks: the join page of the season's game; every open game on the away side.
  await page.getByRole('link', { name: 'Make your picks' }).click();
  await expect(page).toHaveURL(/\/seasons\/publicNflPickem\/join$/);
  for (const question of open) {
    await awayChoice(page, question).click();
    await expect(awayChoice(page, question)).toHaveAttribute('aria-pressed', 'true');
  }
  const tiebreaker = page.getByTestId('pickem-tiebreaker');
  if ((await tiebreaker.count()) > 0 && (await tiebreaker.getByRole('textbox').isEnabled())) {
    await tiebreaker.getByRole('textbox').fill('41');
    await tiebreaker.getByRole('textbox').blur();
    await expect(tiebreaker.locator('.pk-chip')).toHaveText('CONFIRMED');
  }
  await page.getByRole('button', { name: 'Submit Entry' }).click();

  // --- Back on the challenge with the picks, editable until each kickoff.
  await expect(page).toHaveURL(/\/football-pool$/);
  const own = page.getByTestId('season-own-entry');
  await expect(own).toBeVisible();
  const first = open[0];
  if (!first) throw new Error('no open game');
  await expect(awayChoice(own, first)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('season-locked')).toHaveCount(0);
  await shootWidths(page, 'public-page-picked', { fullPage: true });

  // --- Opened afresh, the page comes whole from one request (decision 048): the season, its
  // leaderboard, the game and the player's own picks; the game's live updates carry on from the
  // version that request read, without the game being sent again.
  const gameTopic = `game:${nfl.latest.gameId}`;
  const watched = await openWatching(page, '/football-pool', async (seen) => {
    await expect(awayChoice(page.getByTestId('season-own-entry'), first)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('season-leaderboard').getByRole('status')).toHaveCount(0);
    await expect.poll(() => seen.subscribed.some((s) => s.topic === gameTopic)).toBe(true);
  });
  expect(watched.api.filter((path) => path.startsWith('/api/seasons/'))).toEqual(['/api/seasons/publicNflPickem/load']);
  expect(watched.api.filter((path) => path.startsWith('/api/games/') || path.startsWith('/api/pickem/'))).toEqual([]);
  expect(watched.subscribed.find((s) => s.topic === gameTopic)?.since).toEqual(expect.any(Number));

  // --- Kickoff: the simulated games start, every pick locks; the page says so, without a reload.
  const sportsIds = sportsGameIds(game);
  for (const id of sportsIds) await drive(request, id, { status: 'Q1', periodScores: { away: [0], home: [0] } });
  await expect(page.locator('.season-hero .state-badge')).toHaveText('LIVE');
  const locked = page.getByTestId('season-locked');
  await expect(locked).toContainText('Picks are locked. Winners are decided when all games finish.');
  await expect(locked).toContainText(/The next challenge opens (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) at \d{1,2}:\d{2} [AP]M/);
  await expect(page.getByRole('link', { name: 'Make your picks' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the public page, locked');
  await shootWidths(page, 'public-page-locked', { fullPage: true });

  // --- The slate finishes (every away side wins): rank, points and beans, floored, as the game ends.
  for (const id of sportsIds) await drive(request, id, { status: 'FT', periodScores: { away: [7, 0, 0, 7], home: [0, 3, 0, 0] } });
  await expect(page.getByTestId('season-own-standing')).toHaveText(/^Rank 1 of \d+ · [\d.]+ points · \d[\d,]* beans?$/);
  await expect(page.locator('.season-hero .state-badge')).toHaveText('Final');
  await expect(page.getByTestId('season-no-game')).toContainText(/^No games today\. The next challenge opens /);
  await expect(page.getByTestId('pickem-leaderboard').getByTestId('pickem-row').first()).toContainText(/\d[\d,]* beans?/);
  await shootWidths(page, 'public-page-over', { fullPage: true });

  // --- The clock settles the week into the season's standings; when the next week opens, the open
  // page moves to it without a reload.
  const settled = await tick(request, new Date());
  const nextWeek = settled.created.find((created) => created.seasonId === nfl.season.id);
  if (nextWeek) await expect(page.getByRole('heading', { level: 1, name: nextWeek.label })).toBeVisible();
  await expect(page.getByTestId('season-leaderboard').locator('.season-board__row--mine')).toContainText(/\d/);
  await shootWidths(page, 'public-page-settled', { fullPage: true });

  // --- The latest game's own address is the season's page; a past week keeps its own page.
  const latest = (await readSeason(request, 'publicNflPickem')).latest;
  if (!latest) throw new Error('the season lost its latest game');
  await page.goto(`/games/${latest.gameId}`);
  await expect(page).toHaveURL(/\/football-pool$/);
  if (latest.gameId !== game.id) {
    await page.goto(`/games/${game.id}`);
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));
    // A season's game has no host tools.
    await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  }

  // --- The next morning: the daily MLB challenge, or the page that says there is none today.
  await tick(request, nextMorning(now));
  await page.goto('/baseball-pool');
  const mlb = await readSeason(request, 'publicMlbPickem');
  if (mlb.latest && mlb.latest.gamePhase !== 'Over') await expect(page.getByRole('heading', { level: 1, name: mlb.latest.label })).toBeVisible();
  else await expect(page.getByTestId('season-no-game')).toContainText(/^No games today\. The next challenge opens /);
  await expectNoSeriousViolations(page, 'the MLB challenge');
  await shootWidths(page, 'public-page-mlb', { fullPage: true });
});

test('old and unknown addresses: /football-pickem is the football pool, a season that does not exist leads home', async ({ page, consoleGuard }) => {
  // The browser reports the season's 404 itself; the page answers it by going home.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  await page.goto('/football-pickem');
  await expect(page).toHaveURL(/\/football-pool$/);
  await page.goto('/seasons/zzzzzzzzzzzzzzzzzzzz');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sports pools with your friends, in a minute.' })).toBeVisible();
});

test('the home page, the menu and an empty My Games lead to the public challenges', async ({ page }) => {
  await page.goto('/');
  const challenges = page.getByRole('navigation', { name: 'Public challenges' });
  await expect(challenges.getByRole('link', { name: 'Play the weekly NFL challenge' })).toHaveAttribute('href', '/football-pool');
  await expect(challenges.getByRole('link', { name: 'Daily MLB challenge' })).toHaveAttribute('href', '/baseball-pool');
  await shootWidths(page, 'home-challenges');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: /Weekly NFL challenge/ })).toHaveAttribute('href', '/football-pool');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  await page.goto('/games');
  await expect(page.getByRole('heading', { name: 'No games yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play this week’s NFL challenge' })).toHaveAttribute('href', '/football-pool');
  await expect(page.getByRole('link', { name: 'Create your first pool' })).toHaveAttribute('href', '/games/new');
  await expectNoSeriousViolations(page, 'My Games, empty');
  await shootWidths(page, 'my-games-empty-challenge');
});

test('a host extends their MLB pick’em into a season from Settings; a host who opted out of analytics is not offered it', async ({ page, request }) => {
  await signInHost(page);
  // The latest MLB games still to start: the clock starts none of them while the test runs.
  const later = Date.now() + 30 * 60_000;
  const games = (await listedGames(request, 'MLB'))
    .filter((game) => game.status === 'NS' && Date.parse(game.gameTime) > later)
    .sort((a, b) => Date.parse(b.gameTime) - Date.parse(a.gameTime))
    .slice(0, 2);
  expect(games.length, 'the simulator lists MLB games still to start').toBeGreaterThan(0);
  const pool = (name: string): CreateQuestionsGame => ({
    name,
    description: '',
    pickemQuestionType: 'StraightUp',
    sportsLeague: 'MLB',
    questions: games.map((game) => ({ type: 'StraightUpPick' as const, sportsGameId: game.id })),
    tiebreaker: null,
    scoring: { type: 'PointsToBeans', entryIncentiveJellyBeans: 0 },
    oneEntryPerUser: false,
    entryLimit: null,
    allowLateEntry: false,
    maxAnswers: null,
  });
  const create = async (name: string) => {
    const response = await page.request.post('/api/pickem/games', { data: pool(name) });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { gameId: string }).gameId;
  };

  const gameId = await create('Office league picks');
  await page.goto(`/games/${gameId}`);
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByRole('button', { name: 'Extend for Season' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Settings with Extend for Season');
  await shootWidths(page, 'settings-extend-for-season');
  await settings.getByRole('button', { name: 'Extend for Season' }).click();
  await expect(page).toHaveURL(/\/seasons\/[A-Za-z0-9_-]{20}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('season-leaderboard')).toBeVisible();

  // Opted out of analytics: the option is not offered.
  const optOut = await page.request.put('/api/me/profile', { data: { analyticsOptOut: true } });
  expect(optOut.status(), await optOut.text()).toBe(200);
  const other = await create('Family picks');
  await page.goto(`/games/${other}`);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Delete Game' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Extend for Season' })).toHaveCount(0);
});
