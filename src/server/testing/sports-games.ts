// A valid sports game for the server's unit tests (src may not import tests/, nor the server web/).
import { SportsGameIdSchema, SportsGameSchema } from '../../contracts/sports.js';
import type { SportsGame, StoredSportsGame } from '../../contracts/sports.js';

const team = (city: string, name: string, teamCode: string) => ({ city, name, teamCode, rank: null, slug: null, record: '6-4', conference: null, primaryColor: '#008E97', secondaryColor: '#F58220' });

/** An NFL game in its first quarter, with its teams and odds; `overrides` replace fields whole. */
export function sportsGame(overrides: Partial<SportsGame> = {}): SportsGame {
  return SportsGameSchema.parse({
    id: SportsGameIdSchema.parse('sim-nfl-0'),
    provider: 'simulator',
    sport: 'Football',
    sportsLeague: 'NFL',
    date: '2026-11-22',
    gameTime: '2026-11-22T18:00:00.000Z',
    week: 12,
    stage: 'Regular Season',
    teams: { away: team('Miami', 'Dolphins', 'MIA'), home: team('Green Bay', 'Packers', 'GB') },
    odds: { spread: -1.5, overUnder: 40.5, vegasOdds: { away: 2.1, home: 1.76 } },
    status: 'Q1',
    periodScores: { away: [7], home: [0] },
    timer: '0:48 - 1st',
    predictions: null,
    ...overrides,
  });
}

export const storedGame = (game: SportsGame, updatedAt = '2026-11-22T18:20:00.000Z', correctedAt: string | null = null): StoredSportsGame => ({ game, updatedAt, correctedAt });
