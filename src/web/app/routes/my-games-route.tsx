// Route module for /games (SPEC §2 My Games): loaded on demand by the router.
import { MyGamesPage } from '../../features/games/my-games-page.js';

export default function MyGamesRoute() {
  return <MyGamesPage />;
}
