import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SeasonLeaderboard, SeasonStanding } from '../../../../contracts/seasons.js';
import { SeasonLeaderboardView, SeasonStandings } from './season-leaderboard.js';

const standing = (rank: number, uid: string, jellyBeans = 100 - rank): SeasonStanding => ({ rank, uid, name: `Player ${uid}`, avatarId: null, jellyBeans, wins: 1, podiums: 2, plays: 3 });
const top50 = Array.from({ length: 50 }, (_, i) => standing(i + 1, `u${i + 1}`));

function render(board: SeasonLeaderboard | 'failed' | null, scope: 'season' | 'allTime' = 'season') {
  return renderToStaticMarkup(<SeasonLeaderboardView scope={scope} onScope={() => undefined} board={board} />);
}

describe('SeasonLeaderboardView', () => {
  it('the viewer outside the top 50 is pinned under it, marked as theirs', () => {
    const html = render({ scope: 'season', rows: top50, viewer: standing(1204, 'me', 7.9), players: 5000 });
    expect(html).toContain('data-testid="season-board-own"');
    const pinned = html.slice(html.indexOf('season-board-own'));
    expect(pinned).toContain('1,204');
    expect(pinned).toContain('Player me');
    expect(pinned).toContain('>You<');
    // Beans floored.
    expect(pinned).toContain('>7<');
    expect(html).toContain('5,000 players');
  });

  it('the viewer inside the top 50 is marked in place, not pinned twice', () => {
    const html = render({ scope: 'season', rows: top50, viewer: standing(3, 'u3'), players: 50 });
    expect(html).not.toContain('season-board-own');
    expect(html.match(/>You</g)).toHaveLength(1);
  });

  it('the chosen period is pressed; empty, loading and failed boards say so', () => {
    expect(render(null, 'allTime')).toMatch(/aria-pressed="true"[^>]*>All time/);
    expect(render(null)).toContain('Loading the standings');
    expect(render('failed')).toContain('could not be loaded');
    expect(render({ scope: 'season', rows: [], viewer: null, players: 0 })).toContain('No standings yet');
  });
});

describe('SeasonStandings', () => {
  it('shows the board the page’s first load brought straight away, without a loading line', () => {
    const board: SeasonLeaderboard = { scope: 'season', rows: top50, viewer: standing(1204, 'me'), players: 5000 };
    const html = renderToStaticMarkup(<SeasonStandings seasonRef="publicNflPickem" refresh="3:g:Pending" initial={{ refresh: '3:g:Pending', board }} />);
    expect(html).not.toContain('Loading the standings');
    expect(html).toContain('data-testid="season-board-own"');
    expect(html).toContain('5,000 players');
  });

  it('without a first load, says the board is loading', () => {
    expect(renderToStaticMarkup(<SeasonStandings seasonRef="publicNflPickem" refresh="3:g:Pending" />)).toContain('Loading the standings');
  });
});
