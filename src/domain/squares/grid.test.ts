import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axisLength, digitsPerCell, isSquareIndex, squareAt, squarePosition } from './grid.js';
import type { SquaresSize } from './types.js';

describe('grid geometry', () => {
  it('has 10×10 single digits or 5×5 pairs', () => {
    expect([axisLength(100), digitsPerCell(100)]).toEqual([10, 1]);
    expect([axisLength(25), digitsPerCell(25)]).toEqual([5, 2]);
  });

  it('numbers squares row-major', () => {
    expect(squarePosition(37, 100)).toEqual({ row: 3, col: 7 });
    expect(squarePosition(7, 25)).toEqual({ row: 1, col: 2 });
    expect(squareAt(4, 4, 25)).toBe(24);
  });

  it('squareAt inverts squarePosition on every square', () => {
    fc.assert(
      fc.property(fc.constantFrom<SquaresSize>(25, 100), fc.nat(99), (size, n) => {
        const square = n % size;
        const { row, col } = squarePosition(square, size);
        return squareAt(row, col, size) === square;
      }),
    );
  });

  it.each<[number, SquaresSize, boolean]>([
    [0, 25, true],
    [24, 25, true],
    [25, 25, false],
    [99, 100, true],
    [100, 100, false],
    [-1, 100, false],
    [1.5, 100, false],
    [Number.NaN, 100, false],
  ])('isSquareIndex(%d, %i) is %s', (n, size, expected) => {
    expect(isSquareIndex(n, size)).toBe(expected);
  });
});
