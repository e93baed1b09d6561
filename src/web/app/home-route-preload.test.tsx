import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_HERO_TITLE } from '../../contracts/content/home-text.js';
import { HomeRoute, preloadHomeRoute } from './router.js';

describe('the home route, once its chunk is preloaded', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the home page in the first render, without suspending on the chunk', async () => {
    // The unit project runs in Node: the home page asks the browser whether it is a bot
    // (lib/bot.ts reads navigator) and reads its own address (lib/webview.ts), so give it both.
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0', webdriver: false });
    vi.stubGlobal('location', new URL('https://sportsball.test/'));
    const loading = preloadHomeRoute();
    expect(preloadHomeRoute()).toBe(loading); // fetched once
    await loading;
    // A render that suspended (a lazy page) would throw here: there is no Suspense boundary.
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/']}>
        <HomeRoute />
      </MemoryRouter>,
    );
    expect(html).toContain(HOME_HERO_TITLE.replace(/'/g, '&#x27;'));
    expect(html).toContain('Pick a game, start a pool');
  });
});
