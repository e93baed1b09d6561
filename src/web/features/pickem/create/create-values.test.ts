import { describe, expect, it } from 'vitest';
import { defaultLockTime, fromLocalInput, initialPropsValues, initialSlateValues, tiebreakerGame, toLocalInput } from './create-values.js';
import { NOW, week11 } from './fixtures.js';

describe('the slate form', () => {
  it('opens with the tiebreaker on the last game', () => {
    expect(tiebreakerGame(initialSlateValues(), week11)?.id).toBe('nfl-3');
  });
});

describe('the props form', () => {
  it('opens with one Yes/No question at 10 points locking at the next whole hour an hour away', () => {
    const values = initialPropsValues(NOW);
    expect(values.questions[0]?.choices.map((c) => [c.text, c.points])).toEqual([
      ['Yes', '10'],
      ['No', '10'],
    ]);
    expect(fromLocalInput(values.questions[0]?.lockTime ?? '')).toBe('2026-11-22T17:00:00.000Z');
  });

  it('local lock times round-trip through the datetime-local format', () => {
    const at = Date.parse('2026-11-26T22:30:00.000Z');
    expect(fromLocalInput(toLocalInput(at))).toBe('2026-11-26T22:30:00.000Z');
    expect(fromLocalInput('2026-11-26')).toBeNull();
    expect(defaultLockTime(Date.parse('2026-11-22T16:30:00.000Z'))).toBe(toLocalInput(Date.parse('2026-11-22T18:00:00.000Z')));
  });
});
