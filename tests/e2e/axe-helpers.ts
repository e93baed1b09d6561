// axe-core checks shared by the end-to-end tests: the serious and critical violations on a page,
// and the expectation that there are none, in the light and the dark theme.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** axe's serious and critical violations on the page as it is now, each with its rule, help and targets. */
export async function seriousViolations(page: Page): Promise<{ rule: string; help: string; targets: string[] }[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/**
 * No serious or critical violation in either theme; `state` names the screen in the failure.
 * Colours cross-fade when the theme changes (the buttons' transitions), so every animation that
 * ends is waited for before axe reads them; one that runs for ever (a live pulse) is not.
 */
export async function expectNoSeriousViolations(page: Page, state: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).length))
      .toBe(0);
    expect(await seriousViolations(page), `${state} (${colorScheme})`).toEqual([]);
  }
}
