// What each square of the grid shows and says (docs/product/squares.md). Pure, so the accessible names,
// the optimistic overlay and the winners' marks are tested without a browser.
import type { PeriodResult, Square, SquaresGame } from '../../../../contracts/squares.js';
import { squarePosition, type SquaresSize } from '../../../../domain/squares/index.js';

/** A tap sent and not yet answered, or answered and not yet seen live (optimistic, the server wins). */
export type PendingTap =
  | { readonly kind: 'claim'; readonly entryName: string; readonly onBehalf: boolean; readonly sent: boolean }
  | { readonly kind: 'release'; readonly sent: boolean }
  | { readonly kind: 'paid'; readonly paid: boolean; readonly sent: boolean };

export interface CellView {
  readonly square: number;
  /** 0-based. */
  readonly row: number;
  readonly col: number;
  /** The initials shown; null when free. */
  readonly label: string | null;
  /** The name behind the initials, when the player gave one. */
  readonly owner: string | null;
  /** The viewer's own square (not one the host holds for an offline player). */
  readonly mine: boolean;
  /** Claimed by the host for a player without a phone. */
  readonly onBehalf: boolean;
  readonly paid: boolean;
  /** A tap on it is on its way. */
  readonly saving: boolean;
  /** Labels of the periods this square won (Q1, Half, …, Birth). */
  readonly winners: readonly string[];
  /** The square the score points at right now, while the game is on. */
  readonly current: boolean;
}

export interface CellOptions {
  readonly viewerUid: string | null;
  readonly pending?: ReadonlyMap<number, PendingTap>;
  readonly currentSquare?: number | null;
}

/** What one square shows besides who holds it. */
export interface CellContext {
  readonly viewerUid: string | null;
  /** Labels of the periods it won. */
  readonly winners: readonly string[];
  /** The score points at it right now. */
  readonly current: boolean;
}

/** One square: the server's square (undefined when free) with the viewer's pending tap laid over it. */
export function cellView(index: number, size: SquaresSize, square: Square | undefined, tap: PendingTap | undefined, context: CellContext): CellView {
  const { row, col } = squarePosition(index, size);
  const held = overlay(square ?? null, tap, context.viewerUid);
  return {
    square: index,
    row,
    col,
    label: held?.entryName ?? null,
    owner: held?.entryOwner?.name ?? null,
    mine: held !== null && held.uid === context.viewerUid && !held.onBehalf,
    onBehalf: held?.onBehalf ?? false,
    paid: held?.paid ?? false,
    saving: tap !== undefined && !tap.sent,
    winners: context.winners,
    current: context.current,
  };
}

const NO_WINNERS: readonly string[] = [];

/** The labels of the periods each square won; a square that won none has the same empty list. */
export function winnersBySquare(results: readonly PeriodResult[]): (square: number) => readonly string[] {
  const winners = new Map<number, string[]>();
  for (const result of results) winners.set(result.square, [...(winners.get(result.square) ?? []), result.label]);
  return (square) => winners.get(square) ?? NO_WINNERS;
}

const indexes = new WeakMap<readonly Square[], readonly (Square | undefined)[]>();

/**
 * The squares by position (undefined where free), built once per list: every square of the grid
 * looks itself up in the same list after a change.
 */
export function squaresByPosition(squares: readonly Square[]): readonly (Square | undefined)[] {
  let index = indexes.get(squares);
  if (!index) {
    const built: (Square | undefined)[] = [];
    for (const square of squares) built[square.square] = square;
    index = built;
    indexes.set(squares, index);
  }
  return index;
}

/** The grid's cells in square order: the server's squares with the viewer's pending taps laid over them. */
export function buildCells(game: Pick<SquaresGame, 'size' | 'squares' | 'results'>, options: CellOptions): CellView[] {
  const held = squaresByPosition(game.squares);
  const winners = winnersBySquare(game.results);
  return Array.from({ length: game.size }, (_, index) =>
    cellView(index, game.size, held[index], options.pending?.get(index), { viewerUid: options.viewerUid, winners: winners(index), current: options.currentSquare === index }),
  );
}

type Held = Pick<Square, 'uid' | 'entryName' | 'entryOwner' | 'onBehalf' | 'paid'>;

function overlay(square: Square | null, pending: PendingTap | undefined, viewerUid: string | null): Held | null {
  if (!pending) return square;
  switch (pending.kind) {
    case 'claim':
      return { uid: viewerUid ?? '', entryName: pending.entryName, entryOwner: null, onBehalf: pending.onBehalf, paid: false };
    case 'release':
      return null;
    case 'paid':
      return square && { ...square, paid: pending.paid };
  }
}

/** Whether the server's game already shows what a tap asked for (then the overlay can go). */
export function isReflected(square: Square | undefined, pending: PendingTap, viewerUid: string | null): boolean {
  switch (pending.kind) {
    case 'claim':
      return square !== undefined && square.uid === viewerUid && square.entryName === pending.entryName;
    case 'release':
      return square === undefined;
    case 'paid':
      return square === undefined || square.paid === pending.paid;
  }
}

/**
 * The square's accessible name (docs/product/squares.md): its position and state, e.g. 'Row 3, column 7: free',
 * 'Row 3, column 7: AB', then what else holds for it: 'yours', 'paid', 'winner Q1', 'winning now'.
 */
export function squareName(cell: CellView): string {
  const parts = [`Row ${cell.row + 1}, column ${cell.col + 1}: ${cell.label ?? 'free'}`];
  if (cell.owner) parts.push(cell.owner);
  if (cell.mine) parts.push('yours');
  if (cell.onBehalf) parts.push('claimed by the host');
  if (cell.paid) parts.push('paid');
  for (const label of cell.winners) parts.push(`winner ${label}`);
  if (cell.current) parts.push('winning now');
  if (cell.saving) parts.push('saving');
  return parts.join(', ');
}

/** Where arrow keys move focus in a grid of `size` squares (docs/product/squares.md: keyboard operable); null at an edge. */
export function moveFocus(square: number, key: string, size: SquaresSize): number | null {
  const axis = size === 100 ? 10 : 5;
  const { row, col } = squarePosition(square, size);
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? square - axis : null;
    case 'ArrowDown':
      return row < axis - 1 ? square + axis : null;
    case 'ArrowLeft':
      return col > 0 ? square - 1 : null;
    case 'ArrowRight':
      return col < axis - 1 ? square + 1 : null;
    case 'Home':
      return row * axis;
    case 'End':
      return row * axis + axis - 1;
    default:
      return null;
  }
}
