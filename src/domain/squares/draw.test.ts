import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawDigitSet, drawPermutation, drawTargetScores, gridHash, gridText, seedCommitment, verifyDraw } from './draw.js';
import type { ClaimedSquare, DigitSet, SquaresSize } from './types.js';

const SEED = '00'.repeat(31) + '2a';
const squares: ClaimedSquare[] = [
  { square: 12, uid: 'u2', entryName: 'BO' },
  { square: 3, uid: 'u1', entryName: 'AL' },
];

/** The plan's algorithm, written again from its text on node:crypto, as an independent oracle. */
function oraclePermutation(seed: string, grid: string, axis: string, k: number): number[] {
  const bytes: number[] = [];
  let block = 0;
  const next = () => {
    if (bytes.length === 0) bytes.push(...createHmac('sha256', Buffer.from(seed, 'hex')).update(`${grid}:${axis}:${k}:${block++}`).digest());
    return bytes.shift() ?? 0;
  };
  const perm = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (let i = 9; i >= 1; i--) {
    let b = next();
    while (b >= 256 - (256 % (i + 1))) b = next();
    const j = b % (i + 1);
    const t = perm[i] ?? 0;
    perm[i] = perm[j] ?? 0;
    perm[j] = t;
  }
  return perm;
}

const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const sizes = fc.constantFrom<SquaresSize>(25, 100);
const flat = (cells: number[][]) => cells.flat();
/** rows and cols of set 0 for SEED and the two-square grid below, as first computed; a change here breaks every published draw. */
const PINNED = ['0795324186', '7298314560'];

