// The viewer's place on the grid (docs/product/squares.md): the squares they hold for themselves (not those
// the host holds for an offline player), the initials and name on them, and the initials each of
// the initials dialogs must refuse ('Initials already taken').
import type { Square } from '../../../../contracts/squares.js';

export interface ViewerSquares {
  /** How many squares the viewer holds for themselves. */
  readonly count: number;
  /** The initials on the viewer's own squares, when they hold any. */
  readonly label: string | null;
  /** The display name on the viewer's own squares, when they gave one. */
  readonly name: string | null;
  /** Initials the viewer may not take for their own squares. */
  readonly takenForSelf: readonly string[];
  /** Initials a host may not give an offline player. */
  readonly takenForBehalf: readonly string[];
}

/**
 * Initials already in use, for each dialog. For the viewer's own squares: everyone else's and the
 * offline players'. For an offline player: everyone else's and the host's own (adding squares to
 * an offline player already on the grid is fine).
 */
export function takenLabels(squares: readonly Square[], uid: string | null): { forSelf: string[]; forBehalf: string[] } {
  return {
    forSelf: labelsWhere(squares, (s) => s.uid !== uid || s.onBehalf),
    forBehalf: labelsWhere(squares, (s) => s.uid !== uid || !s.onBehalf),
  };
}

function labelsWhere(squares: readonly Square[], keep: (square: Square) => boolean): string[] {
  return [...new Set(squares.filter(keep).map((s) => s.entryName))];
}

/** The viewer's own squares (not those held for an offline player). */
const viewersOwn = (squares: readonly Square[], uid: string | null) => squares.filter((s) => s.uid === uid && !s.onBehalf);

export function viewerSquares(squares: readonly Square[], uid: string | null): ViewerSquares {
  const mine = viewersOwn(squares, uid);
  const taken = takenLabels(squares, uid);
  return {
    count: mine.length,
    label: mine[0]?.entryName ?? null,
    name: mine[0]?.entryOwner?.name ?? null,
    takenForSelf: taken.forSelf,
    takenForBehalf: taken.forBehalf,
  };
}

/** The initials on the viewer's own squares. */
export function viewerLabels(squares: readonly Square[], uid: string | null): ReadonlySet<string> {
  return new Set(viewersOwn(squares, uid).map((s) => s.entryName));
}

/** For useSlice: the same labels keep the same Set, so another player's claim re-renders nothing that shows them. */
export function sameLabels(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((label) => b.has(label));
}
