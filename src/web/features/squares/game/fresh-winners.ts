// Winners that arrive while the page is open pulse once on the grid and are announced to screen
// readers (docs/product/squares.md); those already there when the page opened are not news.
import { useState } from 'react';
import type { PeriodResult } from '../../../../contracts/squares.js';
import type { AxisSide, PeriodRow } from './game-facts.js';
import { winnerSentence } from './game-sections.js';

const key = (result: PeriodResult) => `${result.label}:${result.square}`;

export function useFreshWinners(
  results: readonly PeriodResult[],
  periods: readonly PeriodRow[],
  sides: { away: AxisSide; home: AxisSide; babyShower: boolean },
): { squares: ReadonlySet<number>; announcement: string } {
  const [seen] = useState(() => new Set(results.map(key)));
  const fresh = results.filter((result) => !seen.has(key(result)));
  return {
    squares: new Set(fresh.map((result) => result.square)),
    announcement: periods
      .filter((period) => period.result && fresh.some((result) => result.label === period.label))
      .map((period) => winnerSentence(period, sides.away, sides.home, sides.babyShower))
      .join(' '),
  };
}
