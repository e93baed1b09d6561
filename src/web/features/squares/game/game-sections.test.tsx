import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../../lib/store.js';
import { square } from './fixtures.js';
import type { AxisSide, PeriodRow } from './game-facts.js';
import { Leaderboard, Winners, winnerSentence } from './game-sections.js';

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
    const html = renderToStaticMarkup(<Leaderboard game={createStore({ squares })} periods={[]} viewerUid="me" claimable />);
    expect(rows(html)).toEqual(['1 AB 0 3', '2 ME Me Myself You 0 2', '3 OFF 0 1']);
    expect(html.match(/sq-leaders__mine/g)).toHaveLength(1);
  });

  it('a period won ranks above squares held; another viewer sees no You', () => {
    const periods: PeriodRow[] = [{ label: 'Q1', payout: null, inPlay: false, result: { label: 'Q1', rowCol: [0, 2], square: 2, uid: 'me', entryName: 'ME', scores: { away: 0, home: 2 } } }];
    const html = renderToStaticMarkup(<Leaderboard game={createStore({ squares })} periods={periods} viewerUid="someone" claimable={false} />);
    expect(rows(html)).toEqual(['1 ME Me Myself 1 2', '2 AB 0 3', '3 OFF 0 1']);
    expect(html).not.toContain('You');
  });

  it('an empty board invites the viewer only while they may claim', () => {
    const empty = (claimable: boolean) => renderToStaticMarkup(<Leaderboard game={createStore({ squares: [] })} periods={[]} viewerUid="me" claimable={claimable} />);
    expect(empty(true)).toContain('No squares claimed yet. Be the first!');
    expect(empty(false)).toContain('No squares claimed yet.');
    expect(empty(false)).not.toContain('Be the first');
  });
});

describe('Winners: described by the digits players see on the grid', () => {
  const away: AxisSide = { code: 'DAL', name: 'Dallas Cowboys', short: 'Cowboys', color: null, ink: null, stripe: null };
  const home: AxisSide = { code: 'MIA', name: 'Miami Dolphins', short: 'Dolphins', color: null, ink: null, stripe: null };
  const won: PeriodRow = { label: 'Q1', payout: '$25', inPlay: false, result: { label: 'Q1', rowCol: [3, 3], square: 33, uid: 'u1', entryName: 'AB', scores: { away: 17, home: 14 } } };
  const empty: PeriodRow = { label: 'Half', payout: null, inPlay: false, result: { label: 'Half', rowCol: [0, 5], square: 5, uid: null, entryName: null, scores: { away: 20, home: 21 } } };
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('names the winning square by team and digit, then its holder; never by row and column', () => {
    const html = renderToStaticMarkup(
      <Winners periods={[won, empty]} away={away} home={home} babyShower={false} correctedAt={null} viewerLabels={new Set()} announcement="" />,
    );
    expect(text(html)).toContain('Cowboys 7 – Dolphins 4 , AB');
    expect(text(html)).toContain('DAL 17 · MIA 14');
    expect(html).not.toMatch(/row \d|col \d/);
  });

  it('an empty winning square states the rule: no winner, nothing rolls over', () => {
    const html = renderToStaticMarkup(
      <Winners periods={[empty]} away={away} home={home} babyShower={false} correctedAt={null} viewerLabels={new Set()} announcement="" />,
    );
    expect(text(html)).toContain('Cowboys 0 – Dolphins 1');
    expect(text(html)).toContain('Empty square: no winner this period, and nothing rolls over to the next.');
  });

  it('the live announcement says the same in a sentence', () => {
    expect(winnerSentence(won, away, home, false)).toBe('Q1: Cowboys 7 – Dolphins 4, AB wins, at DAL 17, MIA 14.');
    expect(winnerSentence(empty, away, home, false)).toBe('Half: Cowboys 0 – Dolphins 1 is an empty square, so nobody wins and nothing rolls over, at DAL 20, MIA 21.');
  });
});
