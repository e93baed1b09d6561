// The site's routes, known to the web router and the server alike (decision 037,
// docs/product/site.md#routes): the paths the app draws, the content pages, the redirects, and what
// the sitemap lists. The server answers a path that matches none of them with a 404.

/** The content pages (src/contracts/content): one list of paths, small enough for the app's entry. */
export const CONTENT_PATHS = [
  '/about',
  '/privacy',
  '/learning-center',
  '/learning-center/squares-basics',
  '/learning-center/pickem-basics',
  '/learning-center/nfl-squares',
  '/learning-center/mlb-vs-nfl-squares',
  '/learning-center/squares-scoring',
  '/learning-center/pickem-strategy',
  '/learning-center/super-bowl-fundraiser',
  '/nfl-office-pool-picks',
  '/weekly-nfl-pick-em-sheet',
  '/squares/nfl/super-bowl-template',
  '/host-pool',
  '/runyourpool-alternative',
  '/easyofficepools-alternative',
  '/officepoolstop-alternative',
] as const;

/** Old and alternative addresses: the server answers 301, the app replaces the entry (a chain is followed). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/games/new/football-squares': '/squares/nfl',
  '/games/new/baseball-squares': '/squares/mlb',
  '/nfl-squares': '/games/new/football-squares',
  '/super-bowl-squares': '/squares',
  '/squares/nfl/super-bowl': '/squares',
  '/football-pickem': '/football-pool',
};

/** The leagues with a squares page per team, by their path segment. */
export type TeamPageLeague = 'nfl' | 'ncaa';

/** A team's squares creation page. */
export const teamSquaresPath = (league: TeamPageLeague, slug: string): string => `/squares/${league}/${slug}`;

/**
 * Every page the app draws, as path patterns (`:name` is one segment). Pages announced for later
 * (the public pick'em pages, seasons, the squares tools) are listed so the server serves the app
 * there; the app says what it has.
 */
export const APP_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/games',
  '/games/new',
  '/games/new/football-pickem',
  '/games/new/baseball-pickem',
  '/games/new/basketball-pickem',
  '/games/new/props',
  '/games/:gameId',
  '/games/:gameId/join',
  '/games/:gameId/share',
  '/g/:code',
  '/seasons/:seasonId',
  '/seasons/:seasonId/join',
  '/squares',
  '/squares/nfl',
  '/squares/ncaa',
  '/squares/mlb',
  '/squares/baby-shower',
  '/squares/nfl/:teamSlug',
  '/squares/ncaa/:teamSlug',
  '/squares/templates/printable',
  '/squares/tools/scoring',
  '/squares/tools/payout',
  '/football-pool',
  '/office-pool',
  '/nfl-pickem',
  '/weekly-football-pool',
  '/nfl-pick-em-pool',
  '/football-pick-pool',
  '/baseball-pool',
  ...CONTENT_PATHS,
  ...Object.keys(REDIRECTS),
  '/webview/games/:gameId',
  '/webview/new/baseball-squares',
  '/webview/new/football-squares',
  '/webview/new/football-pickem',
  '/finish-email-sign-in',
  '/auth-complete',
  '/admin',
  '/benchd',
  '/debug',
];

export interface RouteMatch {
  pattern: string;
  params: Readonly<Record<string, string>>;
}

const segmentsOf = (path: string) => (path === '/' ? [] : path.replace(/\/+$/, '').split('/').slice(1));

/** The pattern `pathname` matches (a fixed segment before a parameter), or null. A trailing slash is ignored. */
export function matchAppRoute(pathname: string, patterns: readonly string[] = APP_ROUTE_PATTERNS): RouteMatch | null {
  const path = segmentsOf(pathname);
  let best: { match: RouteMatch; fixed: number } | null = null;
  for (const pattern of patterns) {
    const parts = segmentsOf(pattern);
    if (parts.length !== path.length) continue;
    const params: Record<string, string> = {};
    let fixed = 0;
    const matches = parts.every((part, i) => {
      const segment = path[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return segment !== '';
      }
      fixed++;
      return part === segment;
    });
    if (matches && (best === null || fixed > best.fixed)) best = { match: { pattern, params }, fixed };
  }
  return best?.match ?? null;
}

/**
 * The sitemap's fixed pages: public, not redirects, one address per page (the public NFL pick'em
 * page's other names are left out). Team pages and content pages are added to these.
 */
export const SITEMAP_PATHS: readonly string[] = [
  '/',
  '/squares',
  '/squares/nfl',
  '/squares/ncaa',
  '/squares/mlb',
  '/squares/baby-shower',
  '/games/new',
  '/games/new/football-pickem',
  '/games/new/baseball-pickem',
  '/games/new/basketball-pickem',
  '/games/new/props',
  '/football-pool',
  '/baseball-pool',
];

/** What a path that leads to no page says, in the server's page and in the app: one text for both. */
export const PAGE_NOT_FOUND_TITLE = "There's no page here";
export const PAGE_NOT_FOUND_TEXT = 'The link may be mistyped, or the page has moved. Your pools are one tap away on the home page.';
export const PAGE_NOT_FOUND_ACTION = 'Go to the home page';
export const PAGE_NOT_FOUND_PAGE_TITLE = 'Page not found · Sportsball';
