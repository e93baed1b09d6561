import { describe, expect, it } from 'vitest';
import { isMixedScript, latinLookAlike, normaliseLabel, normaliseName, scriptsOf } from './labels.js';
import { checkPreferredInitials, checkRealName, normaliseDisplayName, normaliseInitials, PROFILE_ERRORS } from './profile.js';
import { checkGameInitials } from '../squares/initials.js';

describe('normaliseLabel: text as it shows', () => {
  it.each([
    ['plain ASCII stays', 'QX', 'QX'],
    ['zero-width space', 'Q\u200BX', 'QX'],
    ['zero-width joiner and non-joiner', 'Q\u200DX\u200C', 'QX'],
    ['word joiner and BOM', '\uFEFFQ\u2060X', 'QX'],
    ['right-to-left override (shows as BA)', '\u202EAB', 'AB'],
    ['left-to-right embedding and pop', '\u202AQX\u202C', 'QX'],
    ['bidi isolates', '\u2067QX\u2069', 'QX'],
    ['right-to-left and Arabic letter marks', 'Q\u200FX\u061C', 'QX'],
    ['soft hyphen', 'Q\u00ADX', 'QX'],
    ['variation selector', 'Q\uFE0FX', 'QX'],
    ['combining grapheme joiner', 'Q\u034FX', 'QX'],
    ['Hangul filler', '\u3164QX', 'QX'],
    ['fullwidth letters (NFKC)', 'ＱＸ', 'QX'],
    ['ligature (NFKC)', 'ﬁ', 'fi'],
    ['composed and decomposed é compare the same', 'e\u0301', 'é'],
    ['letters of other alphabets stay', 'Ωμέγα', 'Ωμέγα'],
    ['an emoji stays', '🏈', '🏈'],
    ['an emoji joined by ZWJ falls apart', '👨\u200D👩\u200D👧', '👨👩👧'],
  ])('%s: %j → %j', (_name, input, output) => {
    expect(normaliseLabel(input)).toBe(output);
  });

  it('trims what is left for names', () => {
    expect(normaliseName(' \u200B Big Game \u200B ')).toBe('Big Game');
    expect(normaliseName('\u200B\u202E')).toBe('');
  });
});

describe('isMixedScript', () => {
  it.each([
    ['ASCII', 'QX', false],
    ['Latin with accents', 'ÉÅ', false],
    ['Latin with a digit and a symbol', 'A1&', false],
    ['all Cyrillic', 'ЖДЯ', false],
    ['all Greek', 'ΩΔΣ', false],
    ['Latin Q, Cyrillic Ha', 'QХ', true],
    ['Latin A, Greek Alpha', 'AΑ', true],
    ['Cyrillic and Greek', 'ЖΩ', true],
    ['Latin and Armenian', 'AՕ', true],
    ['Latin and Cherokee', 'AᎪ', true],
    ['Japanese: Han, Hiragana, Katakana', '漢かカ', false],
    ['Japanese with Latin', 'A漢か', false],
    ['Korean with Latin', 'A한', false],
    ['Korean with Japanese kana', '한か', true],
    ['emoji and digits belong to no script', '🏈7', false],
  ])('%s: %j → %s', (_name, text, mixed) => {
    expect(isMixedScript(text)).toBe(mixed);
  });

  it('names the scripts of the letters only', () => {
    expect([...scriptsOf('QХ1!')]).toEqual(['Latin', 'Cyrillic']);
  });
});

describe('latinLookAlike: capitals of one script drawn like Latin ones', () => {
  it.each([
    ['ASCII stays', 'QX', 'QX'],
    ['Cyrillic Qa and Ha', 'ԚХ', 'QX'],
    ['Greek Omicron and Chi', 'ΟΧ', 'OX'],
    ['Cyrillic with a digit', 'О1', 'O1'],
    ['a Cyrillic letter with no Latin twin keeps the whole as typed', 'ЖО', 'ЖО'],
    ['a Greek letter with no Latin twin keeps the whole as typed', 'ΑΓ', 'ΑΓ'],
    ['lower case is not mapped (initials are uppercased first)', 'ох', 'ох'],
    ['emoji stay', '🏈', '🏈'],
  ])('%s: %j → %j', (_name, input, output) => {
    expect(latinLookAlike(input)).toBe(output);
  });
});

describe('initials and names use it', () => {
  it.each([
    ['QX', 'QX'],
    ['q\u200Bx', 'QX'],
    ['ｑｘ', 'QX'],
    ['\u202Eqx', 'QX'],
    ['\u202DQ\u2060X\u202C', 'QX'],
    ['ԚХ', 'QX'],
    ['ԛх', 'QX'],
  ])('squares initials %j are %j', (input, value) => {
    expect(normaliseInitials(input)).toBe(value);
    expect(checkGameInitials(input, [])).toEqual({ ok: true, value });
    expect(checkGameInitials(input, ['QX'])).toEqual({ ok: false, refusal: { reason: 'initialsTaken' } });
  });

  it('refuses mixed-script initials, and initials that are only invisible', () => {
    expect(checkGameInitials('QХ', [])).toEqual({ ok: false, refusal: { reason: 'initialsMixedScript' } });
    expect(checkGameInitials('\u200B\u202E', [])).toEqual({ ok: false, refusal: { reason: 'initialsRequired' } });
    expect(checkPreferredInitials('QХ')).toEqual({ ok: false, error: PROFILE_ERRORS.initialsMixedScript });
    expect(checkPreferredInitials('q\u200Bx')).toEqual({ ok: true, value: 'QX' });
  });

  it('display and real names show as they are stored', () => {
    expect(normaliseDisplayName('\u202EAnna\u200B')).toBe('Anna');
    expect(checkRealName('Ｊｏ\u200D')).toEqual({ ok: true, value: 'Jo' });
  });
});
