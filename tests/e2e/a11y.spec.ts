// Automated accessibility checks (axe-core): no serious or critical violations on any screen.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('home', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // With its game cards loaded.
      await expect(page.getByRole('list', { name: 'NFL games' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'College football games' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('My Games', async ({ page }) => {
      await page.goto('/games');
      await expect(page.getByRole('heading', { level: 1, name: 'My Games' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the open menu', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the Tech Specs dialog', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: /Tech Specs/ }).click();
      await expect(page.getByTestId('app-version')).not.toHaveText('Loading…');
      await expectNoSeriousViolations(page);
    });

    test('the upgrade banner and the bumper', async ({ page, setSiteConfig }) => {
      await page.goto('/');
      await setSiteConfig({ maintenanceTime: new Date(Date.now() + 600_000).toISOString() });
      await expect(page.getByTestId('maintenance-banner')).toBeVisible();
      await expectNoSeriousViolations(page);
      await setSiteConfig({ maintenanceTime: new Date(Date.now() - 1000).toISOString() });
      await expect(page.getByRole('alertdialog', { name: 'Site Upgrade in Progress' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
