// Route module for the squares pages around the game page (docs/product/squares.md): the hub, the
// league, team and baby-shower creation pages, the squares tools, the game type menu, the share
// panel, the redirects of the site's table, what an unknown short code /g/{code} says, and the
// not-found page for any path that leads nowhere (reached through routes/content-route.tsx). One
// small chunk decides which page a path shows (squares-paths.ts); each page is
// a chunk of its own, loaded when shown.
import { lazy, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { resolveSquaresPath } from './squares-paths.js';

const HubPage = lazy(() => import('../../features/squares/hub/hub-page.js').then((m) => ({ default: m.HubPage })));
const LeaguePage = lazy(() => import('../../features/squares/create/league-page.js').then((m) => ({ default: m.LeaguePage })));
const TeamPage = lazy(() => import('../../features/squares/create/team-page.js').then((m) => ({ default: m.TeamPage })));
const BabyShowerPage = lazy(() =>
  import('../../features/squares/create/baby-shower-page.js').then((m) => ({ default: m.BabyShowerPage })),
);
const PrintablePage = lazy(() => import('../../features/squares/tools/printable-page.js').then((m) => ({ default: m.PrintablePage })));
const ScoringToolPage = lazy(() => import('../../features/squares/tools/scoring-page.js').then((m) => ({ default: m.ScoringToolPage })));
const PayoutToolPage = lazy(() => import('../../features/squares/tools/payout-page.js').then((m) => ({ default: m.PayoutToolPage })));
const NewGamePage = lazy(() => import('../../features/games/new-game-page.js').then((m) => ({ default: m.NewGamePage })));
const SharePage = lazy(() => import('../../components/share-panel/share-page.js').then((m) => ({ default: m.SharePage })));
const PageNotFound = lazy(() => import('../../components/page-not-found.js'));
const ContentRoute = lazy(() => import('./content-route.js'));
const GameNotFound = lazy(() => import('../../components/game-not-found.js').then((m) => ({ default: m.GameNotFound })));

/**
 * Goes to `to` in place of this entry in the history, keeping the query and hash. An effect with
 * useNavigate rather than <Navigate>: the router's code lives in the entry chunk, and every part
 * of it used anywhere is shipped there, so pages use only the parts the shell already does.
 */
function Redirect({ to, search, hash }: { to: string; search: string; hash: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ pathname: to, search, hash }, { replace: true });
  }, [navigate, to, search, hash]);
  return null;
}

export default function SquaresRoutes() {
  const { pathname, search, hash } = useLocation();
  const page = resolveSquaresPath(pathname);
  switch (page.kind) {
    case 'redirect':
      return <Redirect to={page.to} search={search} hash={hash} />;
    case 'hub':
      return <HubPage />;
    case 'league':
      return <LeaguePage league={page.league} />;
    case 'team':
      return <TeamPage league={page.league} slug={page.slug} />;
    case 'baby-shower':
      return <BabyShowerPage />;
    case 'tool':
      return page.tool === 'printable' ? <PrintablePage /> : page.tool === 'scoring' ? <ScoringToolPage /> : <PayoutToolPage />;
    case 'new-game':
      return <NewGamePage />;
    case 'share':
      return <SharePage gameId={page.gameId} />;
    case 'game-not-found':
      return <GameNotFound />;
    case 'content':
      return <ContentRoute />;
    case 'not-found':
      return <PageNotFound />;
  }
}
