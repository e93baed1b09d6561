import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { basketballScript, drawOvertimeBaskets, drawPeriodBaskets } from './basketball.js';
import { createRandom } from './random.js';
import { MINUTE_MS, stateAt, totalOf, type GameScript } from './timeline.js';

const expectedPoints = fc.record({ away: fc.double({ min: 95, max: 130, noNaN: true }), home: fc.double({ min: 95, max: 130, noNaN: true }) });
const finalOf = (script: GameScript) => stateAt(script, script.end);

describe('basketball scoring', () => {
  it('puts up ~25–32 points a quarter for a typical team', () => {
    const random = createRandom('quarters');
    let total = 0;
    for (let i = 0; i < 2000; i++) {
      const baskets = drawPeriodBaskets(random, 112, 12);
      for (const points of baskets) expect([1, 2, 3]).toContain(points);
      total += baskets.reduce((a, b) => a + b, 0);
    }
    expect(total / 2000).toBeGreaterThan(25);
    expect(total / 2000).toBeLessThan(32);
  });

  it('breaks a tie at the end of a deciding overtime', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const baskets = drawOvertimeBaskets(createRandom(seed), { away: 110, home: 110 }, 0, true);
        const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
        expect(sum(baskets.home)).not.toBe(sum(baskets.away));
      }),
    );
  });
});

describe('a basketball game', () => {
  it('always ends with a winner: FT after four quarters, AOT after 5-minute overtimes', () => {
    fc.assert(
      fc.property(fc.string(), expectedPoints, (seed, expected) => {
        const script = basketballScript(createRandom(seed), expected);
        const { status, periodScores } = finalOf(script);
        expect(totalOf(periodScores.away)).not.toBe(totalOf(periodScores.home));
        expect(status).toBe(periodScores.away.length > 4 ? 'AOT' : 'FT');
        for (const points of periodScores.away.slice(0, 4)) expect(points).toBeGreaterThanOrEqual(12);
        for (const points of periodScores.away.slice(4)) expect(points).toBeLessThan(30);
      }),
    );
  });

  it('goes Q1, Q2, HT, Q3, Q4 in ~30 real minutes a quarter, with "5:12 - 3rd"-style clocks', () => {
    const script = basketballScript(createRandom('clock'), { away: 112, home: 110 });
    expect(script.segments.slice(0, 5).map((s) => s.status)).toEqual(['Q1', 'Q2', 'HT', 'Q3', 'Q4']);
    expect(script.segments[4]?.end).toBe(135 * MINUTE_MS);
    // 3rd quarter starts at 75 minutes; 17 minutes in, 12:00 of game clock shows 5:12.
    expect(stateAt(script, 92 * MINUTE_MS).timer).toBe('5:12 - 3rd');
    expect(stateAt(script, 65 * MINUTE_MS).timer).toBe('Halftime');
  });
});
