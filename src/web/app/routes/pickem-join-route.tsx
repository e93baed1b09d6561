// Route module for /games/{gameId}/join (docs/product/pickem.md#entries), loaded on demand by the
// router: its own chunk, nothing of it in the home page's JS.
import { useLocation } from 'react-router';
import { PickemJoinPage } from '../../features/pickem/join/pickem-join-page.js';

export default function PickemJoinRoute() {
  // The id is read from the path rather than with useParams, which would add router code to the
  // entry chunk the home page loads.
  const gameId = /\/games\/([^/]+)\/join/.exec(useLocation().pathname)?.[1] ?? '';
  return <PickemJoinPage key={gameId} gameId={gameId} />;
}
