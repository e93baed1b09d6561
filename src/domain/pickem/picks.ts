// Checking picks and tiebreakers, and the shares shown after lock (docs/product/pickem.md).
import { HOST_ERRORS } from '../people/hosting.js';
import { REFUSAL_TEXTS, type Refusal } from '../refusals.js';

/** The pick'em refusals' texts the pages show outside a refusal, and the pages' own failure alerts. */
export const PICKEM_ERRORS = {
  notPickem: REFUSAL_TEXTS.notPickem,
  locked: REFUSAL_TEXTS.picksLocked,
  noQuestion: REFUSAL_TEXTS.noQuestion,
  choiceNotOffered: REFUSAL_TEXTS.choiceNotOffered,
  entryNotFound: REFUSAL_TEXTS.entryNotFound,
  ...HOST_ERRORS,
  tiebreakerRequired: REFUSAL_TEXTS.tiebreakerRequired,
  submitFailed: 'Error submitting entry',
  clearFailed: 'Error clearing entry',
} as const;

/** The info toast on the join page (its duration is the web's, src/web/features/pickem/timings.ts). */
export const TIEBREAKER_TOAST = "Don't forget to set your tiebreaker!";
/** docs/product/pickem.md#tiebreaker: the tiebreaker is an integer 0–150. */
export const TIEBREAKER_MIN = 0;
export const TIEBREAKER_MAX = 150;

/**
 * The first rule a pick breaks, or null when it may be saved. `answersHeld` counts the entry's
 * answers to OTHER questions (changing an answer never hits the cap); clearing (choice null) is
 * never capped, and a cleared pick needs no offered choice.
 */
export function checkAnswer(input: {
  questionExists: boolean;
  /** The choice is one of the question's keys (an OffPick offers none). Ignored when clearing. */
  choiceOffered: boolean;
  locked: boolean;
  answersHeld: number;
  maxAnswers: number | null;
  /** A props pool: the limit counts questions, not games. */
  props: boolean;
  clearing?: boolean;
}): Refusal | null {
  if (!input.questionExists) return { reason: 'noQuestion' };
  if (input.locked) return { reason: 'picksLocked' };
  if (input.clearing) return null;
  if (!input.choiceOffered) return { reason: 'choiceNotOffered' };
  if (input.maxAnswers !== null && input.answersHeld >= input.maxAnswers) return { reason: 'maxAnswers', limit: input.maxAnswers, props: input.props };
  return null;
}

/**
 * The tiebreaker field's value (docs/product/pickem.md): empty clears it (null); a number is cut to an integer and
 * clamped to 0–150; text that is not a number also clears.
 */
export function clampTiebreaker(input: string): number | null {
  const text = input.trim();
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return Math.min(TIEBREAKER_MAX, Math.max(TIEBREAKER_MIN, Math.trunc(value)));
}

/**
 * '% picked' after a question locks (docs/product/pickem.md): each choice's share of the answers to the
 * question, in the question's choice order; every share 0 when nobody answered it.
 */
export function pickShares(
  answers: readonly { readonly question: number; readonly choice: string }[],
  question: { readonly index: number; readonly choices: readonly { readonly key: string }[] },
): { key: string; share: number }[] {
  const counts = new Map(question.choices.map((c) => [c.key, 0]));
  let total = 0;
  for (const answer of answers) {
    const count = answer.question === question.index ? counts.get(answer.choice) : undefined;
    if (count === undefined) continue;
    counts.set(answer.choice, count + 1);
    total++;
  }
  return question.choices.map((c) => ({ key: c.key, share: total === 0 ? 0 : (counts.get(c.key) ?? 0) / total }));
}

/** docs/product/pickem.md: beans show as a floored integer (to the hundredth first, so 29.999999 from float sums is 30). */
export function beans(points: number): number {
  return Math.floor(Math.round(points * 100) / 100);
}

/**
 * Beans an entry wins (docs/product/pickem.md): under PointsToBeans, once the game is over, its points plus the
 * entry incentive when it was submitted, to the hundredth as the ledger keeps them; 0 under Podium or before
 * the end. Migration 029's pickem_won_beans is the same rule in SQL: the ledger credits what it gives, and a
 * public challenge's leaderboard shows this before its settlement has run.
 */
export function wonBeans(input: {
  scoring: { type: 'Podium' } | { type: 'PointsToBeans'; entryIncentiveJellyBeans: number };
  over: boolean;
  score: number;
  submitted: boolean;
}): number {
  if (input.scoring.type !== 'PointsToBeans' || !input.over) return 0;
  return Math.round((input.score + (input.submitted ? input.scoring.entryIncentiveJellyBeans : 0)) * 100) / 100;
}
