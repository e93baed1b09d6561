import { describe, expect, it } from 'vitest';
import { UserGamesEventSchema, UserGamesSchema, type UserGames, type UserGameSummary } from '../../../contracts/games.js';
import { GameIdSchema } from '../../../contracts/ids.js';
import { countGames, formatDateRange, mergeUserGames } from './my-games.js';

function summary(n: number, overrides: Partial<UserGameSummary> = {}): UserGameSummary {
  return {
    gameId: GameIdSchema.parse(`game-${String(n).padStart(15, '0')}`),
    gameType: 'Squares',
    gameName: `Game ${n}`,
    gameDates: ['2026-11-22'],
    gameStartTime: '2026-11-22T18:00:00.000Z',
    gamePhase: 'Pending',
    isOver: false,
    isHost: false,
    wonBeans: 0,
    joinedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

describe('mergeUserGames: the live merge of user:{uid}:games', () => {
  const held: UserGames = { games: [summary(1), summary(2)] };

  it('the fixtures are valid contract data', () => {
    expect(UserGamesSchema.safeParse(held).success).toBe(true);
    expect(UserGamesEventSchema.safeParse({ kind: 'summary.updated', game: summary(3) }).success).toBe(true);
  });

  it('a new game joins the list', () => {
    const next = mergeUserGames(held, { kind: 'summary.updated', game: summary(3) });
    expect(next.games.map((game) => game.gameName)).toEqual(['Game 1', 'Game 2', 'Game 3']);
  });

  it('an update replaces the game with its id, in place', () => {
    const next = mergeUserGames(held, { kind: 'summary.updated', game: summary(1, { gamePhase: 'Live', gameName: 'Renamed' }) });
    expect(next.games).toEqual([summary(1, { gamePhase: 'Live', gameName: 'Renamed' }), summary(2)]);
  });

  it('a deleted game goes away everywhere; removing an unknown game changes nothing', () => {
    expect(mergeUserGames(held, { kind: 'summary.removed', gameId: summary(1).gameId }).games).toEqual([summary(2)]);
    expect(mergeUserGames(held, { kind: 'summary.removed', gameId: summary(9).gameId }).games).toEqual(held.games);
  });

  it('is pure: what is held is left as it was', () => {
    const before = structuredClone(held);
    mergeUserGames(held, { kind: 'summary.updated', game: summary(1, { gamePhase: 'Over' }) });
    mergeUserGames(held, { kind: 'summary.removed', gameId: summary(2).gameId });
    expect(held).toEqual(before);
  });

  it('replaying the same update is harmless (a resend after a reconnect)', () => {
    const event = { kind: 'summary.updated', game: summary(3) } as const;
    expect(mergeUserGames(mergeUserGames(held, event), event)).toEqual(mergeUserGames(held, event));
  });
});

describe('counts and order', () => {
  it('counts pending, active (Live) and completed (Over) games', () => {
    const games = [summary(1), summary(2, { gamePhase: 'Live' }), summary(3, { gamePhase: 'Over' }), summary(4, { gamePhase: 'Over' })];
    expect(countGames(games)).toEqual({ pending: 1, active: 1, completed: 2 });
    expect(countGames([])).toEqual({ pending: 0, active: 0, completed: 0 });
  });
});

describe('formatDateRange: calendar dates, never shifted by time zone', () => {
  it.each([
    [['2026-11-22'], 'Nov 22'],
    [['2026-11-29', '2026-11-22'], 'Nov 22 – 29'],
    [['2026-11-29', '2026-12-06'], 'Nov 29 – Dec 6'],
    [['2027-01-03'], 'Jan 3, 2027'],
    [['2026-12-27', '2027-01-03'], 'Dec 27, 2026 – Jan 3, 2027'],
    [[], ''],
  ])('%j → %j', (dates, text) => {
    expect(formatDateRange(dates, 2026)).toBe(text);
  });
});
