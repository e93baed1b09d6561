import { describe, expect, it } from 'vitest';
import type { StatusState } from '../sports/index.js';
import { squaresGameBadge, squaresPhase } from './phase.js';
import type { SquaresGameBadge, SquaresPhase } from './phase.js';

describe('squaresPhase', () => {
  it.each<[boolean, 'SportsGame' | 'BabyShower', string | null, boolean, SquaresPhase]>([
    [false, 'SportsGame', 'NS', false, 'Pending'],
    [false, 'SportsGame', 'Q2', false, 'Pending'], // not locked yet: claims still open
    [true, 'SportsGame', 'NS', false, 'Live'],
    [true, 'SportsGame', 'Q3', false, 'Live'],
    [true, 'SportsGame', 'FT', false, 'Over'],
    [true, 'SportsGame', 'AOT', false, 'Over'],
    [true, 'SportsGame', 'PST', false, 'Live'], // stays until played or deleted (docs/product/squares.md)
    [true, 'SportsGame', 'CANC', false, 'Live'],
    [true, 'SportsGame', 'INTR', false, 'Live'],
    [false, 'BabyShower', null, false, 'Pending'],
    [true, 'BabyShower', null, false, 'Live'],
    [true, 'BabyShower', null, true, 'Over'],
  ])('locked %s, %s, %s, birth entered %s → %s', (locked, variant, status, birthResultEntered, phase) => {
    expect(squaresPhase({ locked, variant, status, birthResultEntered })).toBe(phase);
  });
});

describe('squaresGameBadge', () => {
  it.each<[SquaresPhase, StatusState | null, string | null, SquaresGameBadge]>([
    ['Pending', 'Pending', 'NS', 'Open'],
    ['Pending', null, null, 'Open'],
    ['Live', 'Pending', 'NS', 'Locked'], // locked before kickoff
    ['Live', 'Warmup', 'Warmup', 'Locked'],
    ['Live', 'InPlay', 'Q2', 'Live'],
    ['Live', 'InPlay', 'HT', 'Live'],
    ['Live', 'Delayed', 'INTR', 'Locked'],
    ['Live', 'Delayed', 'PST', 'Locked'],
    ['Live', 'Done', 'CANC', 'Locked'],
    ['Live', null, null, 'Locked'], // a baby shower waiting for the birth
    ['Over', 'Done', 'FT', 'Over'],
    ['Over', null, null, 'Over'],
  ])('%s with %s (%s) → %s', (gamePhase, sportsState, status, badge) => {
    expect(squaresGameBadge({ gamePhase, sportsState, status })).toBe(badge);
  });
});
