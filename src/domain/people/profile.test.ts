import { describe, expect, it } from 'vitest';
import { PROFILE_ERRORS, checkBio, checkPreferredInitials, checkRealName, firstGraphemes, looksLikeEmail, normaliseDisplayName, normaliseInitials } from './profile.js';

describe('normaliseInitials', () => {
  it.each([
    ['  ab ', 'AB'],
    ['abcd', 'ABC'],
    ['jé', 'JÉ'],
    ['👍🏽ab', '👍🏽AB'],
    ['🇺🇸🇨🇦🇲🇽🇧🇷', '🇺🇸🇨🇦🇲🇽'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseInitials(input)).toBe(expected);
  });
});

describe('normaliseDisplayName', () => {
  it('trims and caps at 30', () => {
    expect(normaliseDisplayName('  Pat  ')).toBe('Pat');
    expect(normaliseDisplayName('x'.repeat(40))).toHaveLength(30);
  });
});

describe('firstGraphemes', () => {
  it('never splits a user-perceived character', () => {
    expect(firstGraphemes('e\u0301abc', 1)).toBe('e\u0301');
  });

  it('cuts plain text, emoji and mixed text alike, whichever path it takes', () => {
    expect(firstGraphemes('ABCD', 3)).toBe('ABC');
    expect(firstGraphemes('AB', 3)).toBe('AB');
    expect(firstGraphemes('', 3)).toBe('');
    expect(firstGraphemes('A👍🏽BC', 3)).toBe('A👍🏽B');
    expect(firstGraphemes('AB\r\nC', 3)).toBe('AB\r\n');
  });
});

describe('looksLikeEmail', () => {
  it.each([
    ['pat@example.com', true],
    [' pat@example.com ', true],
    ['pat@example', false],
    ['pat example.com', false],
    ['@example.com', false],
    ['pat@@example.com', false],
    ['pat@.com', false],
    [`${'a'.repeat(250)}@x.io`, false],
  ])('%j → %s', (email, expected) => {
    expect(looksLikeEmail(email)).toBe(expected);
  });
});

describe('profile fields', () => {
  it.each([
    [checkRealName, '  Pat Q ', { ok: true, value: 'Pat Q' }],
    [checkRealName, '   ', { ok: true, value: null }],
    [checkRealName, null, { ok: true, value: null }],
    [checkRealName, 'x'.repeat(30), { ok: true, value: 'x'.repeat(30) }],
    [checkRealName, 'x'.repeat(31), { ok: false, error: PROFILE_ERRORS.realNameTooLong }],
    [checkPreferredInitials, ' jd ', { ok: true, value: 'JD' }],
    [checkPreferredInitials, '👍🏽ab', { ok: true, value: '👍🏽AB' }],
    [checkPreferredInitials, 'abcd', { ok: false, error: PROFILE_ERRORS.initialsTooLong }],
    [checkBio, ' Fan of pools. ', { ok: true, value: 'Fan of pools.' }],
    [checkBio, 'b'.repeat(161), { ok: false, error: PROFILE_ERRORS.bioTooLong }],
  ] as const)('%o(%j)', (check, input, expected) => {
    expect(check(input)).toEqual(expected);
  });
});
