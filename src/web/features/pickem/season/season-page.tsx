// The public pick'em page (docs/product/seasons.md#the-public-page): /football-pool and its other
// names, /baseball-pool and /seasons/{tag or id}. The header names the week or day and how many
// play; then the latest game (the viewer's own picks, the leaderboard) or the notice that there is
// none today; the season's standings; and how the challenge works. The season arrives live, so the
// 5am rollover moves an open page to the new game; a season that does not exist sends the viewer home.
import type { SeasonPage } from '../../../../contracts/seasons.js';
import { Redirect, GameLoadError } from '../../../components/game-page-parts.js';
import { PickemSkeleton } from '../game/pickem-skeleton.js';
import { SeasonBlocks } from './season-blocks.js';
import { seasonNotice } from './season-format.js';
import { SeasonHeader } from './season-header.js';
import { LatestGame } from './latest-game.js';
import { SeasonStandings } from './season-leaderboard.js';
import { SeasonNoticeBox } from './season-notice.js';
import { useSeason } from './use-season.js';
import '../../../components/button.css';
import '../game/pickem.css';
import './seasons.css';

export function SeasonPageView({ seasonRef }: { seasonRef: string }) {
  const state = useSeason(seasonRef);
  switch (state.status) {
    case 'loading':
      return <PickemSkeleton />;
    case 'missing':
      return <Redirect to="/" />;
    case 'error':
      return <GameLoadError retry={state.retry} />;
    case 'ready':
      return <SeasonScreen page={state.page} seasonRef={seasonRef} />;
  }
}

function SeasonScreen({ page, seasonRef }: { page: SeasonPage; seasonRef: string }) {
  const { season, latest } = page;
  const baseball = season.tag === 'publicMlbPickem';
  return (
    <div className="pk-page season-page">
      <title>{`${latest ? `${latest.label} · ` : ''}${season.name} · Sportsball`}</title>
      {latest ? (
        // A new game (the rollover) is a new section: nothing of the last one's picks carries over.
        <LatestGame key={latest.gameId} page={page} gameId={latest.gameId} />
      ) : (
        <>
          <SeasonHeader page={page} phase={null} />
          <SeasonNoticeBox notice={seasonNotice(page, false)} />
        </>
      )}

      <SeasonStandings seasonRef={seasonRef} refresh={`${page.season.standingsVersion}:${latest ? `${latest.gameId}:${latest.gamePhase}` : 'none'}`} />
      <SeasonBlocks cadence={season.cadence} baseball={baseball} />
    </div>
  );
}
