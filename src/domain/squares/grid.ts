// Grid geometry (docs/product/squares.md: size 25 or 100). Squares are numbered 0 … size−1,
// row-major; rows are the away team's axis, columns the home team's.
import type { SquaresSize } from './types.js';

/** Cells per axis: 10 for 100 squares, 5 for 25. */
export function axisLength(size: SquaresSize): 5 | 10 {
  return size === 100 ? 10 : 5;
}

/** Digits per axis cell: ten digits spread over the axis (docs/product/squares.md 'multi': two per cell at size 25). */
export function digitsPerCell(size: SquaresSize): 1 | 2 {
  return size === 100 ? 1 : 2;
}

export function isSquareIndex(n: number, size: SquaresSize): boolean {
  return Number.isInteger(n) && n >= 0 && n < size;
}

export function squarePosition(square: number, size: SquaresSize): { row: number; col: number } {
  const axis = axisLength(size);
  return { row: Math.floor(square / axis), col: square % axis };
}

export function squareAt(row: number, col: number, size: SquaresSize): number {
  return row * axisLength(size) + col;
}
