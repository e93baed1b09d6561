// Routes (SPEC §2). Every page is its own chunk, loaded with React.lazy.
//
// Declarative <Routes> rather than createBrowserRouter: the data router costs ~31.6 KB gzipped
// against ~13.5 KB for this mode, and with React DOM (64.5 KB) and zod/mini (7.6 KB) it alone
// would leave no room under the 110 KB home page budget. Nothing here needs loaders or actions:
// data arrives over the live connection.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { NavigationType, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { AppShell } from './app-shell.js';
import { RouteErrorBoundary } from './route-error.js';

const HomeRoute = lazy(() => import('./routes/home-route.js'));
const MyGamesRoute = lazy(() => import('./routes/my-games-route.js'));

/** One page: its own error boundary (reset when the path changes) and a quiet loading state. */
function Page({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

function PageLoading() {
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
              <Page>
                <HomeRoute />
              </Page>
            }
          />
          <Route
            path="games"
            element={
              <Page>
                <MyGamesRoute />
              </Page>
            }
          />
          <Route
            path="*"
            element={
              <Page>
                <HomeRoute />
              </Page>
            }
          />
        </Route>
      </Routes>
    </>
  );
}
