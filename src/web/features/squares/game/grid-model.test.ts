import { describe, expect, it } from 'vitest';
import { buildCells, isReflected, moveFocus, squareName, type PendingTap } from './grid-model.js';
import { square, squaresGame } from './fixtures.js';

const ME = 'user-me';

describe('squareName: every square says where it is and what it holds', () => {
  const game = squaresGame({
    squares: [
      square(26, 'u1', 'AB'),
      square(27, ME, 'ME', { paid: true }),
      square(0, 'user-host', 'JD', { onBehalf: true, entryOwner: { name: 'John Doe', avatar: null } }),
    ],
    results: [{ label: 'Q1', rowCol: [2, 6], square: 26, uid: 'u1', entryName: 'AB', scores: { away: 7, home: 6 } }],
  });
  const cells = buildCells(game, { viewerUid: ME, currentSquare: 26 });
  const name = (index: number) => squareName(cells[index]!);

  it('a free square: position, then free', () => {
    expect(name(36)).toBe('Row 4, column 7: free');
  });

  it('a claimed square: its initials, winner of a period, and the square the score points at now', () => {
    expect(name(26)).toBe('Row 3, column 7: AB, winner Q1, winning now');
  });

  it('the viewer’s own square says yours, and paid', () => {
    expect(name(27)).toBe('Row 3, column 8: ME, yours, paid');
  });

  it('a square the host holds for an offline player names the player', () => {
    expect(name(0)).toBe('Row 1, column 1: JD, John Doe, claimed by the host');
  });

  it('a 5x5 grid counts rows and columns of five', () => {
    const small = buildCells(squaresGame({ size: 25 }), { viewerUid: ME });
    expect(small).toHaveLength(25);
    expect(squareName(small[24]!)).toBe('Row 5, column 5: free');
    expect(squareName(small[7]!)).toBe('Row 2, column 3: free');
  });
});

describe('buildCells: the viewer’s taps on their way are laid over the server’s squares', () => {
  const game = squaresGame({ squares: [square(5, ME, 'ME'), square(6, 'u1', 'AB')] });

  it('a claim on its way shows the viewer’s initials, saving', () => {
    const pending = new Map<number, PendingTap>([[9, { kind: 'claim', entryName: 'ME', onBehalf: false, sent: false }]]);
    const cell = buildCells(game, { viewerUid: ME, pending })[9]!;
    expect(cell.label).toBe('ME');
    expect(cell.mine).toBe(true);
    expect(squareName(cell)).toBe('Row 1, column 10: ME, yours, saving');
  });

  it('a release on its way shows the square free; once answered it is no longer saving', () => {
    const sending = buildCells(game, { viewerUid: ME, pending: new Map([[5, { kind: 'release', sent: false }]]) })[5]!;
    expect(squareName(sending)).toBe('Row 1, column 6: free, saving');
    const sent = buildCells(game, { viewerUid: ME, pending: new Map([[5, { kind: 'release', sent: true }]]) })[5]!;
    expect(squareName(sent)).toBe('Row 1, column 6: free');
  });

  it('a paid mark on its way', () => {
    const cell = buildCells(game, { viewerUid: ME, pending: new Map([[6, { kind: 'paid', paid: true, sent: false }]]) })[6]!;
    expect(cell.paid).toBe(true);
  });

  it('isReflected: the overlay goes once the server’s game shows the same', () => {
    expect(isReflected(square(9, ME, 'ME'), { kind: 'claim', entryName: 'ME', onBehalf: false, sent: true }, ME)).toBe(true);
    expect(isReflected(square(9, 'u1', 'AB'), { kind: 'claim', entryName: 'ME', onBehalf: false, sent: true }, ME)).toBe(false);
    expect(isReflected(undefined, { kind: 'release', sent: true }, ME)).toBe(true);
    expect(isReflected(square(9, ME, 'ME', { paid: true }), { kind: 'paid', paid: true, sent: true }, ME)).toBe(true);
  });
});

describe('moveFocus: arrow keys move across the grid and stop at its edges', () => {
  it.each([
    [0, 'ArrowRight', 100, 1],
    [0, 'ArrowDown', 100, 10],
    [0, 'ArrowUp', 100, null],
    [0, 'ArrowLeft', 100, null],
    [9, 'ArrowRight', 100, null],
    [99, 'ArrowDown', 100, null],
    [55, 'Home', 100, 50],
    [55, 'End', 100, 59],
    [6, 'ArrowDown', 25, 11],
    [24, 'ArrowUp', 25, 19],
    [4, 'ArrowRight', 25, null],
    [3, 'Enter', 25, null],
  ] as const)('%i %s on %i squares → %s', (from, key, size, to) => {
    expect(moveFocus(from, key, size)).toBe(to);
  });
});
