// Builds valid SportsGame values for tests.
import type { SportsGame } from '../../src/contracts/sports.js';

const team = (name: string, city: string, teamCode: string) => ({
  name,
  city,
  teamCode,
  slug: null,
  record: '5-5',
  primaryColor: '#112233',
  secondaryColor: '#FFFFFF',
  rank: null,
  conference: null,
});

export function footballGame(overrides: Partial<SportsGame> = {}): SportsGame {
  return {
    id: 'test-nfl-1',
    provider: 'espn',
    sport: 'Football',
    sportsLeague: 'NFL',
    date: '2026-11-22',
    gameTime: '2026-11-22T18:00:00.000Z',
    week: 11,
    stage: 'Regular Season',
    teams: { away: team('Dolphins', 'Miami', 'MIA'), home: team('Packers', 'Green Bay', 'GB') },
    odds: { spread: -3.5, overUnder: 44.5, vegasOdds: { away: 2.4, home: 1.6 } },
    status: 'NS',
    periodScores: { away: [], home: [] },
    timer: null,
    predictions: null,
    ...overrides,
  };
}
