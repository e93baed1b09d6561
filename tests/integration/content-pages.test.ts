// The pages the server writes itself (decision 037, docs/product/site.md): each content page as
// complete HTML with its own head, the redirects as 301s, robots.txt and sitemap.xml, and a 404 for a
// path that leads nowhere. No page carries query text back into its HTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../src/contracts/content/index.js';
import { PAGE_NOT_FOUND_TEXT, PAGE_NOT_FOUND_TITLE, REDIRECTS } from '../../src/contracts/site-routes.js';
import { escapeHtml } from '../../src/server/http/game-pages.js';
import { NCAA_TEAMS, NFL_TEAMS } from '../../src/domain/sports/teams/index.js';
import { metaContent, startGamePagesServer } from '../setup/game-pages.js';
import { engines } from '../setup/test-databases.js';
import type { TestServer } from '../setup/test-server.js';

const ORIGIN = 'https://sportsball.example';

/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

describe.each(engines)('content pages on %s', (engine) => {
  let server: TestServer;
  let stop: () => Promise<void>;
  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

  beforeAll(async () => {
    ({ server, stop } = await startGamePagesServer(engine));
  });
  afterAll(() => stop());

  it.each(CONTENT_PAGES.map((page) => [page.path, page] as const))('%s is a complete page with its own head and heading', async (path, page) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`<title>${escapeHtml(page.title)}</title>`);
    expect(html).toContain(`<h1 class="content-article__title">${escapeHtml(page.heading)}</h1>`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
    expect(metaContent(html, 'description')).toEqual([escapeHtml(page.description)]);
    expect(metaContent(html, 'og:title')).toEqual([escapeHtml(page.title)]);
    expect(metaContent(html, 'og:url')).toEqual([`${ORIGIN}${path}`]);
    expect(metaContent(html, 'og:type')).toEqual([page.kind === 'article' ? 'article' : 'website']);
    expect(metaContent(html, 'twitter:title')).toEqual([escapeHtml(page.title)]);
    expect(metaContent(html, 'twitter:card')).toEqual(['summary']);
    // The page ends with a way to create a pool, and its data for search engines says what it is.
    expect(html).toContain(`href="${escapeHtml(page.cta.to)}">${escapeHtml(page.cta.label)}</a>`);
    const types = jsonLd(html).map((data) => data['@type']);
    expect(types.includes('Article')).toBe(page.kind === 'article');
    expect(types.includes('FAQPage')).toBe((page.questions ?? []).length > 0);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('a page is sent gzipped to a browser that takes it, and plain to one that does not', async () => {
    const zipped = await fetch(`${server.url}/about`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await zipped.text()).toContain('</html>');
    const plain = await fetch(`${server.url}/about`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('</html>');
  });

  it('the learning center lists its seven articles', async () => {
    const html = await (await get('/learning-center')).text();
    const articles = CONTENT_PAGES.filter((page) => page.path.startsWith('/learning-center/'));
    expect(articles).toHaveLength(7);
    for (const article of articles) expect(html).toContain(`<a class="content-card" href="${article.path}">`);
  });

  it.each(Object.entries(REDIRECTS))('%s moves for good to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('a redirect keeps the query', async () => {
    const response = await get('/football-pickem?league=ncaa');
    expect(response.headers.get('location')).toBe('/football-pool?league=ncaa');
  });

  it.each(['/nothing-here', '/about/more', '/squares/nfl/not-a-team', '/squares/mlb/new-york-yankees'])(
    '%s leads nowhere: a 404 that says so and still loads the app',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<title>Page not found · Sportsball</title>`);
      expect(html).toContain(escapeHtml(PAGE_NOT_FOUND_TITLE));
      expect(html).toContain(escapeHtml(PAGE_NOT_FOUND_TEXT));
      expect(html).toContain('<a class="content-cta__button" href="/">');
      expect(html).not.toContain('rel="canonical"');
    },
  );

  it.each(['/', '/games', '/squares', '/squares/nfl/kansas-city-chiefs', '/squares/ncaa/clemson-tigers', '/games/new/props', '/debug', '/football-pool', '/about/'])(
    '%s is a page of the app (200)',
    async (path) => {
      expect((await get(path)).status).toBe(200);
    },
  );

  it('robots.txt is text that keeps crawlers out of private pages and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    for (const path of ['/admin', '/api/', '/games/', '/webview/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toContain('<html');
  });

  it('sitemap.xml lists every public page with its absolute address, and nothing private', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const expected = [
      '/',
      '/squares',
      '/squares/nfl',
      '/squares/ncaa',
      '/squares/mlb',
      '/squares/baby-shower',
      '/games/new',
      '/games/new/football-pickem',
      '/football-pool',
      '/baseball-pool',
      ...CONTENT_PAGES.map((page) => page.path),
      ...NFL_TEAMS.map((team) => `/squares/nfl/${team.slug}`),
      ...NCAA_TEAMS.map((team) => `/squares/ncaa/${team.slug}`),
    ];
    for (const path of expected) expect(locs).toContain(`${ORIGIN}${path}`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.filter((loc) => /\/games\/(?!new)|\/admin|\/webview|\/api\//.test(loc ?? ''))).toEqual([]);
    // A redirect is not a page of its own.
    for (const from of Object.keys(REDIRECTS)) expect(locs).not.toContain(`${ORIGIN}${from}`);
  });

  it.each(['/about?q=<script>alert(1)</script>', '/nothing-here?q=<script>alert(1)</script>', '/squares?q=<script>alert(1)</script>'])(
    '%s carries nothing of the query into the page',
    async (path) => {
      const html = await (await get(path)).text();
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('alert(1)');
    },
  );

  it('an unknown path with markup in it is written escaped', async () => {
    const html = await (await get('/%22%3E%3Cscript%3Ealert(1)%3C/script%3E')).text();
    expect(html).not.toContain('<script>alert');
  });
});
