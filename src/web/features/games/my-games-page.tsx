// docs/product/site.md#my-games: counts of pending, active and completed games, then the list (name, date
// range, phase chip, where the player stands, and for a host how many joined), live games first,
// then upcoming, then finished (decision 035), with the beans a game paid (floored), or the empty state
// — whose first action is the public NFL challenge. The list is the live topic
// `user:{uid}:games` (only its own user may subscribe): hosting a game or claiming a square adds
// it, a deleted game leaves, phases change as the games are played. Bots have no session, so
// they see the empty state. 'Create a pool' heads the page whether or not the list is empty.
import { Link } from 'react-router';
import type { UserGameSummary } from '../../../contracts/games.js';
import { userGamesTopic } from '../../../contracts/topics/user-games.js';
import { ChevronRightIcon, PlusIcon } from '../../components/icons.js';
import { StateBadge } from '../../components/scoreboard/state-badge.js';
import { isBotMode } from '../../lib/bot.js';
import { useSessionUser } from '../../lib/session.js';
import { useLiveMerged } from '../../lib/use-live.js';
import { countGames, formatDateRange, mergeUserGames, PHASE_CHIPS, type GameCounts } from './my-games.js';
import { joinedText, sortForList, standingText, wonBeansText } from './standing.js';
import '../../components/button.css';
import './my-games-page.css';

const SKELETON_ROWS = 3;

export function MyGamesPage() {
  const bot = isBotMode();
  const user = useSessionUser();
  const topic = !bot && user ? userGamesTopic.topic({ uid: user.uid }) : null;
  const live = useLiveMerged(topic, userGamesTopic.snapshot, userGamesTopic.update, mergeUserGames);
  const games = bot ? [] : live.data?.games;

  return (
    <div className="my-games">
      <title>My Games · Sportsball</title>
      <header className="my-games__header">
        <div className="my-games__heading">
          <h1 className="my-games__title">My Games</h1>
          <p className="my-games__subtitle">Pools you host or play in.</p>
        </div>
        {/* A returning host starts the next pool from here, whatever the list holds (decision 031). */}
        <Link className="button button--primary my-games__create" to="/games/new">
          <PlusIcon /> Create a pool
        </Link>
      </header>

      <Counts counts={games ? countGames(games) : null} />

      {games === undefined && <ListSkeleton />}
      {games !== undefined && games.length === 0 && <EmptyState />}
      {games !== undefined && games.length > 0 && <GameRows games={sortForList(games)} />}
    </div>
  );
}

function Counts({ counts }: { counts: GameCounts | null }) {
  return (
    <ul className="game-counts" aria-label="Your games by state" aria-busy={counts === null}>
      <CountTile label="Pending" value={counts?.pending} tone="upcoming" />
      <CountTile label="Active" value={counts?.active} tone="live" />
      <CountTile label="Completed" value={counts?.completed} tone="final" />
    </ul>
  );
}

function CountTile({ label, value, tone }: { label: string; value: number | undefined; tone: 'upcoming' | 'live' | 'final' }) {
  return (
    <li className={`count-tile count-tile--${tone}`}>
      {value === undefined ? (
        <span className="count-tile__value count-tile__value--loading" aria-hidden="true" />
      ) : (
        <span className="count-tile__value tabular">{value}</span>
      )}
      <span className="count-tile__label">{label}</span>
    </li>
  );
}

export function GameRows({ games }: { games: readonly UserGameSummary[] }) {
  const year = new Date().getFullYear();
  return (
    <ul className="game-list" aria-label="Your games">
      {games.map((game) => {
        const chip = PHASE_CHIPS[game.gamePhase];
        const dates = formatDateRange(game.gameDates, year);
        return (
          <li key={game.gameId}>
            <Link className={`game-list__row game-list__row--${chip.tone}`} to={`/games/${game.gameId}`} data-game-id={game.gameId}>
              <span className="game-list__main">
                <span className="game-list__name">{game.gameName}</span>
                <span className="game-list__meta">
                  {dates && (
                    <>
                      <span className="tabular">{dates}</span>
                      <span aria-hidden="true"> · </span>
                    </>
                  )}
                  <span>{game.gameType === 'Squares' ? 'Squares' : "Pick'em"}</span>
                  {game.isHost && (
                    <>
                      <span aria-hidden="true"> · </span>
                      <span className="game-list__host">Host</span>
                    </>
                  )}
                </span>
                <Standing game={game} />
                <WonBeans wonBeans={game.wonBeans} />
              </span>
              <StateBadge tone={chip.tone} label={chip.label} />
              <ChevronRightIcon className="game-list__go" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Where the player stands, and for a host how many joined; nothing from an older server that did not say. */
function Standing({ game }: { game: UserGameSummary }) {
  if (!game.standing) return null;
  const mine = standingText(game.gamePhase, game.standing);
  const joined = game.isHost ? joinedText(game.standing) : null;
  if (mine === null && joined === null) return null;
  return (
    <span className="game-list__standing">
      {mine !== null && <span className="game-list__mine tabular">{mine}</span>}
      {mine !== null && joined !== null && <span aria-hidden="true"> · </span>}
      {joined !== null && <span className="game-list__joined tabular">{joined}</span>}
    </span>
  );
}

function WonBeans({ wonBeans }: { wonBeans: number }) {
  const text = wonBeansText(wonBeans);
  return text === null ? null : <span className="game-list__beans tabular">{text}</span>;
}

function ListSkeleton() {
  return (
    <div className="game-list" role="status">
      <span className="visually-hidden">Loading your games…</span>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className="game-list__row game-list__row--skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <section className="games-empty" aria-labelledby="games-empty-title">
      <EmptyArt />
      <h2 id="games-empty-title" className="games-empty__title">
        No games yet
      </h2>
      <p className="games-empty__text">
        Start a squares or pick&apos;em pool for your next game. When you host one, or join one from a friend&apos;s link, it shows up here
        with live scores and where you stand.
      </p>
      {/* The public challenge is one tap away: a first game to play without a friend's link (docs/product/seasons.md). */}
      <Link className="button button--primary games-empty__cta" to="/football-pool">
        Play this week’s NFL challenge
      </Link>
      <Link className="button button--secondary games-empty__cta" to="/games/new">
        <PlusIcon /> Create your first pool
      </Link>
      <p className="games-empty__hint">Got a link from a friend? Open it on this phone and you&apos;re in.</p>
    </section>
  );
}

function EmptyArt() {
  return (
    <svg className="games-empty__art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <rect x="18" y="14" width="124" height="92" rx="14" className="games-empty__board" />
      <g className="games-empty__lines">
        <path d="M18 44h124M18 75h124M59 14v92M101 14v92" />
      </g>
      <rect x="63" y="48" width="34" height="23" rx="5" className="games-empty__pick" />
      <circle cx="128" cy="96" r="20" className="games-empty__ball" />
      <g className="games-empty__seams">
        <path d="M128 76v40M108 96h40" />
        <path d="M114.5 82.5c3.8 3.6 6 8.3 6 13.5s-2.2 9.9-6 13.5M141.5 82.5c-3.8 3.6-6 8.3-6 13.5s2.2 9.9 6 13.5" />
      </g>
    </svg>
  );
}
