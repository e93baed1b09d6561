// A game page's header, the same for every kind of game: the state badge, the kind, Share and
// (for the host) Settings, then the game's name, who hosts it and its description.
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { GearIcon, ShareIcon } from './game-page-parts.js';
import type { GameTone } from './scoreboard/game-text.js';
import { StateBadge } from './scoreboard/state-badge.js';
import './game-head.css';

interface GameHeadProps {
  readonly gameId: string;
  readonly name: string;
  readonly badge: { readonly tone: GameTone; readonly label: string };
  /** What kind of game it is, in words (the page's gameKind). */
  readonly kind: string;
  readonly isHost: boolean;
  readonly onSettings: () => void;
  /** The line under the name: who hosts, and anything the kind adds. */
  readonly host: ReactNode;
  readonly description: string | null | undefined;
  /** The page's own class for the header, besides game-head (tests find pick'em's as header.pk-head). */
  readonly className?: string;
}

/** Memoised: a live update that changes nothing here (a claim, a pick) skips it; give it stable props. */
export const GameHead = memo(function GameHead({ gameId, name, badge, kind, isHost, onSettings, host, description, className }: GameHeadProps) {
  return (
    <header className={className ? `game-head ${className}` : 'game-head'}>
      <div className="game-head__bar">
        <StateBadge tone={badge.tone} label={badge.label} />
        <span className="game-head__kind">{kind}</span>
        <span className="game-head__actions">
          <Link className="icon-button game-head__icon" to={`/games/${gameId}/share`} aria-label="Share">
            <ShareIcon />
          </Link>
          {isHost && (
            <button type="button" className="icon-button game-head__icon" aria-label="Settings" onClick={onSettings}>
              <GearIcon />
            </button>
          )}
        </span>
      </div>
      <h1 className="game-head__title">{name}</h1>
      <p className="game-head__host">{host}</p>
      {description && <p className="game-head__description">{description}</p>}
    </header>
  );
});
