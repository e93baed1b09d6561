// The grid of the printable sheet: a table whose headers are the drawn digits (blank boxes before
// the draw), each square holding the initials on it and, where known, the player's name.
import { axisLength, squareAt } from '../../../../domain/squares/index.js';
import type { DigitSet, Square } from '../../../../contracts/squares.js';

export interface SheetAxes {
  /** Along the top: the home team (columns). */
  top: string;
  /** Down the side: the away team (rows). */
  side: string;
}

interface PrintGridProps {
  size: 100 | 25;
  axes: SheetAxes;
  digits: DigitSet | null;
  squares: readonly Pick<Square, 'square' | 'entryName' | 'entryOwner'>[];
}

export function PrintGrid({ size, axes, digits, squares }: PrintGridProps) {
  const axis = axisLength(size);
  const bySquare = new Map(squares.map((s) => [s.square, s]));
  const rows = Array.from({ length: axis }, (_, row) => row);
  const cols = Array.from({ length: axis }, (_, col) => col);
  const held = (row: number, col: number) => bySquare.get(squareAt(row, col, size));
  return (
    <table className="print-grid">
      <caption className="visually-hidden">
        Squares grid: {axes.side} down the side, {axes.top} along the top
      </caption>
      <colgroup>
        <col className="print-grid__team-col" />
        <col className="print-grid__digit-col" />
        {cols.map((col) => (
          <col key={col} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <td className="print-grid__corner" colSpan={2} />
          <th scope="colgroup" colSpan={axis} className="print-grid__team print-grid__team--top">
            {axes.top}
          </th>
        </tr>
        <tr>
          <td className="print-grid__corner" colSpan={2} />
          {cols.map((col) => (
            <th key={col} scope="col" className="print-grid__digit">
              {digits?.cols[col]?.join(' ') ?? ''}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            {row === 0 && (
              <th scope="rowgroup" rowSpan={axis} className="print-grid__team print-grid__team--side">
                <span>{axes.side}</span>
              </th>
            )}
            <th scope="row" className="print-grid__digit">
              {digits?.rows[row]?.join(' ') ?? ''}
            </th>
            {cols.map((col) => {
              const square = held(row, col);
              return (
                <td key={col} className="print-grid__cell">
                  <div className="print-grid__box">
                    {square && <span className="print-grid__initials">{square.entryName}</span>}
                    {square?.entryOwner && <span className="print-grid__name">{square.entryOwner.name}</span>}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
