// The script of one simulated game, drawn by its sport's model from the seed and the game id.

import { sportOfLeague, type SportsLeague } from '../../../../domain/sports/leagues.js';
import { baseballScript } from './baseball.js';
import { basketballScript } from './basketball.js';
import { footballScript } from './football.js';
import { createRandom } from './random.js';
import type { GameScript, Side } from './timeline.js';

/** Everything that will happen in game `gameId`, for teams expected to score `expected` (from its line). */
export function scriptFor(seed: string, league: SportsLeague, gameId: string, expected: Readonly<Record<Side, number>>): GameScript {
  const random = createRandom(seed, 'script', gameId);
  switch (sportOfLeague(league)) {
    case 'Football':
      return footballScript(league, random, expected);
    case 'Baseball':
      return baseballScript(random, expected);
    case 'Basketball':
      return basketballScript(random, expected);
  }
}
