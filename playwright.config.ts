import { readFileSync, rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_TOOLS_ADMIN_EMAIL, E2E_DATA_DIR as DATA_DIR, E2E_PORT as PORT, WEBVIEW_PUBLIC_KEY_FILE } from './tests/e2e/e2e-env.js';

// Every run starts on a fresh database. This cannot live in globalSetup: Playwright starts the
// webServer before globalSetup runs, so deleting there would pull the data out from under the
// running server. The config is also loaded by each worker; only the runner (no worker index)
// may delete.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(DATA_DIR, { recursive: true, force: true });

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  retries: 0,
  reporter: 'list',
  forbidOnly: !!process.env.CI,
  outputDir: 'test-results',
  // The public challenge journey plays the simulated NFL week out (every game to its final, then
  // the season clock), which the other journeys need still to come: it runs once they are done.
  projects: [
    { name: 'pools', testIgnore: /public-challenge\.spec\.ts/ },
    { name: 'public challenges', testMatch: /public-challenge\.spec\.ts/, dependencies: ['pools'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every browser of the run is one client address (127.0.0.1).
      RATE_LIMIT_COMMANDS: '10000',
      RATE_LIMIT_SESSIONS: '10000',
      RATE_LIMIT_SIGN_IN_MAILS: '10000',
      RATE_LIMIT_GAME_CODES: '10000',
      // Lets the menu and Tech Specs tests see the community link.
      DISCORD_URL: 'https://discord.gg/sportsball-e2e',
      // Sign-in: links in mails point at this server; no SMTP, so mails land in DATA_DIR/outbox.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_EMAILS: [E2E_ADMIN_EMAIL, E2E_TOOLS_ADMIN_EMAIL].join(','),
      // The TEST-ONLY webview key pair (tests/fixtures/keys/README.md): the tests sign tokens with its private half.
      WEBVIEW_JWT_PUBLIC_KEY: readFileSync(WEBVIEW_PUBLIC_KEY_FILE, 'utf8'),
    },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
