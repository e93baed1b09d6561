// The squares game without its squares: what the page around the grid is drawn from (title,
// badge, scoreboard, winners, the host's tools). A claim changes only the squares, so the frame
// stays the same object and the page around the grid does not re-render; the parts that show
// squares read them for themselves (useSlice; docs/BENCHMARKS.md: one claim's React commit stays small).
import type { Square } from '../../../../contracts/squares.js';
import type { Readable } from '../../../lib/store.js';
import type { HeldSquaresGame } from './apply-squares-event.js';

export type SquaresFrame = Omit<HeldSquaresGame, 'squares'>;

/** What a part that shows squares reads them from: the page's game, live. */
export type SquaresSource = Readable<{ readonly squares: readonly Square[] }>;

export function frameOf(game: HeldSquaresGame): SquaresFrame {
  const { squares: _squares, ...frame } = game;
  return frame;
}

/** Every field the same (by identity): the merge keeps the fields an event does not change. */
export function sameFrame(a: SquaresFrame, b: SquaresFrame): boolean {
  const keys = Object.keys(a) as (keyof SquaresFrame)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
