// Creating a pool, from wherever a host is (docs/product/site.md#home, #my-games, #app-shell-and-menu), and an
// anonymous host told before sharing that players can't join yet (docs/product/accounts.md#hosting;
// decision 031), in the words hosts and players read on their phones.
import type { Locator, Page } from '@playwright/test';
import { signInOverApi, uniqueEmail, uniqueHandle } from './account-helpers.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './fixtures.js';
import { shoot } from './review-shots.js';
import { babyShowerPool, createGameOverApi, drive, listedGames, startAnonymousSession } from './squares-helpers.js';

test.use({ reducedMotion: 'reduce' });

const STEP_TITLE = 'Last step: sign in so players can join';
const BLOCKED_HEADLINE = "Players can't join until you sign in";

/** The sign-in step a host meets after creating while anonymous. */
const signInStep = (page: Page): Locator => page.getByRole('dialog', { name: STEP_TITLE });

test("the host finds pick'em from the home page in one tap, and every chip lands on its creation page", async ({ page }) => {
  await page.goto('/');
  // The hero's first action creates a pool: the game type menu lists pick'em first.
  await page.getByRole('region', { name: 'Sports pools with your friends, in a minute.' }).getByRole('link', { name: 'Create a pool' }).click();
  await expect(page).toHaveURL('/games/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a pool' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Football pick'em/ })).toBeVisible();

  const chips: { list: string; chip: string; url: string; heading: string }[] = [
    { list: 'Create squares for', chip: 'Create NFL squares', url: '/squares/nfl', heading: 'Pick a game' },
    { list: 'Create squares for', chip: 'Create college football squares', url: '/squares/ncaa', heading: 'Pick a game' },
    { list: 'Create squares for', chip: 'Create MLB squares', url: '/squares/mlb', heading: 'Pick a game' },
    { list: 'Create squares for', chip: 'Create squares for baby showers', url: '/squares/baby-shower', heading: "Guess the baby's arrival" },
    { list: "Create a pick'em for", chip: "Create an NFL pick'em", url: '/games/new/football-pickem', heading: "Set up your pick'em" },
    { list: "Create a pick'em for", chip: "Create a college football pick'em", url: '/games/new/football-pickem?league=ncaa', heading: "Set up your pick'em" },
    { list: "Create a pick'em for", chip: "Create an MLB pick'em", url: '/games/new/baseball-pickem', heading: "Set up your pick'em" },
    { list: "Create a pick'em for", chip: "Create an NBA pick'em", url: '/games/new/basketball-pickem', heading: "Set up your pick'em" },
    { list: "Create a pick'em for", chip: 'Create a props pool', url: '/games/new/props', heading: 'Ask your own questions' },
  ];
  for (const { list, chip, url, heading } of chips) {
    await page.goto('/');
    await page.getByRole('list', { name: list }).getByRole('link', { name: chip }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test("the college chip's pick'em page opens on college football", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: "Create a college football pick'em" }).click();
  await expect(page.getByRole('group', { name: 'League' }).getByRole('radio', { name: 'College' })).toBeChecked();
});

test("the menu's 'Create your own pool' opens the game type menu; pages that don't exist yet are not offered", async ({ page }) => {
  await page.goto('/games');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText(/What is Sportsball|Learning Center/)).toHaveCount(0);
  await menu.getByRole('link', { name: /Create your own pool/ }).click();
  await expect(menu).toHaveCount(0);
  await expect(page).toHaveURL('/games/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a pool' })).toBeVisible();
});

test("a game card of a game already under way offers no 'Create squares'", async ({ page, request }) => {
  // The first listed game not started: among the cards the home page shows (the list's first ones).
  const game = (await listedGames(request, 'NFL')).find((listed) => listed.status === 'NS' && Date.parse(listed.gameTime) > Date.now());
  if (!game) throw new Error('The simulator lists no upcoming NFL game');
  await page.goto('/');
  const card = page.locator(`[data-game-id="${game.id}"]`);
  await expect(card).toHaveAttribute('href', `/squares/nfl?game=${game.id}`);
  await expect(card).toContainText('Create squares');

  await drive(request, game.id, { status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] } });
  await expect(card).toContainText('LIVE');
  await expect(card).not.toHaveAttribute('href');
  await expect(card).not.toContainText('Create squares');
  await expect(card).toContainText('Under way');
  await expect(card).not.toHaveAccessibleName(/Create squares/);
});

