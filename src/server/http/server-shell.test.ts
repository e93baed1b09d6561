// The pages the server writes need no more than a tiny loader before they are interactive; the
// home page paints its hero from the HTML (decision 047).
import { describe, expect, it } from 'vitest';
import { HOME_HERO_TITLE } from '../../contracts/content/home-text.js';
import { renderHomeHero } from './home-html.js';
import { APP_LOADER_SOURCE, deferEntryScript, SERVER_MENU_LINKS, serverShellNav } from './server-shell.js';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Sportsball</title>
    <script type="module" crossorigin src="/assets/index-Abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-Def456.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Ghi789.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('deferEntryScript', () => {
  const html = deferEntryScript(BUILT);

  it('leaves no module script and no module preload in the page', () => {
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/assets/vendor-Def456.js');
  });

  it('hands the entry to the deferred loader, and keeps the stylesheet', () => {
    expect(html).toContain(`<script data-entry="/assets/index-Abc123.js">${APP_LOADER_SOURCE}</script>`);
    expect(deferEntryScript(BUILT, 'now')).toContain(`<script data-entry="/assets/index-Abc123.js" data-now>${APP_LOADER_SOURCE}</script>`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Ghi789.css">');
  });

  it('changes nothing in a page without an entry script', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(deferEntryScript(plain)).toBe(plain);
  });
});

describe('serverShellNav', () => {
  it('draws the main navigation with a menu of plain links that needs no script', () => {
    const nav = serverShellNav('/about');
    expect(nav).toContain('<nav class="bottom-nav" aria-label="Main">');
    expect(nav).toMatch(/<details class="server-menu"><summary class="bottom-nav__item">.*<span>Menu<\/span><\/summary>/);
    for (const item of SERVER_MENU_LINKS) expect(nav).toContain(`href="${item.to}"`);
    expect(nav).not.toContain('aria-current');
  });

  it('marks Home current on the home page, as the app does', () => {
    expect(serverShellNav('/')).toContain('<a aria-current="page" class="bottom-nav__item active" href="/">');
  });
});

describe('renderHomeHero', () => {
  it("writes the hero's title, marked as the server's copy of /", () => {
    const hero = renderHomeHero();
    expect(hero).toContain(`<h1 id="home-title" class="home-hero__title">${HOME_HERO_TITLE}</h1>`);
    expect(hero).toContain('data-prerendered="/"');
    expect(hero).toContain('href="/games/new"');
  });
});
