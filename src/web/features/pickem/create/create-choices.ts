// The choices the pick'em creation forms offer, in the words people use
// (docs/product/pickem.md#game-types-and-questions), and the points a slate shows beside its games.
import type { PickemQuestionType } from '../../../../contracts/pickem.js';
import type { SportsGame } from '../../../../contracts/sports.js';
import { underdogPointsFromOdds, type AwayHome } from '../../../../domain/pickem/index.js';

export type SlateQuestionType = Exclude<PickemQuestionType, 'Props'>;

export interface Choice<T> {
  value: T;
  label: string;
  /** One line under the options when this one is chosen. */
  explanation: string;
}

export const QUESTION_TYPE_CHOICES: readonly Choice<SlateQuestionType>[] = [
  { value: 'StraightUp', label: 'Straight up', explanation: 'Pick the winner of each game. A correct pick earns 10 points.' },
  {
    value: 'VsSpread',
    label: 'Against the spread',
    explanation: 'Pick who wins once the spread is added. A correct pick earns 10; landing exactly on the spread is a push, worth 0.',
  },
  {
    value: 'UnderdogBonus',
    label: 'Underdog bonus',
    explanation:
      'A correct favourite pick earns 10; a correct underdog pick earns more, from the odds: points = 10 × p(favourite) / p(this side).',
  },
];

export type ScoringType = 'Podium' | 'PointsToBeans';

export const SCORING_CHOICES: readonly Choice<ScoringType>[] = [
  { value: 'Podium', label: 'Podium', explanation: 'Ranked by points; the top 3 take the podium.' },
  {
    value: 'PointsToBeans',
    label: 'Jelly beans',
    explanation: 'When the pool ends every point becomes a jelly bean, plus the beans each entry earns for taking part.',
  },
];

/** A game of the slate: in play, shown but not pickable (OffPick, worth 0), or left out of the pool. */
export type GameMark = 'pick' | 'off' | 'drop';

export const GAME_MARK_CHOICES: readonly { value: GameMark; label: string }[] = [
  { value: 'pick', label: 'In play' },
  { value: 'off', label: 'Off the board' },
  { value: 'drop', label: 'Drop' },
];

/**
 * UnderdogBonusPick points from the game's bookmaker odds, exactly as the server will store them
 * (the domain's rule: rounded to hundredths, capped at 1,000). Null without odds: then both sides earn 10.
 */
export function underdogPoints(game: Pick<SportsGame, 'odds'>): AwayHome<number> | null {
  return underdogPointsFromOdds(game.odds?.vegasOdds);
}

/** Points as shown: at most one decimal ("10", "13.4"). */
export function formatPoints(points: number): string {
  return String(Math.round(points * 10) / 10);
}
