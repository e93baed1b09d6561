// Phone screenshots for design review (.tmp/screenshots), and the no-sideways-scrolling rule
// (docs/product/site.md#look-and-feel) at the narrowest supported width.
import { expect, test } from './fixtures.js';

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

const PAGES = [
  { path: '/', name: 'home', ready: 'Sports pools with your friends, in a minute.' },
  { path: '/games', name: 'my-games', ready: 'My Games' },
] as const;

// A fixed zone, so kickoff times read as they would for most of our players.
test.use({ timezoneId: 'America/New_York' });

for (const size of SIZES) {
  for (const target of PAGES) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${target.name} at ${size.width}x${size.height} (${colorScheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await page.setViewportSize(size);
        await page.goto(target.path);
        await expect(page.getByRole('heading', { level: 1, name: target.ready })).toBeVisible();
        const base = `.tmp/screenshots/${target.name}-${size.width}x${size.height}-${colorScheme}`;
        if (target.name === 'home') {
          // The game cards have loaded (docs/product/site.md#home): both league rows show games.
          await expect(page.getByRole('list', { name: 'NFL games' })).toBeVisible();
          await expect(page.getByRole('list', { name: 'College football games' })).toBeVisible();
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${base}.png` });
        await page.screenshot({ path: `${base}-full.png`, fullPage: true });
        if (target.name === 'home') {
          await page.getByRole('heading', { name: 'Pick a game, start a pool' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
          await page.screenshot({ path: `${base}-games.png` });
        }
      });
    }
  }
}
