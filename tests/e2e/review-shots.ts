// Screenshots for review: with SHOTS_DIR set, journeys save the screens they pass through, to be
// looked at before a change is called done; without it they save nothing and cost nothing.
import type { Page } from '@playwright/test';

export const SHOTS_DIR = process.env.SHOTS_DIR;

/** Saves the page as it is seen now as `{name}.png`. */
export async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
}

/**
 * Saves the page at 390 and 1280 px wide as `{name}-{width}.png`. `prepare` runs at each width
 * before the capture (to bring a part of the page into view).
 */
export async function shootWidths(page: Page, name: string, options: { fullPage?: boolean; prepare?: (page: Page) => Promise<void> } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await options.prepare?.(page);
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: options.fullPage ?? false });
  }
}
