// Pick'em game links unfurl like squares links (docs/product/pickem.md, decision 008 "Ids and links"): /games/{id}
// carries the pool's title and what there is to pick; /g/{code} leads to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPickem, propsInput, slateInput } from '../factories/pickem-games.js';
import { storeSportsGame } from '../factories/squares-games.js';
import { metaContent, startGamePagesServer } from '../setup/game-pages.js';
import { engines } from '../setup/test-databases.js';
import type { TestServer } from '../setup/test-server.js';

describe.each(engines)('pick’em game pages on %s', (engine) => {
  let server: TestServer;
  let host: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ server, host, stop } = await startGamePagesServer(engine));
  });
  afterAll(() => stop());

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
