// docs/product/pickem.md#host-tools and #the-game-page, in the words of the people on the phones:
// - a host renames their props pool and removes a player's entry before lock; the player's phone
//   follows, and the activity log says who did what;
// - a player without an account picks, is told their picks count submitted or not, sees their own
//   picks on the questions after submitting (nobody else's), opens them from their leaderboard row,
//   and is offered 'Use your own name — sign in' on the join page and on their row;
// - once a props pool locks, the page speaks of questions and offers no Edit Picks or Add Entry;
// - a sports pick'em names each game by its matchup, never 'Q1'.
// axe checks both new dialogs; screenshots at 390 and 1280 px go to .tmp/screenshots/.
import type { Page } from '@playwright/test';
import type { CreateQuestionsGame } from '../../src/contracts/pickem.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './fixtures.js';
import { leaderRow, pickSlateGames, readPickemGame } from './pickem-helpers.js';
import { signInHost } from './squares-helpers.js';

test.use({ reducedMotion: 'reduce' });

const HOUR = 3_600_000;

async function shot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.tmp/screenshots/pickem-pages-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

function propsPool(overrides: Partial<CreateQuestionsGame> = {}): CreateQuestionsGame {
  const lockTime = new Date(Date.now() + 2 * HOUR).toISOString();
  const yesNo = [
    { choiceText: 'Yes', points: 10 },
    { choiceText: 'No', points: 15 },
  ];
  return {
    name: 'Baby shower props',
    description: 'Guess away',
    pickemQuestionType: 'Props',
    sportsLeague: null,
    questions: [
      { type: 'PropsQuestion', prompt: 'Will it rain?', lockTime, choices: yesNo },
      { type: 'PropsQuestion', prompt: 'Cake before noon?', lockTime: new Date(Date.now() + 3 * HOUR).toISOString(), choices: yesNo },
    ],
    tiebreaker: null,
    scoring: { type: 'Podium' },
    oneEntryPerUser: false,
    entryLimit: null,
    allowLateEntry: false,
    maxAnswers: null,
    ...overrides,
  };
}

async function createPool(host: Page, input: CreateQuestionsGame): Promise<string> {
  const response = await host.request.post('/api/pickem/games', { data: input });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { gameId: string }).gameId;
}

/** A player opens the shared game, joins and picks on the join page; returns their generated entry name. */
async function joinAndPick(player: Page, gamePath: string, picks: readonly string[]): Promise<string> {
  await player.goto(gamePath);
  await player.getByRole('button', { name: 'Join Game' }).click();
  await expect(player).toHaveURL(`${gamePath}/join`);
  for (const [index, choice] of picks.entries()) {
    const card = player.getByTestId('pickem-question').nth(index);
    await card.getByRole('button', { name: new RegExp(`^${choice}, `) }).click();
    await expect(card.locator('.pk-chip')).toHaveText('CONFIRMED');
  }
  const name = player.getByRole('region', { name: 'Entry name' }).locator('.pk-name__value');
  await expect(name).not.toHaveText('Chosen for you at your first pick');
  return (await name.textContent()) ?? '';
}

