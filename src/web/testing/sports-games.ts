// Valid sports games for web unit tests (web code may not import tests/, ARCHITECTURE.md#layers).
import { SportsGameIdSchema, type SportsGame, type SportsTeam, type StoredSportsGame } from '../../contracts/sports.js';

/** A game's fields to change; the id as plain text (parsed, so tests can write it as a literal). */
export type GameOverrides = Omit<Partial<SportsGame>, 'id'> & { id?: string };

type TeamOverrides = Partial<SportsTeam>;

export function team(name: string, city: string, teamCode: string, overrides: TeamOverrides = {}): SportsTeam {
  return {
    name,
    city,
    teamCode,
    slug: null,
    record: '6-4',
    primaryColor: '#008E97',
    secondaryColor: '#F58220',
    rank: null,
    conference: null,
    ...overrides,
  };
}

export function footballGame({ id = 'sim-nfl-20261122-01', ...overrides }: GameOverrides = {}): SportsGame {
  return {
    id: SportsGameIdSchema.parse(id),
    provider: 'simulator',
    sport: 'Football',
    sportsLeague: 'NFL',
    date: '2026-11-22',
    gameTime: '2026-11-22T18:00:00.000Z',
    week: 11,
    stage: 'Regular Season',
    teams: {
      away: team('Dolphins', 'Miami', 'MIA'),
      home: team('Packers', 'Green Bay', 'GB', { record: '5-5', primaryColor: '#203731', secondaryColor: '#FFB612' }),
    },
    odds: { spread: -1.5, overUnder: 40.5, vegasOdds: { away: 2.1, home: 1.76 } },
    status: 'NS',
    periodScores: { away: [], home: [] },
    timer: null,
    predictions: null,
    ...overrides,
  };
}

export function baseballGame(overrides: GameOverrides = {}): SportsGame {
  return footballGame({
    id: 'sim-mlb-20261122-01',
    sport: 'Baseball',
    sportsLeague: 'MLB',
    gameTime: '2026-11-22T18:05:00.000Z',
    week: null,
    teams: {
      away: team('Cubs', 'Chicago', 'CHC', { record: '69-93', primaryColor: '#002F6C', secondaryColor: '#C8102E' }),
      home: team('Giants', 'San Francisco', 'SF', { record: '101-61', primaryColor: '#FD5A1E', secondaryColor: '#27251F' }),
    },
    odds: { spread: -1.5, overUnder: 8.5, vegasOdds: null },
    ...overrides,
  });
}

/** An MLB game of a day's slate, dated by its first pitch, with money-line odds (even by default). */
export function slateMlbGame(id: string, gameTime: string, away = 1.9, home = 1.9): SportsGame {
  return baseballGame({ id, gameTime, date: gameTime.slice(0, 10), odds: { spread: -1.5, overUnder: 8.5, vegasOdds: { away, home } } });
}

export function basketballGame(overrides: GameOverrides = {}): SportsGame {
  return footballGame({
    id: 'sim-nba-20261122-01',
    sport: 'Basketball',
    sportsLeague: 'NBA',
    gameTime: '2026-11-23T00:30:00.000Z',
    week: null,
    teams: {
      away: team('Celtics', 'Boston', 'BOS', { record: '10-4', primaryColor: '#007A33', secondaryColor: '#BA9653' }),
      home: team('Knicks', 'New York', 'NY', { record: '9-5', primaryColor: '#006BB6', secondaryColor: '#F58426' }),
    },
    odds: { spread: 2.5, overUnder: 221.5, vegasOdds: null },
    ...overrides,
  });
}

export function stored(game: SportsGame, overrides: Partial<Omit<StoredSportsGame, 'game'>> = {}): StoredSportsGame {
  return { game, updatedAt: '2026-11-22T19:00:00.000Z', correctedAt: null, ...overrides };
}
