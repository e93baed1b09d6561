// Parts every game page (squares, pick'em) shows the same way. Kept apart from icons.tsx and
// status-screen.tsx, which every page loads, so they download only with the game pages; so does
// game-page.css, the cards and notices every game page draws.
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Readable } from '../lib/store.js';
import type { GameTopicState } from '../lib/use-game-topic.js';
import { GameNotFound } from './game-not-found.js';
import { Icon, RefreshIcon, SignalIcon, type IconProps } from './icons.js';
import { StatusScreen } from './status-screen.js';
import './game-page.css';

/**
 * Replaces the page with `to`. An effect with useNavigate rather than <Navigate>: the router's
 * <Navigate> would pull more of react-router into the entry chunk the home page loads.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

interface GameStateScreenProps<G> {
  readonly state: GameTopicState<G>;
  /** The viewer's uid, if signed in or anonymous with a session. */
  readonly viewerUid: string | undefined;
  readonly skeleton: ReactNode;
  /** What the player has that is safe on the server (the load error says so). */
  readonly safe: string;
  /** Draws the game; `source` holds the same game, for parts that read one slice of it (useSlice). */
  readonly children: (game: G, source: Readable<G>) => ReactNode;
}

/** A game page's states before and after its game is there; `children` draws the game. */
export function GameStateScreen<G extends { readonly host: { readonly uid: string } }>({ state, viewerUid, skeleton, safe, children }: GameStateScreenProps<G>) {
  switch (state.status) {
    case 'missing':
      return <GameNotFound />;
    case 'deleted':
      // docs/product/site.md#routes: after deleting a game the host goes to /games; anyone else watching is told it is gone.
      return state.game.host.uid === viewerUid ? <Redirect to="/games" /> : <GameNotFound />;
    case 'loading':
      return skeleton;
    case 'error':
      return <GameLoadError retry={state.retry} safe={safe} />;
    case 'ready':
      return children(state.game, state.source);
  }
}

/** The game could not be read (not a 404); `safe` names what the player has, safe on the server. */
export function GameLoadError({ retry, safe }: { retry: () => void; safe?: string }) {
  return (
    <StatusScreen
      art={<SignalIcon />}
      title="Couldn't load this game"
      testId="game-error"
      actions={
        <button type="button" className="button button--primary" onClick={retry}>
          <RefreshIcon /> Try again
        </button>
      }
    >
      <p>Check your connection, then try again.{safe ? ` Your ${safe} are safe on the server.` : ''}</p>
    </StatusScreen>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3.5v11M7.5 8 12 3.5 16.5 8" />
      <path d="M5.5 12.5v6a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2v-6" />
    </Icon>
  );
}

export function GearIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </Icon>
  );
}