test('a player without an account picks, sees only their own picks on the questions, and is offered their own name', async ({ page: host, newVisitor }) => {
  await signInHost(host);
  const gameId = await createPool(host, propsPool());
  const gamePath = `/games/${gameId}`;
  const player = await newVisitor();
  const rival = await newVisitor();

  const rivalName = await joinAndPick(rival, gamePath, ['No', 'No']);
  await rival.getByRole('button', { name: 'Submit Entry' }).click();
  await expect(rival).toHaveURL(gamePath);

  const name = await joinAndPick(player, gamePath, ['Yes']);
  // Props questions are called questions, and numbered as such.
  await expect(player.getByTestId('pickem-question').first().getByRole('heading')).toContainText('Question 1');
  await expect(player.getByTestId('pickem-question').getByText(/^Q\d/)).toHaveCount(0);
  // What an unsubmitted entry is, said before the lock.
  await expect(player.getByTestId('pickem-unsubmitted')).toContainText('counts, submitted or not');
  // The generated name comes with one tap to use their own.
  const useOwnName = player.getByRole('region', { name: 'Entry name' }).getByRole('button', { name: 'Use your own name — sign in' });
  await expect(useOwnName).toBeVisible();
  await shot(player, 'join-anonymous');
  await useOwnName.click();
  await expect(player.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await player.keyboard.press('Escape');

  await player.getByRole('button', { name: 'Submit Entry' }).click();
  await expect(player).toHaveURL(gamePath);
  // Their own picks on the questions, and nobody else's.
  const slate = player.getByTestId('pickem-slate');
  await expect(slate.getByTestId('pickem-your-pick')).toHaveText(['Your pick: Yes', 'Your pick: no pick']);
  await expect(rival.getByTestId('pickem-slate').getByTestId('pickem-your-pick')).toHaveText(['Your pick: No', 'Your pick: No']);
  await expect(player.getByTestId('pickem-leaderboard').getByText(', picked')).toHaveCount(0);
  const rivalSees = await readPickemGame(rival.request, gameId);
  expect(rivalSees.entries.find((e) => e.entryName === name)?.answers).toEqual([]);
  // Their leaderboard row opens their picks; the rival's stays closed before the lock.
  const row = leaderRow(player, name);
  await row.getByRole('button', { name: new RegExp(name) }).click();
  await expect(row.getByTestId('pickem-question').first().getByRole('button', { name: /^Yes, / })).toHaveAttribute('aria-pressed', 'true');
  await expect(leaderRow(player, rivalName).getByRole('button')).toHaveCount(0);
  // The row offers their own name too.
  await expect(row.getByRole('button', { name: 'Use your own name — sign in' })).toBeVisible();
  await shot(player, 'game-after-submit');
  await row.getByRole('button', { name: 'Use your own name — sign in' }).click();
  await expect(player.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('a host renames the pool and removes an entry before lock; the player’s phone follows and the log says so', async ({ page: host, newVisitor }) => {
  await signInHost(host);
  const gameId = await createPool(host, propsPool());
  const gamePath = `/games/${gameId}`;
  const player = await newVisitor();
  const name = await joinAndPick(player, gamePath, ['Yes', 'No']);
  await player.getByRole('button', { name: 'Submit Entry' }).click();
  await expect(player).toHaveURL(gamePath);

  await host.goto(gamePath);
  const tools = host.getByRole('region', { name: 'Run your pool' });
  await expect(tools).toBeVisible();
  await shot(host, 'host-tools');

  // Rename, in a dialog checked by axe.
  await tools.getByRole('button', { name: 'Edit name and description' }).click();
  const edit = host.getByRole('dialog', { name: 'Edit name and description' });
  await expect(edit).toBeVisible();
  await expectNoSeriousViolations(host, 'the edit name and description dialog');
  await edit.getByLabel('Pool name').fill('');
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await edit.getByLabel('Pool name').fill('Office shower props');
  await edit.getByLabel(/^Description/).fill('Winner brings cake');
  await shot(host, 'edit-dialog');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(player.getByRole('heading', { level: 1, name: 'Office shower props' })).toBeVisible();
  await expect(player.getByText('Winner brings cake')).toBeVisible();
  const log = player.getByRole('region', { name: 'Host activity' });
  await expect(log).toContainText('Renamed: Baby shower props → Office shower props');

  // Remove the player's entry, confirmed in a dialog checked by axe.
  await tools.getByRole('button', { name: `Remove ${name}` }).click();
  const remove = host.getByRole('dialog', { name: 'Remove this entry?' });
  await expect(remove).toContainText(name);
  await expectNoSeriousViolations(host, 'the remove entry dialog');
  await shot(host, 'remove-dialog');
  await remove.getByRole('button', { name: 'Remove Entry' }).click();
  await expect(remove).toHaveCount(0);
  await expect(leaderRow(player, name)).toHaveCount(0);
  await expect(player.getByRole('button', { name: 'Join Game' })).toBeVisible();
  await expect(log).toContainText(`Removed: ${name}`);
  await expect(tools.getByText('No entries yet.')).toBeVisible();
});

test('once a props pool locks it speaks of questions and offers no Edit Picks or Add Entry', async ({ page: host, newVisitor }) => {
  await signInHost(host);
  const gameId = await createPool(host, propsPool());
  const gamePath = `/games/${gameId}`;
  const player = await newVisitor();
  await joinAndPick(player, gamePath, ['Yes']);
  await player.getByRole('button', { name: 'Submit Entry' }).click();
  await expect(player).toHaveURL(gamePath);
  await expect(player.getByRole('link', { name: 'Edit Picks' })).toBeVisible();
  await expect(player.getByRole('link', { name: 'Add Entry' })).toBeVisible();
  await expect(player.getByRole('region', { name: 'How scoring works' })).toContainText('Each question locks at its own time');
  await expect(player.getByRole('region', { name: 'How scoring works' })).not.toContainText('game');

  // The player goes back to their picks; the host settles the first question, which locks it.
  await player.getByRole('link', { name: 'Edit Picks' }).click();
  await expect(player).toHaveURL(new RegExp(`${gamePath}/join\\?entry=`));
  const settled = await host.request.post(`/api/games/${gameId}/props/0/settle`, { data: { winners: ['Yes'] } });
  expect(settled.status(), await settled.text()).toBe(200);
  const locked = player.getByRole('dialog', { name: 'Picks Locked' });
  await expect(locked).toContainText('The first question has locked');
  await expectNoSeriousViolations(player, 'the picks locked dialog of a props pool');
  await locked.getByRole('button', { name: 'View Leaderboard' }).click();
  await expect(player).toHaveURL(gamePath);
  await expect(player.getByRole('link', { name: 'Edit Picks' })).toHaveCount(0);
  await expect(player.getByRole('link', { name: 'Add Entry' })).toHaveCount(0);
  await expect(player.getByRole('button', { name: 'Join Game' })).toHaveCount(0);
  // The host can no longer remove entries.
  await host.goto(gamePath);
  await expect(host.getByRole('region', { name: 'Run your pool' })).toContainText('Picks have locked');
  await expect(host.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});

test('a sports pick’em names each game by its matchup, never Q1', async ({ page: host, request, newVisitor }) => {
  const { games } = await pickSlateGames(request, 2);
  await signInHost(host);
  const gameId = await createPool(host, {
    ...propsPool(),
    name: 'Sunday picks',
    pickemQuestionType: 'StraightUp',
    sportsLeague: 'NFL',
    questions: games.map((game) => ({ type: 'StraightUpPick' as const, sportsGameId: game.id })),
  });
  const player = await newVisitor();
  await player.goto(`/games/${gameId}/join`);
  const cards = player.getByTestId('pickem-question');
  await expect(cards).toHaveCount(2);
  for (const [index, game] of games.entries()) {
    await expect(cards.nth(index).getByRole('heading')).toContainText(`${game.teams.away.name} at ${game.teams.home.name}`);
  }
  await expect(cards.getByText(/^Q\d/)).toHaveCount(0);
  await shot(player, 'sports-labels');
});
