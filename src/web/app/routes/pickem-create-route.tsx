// Route module for the pick'em creation pages (docs/product/pickem.md): /games/new/football-pickem,
// /games/new/baseball-pickem, /games/new/basketball-pickem, /games/new/props and the app's
// /webview/new/football-pickem. One small chunk picks the page from the path
// (features/pickem/create/create-paths.ts), as squares-routes.tsx does; each page is a chunk of
// its own, loaded when shown, so the entry holds one lazy import with no preload list.
import { lazy } from 'react';
import { useLocation } from 'react-router';
import { resolvePickemCreatePath } from '../../features/pickem/create/create-paths.js';

const SlatePage = lazy(() => import('../../features/pickem/create/slate-page.js').then((m) => ({ default: m.SlatePage })));
const PropsPage = lazy(() => import('../../features/pickem/create/props-page.js').then((m) => ({ default: m.PropsPage })));
const HomeRoute = lazy(() => import('./home-route.js'));

export default function PickemCreateRoute() {
  const page = resolvePickemCreatePath(useLocation().pathname);
  switch (page.kind) {
    case 'slate':
      // A new sport is a new page: nothing typed for one carries over to another.
      return <SlatePage key={page.sport} sport={page.sport} />;
    case 'props':
      return <PropsPage />;
    case 'home':
      return <HomeRoute />;
  }
}
