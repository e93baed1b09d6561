import { describe, expect, it } from 'vitest';
import { readCookie } from './origin-policy.js';

describe('readCookie', () => {
  it.each([
    ['sb_session=%', '%'],
    ['sb_session=%E0%A4%A', '%E0%A4%A'],
    ['a=%; sb_session=abc', 'abc'],
    ['sb_session=x%20y', 'x y'],
    ['sb_session=first; sb_session=second', 'first'],
    ['garbage', undefined],
    ['=; ;;sb_session', undefined],
  ])('never throws: %j → %j', (header, expected) => {
    expect(readCookie({ cookie: header }, 'sb_session')).toBe(expected);
  });

  it('is undefined without a Cookie header', () => {
    expect(readCookie({}, 'sb_session')).toBeUndefined();
  });
});
