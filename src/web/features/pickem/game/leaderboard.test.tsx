import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { publicEntry } from './fixtures.js';
import { Leaderboard } from './leaderboard.js';

const ranked = [
  publicEntry('a', 1, { entryName: 'Alpha', score: 30, podiumProbability: 0.9 }),
  publicEntry('b', 1, { entryName: 'Bravo', score: 30, podiumProbability: 0.8 }),
  publicEntry('c', 3, { entryName: 'Charlie', score: 20, uid: 'me' }),
  publicEntry('d', 4, { entryName: 'Delta', score: 10 }),
];

function render(othersOpen: boolean, rows = ranked, baseball = false) {
  return renderToStaticMarkup(<Leaderboard ranked={rows} viewerUid="me" othersOpen={othersOpen} baseball={baseball} renderPicks={() => null} enterable />);
}

describe('Leaderboard', () => {
  it('ties share a rank and a medal; the top 3 have medals named in words', () => {
    const html = render(true);
    expect(html.match(/Gold medal/g)).toHaveLength(2);
    expect(html).toContain('Bronze medal');
    expect(html).not.toContain('Silver medal');
    expect(html).toContain('90%');
  });

  it('no medals before the start: everyone shares rank 1 on 0 points', () => {
    expect(render(false)).not.toContain('medal');
  });

  it('before the start only the viewer’s own entry opens', () => {
    const closed = render(false);
    expect(closed.match(/<button[^>]*aria-expanded/g)).toHaveLength(1);
    expect(closed).toContain('Picks stay hidden until the game starts');
    expect(render(true).match(/<button[^>]*aria-expanded/g)).toHaveLength(4);
  });

  it('from 8 entries: an expand control', () => {
    const many = Array.from({ length: 9 }, (_, i) => publicEntry(String(i), i + 1));
    const html = render(true, many);
    expect(html).toContain('Show all entries (4 more)');
  });

  it('once a bean game is over each row shows its beans, floored, where the podium chance was', () => {
    const rows = [publicEntry('a', 1, { entryName: 'Alpha', score: 30, wonBeans: 40.99 }), publicEntry('b', 2, { entryName: 'Bravo', score: 10, wonBeans: 10 })];
    const html = renderToStaticMarkup(<Leaderboard ranked={rows} viewerUid="me" othersOpen baseball={false} renderPicks={() => null} beans enterable={false} />);
    expect(html.replace(/<[^>]+>/g, '')).toContain('40 beans');
    expect(html.replace(/<[^>]+>/g, '')).toContain('10 beans');
    expect(html).not.toContain('41');
    expect(html).toContain('>Beans<');
    expect(html).not.toContain('Chance of finishing in the top 3');
    expect(render(true)).not.toContain('beans');
  });

  it('baseball: the leaders, then a two-column grid', () => {
    const many = Array.from({ length: 16 }, (_, i) => publicEntry(String(i), i + 1));
    const html = render(true, many, true);
    expect(html).toContain('pk-leaders--grid');
    expect(html).toContain('Show all entries (3 more)');
  });

  it('an empty leaderboard invites the viewer only while they may enter', () => {
    const empty = (enterable: boolean) => renderToStaticMarkup(<Leaderboard ranked={[]} viewerUid="me" othersOpen={!enterable} baseball={false} renderPicks={() => null} enterable={enterable} />);
    expect(empty(true)).toContain('No entries yet. Be the first to make your picks!');
    expect(empty(false)).toContain('No entries yet.');
    expect(empty(false)).not.toContain('Be the first');
  });
});
