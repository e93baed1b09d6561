import { describe, expect, it } from 'vitest';
import { SeasonIdSchema } from '../../../../contracts/seasons.js';
import { parseSeasonPath, seasonJoinPath } from './season-paths.js';

const id = SeasonIdSchema.parse('abcdefghij0123456789');

describe('parseSeasonPath', () => {
  it('every name of the NFL challenge shows the NFL season', () => {
    for (const path of ['/football-pool', '/office-pool', '/nfl-pickem', '/weekly-football-pool', '/nfl-pick-em-pool', '/football-pick-pool', '/football-pool/']) {
      expect(parseSeasonPath(path)).toEqual({ kind: 'season', seasonRef: 'publicNflPickem', join: false });
    }
  });

  it('the baseball pool, a season by tag or id, and its join page', () => {
    expect(parseSeasonPath('/baseball-pool')).toEqual({ kind: 'season', seasonRef: 'publicMlbPickem', join: false });
    expect(parseSeasonPath('/seasons/dailyPick')).toEqual({ kind: 'season', seasonRef: 'dailyPick', join: false });
    expect(parseSeasonPath('/seasons/abcdefghij0123456789/join')).toEqual({ kind: 'season', seasonRef: 'abcdefghij0123456789', join: true });
  });

  it('anything else is not a season page', () => {
    expect(parseSeasonPath('/seasons')).toEqual({ kind: 'none' });
    expect(parseSeasonPath('/seasons/%E0%A4%A')).toEqual({ kind: 'none' });
    expect(parseSeasonPath('/seasons/a/b/c')).toEqual({ kind: 'none' });
  });

  it('the join page is named by tag when the season has one', () => {
    expect(seasonJoinPath({ id, tag: 'publicNflPickem' })).toBe('/seasons/publicNflPickem/join');
    expect(seasonJoinPath({ id, tag: null })).toBe('/seasons/abcdefghij0123456789/join');
  });
});
