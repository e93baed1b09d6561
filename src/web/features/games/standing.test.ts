import { describe, expect, it } from 'vitest';
import type { GamePhase, GameStanding, UserGameSummary } from '../../../contracts/games.js';
import { GameIdSchema } from '../../../contracts/ids.js';
import { joinedText, ordinal, sortForList, standingText } from './standing.js';

function game(name: string, gamePhase: GamePhase, gameStartTime: string): UserGameSummary {
  return {
    gameId: GameIdSchema.parse(`game-${name.padStart(15, '0')}`),
    gameType: 'Squares',
    gameName: name,
    gameDates: [gameStartTime.slice(0, 10)],
    gameStartTime,
    gamePhase,
    isOver: gamePhase === 'Over',
    isHost: false,
    wonBeans: 0,
    joinedAt: '2026-11-01T10:00:00.000Z',
  };
}

describe('sortForList: live, then upcoming, then finished', () => {
  it('puts live games first (latest start first), upcoming next (soonest first), finished last (latest first)', () => {
    const games = [
      game('over-old', 'Over', '2026-10-01T18:00:00.000Z'),
      game('soon', 'Pending', '2026-11-23T18:00:00.000Z'),
      game('live-early', 'Live', '2026-11-22T15:00:00.000Z'),
      game('later', 'Pending', '2026-12-01T18:00:00.000Z'),
      game('over-new', 'Over', '2026-11-15T18:00:00.000Z'),
      game('live-late', 'Live', '2026-11-22T18:00:00.000Z'),
    ];
    expect(sortForList(games).map((g) => g.gameName)).toEqual(['live-late', 'live-early', 'soon', 'later', 'over-new', 'over-old']);
  });
});

describe('standingText: where the player stands', () => {
  const squares = (squaresHeld: number, wins: number): GameStanding => ({ kind: 'squares', squaresHeld, wins, squaresTaken: 40, size: 100, players: 9 });
  const pickem = (myEntries: number, bestRank: number | null): GameStanding => ({ kind: 'pickem', myEntries, bestRank, entries: 12, players: 10 });

  it.each([
    ['Pending', squares(1, 0), '1 square'],
    ['Pending', squares(3, 0), '3 squares'],
    ['Live', squares(3, 0), '3 squares · 0 wins'],
    ['Over', squares(2, 1), '2 squares · 1 win'],
    ['Live', squares(0, 0), null],
    ['Pending', pickem(1, 1), '1 entry'],
    ['Pending', pickem(2, 1), '2 entries'],
    ['Live', pickem(1, 3), '3rd of 12'],
    ['Over', pickem(2, 1), 'Best 1st of 12'],
    ['Over', pickem(0, null), null],
  ] as const)('%s %o reads %s', (phase, standing, text) => {
    expect(standingText(phase, standing)).toBe(text);
  });

  it('tells the host how many joined', () => {
    expect(joinedText(squares(0, 0))).toBe('9 players · 40/100 taken');
    expect(joinedText({ kind: 'pickem', myEntries: 0, bestRank: null, entries: 1, players: 1 })).toBe('1 player · 1 entry');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [112, '112th'],
  ])('ordinal(%i) is %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});
