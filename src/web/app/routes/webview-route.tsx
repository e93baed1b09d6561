// Route module for the mobile app's embedded views (docs/product/accounts.md): /webview/games/{gameId} and
// /webview/new/{baseball-squares,football-squares,football-pickem}. The page first spends the
// app's sign-in token; then it shows the view in webview chrome: the game page, or the NFL or MLB
// squares creation page, or the football pick'em creation page. Each view is its own chunk.
import { lazy } from 'react';
import { useLocation } from 'react-router';
import { WebviewSignIn } from '../../features/account/webview-sign-in.js';

const HomeRoute = lazy(() => import('./home-route.js'));
const GameRoute = lazy(() => import('./game-route.js'));
const PickemCreateRoute = lazy(() => import('./pickem-create-route.js'));
const LeaguePage = lazy(() => import('../../features/squares/create/league-page.js').then((m) => ({ default: m.LeaguePage })));

function WebviewView() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/webview/games/')) return <GameRoute />;
  if (pathname === '/webview/new/football-squares') return <LeaguePage league="NFL" />;
  if (pathname === '/webview/new/baseball-squares') return <LeaguePage league="MLB" />;
  if (pathname === '/webview/new/football-pickem') return <PickemCreateRoute />;
  return <HomeRoute />;
}

export default function WebviewRoute() {
  return (
    <WebviewSignIn>
      <WebviewView />
    </WebviewSignIn>
  );
}
