import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { refusalText } from '../refusals.js';
import { PICKEM_ERRORS, beans, checkAnswer, clampTiebreaker, pickShares, wonBeans } from './picks.js';

describe('checkAnswer (Bad input)', () => {
  const ok = { questionExists: true, choiceOffered: true, locked: false, answersHeld: 0, maxAnswers: null, props: false };
  it.each([
    ['a pick on an open question', ok, null],
    ['a question that does not exist', { ...ok, questionExists: false, choiceOffered: false }, 'That question does not exist'],
    ['a locked question', { ...ok, locked: true }, 'Picks are locked for this game'],
    ['a choice that is not offered', { ...ok, choiceOffered: false }, 'That choice is not offered'],
    ['past maxAnswers', { ...ok, answersHeld: 3, maxAnswers: 3 }, 'You can pick at most 3 games'],
    ['past maxAnswers of one', { ...ok, answersHeld: 1, maxAnswers: 1 }, 'You can pick at most 1 game'],
    ['past maxAnswers in a props pool: questions, not games', { ...ok, answersHeld: 2, maxAnswers: 2, props: true }, 'You can pick at most 2 questions'],
    ['up to maxAnswers', { ...ok, answersHeld: 2, maxAnswers: 3 }, null],
    ['clearing a pick at the cap', { ...ok, answersHeld: 3, maxAnswers: 3, clearing: true, choiceOffered: false }, null],
    ['clearing a locked pick', { ...ok, locked: true, clearing: true }, 'Picks are locked for this game'],
    ['locked wins over a choice not offered', { ...ok, locked: true, choiceOffered: false }, 'Picks are locked for this game'],
  ])('%s', (_, input, error) => {
    const refusal = checkAnswer(input);
    expect(refusal === null ? null : refusalText(refusal)).toBe(error);
  });

  it('keeps the plan’s texts', () => {
    expect(PICKEM_ERRORS).toMatchObject({
      notPickem: "Game is not a pick'em game",
      entryNotFound: 'Entry not found',
      notHost: 'Only the host can do that',
      notFound: 'Game not found',
      tiebreakerRequired: 'Set Tiebreaker to Submit!',
    });
  });
});

describe('clampTiebreaker (an integer clamped 0–150; empty clears)', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['abc', null],
    ['0', 0],
    ['42', 42],
    [' 42 ', 42],
    ['150', 150],
    ['151', 150],
    ['9999', 150],
    ['-3', 0],
    ['12.7', 12],
    ['1e2', 100],
  ])('%j → %j', (input, value) => {
    expect(clampTiebreaker(input)).toBe(value);
  });

  it('always gives an integer 0–150 or null', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const value = clampTiebreaker(input);
        if (value !== null) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(150);
        }
      }),
    );
  });
});

describe('pickShares (% picked)', () => {
  const question = { index: 2, choices: [{ key: 'Away' }, { key: 'Home' }] };
  it('is each choice’s share of the answers to the question', () => {
    const answers = [
      { question: 2, choice: 'Home' },
      { question: 2, choice: 'Home' },
      { question: 2, choice: 'Away' },
      { question: 2, choice: 'Home' },
      { question: 1, choice: 'Away' },
      { question: 2, choice: 'Draw' },
    ];
    expect(pickShares(answers, question)).toEqual([
      { key: 'Away', share: 0.25 },
      { key: 'Home', share: 0.75 },
    ]);
  });

  it('is 0 for every choice when nobody answered', () => {
    expect(pickShares([], question)).toEqual([
      { key: 'Away', share: 0 },
      { key: 'Home', share: 0 },
    ]);
  });
});

describe('beans (floored integers)', () => {
  it.each([
    [0, 0],
    [27.69, 27],
    [10, 10],
    [0.1 + 0.2 + 29.7, 30],
    [29.99, 29],
    [29.9999999, 30],
  ])('%d → %d', (points, expected) => {
    expect(beans(points)).toBe(expected);
  });
});

describe('wonBeans', () => {
  const pointsToBeans = { type: 'PointsToBeans' as const, entryIncentiveJellyBeans: 5 };
  it.each([
    ['PointsToBeans, over, submitted: points plus the incentive', pointsToBeans, true, 37.5, true, 42.5],
    ['PointsToBeans, over, never submitted: the points', pointsToBeans, true, 37.5, false, 37.5],
    ['PointsToBeans before the end: nothing yet', pointsToBeans, false, 37.5, true, 0],
    ['Podium: no beans', { type: 'Podium' as const }, true, 37.5, true, 0],
  ])('%s', (_, scoring, over, score, submitted, expected) => {
    expect(wonBeans({ scoring, over, score, submitted })).toBe(expected);
  });
});
