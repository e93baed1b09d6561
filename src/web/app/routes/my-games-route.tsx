// Route module for /games (docs/product/site.md#my-games): loaded on demand by the router.
import { MyGamesPage } from '../../features/games/my-games-page.js';

export default function MyGamesRoute() {
  return <MyGamesPage />;
}
