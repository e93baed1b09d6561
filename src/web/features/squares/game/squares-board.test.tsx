import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DIGITS_100, square, squaresGame } from './fixtures.js';
import type { AxisSide } from './game-facts.js';
import { createStore } from '../../../lib/store.js';
import type { PendingTap } from './grid-model.js';
import { describeAxis, gridSources, SquaresBoard } from './squares-board.js';

const AWAY: AxisSide = { code: 'MIA', name: 'Miami Dolphins', short: 'Dolphins', color: '#008E97', ink: '#000000', stripe: '#F58220' };
const HOME: AxisSide = { code: 'GB', name: 'Green Bay Packers', short: 'Packers', color: '#203731', ink: '#ffffff', stripe: '#FFB612' };

function render(options: { size?: 25 | 100; drawn?: boolean; editing?: boolean } = {}) {
  const game = squaresGame({
    size: options.size ?? 100,
    squares: [square(26, 'u1', 'AB'), square(27, 'me', 'ME', { paid: true })],
    results: [{ label: 'Q1', rowCol: [2, 6], square: 26, uid: 'u1', entryName: 'AB', scores: { away: 7, home: 6 } }],
  });
  const sources = gridSources(createStore(game), createStore<ReadonlyMap<number, PendingTap>>(new Map()), 'me');
  const digits = options.drawn ? DIGITS_100 : null;
  const html = renderToStaticMarkup(
    <SquaresBoard
      size={game.size}
      sources={sources}
      results={game.results}
      currentSquare={null}
      away={AWAY}
      home={HOME}
      digits={digits}
      editing={options.editing ?? false}
      onTap={() => undefined}
    />,
  );
  const buttons = [...html.matchAll(/<button[^>]*>/g)].map((m) => m[0]);
  const names = buttons.map((b) => /aria-label="([^"]*)"/.exec(b)?.[1]);
  return { html, buttons, names };
}

describe('SquaresBoard: every square is a button named by its position and state', () => {
  it('100 buttons in row order, named Row r, column c and what they hold', () => {
    const { names } = render();
    expect(names).toHaveLength(100);
    expect(names[0]).toBe('Row 1, column 1: free');
    expect(names[26]).toBe('Row 3, column 7: AB, winner Q1');
    expect(names[27]).toBe('Row 3, column 8: ME, yours, paid');
    expect(names[99]).toBe('Row 10, column 10: free');
  });

  it('a 5x5 grid has 25', () => {
    expect(render({ size: 25 }).names).toHaveLength(25);
  });

  // No DOM environment is installed for unit tests: the arrow keys are pressed in Chromium by
  // tests/e2e/squares-a11y.spec.ts, and moveFocus's moves are in grid-model.test.ts.
  it('one square is in the tab order, the rest are buttons reached by the arrow keys', () => {
    const { buttons } = render();
    expect(buttons.filter((b) => b.includes('tabindex="0"'))).toHaveLength(1);
    expect(buttons.every((b) => b.includes('type="button"'))).toBe(true);
  });

  it('the axes carry the team codes, and ? before the draw', () => {
    const { html } = render();
    expect(html).toContain('>MIA<');
    expect(html).toContain('>GB<');
    expect(html.match(/sq-board__digit[^>]*>\?</g)).toHaveLength(20);
    expect(html).toContain('Rows: Miami Dolphins, digits not drawn yet.');
  });

  it('after the draw the digits show and are announced in text', () => {
    const { html } = render({ drawn: true });
    expect(html).not.toMatch(/sq-board__digit[^>]*>\?</);
    expect(html).toContain('Columns: Green Bay Packers. column 1 is 0, column 2 is 1,');
  });

  it('the group says how to claim while editing', () => {
    expect(render({ editing: true }).html).toContain('aria-label="Squares: tap a free square to claim it, tap yours to release it"');
  });

  it('describeAxis names each cell’s digits; 5x5 cells hold two', () => {
    expect(describeAxis(AWAY, 'rows', [[1, 2], [3, 4], [5, 6], [7, 8], [9, 0]])).toBe(
      'Rows: Miami Dolphins. row 1 is 1 or 2, row 2 is 3 or 4, row 3 is 5 or 6, row 4 is 7 or 8, row 5 is 9 or 0.',
    );
  });
});
