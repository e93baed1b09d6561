import { describe, expect, it } from 'vitest';
import { resolvePickemCreatePath } from './create-paths.js';

describe('pick’em creation paths', () => {
  it.each([
    ['/games/new/football-pickem', { kind: 'slate', sport: 'football' }],
    ['/games/new/baseball-pickem', { kind: 'slate', sport: 'baseball' }],
    ['/games/new/basketball-pickem/', { kind: 'slate', sport: 'basketball' }],
    ['/games/new/props', { kind: 'props' }],
    ['/webview/new/football-pickem', { kind: 'slate', sport: 'football' }],
  ])('%s', (path, page) => {
    expect(resolvePickemCreatePath(path)).toEqual(page);
  });

  it('anything else is the catch-all page, including /football-pickem (sends it to the public pool page)', () => {
    expect(resolvePickemCreatePath('/games/new/hockey-pickem')).toEqual({ kind: 'home' });
    expect(resolvePickemCreatePath('/football-pickem')).toEqual({ kind: 'home' });
  });
});
