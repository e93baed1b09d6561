// docs/product/squares.md: the how-to-play card, for football (NFL, college), baseball (MLB) and the baby shower
// (docs/product/squares.md: rows from the last digit of the birth day, columns from the last digit of the ounces).
import { memo } from 'react';
import type { SquaresGame } from '../../../../contracts/squares.js';
import type { Sport } from '../../../../domain/sports/index.js';
import type { AxisSide, PeriodRow } from './game-facts.js';

interface HowToPlayProps {
  readonly variant: SquaresGame['variant'];
  readonly size: SquaresGame['size'];
  readonly changeTargetScores: SquaresGame['changeTargetScores'];
  readonly sport: Sport | null;
  readonly away: AxisSide;
  readonly home: AxisSide;
  readonly periods: readonly PeriodRow[];
}

const list = (labels: readonly string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;

/** Memoised on the game's rules, which no claim changes (docs/BENCHMARKS.md). */
export const HowToPlay = memo(function HowToPlay({ variant, size, changeTargetScores, sport, away, home, periods }: HowToPlayProps) {
  const digits = size === 100 ? 'a digit' : 'two digits';
  const labels = periods.map((period) => period.label);

  let steps: string[];
  if (variant === 'BabyShower') {
    steps = [
      'Claim squares with your initials while the game is open.',
      `When the host locks the game, each row and column gets ${digits} from 0 to 9, drawn at random.`,
      'Rows are the last digit of the baby’s birth day (born on the 23rd: 3). Columns are the last digit of the ounces (7 lb 12 oz: 2).',
      'When the baby arrives, the host enters the birth date and weight, and the square where that row and column meet wins.',
    ];
  } else if (sport === 'Baseball') {
    steps = [
      'Claim squares with your initials while the game is open.',
      `When the host locks the game (or at the first pitch), each row and column gets ${digits} from 0 to 9, drawn at random.`,
      `Rows are the last digit of the ${away.name} runs, columns the last digit of the ${home.name} runs.`,
      `A square wins after ${list(labels)} when the runs so far end in its row’s and column’s digits (${away.code} 3, ${home.code} 12: the row marked 3 and the column marked 2). Extra innings count in the Final.`,
    ];
    if (changeTargetScores !== 'SameAllGame') steps.push('New digits are drawn every 3 innings.');
  } else {
    steps = [
      'Claim squares with your initials while the game is open.',
      `When the host locks the game (or at kickoff), each row and column gets ${digits} from 0 to 9, drawn at random.`,
      `Rows are the last digit of the ${away.name} score, columns the last digit of the ${home.name} score.`,
      `A square wins at ${list(labels)} when the score at that point ends in its row’s and column’s digits (${away.code} 17, ${home.code} 14: the row marked 7 and the column marked 4). Overtime counts in the Final.`,
    ];
    if (changeTargetScores === 'ChangeEveryOtherPeriod') steps.push('New digits are drawn for the second half.');
    if (changeTargetScores === 'ChangeEveryPeriod') steps.push('New digits are drawn for every quarter.');
  }

  // docs/product/squares.md#winners: the settlement leaves an empty winning square without a winner.
  steps.push(
    variant === 'BabyShower'
      ? 'If the winning square is empty, nobody wins.'
      : 'If a period’s winning square is empty, nobody wins that period, and nothing rolls over to the next one.',
  );

  return (
    <section className="game-panel sq-how" aria-labelledby="sq-how-title">
      <h2 id="sq-how-title" className="game-panel__title">
        How to play
      </h2>
      <ol className="sq-how__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="sq-how__note">Sportsball never handles money: any payouts are between the players and the host.</p>
    </section>
  );
});
