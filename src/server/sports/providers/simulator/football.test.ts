import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { collegeOvertimePeriod, drawQuarterPlays, FOOTBALL_PLAY_POINTS, footballScript, nflOvertime } from './football.js';
import { createRandom } from './random.js';
import { MINUTE_MS, stateAt, totalOf, type GameScript } from './timeline.js';

const footballLeague = fc.constantFrom('NFL' as const, 'NcaaFootball' as const);
const expectedPoints = fc.record({ away: fc.double({ min: 8, max: 45, noNaN: true }), home: fc.double({ min: 8, max: 45, noNaN: true }) });
const finalOf = (script: GameScript) => stateAt(script, script.end);

// Sums of 3, 6, 7 and 8: every whole number but 1, 2, 4 and 5.
const representable = (points: number) => points === 0 || (points >= 3 && points !== 4 && points !== 5);

describe('football scoring plays', () => {
  it('are field goals, touchdowns with or without a kick, and two-point conversions only', () => {
    fc.assert(
      fc.property(fc.string(), footballLeague, expectedPoints, (seed, league, expected) => {
        const script = footballScript(league, createRandom(seed), expected);
        for (const play of script.plays) expect(FOOTBALL_PLAY_POINTS).toContain(play.points);
      }),
    );
  });

  it('add up to representable points in every period', () => {
    fc.assert(
      fc.property(fc.string(), footballLeague, expectedPoints, (seed, league, expected) => {
        const { periodScores } = finalOf(footballScript(league, createRandom(seed), expected));
        for (const points of [...periodScores.away, ...periodScores.home]) expect(representable(points ?? 0)).toBe(true);
      }),
    );
  });

  it('score about 22 points per NFL team a game', () => {
    let points = 0;
    const games = 400;
    for (let i = 0; i < games; i++) {
      const { periodScores } = finalOf(footballScript('NFL', createRandom('nfl-average', i), { away: 22, home: 22 }));
      points += totalOf(periodScores.away) + totalOf(periodScores.home);
    }
    expect(points / games / 2).toBeGreaterThan(19);
    expect(points / games / 2).toBeLessThan(25);
  });

  it('draw nothing or more per quarter from the quarter plays', () => {
    const random = createRandom('quarter');
    for (let quarter = 0; quarter < 4; quarter++) {
      for (const points of drawQuarterPlays(random, 30, quarter)) expect(FOOTBALL_PLAY_POINTS).toContain(points);
    }
  });
});

describe('a football game', () => {
  it('always ends with a winner: FT after four quarters, AOT after overtime', () => {
    fc.assert(
      fc.property(fc.string(), footballLeague, expectedPoints, (seed, league, expected) => {
        const script = footballScript(league, createRandom(seed), expected);
        const { status, periodScores } = finalOf(script);
        expect(totalOf(periodScores.away)).not.toBe(totalOf(periodScores.home));
        expect(periodScores.away).toHaveLength(periodScores.home.length);
        expect(status).toBe(periodScores.away.length > 4 ? 'AOT' : 'FT');
        expect(periodScores.away.length).toBeLessThanOrEqual(league === 'NFL' ? 5 : 10);
      }),
    );
  });

  it('goes Q1, Q2, HT, Q3, Q4 (then OT) with a broadcast clock', () => {
    fc.assert(
      fc.property(fc.string(), footballLeague, (seed, league) => {
        const script = footballScript(league, createRandom(seed), { away: 20, home: 20 });
        const statuses = script.segments.map((segment) => segment.status);
        expect(statuses.slice(0, 5)).toEqual(['Q1', 'Q2', 'HT', 'Q3', 'Q4']);
        expect(statuses.slice(5).every((status) => status === 'OT')).toBe(true);
        for (let t = 0; t < script.end; t += 7 * MINUTE_MS) {
          const { timer } = stateAt(script, t);
          expect(timer).toMatch(/^(\d{1,2}:\d{2} - (1st|2nd|3rd|4th|OT)|Halftime|\d?OT)$/);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('takes ~40 real minutes a quarter and 20 at halftime: 3 hours, at most ~3h27 with overtime in the NFL', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const script = footballScript('NFL', createRandom(seed), { away: 21, home: 21 });
        expect(script.segments[4]?.end).toBe(180 * MINUTE_MS);
        expect(script.end).toBeLessThanOrEqual(207 * MINUTE_MS);
      }),
    );
  });

  it('shows "12:34 - 2nd"-style clocks', () => {
    const script = footballScript('NFL', createRandom('clock'), { away: 21, home: 21 });
    expect(stateAt(script, 40 * MINUTE_MS + 10 * MINUTE_MS).timer).toBe('11:15 - 2nd');
    expect(stateAt(script, 90 * MINUTE_MS).timer).toBe('Halftime');
  });
});

describe('overtime', () => {
  const lead = (possessions: readonly { side: string; points: number }[]) =>
    possessions.reduce((diff, p) => diff + (p.side === 'home' ? p.points : -p.points), 0);

  it('NFL: both teams get the ball, then sudden death, and someone always wins', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const possessions = nflOvertime(createRandom(seed), 0);
        expect(possessions.length).toBeGreaterThanOrEqual(2);
        expect(lead(possessions)).not.toBe(0);
        // Before the last possession nobody had won yet (after both had the ball).
        expect(lead(possessions.slice(0, -1)) === 0 || possessions.length === 2).toBe(true);
        for (const p of possessions) expect([0, ...FOOTBALL_PLAY_POINTS]).toContain(p.points);
      }),
    );
  });

  it('college: a possession each per overtime; a deciding one cannot end level', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const possessions = collegeOvertimePeriod(createRandom(seed), 0, true);
        expect(possessions).toHaveLength(2);
        expect(new Set(possessions.map((p) => p.side)).size).toBe(2);
        expect(lead(possessions)).not.toBe(0);
      }),
    );
  });
});
