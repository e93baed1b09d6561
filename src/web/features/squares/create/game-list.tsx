// The games a pool can be created on, one row each: the two teams on their colours and the
// kickoff in the viewer's time zone. A row is a link to the same page with ?game={id} (the
// home page's game cards link the same way), where the form opens.
import { Link } from 'react-router';
import type { SportsGame, StoredSportsGame } from '../../../../contracts/sports.js';
import { ChevronRightIcon } from '../../../components/icons.js';
import { describeGame, formatKickoff } from '../../../components/scoreboard/game-text.js';
import { TeamChip } from '../../../components/scoreboard/team-chip.js';

export function GameList({ games, path, now, label }: { games: readonly StoredSportsGame[]; path: string; now: number; label: string }) {
  return (
    <ul className="pick-list" aria-label={label}>
      {games.map(({ game }) => (
        <li key={game.id}>
          <Link
            className="pick-game"
            to={`${path}?game=${encodeURIComponent(game.id)}`}
            aria-label={`${describeGame(game, { now })}. Create squares on this game`}
            data-game-id={game.id}
          >
            <GameTeams game={game} now={now} />
            <ChevronRightIcon className="pick-game__go" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The two teams, away above home as on a scoreboard, and the kickoff: a row of the list and the
 * picked game above the form. Hidden from screen readers; the row's label or the picked game's
 * text says it in words.
 */
export function GameTeams({ game, now }: { game: SportsGame; now: number }) {
  return (
    <>
      <span className="pick-game__teams" aria-hidden="true">
        <span className="pick-game__team">
          <TeamChip team={game.teams.away} size="sm" />
          <span className="pick-game__name">{game.teams.away.name}</span>
        </span>
        <span className="pick-game__team">
          <TeamChip team={game.teams.home} size="sm" />
          <span className="pick-game__name">
            <span className="pick-game__at">at </span>
            {game.teams.home.name}
          </span>
        </span>
      </span>
      <span className="pick-game__when tabular" aria-hidden="true">
        {formatKickoff(game.gameTime, { now })}
      </span>
    </>
  );
}

/** Rows of the list's exact height while the games load, so nothing moves when they arrive (docs/product/site.md#look-and-feel). */
export function GameListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className="pick-list" role="status">
      <span className="visually-hidden">{label}…</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="pick-game pick-game--skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

