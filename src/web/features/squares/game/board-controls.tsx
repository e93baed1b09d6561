// The controls around the squares grid (docs/product/squares.md#the-game-page): the edit bar
// with the player's initials, how many squares are claimed, the tabs between digit sets when the
// digits change by period, the grid's key and what the tapped square holds. The count and the
// tapped square read the squares for themselves, so a claim does not re-render the page (§12).
import { memo } from 'react';
import type { PeriodResult } from '../../../../contracts/squares.js';
import type { SquaresSize } from '../../../../domain/squares/index.js';
import { PencilIcon } from '../../../components/more-icons.js';
import { useReadable, useSlice } from '../../../lib/store.js';
import type { DigitSetTab } from './game-facts.js';
import { cellView, squareName, winnersBySquare } from './grid-model.js';
import type { GridSources } from './squares-board.js';
import type { EditMode } from './square-taps.js';
import type { SquaresSource } from './game-frame.js';

export function EditBar({ mode, count, onChangeLabel, onExit }: { mode: EditMode; count: number; onChangeLabel: () => void; onExit: () => void }) {
  const squares = `${count} ${count === 1 ? 'square' : 'squares'}`;
  return (
    <div className="sq-editbar" role="region" aria-label="Choose Squares">
      <h2 className="sq-editbar__title">{mode.kind === 'paid' ? 'Mark Paid' : 'Choose Squares'}</h2>
      <button type="button" className="button button--primary sq-editbar__done" onClick={onExit}>
        Done
      </button>
      <p className="sq-editbar__hint">
        {mode.kind === 'self' && `Tap free squares to claim, yours to release · ${squares}`}
        {mode.kind === 'behalf' && `For ${mode.displayName ?? mode.initials}: tap to claim or release · ${squares}`}
        {mode.kind === 'paid' && `Tap a square to mark it paid or unpaid · ${squares} paid`}
      </p>
      {mode.kind !== 'paid' && (
        <button type="button" className="sq-editbar__initials" onClick={onChangeLabel} aria-label={`Initials ${mode.initials}. Change`}>
          <span className="sq-initials">{mode.initials}</span>
          <PencilIcon />
        </button>
      )}
    </div>
  );
}

/** Tabs between the digit sets when the digits change by period; nothing when there is one set. */
export function DigitSetTabs({ sets, shown, onShow }: { sets: readonly DigitSetTab[]; shown: number; onShow: (index: number) => void }) {
  if (sets.length < 2) return null;
  return (
    <div className="sq-sets" role="group" aria-label="Digits for">
      {sets.map((set) => (
        <button
          key={set.index}
          type="button"
          className={`sq-sets__tab${set.index === shown ? ' sq-sets__tab--on' : ''}`}
          aria-pressed={set.index === shown}
          onClick={() => onShow(set.index)}
        >
          {set.label}
        </button>
      ))}
    </div>
  );
}

export const Legend = memo(function Legend() {
  return (
    <ul className="sq-legend" aria-label="Key">
      <li>
        <span className="sq-legend__swatch sq-legend__swatch--mine" aria-hidden="true" /> Yours
      </li>
      <li>
        <span className="sq-legend__swatch sq-legend__swatch--winner" aria-hidden="true">
          ★
        </span>{' '}
        Winner
      </li>
      <li>
        <span className="sq-legend__swatch sq-legend__swatch--current" aria-hidden="true" /> Winning now
      </li>
      <li>
        <span className="sq-legend__paid" aria-hidden="true">
          $
        </span>{' '}
        Paid
      </li>
    </ul>
  );
});

export function ClaimCount({ game, size, entryLimit }: { game: SquaresSource; size: number; entryLimit: number | null }) {
  const claimed = useSlice(game, (g) => g.squares.length);
  return (
    <p className="sq-play__count tabular">
      {claimed} of {size} squares claimed{entryLimit !== null && ` · up to ${entryLimit} each`}
    </p>
  );
}

interface SquareDetailProps {
  readonly sources: GridSources;
  readonly size: SquaresSize;
  /** The square tapped outside edit mode, if any. */
  readonly square: number | null;
  readonly results: readonly PeriodResult[];
  readonly currentSquare: number | null;
}

/** Who holds the tapped square, in words (the square's accessible name). */
export function SquareDetail({ square, ...rest }: SquareDetailProps) {
  return (
    <p className="sq-detail" aria-live="polite">
      {square === null ? 'Tap a square to see who holds it.' : <SquareInWords square={square} {...rest} />}
    </p>
  );
}

function SquareInWords({ sources, size, square, results, currentSquare }: SquareDetailProps & { square: number }) {
  const held = useReadable(sources.square(square));
  const tap = useSlice(sources.pending, (pending) => pending.get(square));
  return squareName(cellView(square, size, held, tap, { viewerUid: sources.viewerUid, winners: winnersBySquare(results)(square), current: square === currentSquare }));
}
