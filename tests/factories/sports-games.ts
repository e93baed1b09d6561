// Valid SportsGame values for server tests: the web tests' builder, with a feed-style id and provider.
import type { SportsGame } from '../../src/contracts/sports.js';
import { footballGame as webFootballGame, type GameOverrides } from '../../src/web/testing/sports-games.js';

export function footballGame(overrides: GameOverrides = {}): SportsGame {
  return webFootballGame({ id: 'test-nfl-1', provider: 'espn', ...overrides });
}
