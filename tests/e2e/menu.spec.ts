import type { ClientConfig } from '../../src/contracts/system.js';
import { expect, test } from './fixtures.js';

test('the menu opens as a labelled dialog, keeps focus inside and closes with Esc', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: /Tech Specs/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Join Discord Community/ })).toHaveAttribute('href', 'https://discord.gg/sportsball-e2e');
  // An anonymous visitor is offered Sign in, not Profile or Sign out (docs/product/site.md), the
  // content pages' two ways in, and no Admin Dashboard (admins only).
  await expect(menu.getByRole('button', { name: /Sign in/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /What is Sportsball/ })).toHaveAttribute('href', '/about');
  await expect(menu.getByRole('link', { name: /Learning Center/ })).toHaveAttribute('href', '/learning-center');
  await expect(menu.getByText(/Profile|Sign out|Admin/)).toHaveCount(0);

  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

test('Tech Specs shows Sportsball, the running version and the Discord link', async ({ page, request }) => {
  const config = (await (await request.get('/api/config')).json()) as ClientConfig;
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /Tech Specs/ }).click();
  const specs = page.getByRole('dialog', { name: 'Tech Specs' });
  await expect(specs).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(specs.getByText('Sportsball', { exact: true })).toBeVisible();
  await expect(specs.getByTestId('app-version')).toHaveText(config.version);
  await expect(specs.getByRole('link', { name: /Join Discord Community/ })).toHaveAttribute('href', 'https://discord.gg/sportsball-e2e');
  await expect(specs.getByText('Connected')).toBeVisible();
  await specs.getByRole('button', { name: 'Close' }).click();
  await expect(specs).toHaveCount(0);
});
