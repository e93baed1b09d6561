import { describe, expect, it } from 'vitest';
import { rankPlayers } from './leaderboard.js';
import type { PlayerSquare } from './leaderboard.js';

const held = (entryName: string, uid: string, ...squares: number[]): PlayerSquare<{ name: string } | null>[] =>
  squares.map((square) => ({ square, uid, entryName, entryOwner: entryName === 'JO' ? { name: 'Jo' } : null }));

describe('rankPlayers (ties share rank)', () => {
  const squares = [...held('AB', 'a', 1, 2), ...held('JO', 'j', 3), ...held('ZZ', 'z', 4, 5), ...held('CD', 'c', 6, 7), ...held('EF', 'e', 8)];
  const results = [{ entryName: 'JO' }, { entryName: 'JO' }, { entryName: 'ZZ' }, { entryName: 'AB' }, { entryName: null }];

  it('ranks by periods won, then squares held, then name; level players share a rank', () => {
    expect(rankPlayers(squares, results).map((p) => [p.entryName, p.periodsWon, p.squaresHeld, p.rank])).toEqual([
      ['JO', 2, 1, 1],
      ['AB', 1, 2, 2],
      ['ZZ', 1, 2, 2],
      ['CD', 0, 2, 4],
      ['EF', 0, 1, 5],
    ]);
  });

  it('keeps the uid and the owner shown on the leaderboard', () => {
    expect(rankPlayers(squares, results)[0]).toMatchObject({ uid: 'j', entryOwner: { name: 'Jo' } });
  });

  it('counts a player’s labels separately (a host claiming for offline players)', () => {
    const board = rankPlayers([...held('HO', 'host', 1), ...held('GR', 'host', 2, 3)], []);
    expect(board.map((p) => [p.entryName, p.uid, p.squaresHeld, p.rank])).toEqual([
      ['GR', 'host', 2, 1],
      ['HO', 'host', 1, 2],
    ]);
  });

  it('is empty for an empty grid', () => {
    expect(rankPlayers([], [])).toEqual([]);
  });
});
