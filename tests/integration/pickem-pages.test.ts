// Pick'em game links unfurl like squares links (issue #6, decision 008 "Ids and links"): /games/{id}
// carries the pool's title and what there is to pick; /g/{code} leads to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPickem, propsInput, slateInput } from '../factories/pickem-games.js';
import { storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Sportsball</title>
    <meta property="og:title" content="Sportsball · Sports pools with your friends" />
  </head>
  <body><div id="root"></div></body>
</html>`;

const metaContent = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

describe.each(engines)('pick’em game pages on %s', (engine) => {
  let server: TestServer;
  let webDist: string;
  let host: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    server = await startTestServer(engine, { WEB_DIST: webDist, PUBLIC_URL: 'https://sportsball.example' });
    host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('a slate and a props game describe what there is to pick; /g/{code} leads to them', async () => {
    const games = [await storeSportsGame(server.db), await storeSportsGame(server.db)];
    const slate = await createPickem(server, host, slateInput(games.map((g) => g.id), { name: 'Week 12 & friends' }));
    let html = await (await fetch(`${server.url}/games/${slate.gameId}`)).text();
    expect(metaContent(html, 'og:title')).toEqual(['Week 12 &amp; friends']);
    expect(metaContent(html, 'og:description')).toEqual(['Pick&#39;em pool — 2 games to pick on Sportsball']);
    expect(metaContent(html, 'og:url')).toEqual([`https://sportsball.example/games/${slate.gameId}`]);
    const props = await createPickem(server, host, propsInput(new Date(Date.now() + 3_600_000)));
    html = await (await fetch(`${server.url}/games/${props.gameId}`)).text();
    expect(metaContent(html, 'og:description')).toEqual(['Props pool — 2 questions to call on Sportsball']);
    const response = await fetch(`${server.url}/g/${slate.code}`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe(`/games/${slate.gameId}`);
  });
});
