// Routes (docs/product/site.md). Every page is its own chunk, loaded with React.lazy.
//
// Declarative <Routes> rather than createBrowserRouter: the data router costs ~31.6 KB gzipped
// against ~13.5 KB for this mode, and with React DOM (64.5 KB) and zod/mini (7.6 KB) it alone
// would leave no room under the 110 KB home page budget. Nothing here needs loaders or actions:
// data arrives over the live connection.
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { NavigationType, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { trackPageView } from '../lib/analytics.js';
import { AppShell } from './app-shell.js';
import { RouteErrorBoundary } from './route-error.js';

type HomeModule = { default: ComponentType };
let homeModule: HomeModule | undefined;
let homeLoading: Promise<HomeModule> | undefined;

/**
 * The home page's chunk, fetched once. The entry asks for it before the app's first render on `/`
 * (main.tsx), so that render draws the home page at once: one render and one commit replace the
 * hero the server wrote, where a lazy page would first commit a loading state and then the page.
 */
export function preloadHomeRoute(): Promise<HomeModule> {
  homeLoading ??= import('./routes/home-route.js').then((module) => (homeModule = module));
  return homeLoading;
}

const LazyHomeRoute = lazy(preloadHomeRoute);

export function HomeRoute() {
  const Loaded = homeModule?.default;
  return Loaded ? <Loaded /> : <LazyHomeRoute />;
}
const WebviewRoute = lazy(() => import('./routes/webview-route.js'));
const SquaresRoutes = lazy(() => import('./routes/squares-routes.js'));
const GameRoute = lazy(() => import('./routes/game-route.js'));
const PickemCreateRoute = lazy(() => import('./routes/pickem-create-route.js'));
const UtilityRoutes = lazy(() => import('./routes/utility-routes.js'));

/**
 * Path → page. The webview paths (docs/product/site.md) are the mobile app's embedded views; /admin is the
 * Admin Dashboard and /debug what support asks for; /finish-email-sign-in and /auth-complete end sign-ins. A static segment
 * outranks a parameter, so /games/new goes to the squares chunk, not to a game called "new".
 */
export const PAGES: [string, ComponentType][] = [
  ['games', lazy(() => import('./routes/my-games-route.js'))],
  // One chunk shows a game's page and the pick'em join page (routes/game-route.tsx): no second lazy import in the entry.
  ...['games/:gameId', 'games/:gameId/join'].map((path): [string, ComponentType] => [path, GameRoute]),
  // One chunk picks the squares page (routes/squares-paths.ts): a lazy import per page here would grow the entry.
  // It also says an unknown short code /g/{code} leads nowhere (the server redirects known ones).
  ...['squares/*', 'games/new/*', 'games/:gameId/share', 'g/:code'].map((path): [string, ComponentType] => [path, SquaresRoutes]),
  // Pick'em creation (one chunk: routes/pickem-create-route.tsx); these fixed paths outrank games/new/*.
  ...['football-pickem', 'baseball-pickem', 'basketball-pickem', 'props'].map((path): [string, ComponentType] => [`games/new/${path}`, PickemCreateRoute]),
  // The ends of sign-ins and the operators' pages: one chunk picks among them (routes/utility-routes.tsx).
  ...['finish-email-sign-in', 'auth-complete', 'admin', 'debug', 'benchd'].map((path): [string, ComponentType] => [path, UtilityRoutes]),
  ...['games/:gameId', 'new/baseball-squares', 'new/football-squares', 'new/football-pickem'].map((path): [string, ComponentType] => [`webview/${path}`, WebviewRoute]),
  // Every other path: a content page (decision 037), a public pick'em page, a redirect
  // (/nfl-squares, /football-pickem…), else the not-found page (the server answers such a path with
  // a 404); routes/content-route.tsx chooses, and these paths stay out of the entry.
  // The routes here and src/contracts/site-routes.ts agree (router-paths.test.ts).
  ['*', lazy(() => import('./routes/content-route.js'))],
];

/** One page: its own error boundary (reset when the path changes) and a quiet loading state. */
function Page({ route, children }: { route: string; children: ReactNode }) {
  const { pathname } = useLocation();
  // docs/product/site.md#analytics: one page view per path shown, named by its route pattern.
  useEffect(() => trackPageView(route), [route, pathname]);
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

function PageLoading() {
  const { pathname } = useLocation();
  // The page the server wrote for this path (decision 037) stays on screen until the app's copy is
  // ready: read while rendering, before the first commit clears the root.
  const [prerendered] = useState(() => {
    const page = document.querySelector<HTMLElement>('[data-prerendered]');
    return page?.dataset.prerendered === pathname ? page.outerHTML : '';
  });
  if (prerendered) return <div dangerouslySetInnerHTML={{ __html: prerendered }} />;
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

/** New pages start at the top; back and forward keep the browser's restored position. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<AppShell />}>
          <Route
            index
            element={
              <Page route="/">
                <HomeRoute />
              </Page>
            }
          />
          {PAGES.map(([path, Component]) => (
            <Route
              key={path}
              path={path}
              element={
                <Page route={`/${path}`}>
                  <Component />
                </Page>
              }
            />
          ))}
        </Route>
      </Routes>
    </>
  );
}
