import { describe, it, expect } from 'vitest';
import { SPORTS, SPORTS_LEAGUES, isSport, isSportsLeague, sportOfLeague, type Sport, type SportsLeague } from './leagues.js';

describe('sportOfLeague', () => {
  const table: [SportsLeague, Sport][] = [
    ['MLB', 'Baseball'],
    ['NBA', 'Basketball'],
    ['NFL', 'Football'],
    ['NcaaFootball', 'Football'],
  ];

  it('covers every league', () => {
    expect(table.map(([league]) => league).sort()).toEqual([...SPORTS_LEAGUES].sort());
  });

  it.each(table)('%s is %s', (league, sport) => {
    expect(sportOfLeague(league)).toBe(sport);
  });
});

describe('lists', () => {
  it('every league plays a listed sport, and every sport has a league', () => {
    expect(new Set(SPORTS_LEAGUES.map(sportOfLeague))).toEqual(new Set(SPORTS));
  });

  it.each([
    ['Football', true],
    ['Baseball', true],
    ['Basketball', true],
    ['football', false],
    ['Soccer', false],
    ['', false],
  ])('isSport(%j) is %s', (value, expected) => {
    expect(isSport(value)).toBe(expected);
  });

  it.each([
    ['MLB', true],
    ['NBA', true],
    ['NFL', true],
    ['NcaaFootball', true],
    ['NCAAF', false],
    ['nfl', false],
  ])('isSportsLeague(%j) is %s', (value, expected) => {
    expect(isSportsLeague(value)).toBe(expected);
  });
});
