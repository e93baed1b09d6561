// The web router and the server's route list (src/contracts/site-routes.ts) describe the same site:
// every page the router draws is one the server answers 200 for, and every content page has data.
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../contracts/content/index.js';
import { APP_ROUTE_PATTERNS, CONTENT_PATHS, matchAppRoute, REDIRECTS } from '../../contracts/site-routes.js';
import { PAGES } from './router.js';
import { resolveSquaresPath } from './routes/squares-paths.js';

/** A path the pattern matches: each `:param` filled with a sample value. */
const sample = (pattern: string) => `/${pattern.replace(/:[A-Za-z]+/g, 'abcdefghij0123456789')}`;

describe('the router and the server know the same pages', () => {
  it('every fixed route of the router is a route the server serves the app on', () => {
    const fixed = PAGES.map(([path]) => path).filter((path) => !path.includes('*'));
    expect(fixed.length).toBeGreaterThan(10);
    for (const path of fixed) expect(matchAppRoute(sample(path)), path).not.toBeNull();
  });

  it("every server route below the squares router's splats is a page or a redirect there", () => {
    for (const pattern of APP_ROUTE_PATTERNS.filter((p) => p.startsWith('/squares/') && !p.includes(':'))) {
      const page = resolveSquaresPath(pattern);
      // The tools and templates arrive with their own pages; until then the app says there is none.
      if (pattern.startsWith('/squares/tools/') || pattern.startsWith('/squares/templates/')) continue;
      expect(page.kind, pattern).not.toBe('not-found');
    }
  });

  it('the content paths are exactly the content pages', () => {
    expect([...CONTENT_PATHS]).toEqual(CONTENT_PAGES.map((page) => page.path));
  });

  it('every redirect source is a route and ends on one', () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      expect(matchAppRoute(from), from).not.toBeNull();
      expect(matchAppRoute(to), to).not.toBeNull();
    }
  });
});

describe('matchAppRoute', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/games/new', '/games/new'],
    ['/games/abc', '/games/:gameId'],
    ['/squares/nfl/super-bowl-template', '/squares/nfl/super-bowl-template'],
    ['/squares/nfl/kansas-city-chiefs', '/squares/nfl/:teamSlug'],
  ])('%s → %s', (path, pattern) => {
    expect(matchAppRoute(path)?.pattern).toBe(pattern);
  });

  it.each(['/nothing-here', '/about/more', '/squares/mlb/new-york-yankees', '/games/a/b/c', '/games//join'])('%s is no page', (path) => {
    expect(matchAppRoute(path)).toBeNull();
  });
});
