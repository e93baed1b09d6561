// Baby shower squares (docs/product/squares.md#baby-shower babyShowerData ounces 0–15).
// Our rule, shown in how-to-play: the row (away axis) holds the last digit of the birth's
// day of the month, the column (home axis) the last digit of the ounces. Born on the 23rd at
// 7 lbs 12 oz → row digit 3, column digit 2. One digit set; a single result labelled 'Birth'.
import type { ClaimedSquare, DigitSet, PeriodResult, SquaresSize, TeamScores } from './types.js';
import { periodResult } from './winners.js';

export const BIRTH_LABEL = 'Birth';

export interface BirthFacts {
  /** YYYY-MM-DD. */
  birthDate: string;
  birthWeightOz: number;
}

/** The 'scores' of a birth: away = day of the month, home = ounces. */
export function birthScores({ birthDate, birthWeightOz }: BirthFacts): TeamScores {
  const day = Number(birthDate.slice(8, 10));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || day < 1 || day > 31) throw new Error(`Not a birth date: ${birthDate}`);
  return { away: day, home: birthWeightOz };
}

/** The one result of a baby shower game once the host entered the birth. */
export function settleBabyShower(input: {
  birthResult: BirthFacts;
  targetScores: readonly DigitSet[];
  size: SquaresSize;
  squares: readonly ClaimedSquare[];
}): PeriodResult[] {
  const digitSet = input.targetScores[0];
  if (!digitSet) throw new Error('A baby shower settles only after the draw');
  return [periodResult(BIRTH_LABEL, birthScores(input.birthResult), digitSet, input.size, input.squares)];
}
