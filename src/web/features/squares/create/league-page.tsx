// docs/product/squares.md#squares-hub-and-creation-pages /squares/nfl, /squares/ncaa, /squares/mlb (and the app's /webview/new/… views):
// pick an upcoming game of the league, then set up the pool on the same screen. The games are
// the live `sports-league:{league}` topic, so a game that kicks off while the page is open
// leaves the list; only games that have not started can take a pool.
import { useLocation } from 'react-router';
import { useLeagueGames } from '../../../lib/sports-league.js';
import { useNow } from '../../../lib/use-now.js';
import { LoadFailedNotice, Notice } from '../../../components/notice.js';
import { GameList, GameListSkeleton } from './game-list.js';
import { canStartPool, LEAGUE_INFO, type CreateLeague } from './leagues.js';
import { PickedGame } from './picked-game.js';
import '../../../components/button.css';
import './create.css';

export function LeaguePage({ league }: { league: CreateLeague }) {
  const info = LEAGUE_INFO[league];
  const { pathname, search } = useLocation();
  const picked = new URLSearchParams(search).get('game');
  // Twice a minute: kickoff labels, and games leaving the list as they start.
  const now = useNow(true, 30_000);
  const result = useLeagueGames(league, now);
  const games = result.status === 'ready' ? result.games.filter((stored) => canStartPool(stored, now)) : [];

  if (picked !== null) {
    return (
      <div className="create-page">
        <title>{`Create ${info.title} squares · Sportsball`}</title>
        <PickedGame result={result} games={games} gameId={picked} path={pathname} info={info} now={now} />
      </div>
    );
  }

  return (
    <div className="create-page">
      <title>{`${info.title} squares: pick a game · Sportsball`}</title>
      <header className="create-header">
        <p className="create-header__eyebrow">{info.title} squares</p>
        <h1 className="create-header__title">Pick a game</h1>
        <p className="create-header__lede">
          Choose the {info.noun} game your pool is on. You&apos;ll name it and pick the grid size next, in under a minute.
        </p>
      </header>
      {result.status === 'loading' && <GameListSkeleton label={`Loading ${info.noun} games`} />}
      {result.status === 'error' && <LoadFailedNotice title={`Couldn't load ${info.noun} games`} retry={result.retry} />}
      {result.status === 'ready' && games.length === 0 && (
        <Notice title={`No upcoming ${info.noun} games right now`}>Games show up here as soon as they&apos;re on the schedule. A pool opens until kickoff.</Notice>
      )}
      {result.status === 'ready' && games.length > 0 && (
        <GameList games={games} path={pathname} now={now} label={`Upcoming ${info.title} games`} />
      )}
    </div>
  );
}
