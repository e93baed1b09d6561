import { describe, it, expect } from 'vitest';
import { NEUTRAL_PRIMARY_COLOR, NEUTRAL_SECONDARY_COLOR, normalizeHexColor, teamInitials } from './team-fallbacks.js';

describe('normalizeHexColor', () => {
  it.each([
    ['0a2240', '#0A2240'],
    ['#0a2240', '#0A2240'],
    ['FA002C', '#FA002C'],
    [' 006532 ', '#006532'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeHexColor(input)).toBe(expected);
  });

  it.each([[''], ['fff'], ['#12345'], ['1234567'], ['red'], ['#GGGGGG'], [null], [undefined]])('rejects %j', (input) => {
    expect(normalizeHexColor(input)).toBeUndefined();
  });

  it('neutral colours are valid', () => {
    expect(normalizeHexColor(NEUTRAL_PRIMARY_COLOR)).toBe(NEUTRAL_PRIMARY_COLOR);
    expect(normalizeHexColor(NEUTRAL_SECONDARY_COLOR)).toBe(NEUTRAL_SECONDARY_COLOR);
  });
});

describe('teamInitials', () => {
  it.each([
    ['Utah State', 'US'],
    ['Ludwigsburg', 'LUD'],
    ['St.Louis Cardinals', 'SLC'],
    ['Texas A&M-Corpus Christi Islanders', 'TAMC'],
    ['  ', ''],
    ['Ohio', 'OHI'],
  ])('%j → %j', (name, expected) => {
    expect(teamInitials(name)).toBe(expected);
  });
});
