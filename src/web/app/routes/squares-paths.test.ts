import { describe, expect, it } from 'vitest';
import { NCAA_TEAMS, NFL_TEAMS } from '../../../domain/sports/teams/index.js';
import { REDIRECTS, resolveRedirect, resolveSquaresPath } from './squares-paths.js';

describe('redirects', () => {
  it.each([
    ['/games/new/football-squares', '/squares/nfl'],
    ['/games/new/baseball-squares', '/squares/mlb'],
    // A chain is followed in one step: /nfl-squares → /games/new/football-squares → /squares/nfl.
    ['/nfl-squares', '/squares/nfl'],
    ['/super-bowl-squares', '/squares'],
    ['/squares/nfl/super-bowl', '/squares'],
    ['/squares/nfl/super-bowl/', '/squares'],
    ['/football-pickem', '/football-pool'],
  ])('%s → %s', (from, to) => {
    expect(resolveSquaresPath(from)).toEqual({ kind: 'redirect', to });
  });

  it('every chain ends on a page that is not itself a redirect', () => {
    for (const from of Object.keys(REDIRECTS)) {
      const to = resolveRedirect(from);
      expect(to).not.toBeNull();
      expect(resolveSquaresPath(to!).kind).not.toBe('redirect');
    }
  });
});

describe('pages', () => {
  it.each([
    ['/squares', { kind: 'hub' }],
    ['/squares/', { kind: 'hub' }],
    ['/squares/nfl', { kind: 'league', league: 'NFL' }],
    ['/squares/ncaa', { kind: 'league', league: 'NcaaFootball' }],
    ['/squares/mlb', { kind: 'league', league: 'MLB' }],
    ['/squares/baby-shower', { kind: 'baby-shower' }],
    ['/squares/templates/printable', { kind: 'tool', tool: 'printable' }],
    ['/squares/tools/scoring', { kind: 'tool', tool: 'scoring' }],
    ['/squares/tools/payout/', { kind: 'tool', tool: 'payout' }],
    ['/squares/tools/payout/more', { kind: 'not-found' }],
    ['/squares/tools', { kind: 'not-found' }],
    ['/squares/tools/constructor', { kind: 'not-found' }],
    ['/squares/nfl/kansas-city-chiefs', { kind: 'team', league: 'NFL', slug: 'kansas-city-chiefs' }],
    ['/squares/ncaa/clemson-tigers', { kind: 'team', league: 'NcaaFootball', slug: 'clemson-tigers' }],
    // Unknown slugs still reach the team page, which says it does not know the team.
    ['/squares/nfl/not-a-team', { kind: 'team', league: 'NFL', slug: 'not-a-team' }],
    ['/games/new', { kind: 'new-game' }],
    ['/games/new/', { kind: 'new-game' }],
    ['/games/abcdefghij0123456789/share', { kind: 'share', gameId: 'abcdefghij0123456789' }],
  ])('%s', (path, page) => {
    expect(resolveSquaresPath(path)).toEqual(page);
  });

  it.each([
    '/squares/mlb/new-york-yankees',
    '/squares/nfl/kansas-city-chiefs/extra',
    '/games/new/football-pickem',
    '/games/short/share',
  ])('%s is no squares page: the not-found page', (path) => {
    expect(resolveSquaresPath(path)).toEqual({ kind: 'not-found' });
  });

  it('a content page below /squares is drawn by the content pages', () => {
    expect(resolveSquaresPath('/squares/nfl/super-bowl-template')).toEqual({ kind: 'content' });
  });

  it.each(['/g/ZZZZZZ', '/g/abcdef/'])('%s reached in the app is a code no game has: it says so', (path) => {
    expect(resolveSquaresPath(path)).toEqual({ kind: 'game-not-found' });
  });

  it('every NFL team and NCAA school has a page', () => {
    for (const team of NFL_TEAMS) expect(resolveSquaresPath(`/squares/nfl/${team.slug}`)).toEqual({ kind: 'team', league: 'NFL', slug: team.slug });
    for (const team of NCAA_TEAMS) {
      expect(resolveSquaresPath(`/squares/ncaa/${team.slug}`)).toEqual({ kind: 'team', league: 'NcaaFootball', slug: team.slug });
    }
  });
});
