// Valid SportsGame values for server tests: the web tests' builder, with a feed-style id and provider.
import type { SportsGame } from '../../src/contracts/sports.js';
import { footballGame as webFootballGame } from '../../src/web/testing/sports-games.js';

export function footballGame(overrides: Partial<SportsGame> = {}): SportsGame {
  return webFootballGame({ id: 'test-nfl-1', provider: 'espn', ...overrides });
}
