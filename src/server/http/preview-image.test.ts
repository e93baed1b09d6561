import { describe, expect, it } from 'vitest';
import type { PreviewPicture } from '../services/game-preview.js';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewSvg, rasterise } from './preview-image.js';

const side = (code: string, axis: string) => ({ code, name: `${code} team`, color: '#203731', axis });

const grid = (over: Partial<Extract<PreviewPicture, { kind: 'grid' }>> = {}): PreviewPicture => ({
  kind: 'grid',
  name: 'Office <b>pool</b> & "friends"',
  label: 'NFL squares',
  axis: 10,
  away: side('MIA', 'Rows (away)'),
  home: side('GB', 'Columns (home)'),
  cells: new Map([[0, 'AB'], [99, '<Z>']]),
  digits: null,
  taken: 2,
  phase: 'Pending',
  ...over,
});

describe('game preview pictures', () => {
  it('write every piece of player text escaped', () => {
    const svg = previewSvg(grid());
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('<Z>');
    expect(svg).toContain('Office &lt;b&gt;pool&lt;/b&gt; &amp; &quot;friends&quot;');
    expect(svg).toContain('&lt;Z&gt;');
  });

  it('draw the digits once they are drawn, question marks before', () => {
    expect(previewSvg(grid()).match(/>\?</g)).toHaveLength(20);
    const drawn = previewSvg(grid({ digits: { rows: ['3', '7', '0', '1', '9', '2', '8', '4', '6', '5'], cols: ['1', '0', '4', '6', '2', '9', '3', '5', '8', '7'] } }));
    expect(drawn).not.toContain('>?<');
    expect(drawn).toContain('Digits drawn');
  });

  it('list the leaderboard’s top entries and how many play', () => {
    const svg = previewSvg({ kind: 'leaderboard', name: 'Week 12', label: "NFL pick'em", entries: [{ rank: 1, name: 'Top Dog', score: 42.5 }], count: 1234, phase: 'Live' });
    expect(svg).toContain('Top Dog');
    expect(svg).toContain('>42<');
    expect(svg).toContain('1,234 entries');
  });

  it('rasterise to a PNG the size link previews use', () => {
    const png = rasterise(previewSvg(grid()));
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([PREVIEW_WIDTH, PREVIEW_HEIGHT]);
  });
});
