// A player sees their jelly beans in Your Settings (docs/product/pickem.md#jelly-beans): after a
// pool that pays beans ends, the balance and the game's row are there; a new player sees the empty
// state. Screenshots at 390 and 1280 px go to SHOTS_DIR when it is set.
import type { Page } from '@playwright/test';
import { signInOverApi, uniqueEmail, uniqueHandle } from './account-helpers.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './fixtures.js';
import { shootWidths } from './review-shots.js';
import { signInHost } from './squares-helpers.js';

test.use({ reducedMotion: 'reduce' });

/** The dialog scrolls inside the viewport: bring the beans into view, then shoot what is seen. */
const shoot = (page: Page, name: string) =>
  shootWidths(page, name, { prepare: (p) => p.getByRole('region', { name: 'Jelly beans' }).scrollIntoViewIfNeeded() });

async function openSettings(page: Page) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /Profile/ }).click();
  const settings = page.getByRole('dialog', { name: 'Your Settings' });
  await expect(settings).toBeVisible();
  return settings;
}

const lockIn = (ms: number) => new Date(Date.now() + ms).toISOString();

test('a player of a pool that pays beans sees them in their profile once the game ends', async ({ page: host, newVisitor }) => {
  await signInHost(host);
  const created = await host.request.post('/api/pickem/games', {
    data: {
      name: 'Shower bean pool',
      description: '',
      pickemQuestionType: 'Props',
      sportsLeague: null,
      questions: [
        { type: 'PropsQuestion', prompt: 'Will it rain?', lockTime: lockIn(3_600_000), choices: [{ choiceText: 'Yes', points: 10 }, { choiceText: 'No', points: 15 }] },
        { type: 'PropsQuestion', prompt: 'Cake before noon?', lockTime: lockIn(3_600_000), choices: [{ choiceText: 'Yes', points: 10 }, { choiceText: 'No', points: 15 }] },
      ],
      tiebreaker: { type: 'PropsTiebreaker', prompt: 'Guests?', lockTime: lockIn(3_600_000) },
      scoring: { type: 'PointsToBeans', entryIncentiveJellyBeans: 5 },
      oneEntryPerUser: false,
      entryLimit: null,
      allowLateEntry: true,
      maxAnswers: null,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { gameId } = (await created.json()) as { gameId: string };

  const player = await newVisitor();
  await signInOverApi(player.request, uniqueEmail('beans'), uniqueHandle('Beans'));
  // Before any pool has paid: the empty state, in the app's words.
  let settings = await openSettings(player);
  const beans = settings.getByRole('region', { name: 'Jelly beans' });
  await expect(beans).toContainText('No jelly beans yet: win them in pick’em pools that pay beans.');
  await expect(beans.getByTestId('beans-balance')).toHaveText('0 jelly beans');
  await shoot(player, 'settings-jelly-beans-empty');
  await settings.getByRole('button', { name: 'Close' }).click();

  const joined = await player.request.post(`/api/games/${gameId}/entries`, { data: {} });
  expect(joined.status(), await joined.text()).toBe(200);
  const { entryId } = (await joined.json()) as { entryId: string };
  for (const [question, choice] of [[0, 'Yes'], [1, 'No']] as const) {
    const picked = await player.request.post(`/api/games/${gameId}/entries/${entryId}/answers`, { data: { question, choice } });
    expect(picked.status(), await picked.text()).toBe(200);
  }
  const guessed = await player.request.post(`/api/games/${gameId}/entries/${entryId}/tiebreaker`, { data: { value: 12 } });
  expect(guessed.status(), await guessed.text()).toBe(200);
  const submitted = await player.request.post(`/api/games/${gameId}/entries/${entryId}/submit`, { data: {} });
  expect(submitted.status(), await submitted.text()).toBe(200);

  // The host settles everything: the game is over and pays 10 + 15 points plus the 5-bean incentive.
  for (const [question, winner] of [[0, 'Yes'], [1, 'No']] as const) {
    const settled = await host.request.post(`/api/games/${gameId}/props/${question}/settle`, { data: { winners: [winner] } });
    expect(settled.status(), await settled.text()).toBe(200);
  }
  const tiebreaker = await host.request.post(`/api/games/${gameId}/tiebreaker/settle`, { data: { result: 12 } });
  expect(tiebreaker.status(), await tiebreaker.text()).toBe(200);

  settings = await openSettings(player);
  const paid = settings.getByRole('region', { name: 'Jelly beans' });
  await expect(paid.getByTestId('beans-balance')).toHaveText('30 jelly beans');
  const rows = paid.getByRole('list', { name: 'Jelly bean history' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Shower bean pool');
  await expect(rows.first()).toContainText('+30');
  await expectNoSeriousViolations(player, 'Your Settings with jelly beans');
  await shoot(player, 'settings-jelly-beans');
});
