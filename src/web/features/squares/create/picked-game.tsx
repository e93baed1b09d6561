// The picked game (?game={id}) above the creation form, with a way back to the list. A game
// that has started, or is not on the schedule, cannot take a pool: the page says so and offers
// the games that can.
import { Link } from 'react-router';
import type { StoredSportsGame } from '../../../../contracts/sports.js';
import { describeGame } from '../../../components/scoreboard/game-text.js';
import type { LeagueGames } from '../../../lib/sports-league.js';
import { LoadFailedNotice, Notice } from '../../../components/notice.js';
import { CreateForm } from './create-form.js';
import { initialSportsValues } from './create-rules.js';
import { GameList, GameTeams } from './game-list.js';
import type { LeagueInfo } from './leagues.js';

interface PickedGameProps {
  result: LeagueGames;
  /** The league's games that can still take a pool. */
  games: readonly StoredSportsGame[];
  gameId: string;
  /** This page's path, without the query: the list. */
  path: string;
  info: LeagueInfo;
  now: number;
}

export function PickedGame({ result, games, gameId, path, info, now }: PickedGameProps) {
  const stored = games.find((candidate) => candidate.game.id === gameId);

  if (result.status === 'loading') {
    return (
      <div className="create-loading" role="status">
        <span className="visually-hidden">Loading the game…</span>
        <div className="picked-game picked-game--skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (result.status === 'error') return <LoadFailedNotice title={`Couldn't load ${info.noun} games`} retry={result.retry} />;

  if (!stored) {
    return (
      <>
        <header className="create-header">
          <p className="create-header__eyebrow">{info.title} squares</p>
          <h1 className="create-header__title">That game can&apos;t take a pool</h1>
          <p className="create-header__lede">
            It has already started, or it isn&apos;t on the schedule any more. A pool has to open before kickoff.
            {games.length > 0 ? ' Pick another game:' : ''}
          </p>
        </header>
        {games.length > 0 ? (
          <GameList games={games} path={path} now={now} label={`Upcoming ${info.title} games`} />
        ) : (
          <Notice title={`No upcoming ${info.noun} games right now`}>Games show up here as soon as they&apos;re on the schedule.</Notice>
        )}
      </>
    );
  }

  const { game } = stored;
  return (
    <>
      <header className="create-header">
        <p className="create-header__eyebrow">{info.title} squares</p>
        <h1 className="create-header__title">Set up your squares</h1>
      </header>
      <section className="picked-game" aria-label="Your game">
        <p className="visually-hidden">{describeGame(game, { now })}</p>
        <GameTeams game={game} now={now} />
        <Link className="text-button picked-game__change" to={path}>
          Change game
        </Link>
      </section>
      <CreateForm key={game.id} game={game} initial={initialSportsValues(game)} />
    </>
  );
}
