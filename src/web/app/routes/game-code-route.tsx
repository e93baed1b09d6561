// Route module for /g/{code} (docs/product/site.md#routes). The server answers a known code with
// a redirect to its game before any page loads, so the app meets this path only when no game has
// the code (the server's 404 page): it says so, with a way to My Games.
import { GameNotFound } from '../../components/game-not-found.js';

export default function GameCodeRoute() {
  return <GameNotFound />;
}
