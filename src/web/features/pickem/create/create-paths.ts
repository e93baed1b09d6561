// Which pick'em creation page a path shows (docs/product/pickem.md: /games/new/football-pickem,
// /games/new/baseball-pickem, /games/new/props; docs/product/pickem.md: the NBA page is
// /games/new/basketball-pickem, and the app's embedded /webview/new/football-pickem). Pure and
// tested; the route module (app/routes/pickem-create-route.tsx) reads it.
//
// /football-pickem is not here: docs/product/pickem.md sends it to the public NFL pick'em page (/football-pool),
// which belongs with the season games, not with creation.

/** The sports a slate pick'em is created on; each has its page. */
export type SlateSport = 'football' | 'baseball' | 'basketball';

export type PickemCreatePage = { kind: 'slate'; sport: SlateSport } | { kind: 'props' } | { kind: 'home' };

const PAGES: Readonly<Record<string, PickemCreatePage>> = {
  '/games/new/football-pickem': { kind: 'slate', sport: 'football' },
  '/games/new/baseball-pickem': { kind: 'slate', sport: 'baseball' },
  '/games/new/basketball-pickem': { kind: 'slate', sport: 'basketball' },
  '/games/new/props': { kind: 'props' },
  '/webview/new/football-pickem': { kind: 'slate', sport: 'football' },
};

/** The page for a path (trailing slashes ignored); anything else is the catch-all home page. */
export function resolvePickemCreatePath(pathname: string): PickemCreatePage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES[path] ?? { kind: 'home' };
}
