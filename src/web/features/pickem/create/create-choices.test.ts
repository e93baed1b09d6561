import { describe, expect, it } from 'vitest';
import { baseballGame, footballGame } from '../../../testing/sports-games.js';
import { formatPoints, underdogPoints } from './create-choices.js';

describe('underdog bonus points (10 × p(favourite) / p(this side), invertible)', () => {
  it('gives the favourite 10 and the underdog more, and the points give back the probabilities', () => {
    const game = footballGame({ odds: { spread: -3.5, overUnder: 44, vegasOdds: { away: 3.6, home: 1.3 } } });
    const points = underdogPoints(game);
    expect(points?.home).toBeCloseTo(10);
    expect(points?.away).toBeCloseTo(27.69, 2);
    // docs/product/pickem.md: p(home) = points(away) / (points(away) + points(home)) equals the odds' p(home).
    const pHome = (points?.away ?? 0) / ((points?.away ?? 0) + (points?.home ?? 1));
    expect(pHome).toBeCloseTo(0.7347, 4);
    expect(formatPoints(points?.away ?? 0)).toBe('27.7');
    expect(formatPoints(10)).toBe('10');
  });

  it.each([
    ['rounds to hundredths', { away: 3.6, home: 1.3 }, { away: 27.69, home: 10 }],
    ['caps a hopeless underdog at 1,000', { away: 900, home: 1.001 }, { away: 1000, home: 10 }],
  ])('previews exactly what the server stores: %s', (_, vegasOdds, expected) => {
    expect(underdogPoints(footballGame({ odds: { spread: null, overUnder: null, vegasOdds } }))).toEqual(expected);
  });

  it('is null without bookmaker odds (both sides earn 10)', () => {
    expect(underdogPoints(baseballGame())).toBeNull();
    expect(underdogPoints(footballGame({ odds: null }))).toBeNull();
  });
});
