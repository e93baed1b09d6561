import { describe, expect, it } from 'vitest';
import { birthScores, settleBabyShower } from './baby-shower.js';
import type { ClaimedSquare, DigitSet } from './types.js';

const ten = Array.from({ length: 10 }, (_, d) => [d]);
const identity: DigitSet = { rows: ten, cols: ten };
/** Size 25: rows pair (9,8), (7,6)…; columns pair (0,1), (2,3)… */
const pairs: DigitSet = {
  rows: [0, 1, 2, 3, 4].map((c) => [9 - 2 * c, 8 - 2 * c]),
  cols: [0, 1, 2, 3, 4].map((c) => [2 * c, 2 * c + 1]),
};
const squares: ClaimedSquare[] = [
  { square: 32, uid: 'aunt', entryName: 'AM' },
  { square: 6, uid: 'gran', entryName: 'GR' },
];

describe('baby shower winner: row = birth day’s last digit, column = ounces’ last digit', () => {
  it('born on the 23rd at 7 lbs 12 oz wins row 3, column 2', () => {
    expect(
      settleBabyShower({ birthResult: { birthDate: '2026-05-23', birthWeightOz: 12 }, targetScores: [identity], size: 100, squares }),
    ).toEqual([{ label: 'Birth', rowCol: [3, 2], square: 32, uid: 'aunt', entryName: 'AM', scores: { away: 23, home: 12 } }]);
  });

  it.each<[string, number, [number, number]]>([
    ['2026-05-01', 0, [1, 0]],
    ['2026-05-10', 15, [0, 5]],
    ['2026-05-31', 9, [1, 9]],
  ])('%s, %i oz → %j', (birthDate, oz, rowCol) => {
    expect(settleBabyShower({ birthResult: { birthDate, birthWeightOz: oz }, targetScores: [identity], size: 100, squares })[0]?.rowCol).toEqual(rowCol);
  });

  it('size 25: each axis cell holds two digits', () => {
    // Day 9 → row cell 0 (9, 8); 6 oz → column cell 3 (6, 7): square 3.
    const [result] = settleBabyShower({ birthResult: { birthDate: '2026-06-09', birthWeightOz: 6 }, targetScores: [pairs], size: 25, squares });
    expect(result).toMatchObject({ rowCol: [0, 3], square: 3, uid: null, entryName: null });
    // Day 14 → 4 is in row cell 2 (5, 4); 1 oz → column cell 0: square 10.
    expect(settleBabyShower({ birthResult: { birthDate: '2026-06-14', birthWeightOz: 1 }, targetScores: [pairs], size: 25, squares })[0]?.square).toBe(10);
  });

  it('needs the draw and a real date', () => {
    expect(() => settleBabyShower({ birthResult: { birthDate: '2026-06-09', birthWeightOz: 6 }, targetScores: [], size: 25, squares })).toThrow();
    expect(() => birthScores({ birthDate: '2026-06-00', birthWeightOz: 1 })).toThrow('Not a birth date');
  });
});
