// Route module for /games/{gameId}, /games/{gameId}/join and /webview/games/{gameId} (docs/product/site.md):
// the game page of the game's type — squares, or pick'em (GET /api/games/{id}/kind) — and the
// pick'em join page. Each page is a chunk of its own, loaded when shown; a missing game says so
// on the page (docs/product/site.md#routes).
import { lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { GameNotFound } from '../../components/game-not-found.js';
import { GameLoadError } from '../../components/game-page-parts.js';
import { fetchGameKind, parseGamePath, type KindOutcome } from '../../features/pickem/game/game-kind.js';

const SquaresGamePage = lazy(() => import('../../features/squares/game/squares-game-page.js').then((m) => ({ default: m.SquaresGamePage })));
const PickemGamePage = lazy(() => import('../../features/pickem/game/pickem-game-page.js').then((m) => ({ default: m.PickemGamePage })));
const PickemJoinRoute = lazy(() => import('./pickem-join-route.js'));

export default function GameRoute() {
  // The id is read from the path rather than with useParams, which would add router code to the
  // entry chunk the home page loads.
  const { gameId, join } = parseGamePath(useLocation().pathname);
  if (join) return <PickemJoinRoute />;
  // A new game id is a new page: nothing (edit mode, dialogs, pending taps) carries over.
  return <GameOfKind key={gameId} gameId={gameId} />;
}

function GameOfKind({ gameId }: { gameId: string }) {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<KindOutcome | null>(null);
  useEffect(() => {
    let current = true;
    void fetchGameKind(gameId).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [gameId, attempt]);
  if (outcome === null) {
    return (
      <div className="page-loading" role="status">
        <span className="visually-hidden">Loading…</span>
      </div>
    );
  }
  if ('missing' in outcome) return <GameNotFound />;
  if ('failed' in outcome) {
    const retry = () => {
      setOutcome(null);
      setAttempt((n) => n + 1);
    };
    return <GameLoadError retry={retry} />;
  }
  return outcome.kind === 'Squares' ? <SquaresGamePage gameId={gameId} /> : <PickemGamePage gameId={gameId} />;
}
