// The grid (docs/product/squares.md#the-game-page): away digits down the rows, home digits
// across the columns, each axis in its team's colours with the team code; '?' until the draw.
// Every square is a button named by its position and state (grid-model.ts); one of them is in
// the tab order and the arrow keys move between them. Each square reads its own square of the
// game and its own pending tap, so a claim re-renders the one square it changed (docs/BENCHMARKS.md). Cells scale with the board's width, so
// a 10x10 grid fits a 360px screen without scrolling sideways (docs/product/site.md#look-and-feel).
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { DigitSet, PeriodResult, Square } from '../../../../contracts/squares.js';
import { axisLength, type SquaresSize } from '../../../../domain/squares/index.js';
import { splitByPosition, useReadable, useSlice, type Readable } from '../../../lib/store.js';
import type { AxisSide } from './game-facts.js';
import { cellView, moveFocus, squareName, squaresByPosition, winnersBySquare, type PendingTap } from './grid-model.js';
import './squares-board.css';
import type { SquaresSource } from './game-frame.js';

/** Where the squares come from: each square of the game and the viewer's taps on their way, all live. */
export interface GridSources {
  /** The square at a position, undefined while free (see gridSources). */
  readonly square: (index: number) => Readable<Square | undefined>;
  readonly pending: Readable<ReadonlyMap<number, PendingTap>>;
  readonly viewerUid: string | null;
}

export function gridSources(game: SquaresSource, pending: GridSources['pending'], viewerUid: string | null): GridSources {
  return { square: splitByPosition(game, (held) => squaresByPosition(held.squares)), pending, viewerUid };
}

export interface SquaresBoardProps {
  readonly size: SquaresSize;
  readonly sources: GridSources;
  readonly results: readonly PeriodResult[];
  /** The square the score points at, while the game is on. */
  readonly currentSquare: number | null;
  readonly away: AxisSide;
  readonly home: AxisSide;
  /** The digits shown on the axes; null before the draw. */
  readonly digits: DigitSet | null;
  /** Edit mode: taps claim and release (or mark paid). */
  readonly editing: boolean;
  readonly onTap: (square: number) => void;
  /** Labels of winners that arrived while the page was open: those squares pulse once. */
  readonly freshWinners?: ReadonlySet<number>;
}

const digitText = (cell: readonly number[] | undefined) => (cell ? cell.join(' ') : '?');

function sideStyle(side: AxisSide): CSSProperties | undefined {
  if (!side.color) return undefined;
  return { '--side-bg': side.color, '--side-ink': side.ink, '--side-stripe': side.stripe } as CSSProperties;
}

/** The axis in words: announced as text, not only by colour and position (docs/product/squares.md). */
export function describeAxis(side: AxisSide, axis: 'rows' | 'columns', digits: readonly (readonly number[])[] | null): string {
  const what = `${axis === 'rows' ? 'Rows' : 'Columns'}: ${side.name}`;
  if (!digits) return `${what}, digits not drawn yet.`;
  const one = axis === 'rows' ? 'row' : 'column';
  return `${what}. ${digits.map((cell, i) => `${one} ${i + 1} is ${cell.join(' or ')}`).join(', ')}.`;
}

