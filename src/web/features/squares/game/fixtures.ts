// Valid squares games for this feature's unit tests (web code may not import tests/, ARCHITECTURE.md#layers).
import { GameIdSchema } from '../../../../contracts/ids.js';
import { SportsGameIdSchema } from '../../../../contracts/sports.js';
import type { DigitSet, Square, SquaresGame } from '../../../../contracts/squares.js';

export const GAME_ID = GameIdSchema.parse('game_abcdefghijklmno');
export const HOST_UID = 'user-host';

export function square(index: number, uid: string, entryName: string, overrides: Partial<Square> = {}): Square {
  return {
    square: index,
    uid,
    entryName,
    entryOwner: null,
    onBehalf: false,
    paid: false,
    created: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

/** A 10x10 axis set: rows (away) 0–9 reversed, columns (home) 0–9 in order. */
export const DIGITS_100: DigitSet = {
  rows: [9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((d) => [d]),
  cols: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => [d]),
};

export function squaresGame(overrides: Partial<SquaresGame> = {}): SquaresGame {
  return {
    id: GAME_ID,
    type: 'Squares',
    code: 'ABC234',
    name: 'Office pool',
    description: '',
    host: { uid: HOST_UID, isAnonymous: false, publicId: { handle: 'host', avatar: null, realName: 'Hosty' } },
    created: '2026-11-20T12:00:00.000Z',
    size: 100,
    variant: 'SportsGame',
    sportsGameId: SportsGameIdSchema.parse('sim-nfl-20261122-01'),
    sportsLeague: 'NFL',
    gameStartTime: '2026-11-22T18:00:00.000Z',
    changeTargetScores: 'SameAllGame',
    scoringPeriods: 'Every',
    entryLimit: null,
    payouts: [],
    priceCents: null,
    babyShower: null,
    gamePhase: 'Pending',
    lockedAt: null,
    lockedBy: null,
    draw: { seedHash: 'a'.repeat(64), seed: null, gridHash: null },
    targetScores: null,
    squares: [],
    results: [],
    correctedAt: null,
    activityLog: [],
    ...overrides,
  };
}