test('a returning host creates from My Games, whether the list is empty or not', async ({ page }) => {
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 2, name: 'No games yet' })).toBeVisible();
  // Both the page's own action and the empty state's lead to the game type menu.
  await expect(page.getByRole('link', { name: 'Create your first pool' })).toHaveAttribute('href', '/games/new');
  await page.getByRole('link', { name: 'Create a pool', exact: true }).click();
  await expect(page).toHaveURL('/games/new');

  await createGameOverApi(page.request, babyShowerPool('Baby Lee'));
  await page.goto('/games');
  await expect(page.getByRole('list', { name: 'Your games' }).getByText('Baby Lee')).toBeVisible();
  await page.getByRole('link', { name: 'Create a pool', exact: true }).click();
  await expect(page).toHaveURL('/games/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a pool' })).toBeVisible();
});

test('an anonymous host is told before sharing: the sign-in step, then the headline with Sign in beside it', async ({ page }) => {
  // A baby shower pool, created through its form by a visitor who never signed in.
  await page.goto('/squares/baby-shower');
  await page.getByLabel("Parents' names").fill('Sam & Alex');
  await page.getByLabel('Due date').fill('2027-03-01');
  await page.getByRole('button', { name: 'Create game' }).click();
  await expect(page).toHaveURL(/\/games\/[A-Za-z0-9_-]{20}\/share\?created=1$/);

  // The last step of creating: sign in with one tap, or skip.
  const step = signInStep(page);
  await expect(step).toBeVisible();
  await expect(step.getByText("Your pool is created. Players can't join until you sign in")).toBeVisible();
  await expect(step.getByLabel('Email')).toBeVisible();
  await expect(step.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the sign-in step');
  await step.getByRole('button', { name: 'Skip for now' }).click();
  await expect(step).toHaveCount(0);

  // Skipped: the headline says what that means, the way to fix it right beside it, above the fold.
  const headline = page.getByRole('heading', { level: 1, name: BLOCKED_HEADLINE });
  await expect(headline).toBeVisible();
  const signIn = page.locator('header').getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { name: 'Your game is ready' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the share page of an anonymous host');
  await signIn.click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Not now' }).click();

  // Signed in (the link opened elsewhere), the share page reads as it always has.
  await signInOverApi(page.request, uniqueEmail('host'), uniqueHandle('Host'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your game is ready' })).toBeVisible();
  await expect(page.getByRole('heading', { name: BLOCKED_HEADLINE })).toHaveCount(0);
  await expect(signInStep(page)).toHaveCount(0);
});

test("a signed-in host who creates a pool meets no sign-in step", async ({ page }) => {
  await signInOverApi(page.request, uniqueEmail('host'), uniqueHandle('Host'));
  await page.goto('/squares/baby-shower');
  await page.getByLabel("Parents' names").fill('Sam & Alex');
  await page.getByLabel('Due date').fill('2027-03-01');
  await page.getByRole('button', { name: 'Create game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your game is ready' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a player of an anonymous host's squares game sees it in plain words and no Join button, until the host signs in", async ({ page: host, newVisitor }) => {
  await startAnonymousSession(host.request);
  const { gameId } = await createGameOverApi(host.request, babyShowerPool('Shower squares'));
  const player = await newVisitor();
  await player.goto(`/games/${gameId}`);
  await expect(player.getByRole('group', { name: /^Squares/ })).toBeVisible();
  await expect(player.getByText("You can't join yet")).toBeVisible();
  await expect(player.getByText(/The host hasn't signed in, and players can join only once they do/)).toBeVisible();
  await expect(player.getByRole('button', { name: 'Join Game' })).toHaveCount(0);
  await expectNoSeriousViolations(player, "a player's view of an anonymous host's squares game");

  // The host signs in: the player's page offers Join Game without a reload.
  await signInOverApi(host.request, uniqueEmail('host'), uniqueHandle('Host'));
  await expect(player.getByRole('button', { name: 'Join Game' })).toBeVisible();
  await expect(player.getByText("You can't join yet")).toHaveCount(0);
});

test("an anonymous host's pick'em: the sign-in step after creating, and a player sees no Join button", async ({ page: host, newVisitor }) => {
  await host.goto('/games/new/football-pickem');
  await expect(host.getByRole('heading', { level: 1, name: "Set up your pick'em" })).toBeVisible();
  await host.getByRole('button', { name: 'Create pool' }).click();
  await expect(host).toHaveURL(/\/games\/[A-Za-z0-9_-]{20}\/share\?created=1$/);
  await expect(signInStep(host)).toBeVisible();
  await signInStep(host).getByRole('button', { name: 'Skip for now' }).click();
  await expect(host.getByRole('heading', { level: 1, name: BLOCKED_HEADLINE })).toBeVisible();
  const gamePath = new URL(host.url()).pathname.replace(/\/share$/, '');

  const player = await newVisitor();
  await player.goto(gamePath);
  await expect(player.getByTestId('pickem-host-anonymous')).toContainText("You can't join yet");
  await expect(player.getByRole('button', { name: 'Join Game' })).toHaveCount(0);
  // The join link itself says why, with the way back.
  await player.goto(`${gamePath}/join`);
  const dialog = player.getByRole('dialog', { name: 'Game host needs to sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to Game' }).click();
  await expect(player).toHaveURL(gamePath);

  await signInOverApi(host.request, uniqueEmail('host'), uniqueHandle('Host'));
  await expect(player.getByRole('button', { name: 'Join Game' })).toBeEnabled();
});

// The same journeys at a phone's width and a desk's; with SHOTS_DIR set, each screen is saved for review.
test.describe('at 390 and 1280 px', () => {
  for (const width of [390, 1280] as const) {
    test(`home, menu, My Games, the sign-in step and the share page at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await startAnonymousSession(page.request);
      await page.goto('/');
      await expect(page.getByRole('list', { name: 'NFL games' })).toBeVisible();
      await shoot(page, `home-${width}`);
      await page.getByRole('list', { name: 'Create squares for' }).evaluate((list) => list.scrollIntoView({ block: 'center' }));
      await shoot(page, `home-chips-${width}`);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await shoot(page, `menu-${width}`);
      await page.keyboard.press('Escape');

      await page.goto('/games');
      await expect(page.getByRole('heading', { name: 'No games yet' })).toBeVisible();
      await shoot(page, `my-games-empty-${width}`);

      await page.goto('/squares/baby-shower');
      await page.getByLabel("Parents' names").fill('Sam & Alex');
      await page.getByLabel('Due date').fill('2027-03-01');
      await page.getByRole('button', { name: 'Create game' }).click();
      await expect(signInStep(page)).toBeVisible();
      await shoot(page, `sign-in-step-${width}`);
      await signInStep(page).getByRole('button', { name: 'Skip for now' }).click();
      await expect(page.getByRole('heading', { level: 1, name: BLOCKED_HEADLINE })).toBeVisible();
      await shoot(page, `share-anonymous-${width}`);
      const gamePath = new URL(page.url()).pathname.replace(/\/share$/, '');

      await page.goto('/games');
      await expect(page.getByRole('list', { name: 'Your games', exact: true })).toBeVisible();
      await shoot(page, `my-games-${width}`);

      await signInOverApi(page.request, uniqueEmail('host'), uniqueHandle('Host'));
      await page.goto(`${gamePath}/share?created=1`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your game is ready' })).toBeVisible();
      await shoot(page, `share-signed-in-${width}`);
    });
  }
  test("a player's view of an anonymous host's game", async ({ page: host, newVisitor }) => {
    await startAnonymousSession(host.request);
    const { gameId } = await createGameOverApi(host.request, babyShowerPool('Shower squares'));
    const player = await newVisitor();
    for (const width of [390, 1280] as const) {
      await player.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await player.goto(`/games/${gameId}`);
      await expect(player.getByText("You can't join yet")).toBeVisible();
      await shoot(player, `player-blocked-${width}`);
    }
  });
});
