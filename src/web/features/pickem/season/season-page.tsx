// The public pick'em page (docs/product/seasons.md#the-public-page): /football-pool and its other
// names, /baseball-pool and /seasons/{tag or id}. The header names the week or day and how many
// play; then the latest game (the viewer's own picks, the leaderboard) or the notice that there is
// none today; the season's standings; and how the challenge works. All of it starts from one request
// (decision 048); the season arrives live, so the 5am rollover moves an open page to the new game; a
// season that does not exist sends the viewer home.
import type { SeasonLoad } from '../../../../contracts/season-load.js';
import type { SeasonPage } from '../../../../contracts/seasons.js';
import { Redirect, GameLoadError } from '../../../components/game-page-parts.js';
import { PickemSkeleton } from '../game/pickem-skeleton.js';
import { SeasonBlocks } from './season-blocks.js';
import { seasonNotice } from './season-format.js';
import { SeasonHeader } from './season-header.js';
import { LatestGame, type LatestGameStart } from './latest-game.js';
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
      return <SeasonScreen page={state.page} load={state.load} seasonRef={seasonRef} />;
  }
}

/** The standings' refresh key: it changes whenever the standings may have moved (the latest game, its phase). */
const standingsKey = ({ season, latest }: SeasonPage) => `${season.standingsVersion}:${latest ? `${latest.gameId}:${latest.gamePhase}` : 'none'}`;

/** The first load's game, when it is the one the page now shows (a rollover since moves on to a game read afresh). */
function latestStart(load: SeasonLoad, gameId: string): LatestGameStart | undefined {
  if (load.game?.id !== gameId || load.game.type !== 'Questions') return undefined;
  return { game: load.game, ownEntries: load.ownEntries?.entries };
}

function SeasonScreen({ page, load, seasonRef }: { page: SeasonPage; load: SeasonLoad; seasonRef: string }) {
  const { season, latest } = page;
  const baseball = season.tag === 'publicMlbPickem';
  return (
    <div className="pk-page season-page">
      <title>{`${latest ? `${latest.label} · ` : ''}${season.name} · Sportsball`}</title>
      {latest ? (
        // A new game (the rollover) is a new section: nothing of the last one's picks carries over.
        <LatestGame key={latest.gameId} page={page} gameId={latest.gameId} start={latestStart(load, latest.gameId)} />
      ) : (
        <>
          <SeasonHeader page={page} phase={null} />
          <SeasonNoticeBox notice={seasonNotice(page, false)} />
        </>
      )}

      <SeasonStandings seasonRef={seasonRef} refresh={standingsKey(page)} initial={{ refresh: standingsKey(load.page), board: load.leaderboard }} />
      <SeasonBlocks cadence={season.cadence} baseball={baseball} />
    </div>
  );
}
