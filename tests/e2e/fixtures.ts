// Shared Playwright fixtures (ARCHITECTURE.md#conventions): any console.error or uncaught page error fails the
// test; every test starts with the default site config; extra browser contexts (a second player)
// are watched the same way.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import type { SiteConfig, SiteConfigUpdate } from '../../src/contracts/system.js';

export { expect };

/** Site config every test starts from: no maintenance, every client version accepted. */
export const DEFAULT_SITE_CONFIG: SiteConfigUpdate = { maintenanceTime: null, maintenanceMessage: null, minClientVersion: '0.0.0' };

class ConsoleGuard {
  readonly problems: string[] = [];
  private readonly allowed: RegExp[] = [];

  watch(context: BrowserContext): void {
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (this.allowed.some((pattern) => pattern.test(text))) return;
      const { url, lineNumber } = message.location();
      this.problems.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      this.problems.push(`page error: ${error.stack ?? error.message}`);
    });
  }

  /** For a test that provokes an error on purpose (a failed download, a refused socket). */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }
}

interface Fixtures {
  consoleGuard: ConsoleGuard;
  /** Sets the site config on the server, which publishes it to every open page. */
  setSiteConfig: (change: SiteConfigUpdate) => Promise<SiteConfig>;
  /** A page in a fresh browser context: another visitor on another phone. */
  newVisitor: () => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  consoleGuard: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const guard = new ConsoleGuard();
      await use(guard);
      // Runs after the test's contexts have closed, so every message has been seen.
      expect(guard.problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],

  context: async ({ context, consoleGuard }, use) => {
    consoleGuard.watch(context);
    await use(context);
  },

  setSiteConfig: [
    async ({ request }, use) => {
      const set = async (change: SiteConfigUpdate) => {
        const response = await request.post('/api/dev/site-config', { data: change });
        expect(response.status(), await response.text()).toBe(200);
        return (await response.json()) as SiteConfig;
      };
      await set(DEFAULT_SITE_CONFIG);
      await use(set);
      await set(DEFAULT_SITE_CONFIG);
    },
    { auto: true },
  ],

  newVisitor: async ({ browser, consoleGuard, baseURL, viewport }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL, viewport });
      consoleGuard.watch(context);
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

/**
 * Opens a page and waits until its live connection has delivered the site-config snapshot,
 * so that anything published afterwards must arrive as a live update.
 */
export async function gotoLive(page: Page, path = '/'): Promise<void> {
  const snapshot = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"site-config"')) resolve();
      });
    });
  });
  await page.goto(path);
  await snapshot;
}
