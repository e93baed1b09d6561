import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SPORTS_LEAGUES, sportOfLeague } from '../../../../domain/sports/leagues.js';
import { statusStateOf } from '../../../../domain/sports/statuses.js';
import { scriptFor } from './game-script.js';
import { formatClock, NOT_STARTED, ordinal, overtimeLabel, periodStarts, stateAt, type GameScript } from './timeline.js';

describe('labels', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [9, '9th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
  ])('ordinal(%i) is %s', (n, text) => expect(ordinal(n)).toBe(text));

  it('formats a game clock', () => {
    expect(formatClock(754, '2nd')).toBe('12:34 - 2nd');
    expect(formatClock(900, '1st')).toBe('15:00 - 1st');
    expect(formatClock(59.9, '4th')).toBe('0:59 - 4th');
    expect(formatClock(-1, 'OT')).toBe('0:00 - OT');
  });

  it('names overtimes', () => {
    expect(overtimeLabel(1)).toBe('OT');
    expect(overtimeLabel(3)).toBe('3OT');
  });
});

// Two 10-minute periods around a 5-minute break; away scores 3 in the first, home 7 in the second.
const tiny: GameScript = {
  segments: [
    { status: 'Q1', start: 0, end: 600_000, period: 0, opens: ['away', 'home'], timer: { kind: 'clock', seconds: 900, clockMs: 600_000, label: '1st' } },
    { status: 'HT', start: 600_000, end: 900_000, period: null, opens: [], timer: { kind: 'text', text: 'Halftime' } },
    { status: 'Q2', start: 900_000, end: 1_500_000, period: 1, opens: ['away', 'home'], timer: { kind: 'clock', seconds: 900, clockMs: 600_000, label: '2nd' } },
  ],
  plays: [
    { at: 300_000, side: 'away', points: 3, period: 0 },
    { at: 1_200_000, side: 'home', points: 7, period: 1 },
  ],
  end: 1_500_000,
  finalStatus: 'FT',
};

describe('stateAt', () => {
  it('reads NS with no periods before the start', () => {
    expect(stateAt(tiny, -1)).toEqual(NOT_STARTED);
  });

  it('opens the first period at the start', () => {
    expect(stateAt(tiny, 0)).toEqual({ status: 'Q1', periodScores: { away: [0], home: [0] }, timer: '15:00 - 1st' });
  });

  it('counts plays up to the moment and runs the clock', () => {
    expect(stateAt(tiny, 299_999).periodScores).toEqual({ away: [0], home: [0] });
    expect(stateAt(tiny, 300_000)).toEqual({ status: 'Q1', periodScores: { away: [3], home: [0] }, timer: '7:30 - 1st' });
  });

  it('shows breaks without opening a period', () => {
    expect(stateAt(tiny, 700_000)).toEqual({ status: 'HT', periodScores: { away: [3], home: [0] }, timer: 'Halftime' });
  });

  it('ends with the final status and no timer, however late it is read', () => {
    const final = { status: 'FT', periodScores: { away: [3, 0], home: [0, 7] }, timer: null };
    expect(stateAt(tiny, 1_500_000)).toEqual(final);
    expect(stateAt(tiny, 1e12)).toEqual(final);
  });

  it('marks a period the side never opened as not played (null) at the end', () => {
    const noBottom: GameScript = {
      segments: [
        { status: 'IN9', start: 0, end: 10, period: 8, opens: ['away'], timer: { kind: 'text', text: 'Top 9th' } },
      ],
      plays: [],
      end: 10,
      finalStatus: 'FT',
    };
    expect(stateAt(noBottom, 5).periodScores.home).toEqual([]);
    expect(stateAt(noBottom, 10).periodScores.home).toEqual([0, 0, 0, 0, 0, 0, 0, 0, null]);
  });
});

describe('periodStarts', () => {
  it('lists kickoff, every period or break, and the end', () => {
    expect(periodStarts(tiny)).toEqual([0, 600_000, 900_000, 1_500_000]);
  });
});

const ORDER = { Pending: 0, Warmup: 1, InPlay: 2, Delayed: 2, Done: 3 } as const;

describe('every simulated game over time', () => {
  it('never lowers a score nor goes back a state (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...SPORTS_LEAGUES),
        fc.double({ min: 2, max: 120, noNaN: true }),
        fc.array(fc.integer({ min: -10 * 60_000, max: 6 * 3_600_000 }), { minLength: 2, maxLength: 12 }),
        (seed, league, expected, times) => {
          const script = scriptFor(seed, league, 'game', { away: expected, home: expected * 0.9 });
          const sport = sportOfLeague(league);
          const states = [...times].sort((a, b) => a - b).map((t) => stateAt(script, t));
          for (let i = 1; i < states.length; i++) {
            const before = states[i - 1];
            const after = states[i];
            if (before === undefined || after === undefined) continue;
            for (const side of ['away', 'home'] as const) {
              before.periodScores[side].forEach((points, period) => {
                expect(after.periodScores[side][period] ?? 0).toBeGreaterThanOrEqual(points ?? 0);
              });
            }
            const state = (status: string) => ORDER[statusStateOf({ sport, status })];
            expect(state(after.status)).toBeGreaterThanOrEqual(state(before.status));
          }
        },
      ),
    );
  });
});
