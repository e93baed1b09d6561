import { describe, expect, it } from 'vitest';
import { figuresDifference, gameFigures, wholeBeans } from './standings.js';

describe('gameFigures', () => {
  it('gives every tied leader a win, the top three a podium, one play per player and the sum of their beans', () => {
    const figures = gameFigures([
      { uid: 'a', rank: 1, jellyBeans: 42.5 },
      { uid: 'b', rank: 1, jellyBeans: 42.5 },
      { uid: 'c', rank: 3, jellyBeans: 20 },
      { uid: 'c', rank: 4, jellyBeans: 10.25 },
      { uid: 'd', rank: 5, jellyBeans: 0 },
    ]);
    expect(figures.get('a')).toEqual({ wins: 1, podiums: 1, plays: 1, jellyBeans: 42.5 });
    expect(figures.get('b')).toEqual({ wins: 1, podiums: 1, plays: 1, jellyBeans: 42.5 });
    expect(figures.get('c')).toEqual({ wins: 0, podiums: 1, plays: 1, jellyBeans: 30.25 });
    expect(figures.get('d')).toEqual({ wins: 0, podiums: 0, plays: 1, jellyBeans: 0 });
  });
});

describe('figuresDifference', () => {
  it('is empty when the game settles again unchanged, so settling twice adds nothing', () => {
    const figures = gameFigures([{ uid: 'a', rank: 1, jellyBeans: 30 }]);
    expect(figuresDifference(figures, gameFigures([{ uid: 'a', rank: 1, jellyBeans: 30 }])).size).toBe(0);
  });

  it('moves a win from one player to another after a stat correction, and the beans with it', () => {
    const before = gameFigures([
      { uid: 'a', rank: 1, jellyBeans: 30 },
      { uid: 'b', rank: 2, jellyBeans: 20 },
    ]);
    const after = gameFigures([
      { uid: 'a', rank: 2, jellyBeans: 20 },
      { uid: 'b', rank: 1, jellyBeans: 30 },
    ]);
    expect(Object.fromEntries(figuresDifference(before, after))).toEqual({
      a: { wins: -1, podiums: 0, plays: 0, jellyBeans: -10 },
      b: { wins: 1, podiums: 0, plays: 0, jellyBeans: 10 },
    });
  });

  it('takes back a play from a player whose entries are gone', () => {
    expect(figuresDifference(gameFigures([{ uid: 'a', rank: 1, jellyBeans: 5 }]), new Map()).get('a')).toEqual({ wins: -1, podiums: -1, plays: -1, jellyBeans: -5 });
  });
});

describe('wholeBeans', () => {
  it('floors to whole beans without float noise', () => {
    expect(wholeBeans(12.99)).toBe(12);
    expect(wholeBeans(0.1 + 0.2 + 0.7)).toBe(1);
  });
});
