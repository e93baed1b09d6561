// Settling and scoring picks (docs/product/pickem.md#results-and-scoring Live scoring).
import { isPlayedFinal, isPostponedOrCancelled } from '../sports/index.js';
import type { SportsStatus } from '../sports/index.js';
import type { AwayHome } from './points.js';
import type { ChoiceResult, SportsQuestionType } from './vocabulary.js';

export type { ChoiceResult } from './vocabulary.js';

/** Postponed, cancelled or abandoned (POST / PST / CANC / ABD): the question is void (docs/product/pickem.md). */
export function isVoidStatus(status: string): boolean {
  return isPostponedOrCancelled(status as SportsStatus);
}

/**
 * The result of each side of a game question, or null for both while the game is not final.
 * - A postponed, cancelled or abandoned game voids the question (0 for everyone); an OffPick
 *   is void once its game is final or void (it was never pickable).
 * - StraightUpPick / UnderdogBonusPick: the higher score wins; a tie is a Push.
 * - VsSpreadPick: the home side covers when home − away + vsSpread > 0 (vsSpread is the home line,
 *   −3.5 = home favoured by 3.5); exactly 0 is a Push. A missing line counts as 0.
 */
export function gameQuestionResults(input: {
  type: SportsQuestionType;
  status: string;
  scores: AwayHome<number> | null;
  vsSpread: number | null;
}): { Away: ChoiceResult | null; Home: ChoiceResult | null } {
  const both = (result: ChoiceResult | null) => ({ Away: result, Home: result });
  if (isVoidStatus(input.status)) return both('Void');
  if (!isPlayedFinal(input.status)) return both(null);
  if (input.type === 'OffPick') return both('Void');
  if (input.scores === null) return both(null);
  const line = input.type === 'VsSpreadPick' ? (input.vsSpread ?? 0) : 0;
  const margin = input.scores.home - input.scores.away + line;
  if (margin > 0) return { Away: 'L', Home: 'W' };
  if (margin < 0) return { Away: 'W', Home: 'L' };
  return both('Push');
}

/** A choice as scoring needs it: its key, its worth and its result (null until settled). */
export interface ScoredChoice {
  readonly key: string;
  readonly points: number;
  readonly result: ChoiceResult | null;
}

export interface ScoredQuestion {
  readonly index: number;
  readonly choices: readonly ScoredChoice[];
}

export interface EntryAnswer {
  readonly question: number;
  readonly choice: string;
}

/** docs/product/pickem.md#results-and-scoring: a won pick adds its choice's points; L, Push, Void, unsettled or unknown add 0. */
export function answerPoints(question: ScoredQuestion, choiceKey: string): number {
  const choice = question.choices.find((c) => c.key === choiceKey);
  return choice?.result === 'W' ? choice.points : 0;
}

/**
 * An entry's score: the sum over its answers of answerPoints. Summed in integer hundredths
 * (points are kept to hundredths, points.ts) so 0.1 + 0.2 ties with 0.3 in the ranking.
 */
export function scoreEntry(answers: readonly EntryAnswer[], questions: readonly ScoredQuestion[]): number {
  return scorer(questions)(answers);
}

/** Every entry's score (scoreEntry), indexing the questions once: a recompute scores thousands of entries. */
export function scoreEntries(entries: readonly { readonly answers: readonly EntryAnswer[] }[], questions: readonly ScoredQuestion[]): number[] {
  const score = scorer(questions);
  return entries.map((entry) => score(entry.answers));
}

/** Scores answers against `questions`: the won choices' points by question index and key, in hundredths. */
function scorer(questions: readonly ScoredQuestion[]): (answers: readonly EntryAnswer[]) => number {
  const won = new Map<number, Map<string, number>>();
  for (const question of questions) {
    const keys = new Map<string, number>();
    for (const choice of question.choices) if (choice.result === 'W') keys.set(choice.key, Math.round(choice.points * 100));
    if (keys.size > 0) won.set(question.index, keys);
  }
  return (answers) => {
    let total = 0;
    for (const answer of answers) total += won.get(answer.question)?.get(answer.choice) ?? 0;
    return total / 100;
  };
}

/** The result shown on one pick (docs/product/pickem.md#results-and-scoring), with PUSH, VOID and PENDING added for our extra states. */
export type PickOutcomeLabel = 'WON' | 'LOST' | 'LIVE' | 'NO PICK' | 'PUSH' | 'VOID' | 'PENDING';

/**
 * One pick's display: WON +points, LOST / PUSH / VOID +0 once settled; LIVE while the question has
 * started but is not settled (a game in play, a props question waiting for the host); PENDING before
 * it starts; NO PICK without an answer.
 */
export function pickOutcome(input: {
  /** The chosen choice, or null for no pick. */
  choice: { points: number; result: ChoiceResult | null } | null;
  /** The question's phase (docs/product/live-data.md#phases). */
  phase: 'Pending' | 'Live' | 'Over';
}): { label: PickOutcomeLabel; points: number } {
  const { choice } = input;
  if (choice === null) return { label: 'NO PICK', points: 0 };
  switch (choice.result) {
    case 'W':
      return { label: 'WON', points: choice.points };
    case 'L':
      return { label: 'LOST', points: 0 };
    case 'Push':
      return { label: 'PUSH', points: 0 };
    case 'Void':
      return { label: 'VOID', points: 0 };
    case null:
      return { label: input.phase === 'Pending' ? 'PENDING' : 'LIVE', points: 0 };
  }
}
