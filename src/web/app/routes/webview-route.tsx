// Route module for the mobile app's embedded views (SPEC §2): /webview/games/{gameId} and
// /webview/new/{baseball-squares,football-squares,football-pickem}. The page first spends the
// app's sign-in token; then it shows the view in webview chrome. The game page and the create
// pages arrive with the squares and pick'em issues — until then the home content stands in
// (the home route's own chunk, so the home page itself stays one chunk).
import { lazy } from 'react';
import { WebviewSignIn } from '../../features/account/webview-sign-in.js';

const HomeRoute = lazy(() => import('./home-route.js'));

export default function WebviewRoute() {
  return (
    <WebviewSignIn>
      <HomeRoute />
    </WebviewSignIn>
  );
}
