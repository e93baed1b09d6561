// Game links (docs/product/squares.md): /games/{id} unfurls in messaging apps with Open Graph tags, and
// the short code link /g/{code} leads to the game.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { babyShowerInput, createGame, gameCommand, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { INDEX_HTML, metaContent, startGamePagesServer } from '../setup/game-pages.js';
import { engines } from '../setup/test-databases.js';
import type { TestServer } from '../setup/test-server.js';

describe.each(engines)('game pages on %s', (engine) => {
  let server: TestServer;
  let host: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ server, host, stop } = await startGamePagesServer(engine));
  });
  afterAll(() => stop());

  it('/games/{id} carries the game’s title, description and an absolute image, HTML-escaped', async () => {
    const sports = await storeSportsGame(server.db);
    const { gameId } = await createGame(server, host, sportsGameInput(sports.id, { name: `Tom & Jerry's <b>"Big"</b> Pool` }));
    const response = await fetch(`${server.url}/games/${gameId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(metaContent(html, 'og:title')).toEqual(['Tom &amp; Jerry&#39;s &lt;b&gt;&quot;Big&quot;&lt;/b&gt; Pool']);
    expect(metaContent(html, 'og:description')).toEqual(['Squares pool on Dolphins at Packers — claim your squares on Sportsball']);
    // The game's own picture (its grid), drawn by the server at link-preview size.
    expect(metaContent(html, 'og:image')).toEqual([`https://sportsball.example/og/games/${gameId}/preview.png`]);
    expect(metaContent(html, 'og:image:width')).toEqual(['1200']);
    expect(metaContent(html, 'og:image:height')).toEqual(['630']);
    expect(metaContent(html, 'og:url')).toEqual([`https://sportsball.example/games/${gameId}`]);
    expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(html, 'og:type')).toEqual(['website']);
    expect(html).not.toContain('<b>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('a name with $ patterns lands in the page as written', async () => {
    const sports = await storeSportsGame(server.db);
    for (const name of ['Pool $` end', 'Pool $& end', "Pool $' end", 'Pool $1 $$ end']) {
      const { gameId } = await createGame(server, host, sportsGameInput(sports.id, { name }));
      const html = await (await fetch(`${server.url}/games/${gameId}`)).text();
      const escaped = name.replace('&', '&amp;').replace("'", '&#39;');
      expect(metaContent(html, 'og:title')).toEqual([escaped]);
      expect(metaContent(html, 'twitter:title')).toEqual([escaped]);
      // Nothing of the page was copied into its head: one head, one root.
      expect(html.match(/<head>/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
    }
  });

  it('a baby shower describes the parents', async () => {
    const { gameId } = await createGame(server, host, babyShowerInput({ parentNames: 'Pat & Sam' }));
    const html = await (await fetch(`${server.url}/games/${gameId}`)).text();
    expect(metaContent(html, 'og:description')).toEqual(['Baby shower squares for Pat &amp; Sam — claim your squares on Sportsball']);
  });

  /** The page for a link to no game: a 404 whose title and link preview say so (the app draws the rest). */
  const expectNotFoundPage = async (response: Response) => {
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<title>Game not found · Sportsball</title>');
    expect(metaContent(html, 'og:title')).toEqual(['This game was deleted or the link is wrong']);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  };

  it('an unknown or malformed game id is a 404 page that says the game was deleted or the link is wrong', async () => {
    for (const id of ['A'.repeat(20), 'nope']) {
      for (const page of [`/games/${id}`, `/games/${id}/join`, `/games/${id}/share`, `/webview/games/${id}`]) {
        await expectNotFoundPage(await fetch(`${server.url}${page}`));
      }
    }
  });

  it('/games/new stays the game type menu, not a missing game', async () => {
    const response = await fetch(`${server.url}/games/new`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it("a deleted game's pages explain themselves; before deletion they are the app", async () => {
    const sports = await storeSportsGame(server.db);
    const { gameId } = await createGame(server, host, sportsGameInput(sports.id));
    const pages = [`/games/${gameId}`, `/games/${gameId}/join`, `/games/${gameId}/share`, `/webview/games/${gameId}`];
    for (const page of pages) expect((await fetch(`${server.url}${page}`)).status).toBe(200);
    expect((await gameCommand(server, host, gameId, 'delete')).status).toBe(200);
    for (const page of pages) await expectNotFoundPage(await fetch(`${server.url}${page}`));
  });

  it('/g/{code} redirects to the game, in either case; an unknown code is the 404 page that says so', async () => {
    const sports = await storeSportsGame(server.db);
    const { gameId, code } = await createGame(server, host, sportsGameInput(sports.id));
    for (const given of [code, code.toLowerCase()]) {
      const response = await fetch(`${server.url}/g/${given}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/games/${gameId}`);
    }
    for (const unknown of ['ZZZZZZ', 'not-a-code', '0OOOOO']) {
      await expectNotFoundPage(await fetch(`${server.url}/g/${unknown}`, { redirect: 'manual' }));
    }
  });
});

describe.each(engines)('game pages without PUBLIC_URL on %s', (engine) => {
  let server: TestServer;
  let host: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ server, host, stop } = await startGamePagesServer(engine, { PUBLIC_URL: '' }));
  });
  afterAll(() => stop());

  it('og:url is the listening origin, whatever Host the request names', async () => {
    const sports = await storeSportsGame(server.db);
    const { gameId } = await createGame(server, host, sportsGameInput(sports.id));
    const html = await new Promise<string>((resolve, reject) => {
      const request = http.get(`${server.url}/games/${gameId}`, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.once('end', () => resolve(body));
      });
      request.once('error', reject);
    });
    expect(metaContent(html, 'og:url')).toEqual([`http://localhost:${server.port}/games/${gameId}`]);
    expect(metaContent(html, 'og:image')).toEqual([`http://localhost:${server.port}/og/games/${gameId}/preview.png`]);
    expect(html).not.toContain('evil.example');
  });
});
