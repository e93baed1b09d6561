import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../../lib/store.js';
import { square } from './fixtures.js';
import type { PeriodRow } from './game-facts.js';
import { Leaderboard } from './game-sections.js';

/** Each body row's text (rank, initials, name, You, periods won, squares held), in order. */
function rows(html: string): string[] {
  const body = /<tbody>(.*)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

describe('Leaderboard: players by periods won, then squares held', () => {
  const squares = [
    square(1, 'me', 'ME', { entryOwner: { name: 'Me Myself', avatar: null } }),
    square(2, 'me', 'ME'),
    // The viewer (the host) claimed these for an offline player: that player is not "You".
    square(3, 'me', 'OFF', { onBehalf: true }),
    square(4, 'u2', 'AB'),
    square(5, 'u2', 'AB'),
    square(6, 'u2', 'AB'),
  ];

  it('ranks by squares held with no period paid, and marks only the viewer’s own label as You', () => {
    const html = renderToStaticMarkup(<Leaderboard game={createStore({ squares })} periods={[]} viewerUid="me" />);
    expect(rows(html)).toEqual(['1 AB 0 3', '2 ME Me Myself You 0 2', '3 OFF 0 1']);
    expect(html.match(/sq-leaders__mine/g)).toHaveLength(1);
  });

  it('a period won ranks above squares held; another viewer sees no You', () => {
    const periods: PeriodRow[] = [{ label: 'Q1', payout: null, inPlay: false, result: { label: 'Q1', rowCol: [0, 2], square: 2, uid: 'me', entryName: 'ME', scores: { away: 0, home: 2 } } }];
    const html = renderToStaticMarkup(<Leaderboard game={createStore({ squares })} periods={periods} viewerUid="someone" />);
    expect(rows(html)).toEqual(['1 ME Me Myself 1 2', '2 AB 0 3', '3 OFF 0 1']);
    expect(html).not.toContain('You');
  });
});
