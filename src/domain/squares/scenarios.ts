// Winning scenario hints (docs/product/squares.md): where the winning square would move if
// either team scored 1, 2, 3 or 7 more points, on the digits of the period in play.
import { payingPeriods } from './periods.js';
import type { ChangeTargetScores, ClaimedSquare, DigitSet, ScoringPeriods, SquaresSize, TeamScores } from './types.js';
import type { CompletedPeriods } from './winners.js';
import { winningSquare } from './winners.js';
import type { Sport } from '../sports/index.js';

export const SCENARIO_POINTS = [1, 2, 3, 7] as const;

export interface WinningScenario {
  team: 'away' | 'home';
  points: (typeof SCENARIO_POINTS)[number];
  /** The score after those points. */
  scores: TeamScores;
  square: number;
  rowCol: [number, number];
  /** Who holds that square; null when it is empty. */
  uid: string | null;
  entryName: string | null;
}

/** The eight scenarios (+1, +2, +3, +7 for away, then for home) from the current cumulative score. */
export function winningScenarios(input: {
  scores: TeamScores;
  digitSet: DigitSet;
  size: SquaresSize;
  squares: readonly ClaimedSquare[];
}): WinningScenario[] {
  const { scores, digitSet, size, squares } = input;
  return (['away', 'home'] as const).flatMap((team) =>
    SCENARIO_POINTS.map((points) => {
      const next = { ...scores, [team]: scores[team] + points };
      const { square, rowCol } = winningSquare(next, digitSet, size);
      const holder = squares.find((s) => s.square === square);
      return { team, points, scores: next, square, rowCol, uid: holder?.uid ?? null, entryName: holder?.entryName ?? null };
    }),
  );
}

/**
 * The digit set the scenarios use: that of the next paying period, the first not yet complete
 * (with halves or final-only scoring the period in play may pay nothing itself). Null before the
 * draw and once the Final is settled.
 */
export function digitSetInPlay(input: {
  sport: Sport;
  completed: CompletedPeriods;
  size: SquaresSize;
  scoringPeriods: ScoringPeriods;
  changeTargetScores: ChangeTargetScores;
  targetScores: readonly DigitSet[] | null;
}): DigitSet | null {
  if (input.targetScores === null || input.completed.final) return null;
  const { periods } = input.completed;
  const next = payingPeriods(input.sport, input.size, input.scoringPeriods, input.changeTargetScores).find(
    (period) => period.through === 'final' || period.through > periods,
  );
  return next ? (input.targetScores[next.digitSet] ?? null) : null;
}
