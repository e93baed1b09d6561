import { describe, expect, it } from 'vitest';
import { MEDALS, medalFor, mlbGrid, visibleRows } from './leaderboard.js';

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `e${i + 1}`, rank: i + 1 }));
const ids = (list: readonly { id: string }[]) => list.map((r) => r.id).join(' ');

describe('visibleRows (all when 7 or fewer, else the top 5 plus the viewer’s own)', () => {
  it.each([
    ['no entries', 0, [], false, '', false, 0],
    ['7 entries: all, no expand control', 7, [], false, 'e1 e2 e3 e4 e5 e6 e7', false, 0],
    ['8 entries: the top 5 and an expand control', 8, [], false, 'e1 e2 e3 e4 e5', true, 3],
    ['the viewer’s entry below the top 5 joins them', 12, ['e9'], false, 'e1 e2 e3 e4 e5 e9', true, 6],
    ['the viewer’s entries in the top 5 add nothing', 12, ['e2'], false, 'e1 e2 e3 e4 e5', true, 7],
    ['several own entries, in rank order', 12, ['e11', 'e7', 'e3'], false, 'e1 e2 e3 e4 e5 e7 e11', true, 5],
    ['expanded: all of them, the control stays', 9, ['e9'], true, 'e1 e2 e3 e4 e5 e6 e7 e8 e9', true, 0],
  ])('%s', (_, count, viewerEntryIds, expanded, shown, showExpand, hidden) => {
    const view = visibleRows({ rows: rows(count), viewerEntryIds, expanded });
    expect([ids(view.rows), view.showExpand, view.hidden]).toEqual([shown, showExpand, hidden]);
  });

  it('accepts the viewer’s ids as a set', () => {
    expect(ids(visibleRows({ rows: rows(10), viewerEntryIds: new Set(['e10']), expanded: false }).rows)).toBe('e1 e2 e3 e4 e5 e10');
  });
});

describe('medals (the top 3)', () => {
  it.each([
    [1, MEDALS[1]],
    [2, MEDALS[2]],
    [3, MEDALS[3]],
    [4, null],
    [0, null],
  ])('rank %d', (rank, medal) => {
    expect(medalFor(rank)).toEqual(medal);
  });

  it('names each medal in text, not only as a picture', () => {
    expect(Object.values(MEDALS).map((m) => m.label)).toEqual(['Gold medal', 'Silver medal', 'Bronze medal']);
  });
});

describe('mlbGrid (the top 12 non-leading ranks in 2 columns)', () => {
  it('puts the leader apart and the next 12 down two columns', () => {
    const grid = mlbGrid(rows(20));
    expect(ids(grid.leaders)).toBe('e1');
    expect(grid.columns.map(ids)).toEqual(['e2 e3 e4 e5 e6 e7', 'e8 e9 e10 e11 e12 e13']);
  });

  it('keeps tied leaders together and fills a short list', () => {
    const tied = [
      { id: 'a', rank: 1 },
      { id: 'b', rank: 1 },
      { id: 'c', rank: 3 },
      { id: 'd', rank: 4 },
      { id: 'e', rank: 4 },
    ];
    const grid = mlbGrid(tied);
    expect([ids(grid.leaders), ...grid.columns.map(ids)]).toEqual(['a b', 'c d', 'e']);
  });

  it('is empty without entries', () => {
    expect(mlbGrid([])).toEqual({ leaders: [], columns: [[], []] });
  });
});
