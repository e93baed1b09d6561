import { describe, expect, it } from 'vitest';
import { describeIssues, parseRetryAfter } from './http-json.js';

describe('parseRetryAfter (RFC 9110 §10.2.3)', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it.each([
    ['120', 120],
    [' 0 ', 0],
    ['Sun, 22 Nov 2026 12:01:30 GMT', 90],
    ['Sun, 22 Nov 2026 11:00:00 GMT', 0],
    ['soon', null],
    ['-5', null],
    [null, null],
  ])('%j → %s', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe('describeIssues', () => {
  it('names the path of the first three issues and counts the rest', () => {
    const issue = (path: PropertyKey[], message: string) => ({ path, message });
    expect(describeIssues([issue([], 'bad')])).toBe('(root): bad');
    expect(
      describeIssues([issue(['a', 0], 'one'), issue(['b'], 'two'), issue(['c'], 'three'), issue(['d'], 'four'), issue(['e'], 'five')], 'x.'),
    ).toBe('x.a.0: one; x.b: two; x.c: three (+2 more)');
  });
});
