// Route module for every path the router has no page for (decision 037): a content page, a public
// pick'em page (/football-pool and its other names, /baseball-pool, /seasons/…), else the squares
// table's answer, which knows the redirects (/nfl-squares, /football-pickem…) and says when a path
// leads to no page. A small chunk that only chooses: each kind of page is a chunk of its own, and
// their paths stay out of the entry the home page loads.
import { lazy } from 'react';
import { useLocation } from 'react-router';
import { CONTENT_PATHS } from '../../../contracts/site-routes.js';
import { parseSeasonPath } from '../../features/pickem/season/season-paths.js';

const ContentPageRoute = lazy(() => import('./content-page-route.js'));
const SeasonRoute = lazy(() => import('./season-route.js'));
const SquaresRoutes = lazy(() => import('./squares-routes.js'));

export default function ContentRoute() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((CONTENT_PATHS as readonly string[]).includes(path)) return <ContentPageRoute path={path} />;
  if (parseSeasonPath(pathname).kind === 'season') return <SeasonRoute />;
  return <SquaresRoutes />;
}
