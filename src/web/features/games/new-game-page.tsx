// docs/product/site.md#app-shell-and-menu /games/new: the game type menu — pick'em pools (docs/product/pickem.md: football week, MLB day,
// NBA day, the host's own props) and squares.
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/icons.js';
import './new-game-page.css';

const GAME_TYPES = [
  { path: '/games/new/football-pickem', title: "Football pick'em", text: 'Pick every winner of an NFL or college week, straight up or against the spread.', art: 'football' },
  { path: '/games/new/baseball-pickem', title: "Baseball pick'em", text: "A day of MLB games: pick the winners, locked at first pitch.", art: 'baseball' },
  { path: '/games/new/basketball-pickem', title: "Basketball pick'em", text: "A night of NBA games: pick the winners, locked at tip-off.", art: 'basketball' },
  { path: '/games/new/props', title: 'Props', text: 'Your own questions: first score, coin toss, anything. You settle them.', art: 'props' },
  { path: '/squares/nfl', title: 'Football squares', text: 'A 10×10 or 5×5 grid on an NFL game. Winners every quarter.', art: 'football' },
  { path: '/squares/ncaa', title: 'College football squares', text: 'The same grid on any FBS game, Saturdays through bowl season.', art: 'football' },
  { path: '/squares/mlb', title: 'Baseball squares', text: 'A winner after every inning on the running score, and the final.', art: 'baseball' },
  { path: '/squares/baby-shower', title: 'Baby shower squares', text: 'Guess the birth day and weight. The baby picks the winner.', art: 'baby' },
] as const;

export function NewGamePage() {
  return (
    <div className="new-game">
      <title>Create a pool · Sportsball</title>
      <header className="new-game__header">
        <h1 className="new-game__title">Create a pool</h1>
        <p className="new-game__lede">Pick the kind of pool. Setting it up takes under a minute, and it&apos;s free.</p>
      </header>
      <ul className="game-types">
        {GAME_TYPES.map((type) => (
          <li key={type.path}>
            <Link className="game-type" to={type.path}>
              <TypeArt kind={type.art} />
              <span className="game-type__body">
                <span className="game-type__title">{type.title}</span>
                <span className="game-type__text">{type.text}</span>
              </span>
              <ChevronRightIcon className="game-type__go" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TypeArt({ kind }: { kind: (typeof GAME_TYPES)[number]['art'] }) {
  return (
    <svg className={`game-type__art game-type__art--${kind}`} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="42" height="42" rx="10" className="game-type__tile" />
      {kind === 'football' && (
        <g className="game-type__ink">
          <ellipse cx="24" cy="24" rx="14" ry="8.5" transform="rotate(-35 24 24)" />
          <path d="M19 28.5 29 19.5M21.5 22.5l2.5 2.5M24.5 20l2.5 2.5M18.5 25.5l2.5 2.5" className="game-type__line" />
        </g>
      )}
      {kind === 'baseball' && (
        <g className="game-type__ink">
          <circle cx="24" cy="24" r="13" />
          <path d="M16 14.5c3 2.6 4.6 5.9 4.6 9.5s-1.6 6.9-4.6 9.5M32 14.5c-3 2.6-4.6 5.9-4.6 9.5s1.6 6.9 4.6 9.5" className="game-type__line" />
        </g>
      )}
      {kind === 'basketball' && (
        <g className="game-type__ink">
          <circle cx="24" cy="24" r="13" />
          <path d="M11 24h26M24 11v26M15 15c3.5 3 3.5 15 0 18M33 15c-3.5 3-3.5 15 0 18" className="game-type__line" />
        </g>
      )}
      {kind === 'props' && (
        <g className="game-type__ink">
          <path d="M18 17.5a6 6 0 1 1 8.5 5.5c-1.6.8-2.5 2-2.5 3.7V28" />
          <path d="M24 34h.01" />
        </g>
      )}
      {kind === 'baby' && (
        <g className="game-type__ink">
          <circle cx="24" cy="21" r="10" />
          <path d="M20 20.5h.01M28 20.5h.01M21 25c1.8 1.5 4.2 1.5 6 0M18 35.5c1.6-2.6 3.7-4 6-4s4.4 1.4 6 4" className="game-type__line" />
        </g>
      )}
    </svg>
  );
}
