// Route module for /games/{gameId} and /webview/games/{gameId} (SPEC §2): the squares game page,
// loaded on demand by the router (its own chunk: nothing of it lands in the home page's JS).
import { useLocation } from 'react-router';
import { SquaresGamePage } from '../../features/squares/game/squares-game-page.js';

export default function GameRoute() {
  // The id is read from the path (/games/{id} or /webview/games/{id}) rather than with useParams,
  // which would add router code to the entry chunk the home page loads.
  const gameId = /\/games\/([^/]+)/.exec(useLocation().pathname)?.[1] ?? '';
  // A new game id is a new page: nothing (edit mode, dialogs, pending taps) carries over.
  return <SquaresGamePage key={gameId} gameId={gameId} />;
}
