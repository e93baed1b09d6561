import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { baseballScript, drawHalfInningRuns, playExtraInnings, walkOffRuns } from './baseball.js';
import { createRandom } from './random.js';
import { MINUTE_MS, stateAt, totalOf, type GameScript } from './timeline.js';

const expectedRuns = fc.record({ away: fc.double({ min: 2.5, max: 6.5, noNaN: true }), home: fc.double({ min: 2.5, max: 6.5, noNaN: true }) });
const finalOf = (script: GameScript) => stateAt(script, script.end);

describe('runs per half-inning', () => {
  it('are mostly zero (~72%), then 1, 2, 3 and a few crooked numbers', () => {
    const random = createRandom('runs');
    const counts = new Map<number, number>();
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const runs = drawHalfInningRuns(random, 4.5, false);
      counts.set(runs, (counts.get(runs) ?? 0) + 1);
    }
    const share = (runs: number) => (counts.get(runs) ?? 0) / n;
    expect(share(0)).toBeGreaterThan(0.68);
    expect(share(0)).toBeLessThan(0.76);
    expect(share(1)).toBeGreaterThan(share(2));
    expect(share(2)).toBeGreaterThan(share(3));
    expect(share(3)).toBeGreaterThan(share(4));
  });

  it('score more often in extra innings (the runner on second)', () => {
    const random = createRandom('extras');
    let scoreless = 0;
    for (let i = 0; i < 5000; i++) if (drawHalfInningRuns(random, 4.5, true) === 0) scoreless++;
    expect(scoreless / 5000).toBeLessThan(0.5);
  });

  it('stop at the winning run in a walk-off', () => {
    expect(walkOffRuns(4, 0)).toBe(1);
    expect(walkOffRuns(4, 2)).toBe(3);
    expect(walkOffRuns(2, 2)).toBe(2);
    expect(walkOffRuns(3, -1)).toBe(3);
  });
});

describe('a baseball game', () => {
  it('always ends FT with a winner, after nine innings or one aggregated extras entry', () => {
    fc.assert(
      fc.property(fc.string(), expectedRuns, (seed, expected) => {
        const { status, periodScores } = finalOf(baseballScript(createRandom(seed), expected));
        expect(status).toBe('FT');
        expect(totalOf(periodScores.away)).not.toBe(totalOf(periodScores.home));
        expect([9, 10]).toContain(periodScores.away.length);
        expect(periodScores.home).toHaveLength(periodScores.away.length);
      }),
    );
  });

  it('skips the bottom of the 9th (null) exactly when the home side leads after the top', () => {
    fc.assert(
      fc.property(fc.string(), expectedRuns, (seed, expected) => {
        const { periodScores } = finalOf(baseballScript(createRandom(seed), expected));
        const homeAfterEight = totalOf(periodScores.home.slice(0, 8));
        const awayAfterNine = totalOf(periodScores.away.slice(0, 9));
        expect(periodScores.home[8] === null).toBe(homeAfterEight > awayAfterNine);
        expect(periodScores.home.slice(0, 8).every((runs) => runs !== null)).toBe(true);
        expect(periodScores.away.every((runs) => runs !== null)).toBe(true);
      }),
    );
  });

  it('goes to extras only from a tie after nine, and ends a home win at the winning run', () => {
    fc.assert(
      fc.property(fc.string(), expectedRuns, (seed, expected) => {
        const { periodScores } = finalOf(baseballScript(createRandom(seed), expected));
        const nine = { away: totalOf(periodScores.away.slice(0, 9)), home: totalOf(periodScores.home.slice(0, 9)) };
        expect(periodScores.away.length === 10).toBe(nine.away === nine.home);
        const margin = totalOf(periodScores.home) - totalOf(periodScores.away);
        const homeBattedLast = periodScores.home[periodScores.home.length - 1] !== null;
        if (margin > 0 && homeBattedLast) expect(margin).toBe(1);
      }),
    );
  });

  it('plays half-innings of ~10 real minutes with "Top 5th"/"Bot 5th" timers', () => {
    const script = baseballScript(createRandom('timers'), { away: 4.5, home: 4.5 });
    expect(stateAt(script, 85 * MINUTE_MS)).toMatchObject({ status: 'IN5', timer: 'Top 5th' });
    expect(stateAt(script, 95 * MINUTE_MS)).toMatchObject({ status: 'IN5', timer: 'Bot 5th' });
    const top5 = stateAt(script, 85 * MINUTE_MS).periodScores;
    expect(top5.away).toHaveLength(5);
    expect(top5.home).toHaveLength(4);
  });

  it('calls every extra inning EXTRAS, counting into the tenth entry', () => {
    const tied = Array.from({ length: 400 }, (_, i) => baseballScript(createRandom('extras-game', i), { away: 4, home: 4 })).find(
      (script) => script.segments.some((segment) => segment.status === 'EXTRAS'),
    );
    expect(tied).toBeDefined();
    if (tied === undefined) return;
    for (const segment of tied.segments.filter((s) => s.status === 'EXTRAS')) {
      expect(segment.period).toBe(9);
      expect(segment.timer).toMatchObject({ kind: 'text', text: expect.stringMatching(/^(Top|Bot) \d+th$/) as unknown });
    }
  });

  it('plays extra innings from any score until someone wins', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const runs = playExtraInnings(createRandom(seed), { away: 4.5, home: 4.5 }, 0);
        expect(runs.away).not.toBe(runs.home);
      }),
    );
  });
});
