import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.js';

test('home renders the logo, the hero and the what-is section', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Sportsball/);
  const hero = page.getByRole('region', { name: 'Sports pools with your friends, in a minute.' });
  await expect(hero.getByText('Sportsball', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sports pools with your friends, in a minute.' })).toBeVisible();
  await expect(hero.getByText(/No app to download, no account to make/)).toBeVisible();
  await expect(hero.getByText(/link or QR code/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is Sportsball?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Squares' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Pick'em" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scored live, automatically' })).toBeVisible();
});

test('a visitor gets an anonymous session', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(async () => ((await (await page.request.get('/api/me')).json()) as { user: { type: string } | null }).user?.type)
    .toBe('anonymous');
});

test('a page that failed to download offers a reload', async ({ page, consoleGuard }) => {
  // The aborted request is reported by Chromium itself as a failed resource.
  consoleGuard.allow(/Failed to load resource/);
  await page.route(/\/assets\/my-games-route-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Games' }).click();
  await expect(page.getByRole('heading', { name: "This page didn't load" })).toBeVisible();
  // The navigation stays usable around the message.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.unroute(/\/assets\/my-games-route-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Games' })).toBeVisible();
});

test('a game card is named by what it shows: its visible words first, in order, then the hidden end of its call to action', async ({ page }) => {
  await page.goto('/');
  const nfl = page.getByRole('list', { name: 'NFL games' });
  await expect(nfl).toBeVisible();
  await expect(page.getByRole('list', { name: 'College football games' })).toBeVisible();
  // Lighthouse's rule, which axe runs only when asked: a name that leaves out the visible text fails.
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(results.violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);

  const card = nfl.getByRole('link', { name: /Create squares on this game$/ }).first();
  // What a screen reader hears: the start, the matchup joined by 'at', the call to action.
  await expect(card).toHaveAccessibleName(/^Starts .+ ?\. .+ at .+ ?\. .*Create squares on this game$/);
  // Chrome's own name for it holds every word the card shows (not its hidden joins, nor the team
  // chips' letters, which are decoration), in the order shown, from the first.
  const shown = await card.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"], .visually-hidden')) hidden.remove();
    const words: string[] = [];
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) words.push(...(text.textContent ?? '').split(/\s+/).filter(Boolean));
    return words;
  });
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-game-id="${await card.getAttribute('data-game-id')}"]` });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  const name = String(nodes[0]?.name?.value ?? '');
  expect(name.startsWith(shown[0] ?? '-'), name).toBe(true);
  let at = 0;
  for (const word of shown) {
    const found = name.indexOf(word, at);
    expect(found, `${word} in ${name}`).toBeGreaterThanOrEqual(0);
    at = found + word.length;
  }
});
