// docs/product/squares.md#squares-tools: a host finds the squares hub, watches the demo pool play,
// works out the payouts (and is told when the split is off), checks the winning digits of a score,
// and prints their own game's sheet — names, digits, QR code — to PDF. Every tool passes axe.
import { writeFileSync } from 'node:fs';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './fixtures.js';
import { pdfText } from './pdf-text.js';
import { shootWidths } from './review-shots.js';
import {
  REFUSED_REQUEST,
  claimOverApi,
  createGameOverApi,
  pickUpcomingGame,
  readGame,
  signInHost,
  sportsPool,
  startAnonymousSession,
} from './squares-helpers.js';

test('a host watches the demo on the squares hub, then works out the payouts of their pool', async ({ page }) => {
  await page.goto('/squares');
  await expect(page.getByRole('heading', { level: 1, name: 'Run a squares pool in under a minute' })).toBeVisible();
  const demo = page.getByTestId('squares-demo');
  await demo.scrollIntoViewIfNeeded();
  // The demo plays on its own: the game is created, then squares fill in and the grid locks.
  await expect(demo).toHaveAttribute('data-step', 'created');
  await expect(demo).toHaveAttribute('data-step', 'filling');
  await expect(demo.getByText(/Friends claim squares: \d+ of 100 taken\./)).toBeVisible();
  await expect(demo).toHaveAttribute('data-step', 'locked');
  await expect(demo).toHaveAttribute('data-step', 'playing');
  await expect(demo.getByText(/^Q1: Away \d+, Home \d+\. [A-PR-W]{2,3} wins Q1\.$/)).toBeVisible();
  // Pausing holds it where it is.
  await demo.getByRole('button', { name: 'Pause the demo' }).click();
  await expect(demo.getByRole('button', { name: 'Play the demo' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /Read the full guide to squares/ })).toHaveAttribute('href', '/learning-center/squares-basics');
  await expectNoSeriousViolations(page, 'the squares hub');
  await shootWidths(page, 'hub-demo', { prepare: (p) => p.getByTestId('squares-demo').scrollIntoViewIfNeeded() });

  await page.getByRole('link', { name: /Squares payout calculator/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Squares payout calculator' })).toBeVisible();
  await page.getByLabel('Price per square ($)').fill('0');
  await expect(page.getByRole('alert')).toHaveText('Enter a price from $0.01 to $1,000, like 5 or 2.50.');
  await page.getByLabel('Price per square ($)').fill('5');
  await expect(page.getByTestId('payout-pot')).toHaveText('Pot: $500.00 (100 squares at $5.00)');
  await page.getByLabel('Final (%)').fill('15');
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await expect(page.getByRole('alert')).toHaveText('The split adds up to 90%. Make it 100%.');
  await expectNoSeriousViolations(page, 'the payout tool, split off');
  await shootWidths(page, 'payout-split-off', { fullPage: true });
  await page.getByLabel('Final (%)').fill('25');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('payout-Final')).toHaveText('$125.00');
  await page.getByRole('radio', { name: '10 / 20 / 10 / 60' }).check();
  await page.getByLabel('Price per square ($)').fill('0.33');
  await page.getByRole('radio', { name: '25 squares (5x5)' }).check();
  // $8.25: 10% is $0.825 → $0.82, twice; 60% is $4.95; the cent left over goes to the Final.
  await expect(page.getByTestId('payout-Q1')).toHaveText('$0.82');
  await expect(page.getByTestId('payout-Final')).toHaveText('$4.96');
  await expect(page.getByText('Rounding left 1 cent over, added to Final.')).toBeVisible();
  await shootWidths(page, 'payout', { fullPage: true });
});

test('a host checks the winning digits of a score with the scoring calculator', async ({ page }) => {
  await page.goto('/squares/tools/scoring');
  await expect(page.getByRole('heading', { level: 1, name: 'Squares scoring calculator' })).toBeVisible();
  await page.getByLabel('Away, Q1').fill('7');
  await page.getByLabel('Home, Q1').fill('-3');
  await expect(page.getByRole('alert')).toHaveText('Scores are whole numbers, 0 or more.');
  await page.getByLabel('Home, Q1').fill('3');
  await page.getByLabel('Away, Half').fill('6');
  await expect(page.getByRole('alert')).toHaveText("Away: The running score can't go down: Half is lower than Q1.");
  await page.getByLabel('Away, Half').fill('14');
  await page.getByLabel('Home, Half').fill('10');
  await expect(page.getByTestId('scoring-row-Q1')).toContainText('7 – 3');
  await expect(page.getByTestId('scoring-row-Half')).toContainText('4 – 0');
  await expect(page.getByTestId('scoring-row-Q3')).toContainText('Not played yet');
  await expectNoSeriousViolations(page, 'the scoring tool');
  await shootWidths(page, 'scoring', { fullPage: true });
});

test('a host prints their game’s sheet to PDF, with the names and a QR code', async ({ page, newVisitor, request }) => {
  test.setTimeout(120_000);
  const sportsGame = await pickUpcomingGame(request, 'NFL');
  await signInHost(page);
  const { gameId } = await createGameOverApi(page.request, sportsPool(sportsGame, 'Office wall pool'));
  await claimOverApi(page.request, gameId, 0, 'HK');
  const player = await newVisitor();
  await startAnonymousSession(player.request);
  await claimOverApi(player.request, gameId, 57, 'PQ');
  // The host's square carries their initials and, under them, their public name.
  const hostName = (await readGame(page.request, gameId)).squares.find((held) => held.square === 0)?.entryOwner?.name ?? 'the host';

  await page.goto('/squares');
  await page.getByRole('link', { name: /Printable squares sheet/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Printable squares sheet' })).toBeVisible();
  await expect(page.getByText('Choose "Save as PDF" in the print dialog.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the blank printable sheet');
  await shootWidths(page, 'printable-blank', { fullPage: true });

  await page.goto(`/squares/templates/printable?game=${gameId}`);
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet.getByRole('heading', { name: 'Office wall pool' })).toBeVisible();
  await expect(sheet.getByText(`${sportsGame.teams.away.name} at ${sportsGame.teams.home.name}`)).toBeVisible();
  await expect(sheet.getByRole('cell', { name: /^HK/ })).toBeVisible();
  await expect(sheet.getByRole('cell', { name: /^PQ/ })).toBeVisible();
  await expect(sheet.getByRole("cell", { name: new RegExp(`^HK\\s*${hostName}$`) })).toBeVisible();
  await expect(sheet.getByRole('img', { name: 'QR code for the link to Office wall pool' })).toBeVisible();
  await expectNoSeriousViolations(page, 'a game’s printable sheet');
  await shootWidths(page, 'printable-game', { fullPage: true });

  // Printed: only the sheet, on one page of A4 and of US Letter.
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: /main|primary/i })).toHaveCount(0);
  await expect(sheet.getByRole('img', { name: 'QR code for the link to Office wall pool' })).toBeVisible();
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: true, preferCSSPageSize: true });
    writeFileSync(test.info().outputPath(`sheet-${format}.pdf`), pdf);
    expect(pdf.length).toBeGreaterThan(1000);
    const text = pdfText(pdf);
    expect(text.pages, `${format}: one page`).toBe(1);
    expect(text.content).toContain('Office wall pool');
    expect(text.content).toContain('HK');
    // A square's cell is small: a name wider than it ends in an ellipsis (how wide depends on
    // the letters of the generated name), so the sheet holds at least its start.
    expect(text.content).toContain(hostName.slice(0, 8));
    expect(text.content).toContain('PQ');
    expect(text.content).toContain('Scan to open the game');
  }

  // Once the grid is locked, the scoring calculator names the game's winning square for a score.
  await page.emulateMedia({ media: 'screen' });
  const lock = await page.request.post(`/api/games/${gameId}/lock`, { data: { allowEmpty: true } });
  expect(lock.status(), await lock.text()).toBe(200);
  const digits = (await readGame(page.request, gameId)).targetScores?.[0];
  const away = digits?.rows[0]?.[0] ?? 0;
  const home = digits?.cols[0]?.[0] ?? 0;
  await page.goto(`/squares/tools/scoring?game=${gameId}`);
  await expect(page.getByRole('heading', { name: 'Winners in Office wall pool' })).toBeVisible();
  await page.getByLabel(`${sportsGame.teams.away.name}, Q1`).fill(String(away + 10));
  await page.getByLabel(`${sportsGame.teams.home.name}, Q1`).fill(String(home));
  await expect(page.getByTestId('scoring-winner-Q1')).toHaveText(
    `Q1: ${sportsGame.teams.away.name} ${away} – ${sportsGame.teams.home.name} ${home}, HK (${hostName})`,
  );
  await expectNoSeriousViolations(page, 'the scoring tool with a game');
});

test('a printable sheet for a link that leads to no game is a blank sheet with a note', async ({ page, consoleGuard }) => {
  // The unknown game's 404 is logged by Chromium.
  consoleGuard.allow(REFUSED_REQUEST);
  await page.goto('/squares/templates/printable?game=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await expect(page.getByTestId('printable-note')).toHaveText('We couldn’t find a squares game at that link, so this is a blank sheet.');
  await expect(page.getByTestId('print-sheet').locator('.print-grid__cell')).toHaveCount(100);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.goto('/squares/templates/printable?game=AAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByTestId('printable-note')).toHaveText('We couldn’t find a squares game at that link, so this is a blank sheet.');
});