describe('seedCommitment and gridHash', () => {
  it('commits to SHA-256 of the seed bytes', () => {
    expect(seedCommitment(SEED)).toBe(createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'));
  });

  it('hashes the documented grid text, squares in square order', () => {
    expect(gridText(squares, 25)).toBe('sportsball-grid-v1\n25\n3\tu1\tAL\n12\tu2\tBO\n');
    expect(gridHash(squares, 25)).toBe(createHash('sha256').update(gridText(squares, 25), 'utf8').digest('hex'));
    expect(gridHash([], 100)).toBe(createHash('sha256').update('sportsball-grid-v1\n100\n').digest('hex'));
  });
});

describe('drawPermutation', () => {
  it('follows the documented algorithm byte for byte', () => {
    fc.assert(
      fc.property(hex64, hex64, fc.constantFrom<'rows' | 'cols'>('rows', 'cols'), fc.nat(5), (seed, grid, axis, k) => {
        expect(drawPermutation(seed, grid, axis, k)).toEqual(oraclePermutation(seed, grid, axis, k));
      }),
    );
  });

  it('is pinned for a known seed, so the draw never silently changes', () => {
    const grid = gridHash(squares, 100);
    expect(drawPermutation(SEED, grid, 'rows', 0)).toEqual(oraclePermutation(SEED, grid, 'rows', 0));
    const set = drawDigitSet(SEED, grid, 0, 100);
    expect([flat(set.rows).join(''), flat(set.cols).join('')]).toEqual(PINNED);
  });
});

describe('drawDigitSet', () => {
  it('makes every axis a permutation of 0–9 in cells of the right width', () => {
    fc.assert(
      fc.property(hex64, hex64, sizes, fc.nat(3), (seed, grid, size, k) => {
        const set = drawDigitSet(seed, grid, k, size);
        for (const axis of [set.rows, set.cols]) {
          expect(axis).toHaveLength(size === 100 ? 10 : 5);
          for (const cell of axis) expect(cell).toHaveLength(size === 100 ? 1 : 2);
          expect([...flat(axis)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        }
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(fc.property(hex64, hex64, sizes, (seed, grid, size) => {
      expect(drawDigitSet(seed, grid, 1, size)).toEqual(drawDigitSet(seed, grid, 1, size));
    }));
  });

  it('size 25 pairs consecutive digits of the size-100 permutation', () => {
    const grid = gridHash(squares, 25);
    const ten = flat(drawDigitSet(SEED, grid, 0, 100).rows);
    expect(drawDigitSet(SEED, grid, 0, 25).rows).toEqual([0, 1, 2, 3, 4].map((c) => [ten[2 * c], ten[2 * c + 1]]));
  });
});

describe('the draw depends on every input', () => {
  const square = fc.record({ square: fc.nat(99), uid: fc.string({ minLength: 1, maxLength: 8 }), entryName: fc.string({ minLength: 1, maxLength: 3 }) });
  const grid = fc.uniqueArray(square, { selector: (s) => s.square, maxLength: 20 });
  const allSets = (seed: string, g: string): DigitSet[] => drawTargetScores(seed, g, 100, 4);

  it('a change to any grid entry changes the grid hash, and the grid hash changes the draw', () => {
    fc.assert(
      fc.property(grid, fc.nat(19), fc.constantFrom('square', 'uid', 'entryName'), hex64, (entries, at, field, seed) => {
        fc.pre(entries.length > 0);
        const i = at % entries.length;
        const entry = entries[i] as ClaimedSquare;
        const changed = field === 'square' ? { ...entry, square: (entry.square + 1) % 100 } : { ...entry, [field]: `${entry[field]}x` };
        fc.pre(!entries.some((e, j) => j !== i && e.square === changed.square));
        const other = entries.map((e, j) => (j === i ? changed : e));
        const before = gridHash(entries, 100);
        const after = gridHash(other, 100);
        expect(after).not.toBe(before);
        expect(allSets(seed, after)).not.toEqual(allSets(seed, before));
      }),
    );
  });

  it('a different seed changes the draw', () => {
    fc.assert(fc.property(hex64, hex64, hex64, (a, b, g) => {
      fc.pre(a !== b);
      expect(allSets(a, g)).not.toEqual(allSets(b, g));
    }));
  });

  it('each digit set of one game is drawn separately', () => {
    const sets = drawTargetScores(SEED, gridHash(squares, 100), 100, 4);
    expect(new Set(sets.map((s) => JSON.stringify(s))).size).toBe(4);
  });
});

describe('uniformity (fixed seeds, so it cannot flake)', () => {
  it('puts each digit in each position about equally often', () => {
    const draws = 2000;
    const counts = Array.from({ length: 10 }, () => new Array<number>(10).fill(0));
    const grid = gridHash(squares, 100);
    for (let n = 0; n < draws; n++) {
      const seed = createHash('sha256').update(`seed ${n}`).digest('hex');
      drawPermutation(seed, grid, 'rows', 0).forEach((digit, position) => (counts[position]![digit]! += 1));
    }
    const expected = draws / 10;
    const chiSquare = counts.flat().reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // 81 degrees of freedom; the 99.9th percentile is about 126.
    expect(chiSquare).toBeLessThan(126);
  });
});

describe('verifyDraw', () => {
  const size = 100;
  const g = gridHash(squares, size);
  const draw = { seed: SEED, seedHash: seedCommitment(SEED), gridHash: g, squares, size, targetScores: drawTargetScores(SEED, g, size, 2) } as const;

  it('accepts an honest draw', () => {
    expect(verifyDraw(draw)).toEqual({ seedMatches: true, gridMatches: true, digitsMatch: true, ok: true });
  });

  it('accepts the digit sets with their keys in another order, as jsonb sends them back', () => {
    const reordered = draw.targetScores.map(({ rows, cols }) => ({ cols, rows }));
    expect(verifyDraw({ ...draw, targetScores: reordered })).toMatchObject({ digitsMatch: true, ok: true });
  });

  it('names the check that fails', () => {
    expect(verifyDraw({ ...draw, seedHash: seedCommitment('11'.repeat(32)) })).toMatchObject({ seedMatches: false, ok: false });
    expect(verifyDraw({ ...draw, squares: squares.slice(1) })).toMatchObject({ gridMatches: false, digitsMatch: true, ok: false });
    const swapped = [{ rows: draw.targetScores[0]!.cols, cols: draw.targetScores[0]!.rows }, draw.targetScores[1]!];
    expect(verifyDraw({ ...draw, targetScores: swapped })).toMatchObject({ digitsMatch: false, ok: false });
    expect(verifyDraw({ ...draw, targetScores: [] })).toMatchObject({ digitsMatch: false, ok: false });
    expect(verifyDraw({ ...draw, seed: 'not hex' })).toMatchObject({ seedMatches: false, digitsMatch: false, ok: false });
  });
});
