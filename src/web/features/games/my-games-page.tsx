// SPEC §2 My Games: counts of pending, active and completed games, then the list or the empty
// state. Games do not exist yet, so the counts are honestly zero and the empty state shows.
import { Link } from 'react-router';
import { PlusIcon } from '../../components/icons.js';
import '../../components/button.css';
import './my-games-page.css';

export interface GameCounts {
  pending: number;
  active: number;
  completed: number;
}

const NO_GAMES: GameCounts = { pending: 0, active: 0, completed: 0 };

export function MyGamesPage({ counts = NO_GAMES }: { counts?: GameCounts }) {
  return (
    <div className="my-games">
      <title>My Games · Sportsball</title>
      <header className="my-games__header">
        <h1 className="my-games__title">My Games</h1>
        <p className="my-games__subtitle">Pools you host or play in, on this device.</p>
      </header>

      <ul className="game-counts" aria-label="Your games by state">
        <CountTile label="Pending" value={counts.pending} tone="upcoming" />
        <CountTile label="Active" value={counts.active} tone="live" />
        <CountTile label="Completed" value={counts.completed} tone="final" />
      </ul>

      <section className="games-empty" aria-labelledby="games-empty-title">
        <EmptyArt />
        <h2 id="games-empty-title" className="games-empty__title">
          No games yet
        </h2>
        <p className="games-empty__text">
          Start a Squares or Pick&apos;em pool for your next game. When you host one, or join one from a friend&apos;s
          link, it shows up here with live scores and where you stand.
        </p>
        <Link className="button button--primary games-empty__cta" to="/games/new">
          <PlusIcon /> Create a pool
        </Link>
        <p className="games-empty__hint">Got a link from a friend? Open it on this phone and you&apos;re in.</p>
      </section>
    </div>
  );
}

function CountTile({ label, value, tone }: { label: string; value: number; tone: 'upcoming' | 'live' | 'final' }) {
  return (
    <li className={`count-tile count-tile--${tone}`}>
      <span className="count-tile__value tabular">{value}</span>
      <span className="count-tile__label">{label}</span>
    </li>
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
