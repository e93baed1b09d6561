import { describe, expect, it } from 'vitest';
import { firstGraphemes, looksLikeEmail, normaliseDisplayName, normaliseInitials } from './profile.js';

describe('normaliseInitials (SPEC §5)', () => {
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
