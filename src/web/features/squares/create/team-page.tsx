// docs/product/squares.md#squares-hub-and-creation-pages /squares/nfl/{teamSlug}, /squares/ncaa/{teamSlug}: team squares creation. Every team of
// our team data has a page (docs/product/squares.md). The team's upcoming games come first, then the rest of
// the league's, so a fan who landed on the wrong week still finds a game. An unknown slug gets a
// friendly page that leads to the league's games.
import { Link, useLocation } from 'react-router';
import { findTeamBySlug } from '../../../../domain/sports/teams/index.js';
import { StatusScreen } from '../../../components/status-screen.js';
import { TeamChip } from '../../../components/scoreboard/team-chip.js';
import { useLeagueGames } from '../../../lib/sports-league.js';
import { useNow } from '../../../lib/use-now.js';
import { LoadFailedNotice, Notice } from '../../../components/notice.js';
import { GameList, GameListSkeleton } from './game-list.js';
import { canStartPool, LEAGUE_INFO, playsIn, teamChipOf, type CreateLeague, type LeagueInfo } from './leagues.js';
import { PickedGame } from './picked-game.js';
import '../../../components/button.css';
import './create.css';

export function TeamPage({ league, slug }: { league: CreateLeague; slug: string }) {
  const info = LEAGUE_INFO[league];
  const team = findTeamBySlug(league, slug);
  if (!team) return <UnknownTeam info={info} />;
  return <KnownTeamPage info={info} slug={slug} name={team.name} fullName={team.fullName} chip={teamChipOf(team)} />;
}

function KnownTeamPage({ info, slug, name, fullName, chip }: { info: LeagueInfo; slug: string; name: string; fullName: string; chip: ReturnType<typeof teamChipOf> }) {
  const { pathname, search } = useLocation();
  const picked = new URLSearchParams(search).get('game');
  const now = useNow(true, 30_000);
  const result = useLeagueGames(info.league, now);
  const games = result.status === 'ready' ? result.games.filter((stored) => canStartPool(stored, now)) : [];
  const own = games.filter((stored) => playsIn(stored, slug));
  const others = games.filter((stored) => !playsIn(stored, slug));

  if (picked !== null) {
    return (
      <div className="create-page">
        <title>{`${fullName} squares · Sportsball`}</title>
        <PickedGame result={result} games={games} gameId={picked} path={pathname} info={info} now={now} />
      </div>
    );
  }

  return (
    <div className="create-page">
      <title>{`${fullName} squares · Sportsball`}</title>
      <header className="create-header create-header--team">
        <TeamChip team={chip} />
        <div>
          <p className="create-header__eyebrow">{info.title} squares</p>
          <h1 className="create-header__title">{fullName} squares</h1>
        </div>
        <p className="create-header__lede">
          Run a squares pool on the next {name} game. Pick the game; you&apos;ll name the pool and pick the grid size next.
        </p>
      </header>
      {result.status === 'loading' && <GameListSkeleton label={`Loading ${name} games`} rows={2} />}
      {result.status === 'error' && <LoadFailedNotice title={`Couldn't load ${info.noun} games`} retry={result.retry} />}
      {result.status === 'ready' && (
        <>
          <section className="create-section" aria-labelledby="team-games">
            <h2 id="team-games" className="create-section__title">
              {name} games
            </h2>
            {own.length > 0 ? (
              <GameList games={own} path={pathname} now={now} label={`Upcoming ${name} games`} />
            ) : (
              <Notice title={`No upcoming ${name} games on the schedule`}>
                {others.length > 0 ? `Pick another ${info.noun} game below, or check back closer to game week.` : 'Check back closer to game week.'}
              </Notice>
            )}
          </section>
          {others.length > 0 && (
            <section className="create-section" aria-labelledby="other-games">
              <h2 id="other-games" className="create-section__title">
                Other {info.noun} games
              </h2>
              <GameList games={others} path={pathname} now={now} label={`Other upcoming ${info.title} games`} />
            </section>
          )}
        </>
      )}
    </div>
  );
}

function UnknownTeam({ info }: { info: LeagueInfo }) {
  return (
    <StatusScreen
      art={<TeamlessArt />}
      title="We don't know that team"
      testId="unknown-team"
      actions={
        <Link className="button button--primary" to={info.path}>
          See {info.noun} games
        </Link>
      }
    >
      <title>Team not found · Sportsball</title>
      <p>The link may be old or mistyped. Every {info.noun} game with an open pool is on the league&apos;s page.</p>
    </StatusScreen>
  );
}

function TeamlessArt() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round">
      <path d="M32 6 10 14v16c0 14 9.5 23.5 22 28 12.5-4.5 22-14 22-28V14L32 6Z" />
      <path d="M26 26a6 6 0 1 1 9 5.2c-2 1.2-3 2.4-3 4.8M32 44v.5" strokeLinecap="round" />
    </svg>
  );
}