export function SquaresBoard({ size, sources, results, currentSquare, away, home, digits, editing, onTap, freshWinners }: SquaresBoardProps) {
  const axis = axisLength(size);
  const winners = useMemo(() => winnersBySquare(results), [results]);
  const [focusIndex, setFocusIndex] = useState(0);
  const gridRef = useRef<HTMLDivElement>(null);
  // One stable handler for every square, so a claim re-renders only the squares that changed
  // (docs/BENCHMARKS.md: one claim's React commit in a 10x10 grid stays small).
  const tapRef = useRef(onTap);
  useLayoutEffect(() => {
    tapRef.current = onTap;
  });
  const tap = useCallback((square: number) => tapRef.current(square), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-square]');
    if (!target) return;
    const next = moveFocus(Number(target.dataset.square), event.key, size);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-square="${next}"]`)?.focus();
  };

  return (
    <div className={`sq-board sq-board--${size}${editing ? ' sq-board--editing' : ''}`} data-testid="squares-board">
      <AxisCaptions away={away} home={home} digits={digits} />
      <SideBar side={home} where="home" />
      <div className="sq-board__body">
        <SideBar side={away} where="away" />
        <div className="sq-board__grid" style={{ '--axis': axis } as CSSProperties}>
          <AxisDigits axis={axis} away={away} home={home} digits={digits} />
          <div
            ref={gridRef}
            className="sq-board__cells"
            role="group"
            aria-label={editing ? 'Squares: tap a free square to claim it, tap yours to release it' : 'Squares'}
            onKeyDown={onKeyDown}
          >
            {Array.from({ length: size }, (_, square) => (
              <SquareButton
                key={square}
                square={square}
                size={size}
                sources={sources}
                winners={winners(square)}
                current={square === currentSquare}
                tabbable={square === focusIndex}
                fresh={freshWinners?.has(square) ?? false}
                onTap={tap}
                onFocus={setFocusIndex}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

// The axes change only at the draw or when the teams' colours arrive: memoised, so a claim skips
// them (docs/BENCHMARKS.md: one claim's React commit stays small).

interface AxesProps {
  readonly away: AxisSide;
  readonly home: AxisSide;
  readonly digits: DigitSet | null;
}

const AxisCaptions = memo(function AxisCaptions({ away, home, digits }: AxesProps) {
  return (
    <>
      <p className="visually-hidden">{describeAxis(away, 'rows', digits?.rows ?? null)}</p>
      <p className="visually-hidden">{describeAxis(home, 'columns', digits?.cols ?? null)}</p>
    </>
  );
});

const SideBar = memo(function SideBar({ side, where }: { side: AxisSide; where: 'home' | 'away' }) {
  return (
    <div className={`sq-board__${where}`} style={sideStyle(side)} aria-hidden="true">
      {where === 'home' ? (
        <>
          <span className="sq-board__code">{side.code}</span>
          <span className="sq-board__side-name">{side.name}</span>
        </>
      ) : (
        <span className="sq-board__code sq-board__code--vertical">{side.code}</span>
      )}
    </div>
  );
});

const AxisDigits = memo(function AxisDigits({ axis, away, home, digits }: AxesProps & { axis: number }) {
  return (
    <>
      <span className="sq-board__corner" aria-hidden="true" />
      {Array.from({ length: axis }, (_, col) => (
        <span
          key={`c${col}`}
          className="sq-board__digit sq-board__digit--col tabular"
          style={{ ...sideStyle(home), gridRow: 1, gridColumn: col + 2 }}
          aria-hidden="true"
        >
          {digitText(digits?.cols[col])}
        </span>
      ))}
      {Array.from({ length: axis }, (_, row) => (
        <span
          key={`r${row}`}
          className="sq-board__digit sq-board__digit--row tabular"
          style={{ ...sideStyle(away), gridRow: row + 2, gridColumn: 1 }}
          aria-hidden="true"
        >
          {digitText(digits?.rows[row])}
        </span>
      ))}
    </>
  );
});

interface SquareButtonProps {
  square: number;
  size: SquaresSize;
  sources: GridSources;
  winners: readonly string[];
  current: boolean;
  tabbable: boolean;
  fresh: boolean;
  onTap: (square: number) => void;
  onFocus: (square: number) => void;
}

const SquareButton = memo(function SquareButton({ square, size, sources, winners, current, tabbable, fresh, onTap, onFocus }: SquareButtonProps) {
  const held = useReadable(sources.square(square));
  const tapOnItsWay = useSlice(sources.pending, (pending) => pending.get(square));
  const cell = cellView(square, size, held, tapOnItsWay, { viewerUid: sources.viewerUid, winners, current });
  const classes = ['sq-cell'];
  if (cell.label) classes.push('sq-cell--taken');
  if (cell.mine) classes.push('sq-cell--mine');
  if (cell.onBehalf) classes.push('sq-cell--behalf');
  if (cell.paid) classes.push('sq-cell--paid');
  if (cell.winners.length > 0) classes.push('sq-cell--winner');
  if (fresh) classes.push('sq-cell--fresh');
  if (cell.current) classes.push('sq-cell--current');
  if (cell.saving) classes.push('sq-cell--saving');
  return (
    <button
      type="button"
      className={classes.join(' ')}
      data-square={cell.square}
      data-len={Math.min(3, [...(cell.label ?? '')].length)}
      style={{ gridRow: cell.row + 1, gridColumn: cell.col + 1 }}
      tabIndex={tabbable ? 0 : -1}
      aria-label={squareName(cell)}
      onClick={() => onTap(cell.square)}
      onFocus={() => onFocus(cell.square)}
    >
      <span className="sq-cell__label" aria-hidden="true">
        {cell.label ?? ''}
      </span>
      {cell.paid && (
        <span className="sq-cell__paid" aria-hidden="true">
          $
        </span>
      )}
      {cell.winners.length > 0 && (
        <span className="sq-cell__win" aria-hidden="true">
          ★{cell.winners.length > 1 ? cell.winners.length : ''}
        </span>
      )}
    </button>
  );
});
