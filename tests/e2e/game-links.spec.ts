// A game link that leads to no game says so on the page it lands on (docs/product/site.md#routes):
// 'This game was deleted or the link is wrong', with a way to My Games. A game the host deleted
// while a player watched, the same link opened afresh (the server's 404 page), a wrong game id on
// any game page, and an unknown short code.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './fixtures.js';
import { reviewShots } from './toast-helpers.js';
import { babyShowerPool, createGameOverApi, openGame, REFUSED_REQUEST, signInHost } from './squares-helpers.js';

const NOT_FOUND = 'This game was deleted or the link is wrong';

test.use({ reducedMotion: 'reduce' });

async function expectNotFound(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page).toHaveTitle('Game not found · Sportsball');
}

test("a deleted game's link explains itself: to the player watching, and to anyone who opens it later", async ({ page: host, newVisitor, consoleGuard }) => {
  consoleGuard.allow(REFUSED_REQUEST);
  await signInHost(host);
  const { gameId } = await createGameOverApi(host.request, babyShowerPool('Soon gone'));
  const path = `/games/${gameId}`;
  await openGame(host, path);
  const player = await newVisitor();
  await openGame(player, path);

  // The host deletes the game from its settings and goes to My Games.
  await host.getByRole('button', { name: 'Settings' }).click();
  await host.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Delete Game' }).click();
  await host.getByRole('dialog', { name: 'Delete this game?' }).getByRole('button', { name: 'Delete Game' }).click();
  await expect(host).toHaveURL('/games');

  // The player's page says what happened, where they are (drawn by the app, live).
  await expectNotFound(player);
  await expect(player).toHaveURL(path);

  // Opened afresh, the link gets the server's 404 page, and it says the same.
  const response = await player.reload();
  expect(response?.status()).toBe(404);
  await expectNotFound(player);
  await expect(player.getByText('Ask whoever sent it for a fresh link or code.')).toBeVisible();
  await expectNoSeriousViolations(player, 'a deleted game');
  await reviewShots(player, 'game-links-deleted');

  // The way on: My Games.
  await player.getByRole('link', { name: 'Go to My Games' }).click();
  await expect(player).toHaveURL('/games');
  await expect(player.getByRole('heading', { level: 1, name: 'My Games' })).toBeVisible();
});

test('an unknown code, and a wrong game id on any game page, each say the link is wrong', async ({ page, consoleGuard }) => {
  consoleGuard.allow(REFUSED_REQUEST);
  // A short code no game has: the server's 404 page, drawn by the app.
  const response = await page.goto('/g/ZZZZZZ');
  expect(response?.status()).toBe(404);
  await expectNotFound(page);
  await expect(page).toHaveURL('/g/ZZZZZZ');
  await expectNoSeriousViolations(page, 'an unknown code');

  // Each game page of both kinds, opened from the address bar.
  const noSuchGame = 'A'.repeat(20);
  for (const wrong of [`/games/${noSuchGame}`, `/games/${noSuchGame}/join`, `/games/${noSuchGame}/share`, '/games/not-a-game-id']) {
    const answer = await page.goto(wrong);
    expect(answer?.status(), wrong).toBe(404);
    await expectNotFound(page);
  }

  // And reached inside the app, without the server's page: the app alone says it.
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'My Games' })).toBeVisible();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/games/${noSuchGame}/join`);
  await expectNotFound(page);
  await page.getByRole('region', { name: NOT_FOUND }).getByRole('link', { name: 'Go to My Games' }).click();
  await expect(page).toHaveURL('/games');
});
