// Route module for the public pick'em pages (docs/product/seasons.md#the-public-page): /football-pool and its
// other names, /baseball-pool, and /seasons/{tag or id} with its /join (the old /football-pickem is
// a redirect of the site's table, src/contracts/site-routes.ts).
// One chunk, loaded on demand; the join page is the pick'em join page for the season's latest game.
import { useLocation } from 'react-router';
import { Redirect } from '../../components/game-page-parts.js';
import { PickemSkeleton } from '../../features/pickem/game/pickem-skeleton.js';
import { PickemJoinPage } from '../../features/pickem/join/pickem-join-page.js';
import { parseSeasonPath } from '../../features/pickem/season/season-paths.js';
import { SeasonPageView } from '../../features/pickem/season/season-page.js';
import { useSeason } from '../../features/pickem/season/use-season.js';

export default function SeasonRoute() {
  // Read from the path rather than with useParams, which would add router code to the entry chunk.
  const path = parseSeasonPath(useLocation().pathname);
  if (path.kind === 'none') return <Redirect to="/" />;
  if (path.join) return <SeasonJoin key={path.seasonRef} seasonRef={path.seasonRef} />;
  return <SeasonPageView key={path.seasonRef} seasonRef={path.seasonRef} />;
}

/** The join page of the season's latest game; with no game to join, the season's page says why. */
function SeasonJoin({ seasonRef }: { seasonRef: string }) {
  const state = useSeason(seasonRef);
  switch (state.status) {
    case 'loading':
      return <PickemSkeleton />;
    case 'missing':
      return <Redirect to="/" />;
    case 'error':
      return <SeasonPageView seasonRef={seasonRef} />;
    case 'ready': {
      const latest = state.page.latest;
      if (!latest || latest.gamePhase === 'Over') return <Redirect to={state.page.season.path} />;
      return <PickemJoinPage key={latest.gameId} gameId={latest.gameId} />;
    }
  }
}
