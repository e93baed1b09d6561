// Which page a squares path shows (docs/product/site.md#routes, docs/product/squares.md). Pure, so the redirects and the
// precedence of fixed routes over team slugs are tested without a browser. The router sends
// every path below here to one small chunk (squares-routes.tsx) that reads this table: the
// entry chunk holds a handful of path patterns, not a lazy import per page (the home page's
// 110 kB budget has almost no room left).
import { REDIRECTS } from '../../../contracts/site-routes.js';
import type { CreateLeague } from '../../features/squares/create/leagues.js';

/** The redirects (docs/product/squares.md, docs/product/site.md): one table with the server, which answers them with a 301. */
export { REDIRECTS } from '../../../contracts/site-routes.js';

/** The league of each /squares/{segment} creation page. */
export const LEAGUE_SEGMENTS: Readonly<Record<string, CreateLeague>> = { nfl: 'NFL', ncaa: 'NcaaFootball', mlb: 'MLB' };

/**
 * Paths under a league that are content pages, not teams (docs/product/squares.md lists
 * /squares/nfl/super-bowl-template with the content pages): the content pages' chunk draws them.
 */
const CONTENT_SLUGS: Readonly<Record<string, readonly string[]>> = { nfl: ['super-bowl-template'] };

/** The squares tools, by their path under /squares. */
export const SQUARES_TOOLS = { 'templates/printable': 'printable', 'tools/scoring': 'scoring', 'tools/payout': 'payout' } as const;
export type SquaresTool = (typeof SQUARES_TOOLS)[keyof typeof SQUARES_TOOLS];

const GAME_ID = /^[A-Za-z0-9_-]{20}$/;

export type SquaresPage =
  | { kind: 'redirect'; to: string }
  | { kind: 'hub' }
  | { kind: 'league'; league: CreateLeague }
  | { kind: 'team'; league: CreateLeague; slug: string }
  | { kind: 'baby-shower' }
  /** /squares/templates/printable, /squares/tools/scoring, /squares/tools/payout. */
  | { kind: 'tool'; tool: SquaresTool }
  | { kind: 'new-game' }
  | { kind: 'share'; gameId: string }
  /** /g/{code}: the server redirects a known code before the app loads, so here no game has it. */
  | { kind: 'game-not-found' }
  /** A content page below /squares (decision 037). */
  | { kind: 'content' }
  /** Not one of ours: the not-found page, as for any unknown path. */
  | { kind: 'not-found' };

/** Follows the redirect table to the final target (at most a few hops; the table has no loops). */
export function resolveRedirect(pathname: string): string | null {
  let target: string | undefined = REDIRECTS[pathname];
  if (target === undefined) return null;
  for (let hop = 0; hop < 5; hop++) {
    const next: string | undefined = REDIRECTS[target];
    if (next === undefined) break;
    target = next;
  }
  return target;
}

/** The page for a path the router sent here. Trailing slashes are ignored. */
export function resolveSquaresPath(pathname: string): SquaresPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Fixed routes first: /squares/nfl/super-bowl is a redirect, never a team called "super-bowl".
  const redirect = resolveRedirect(path);
  if (redirect !== null) return { kind: 'redirect', to: redirect };

  const segments = path.split('/').slice(1);
  const [first, second, third, ...rest] = segments;
  if (first === 'g' && second !== undefined && third === undefined) return { kind: 'game-not-found' };
  if (first === 'games') {
    if (second === 'new' && third === undefined) return { kind: 'new-game' };
    if (second !== undefined && GAME_ID.test(second) && third === 'share' && rest.length === 0) return { kind: 'share', gameId: second };
    return { kind: 'not-found' };
  }
  if (first !== 'squares') return { kind: 'not-found' };
  if (second === undefined) return { kind: 'hub' };
  if (second === 'baby-shower' && third === undefined) return { kind: 'baby-shower' };
  const tool = rest.length === 0 ? SQUARES_TOOLS[`${second}/${third}` as keyof typeof SQUARES_TOOLS] : undefined;
  if (tool !== undefined) return { kind: 'tool', tool };
  const league = LEAGUE_SEGMENTS[second];
  if (league === undefined || rest.length > 0) return { kind: 'not-found' };
  if (third === undefined) return { kind: 'league', league };
  if (CONTENT_SLUGS[second]?.includes(third)) return { kind: 'content' };
  if (league === 'MLB') return { kind: 'not-found' };
  return { kind: 'team', league, slug: third };
}
