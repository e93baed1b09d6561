// A test server that serves game pages (/games/{id}, /g/{code}) from a built page with the
// generic preview tags, and a host signed in to create games there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInByEmail, uniqueEmail } from './accounts.js';
import type { Engine } from './test-databases.js';
import { startTestServer, type TestServer } from './test-server.js';

/** The built page's generic preview tags, as src/web/index.html has them. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Sportsball</title>
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Sportsball · Sports pools with your friends" />
    <meta property="og:description" content="Free Squares and Pick'em pools." />
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The content of every `<meta property|name="key">` in the page, in order. */
export const metaContent = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

export interface GamePagesServer {
  server: TestServer;
  /** A signed-in host's cookie. */
  host: string;
  stop: () => Promise<void>;
}

/** `env` wins over the defaults (an empty PUBLIC_URL leaves it unset). */
export async function startGamePagesServer(engine: Engine, env: Record<string, string> = {}): Promise<GamePagesServer> {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  const server = await startTestServer(engine, { WEB_DIST: webDist, PUBLIC_URL: 'https://sportsball.example', ...env });
  const host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
  return {
    server,
    host,
    stop: async () => {
      await server.stop();
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}
