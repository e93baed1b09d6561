import { describe, expect, it } from 'vitest';
import { SimulatorInputError, type SimulatorInputErrorCode } from './errors.js';
import type { ManualState } from './manual.js';
import { parseOverride } from './override.js';

const kickoff: ManualState = { status: 'Q1', periodScores: { away: [0], home: [0] } };

function rejection(run: () => unknown): { code: SimulatorInputErrorCode; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof SimulatorInputError) return { code: error.code, message: error.message };
    throw error;
  }
}

describe('parseOverride', () => {
  it('takes a status and period scores of the sport', () => {
    expect(parseOverride('NFL', { status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] } }, kickoff)).toEqual({
      status: 'Q2',
      periodScores: { away: [7, 3], home: [0, 0] },
    });
  });

  it('keeps the current scores when only a status is given, and the status when only scores are', () => {
    expect(parseOverride('NFL', { status: 'Q2' }, kickoff)).toEqual({ status: 'Q2', periodScores: { away: [0], home: [0] } });
    expect(parseOverride('NFL', { periodScores: { away: [3], home: [7] } }, kickoff)).toEqual({
      status: 'Q1',
      periodScores: { away: [3], home: [7] },
    });
  });

  it('takes null (not played) in baseball only', () => {
    const nine = [0, 0, 0, 0, 0, 0, 0, 0];
    expect(parseOverride('MLB', { status: 'FT', periodScores: { away: [...nine, 0], home: [...nine, null] } }, kickoff).periodScores.home[8]).toBeNull();
    expect(rejection(() => parseOverride('NFL', { periodScores: { away: [null], home: [0] } }, kickoff))).toEqual({
      code: 'invalid-period-scores',
      message: 'periodScores.away[0] must be a whole number from 0 to 300',
    });
  });

  it.each([
    ['a status from another sport', 'NFL', { status: 'IN3' }, 'invalid-status', /"IN3" is not a Football status; use one of NS, Warmup, Q1/],
    ['an unknown status', 'MLB', { status: 'Q1' }, 'invalid-status', /not a Baseball status/],
    ['a status that is not text', 'NBA', { status: 4 }, 'invalid-status', /4 is not a Basketball status/],
    ['nothing to set', 'NFL', {}, 'invalid-input', /needs a status, periodScores, or both/],
    ['no object', 'NFL', 'Q2', 'invalid-input', /is an object/],
    ['negative points', 'NFL', { periodScores: { away: [-3], home: [0] } }, 'invalid-period-scores', /periodScores.away\[0\] must be a whole number/],
    ['fractional points', 'NBA', { periodScores: { away: [1.5], home: [0] } }, 'invalid-period-scores', /away\[0\]/],
    ['too many points', 'NBA', { periodScores: { away: [0], home: [301] } }, 'invalid-period-scores', /home\[0\] must be a whole number from 0 to 300/],
    ['scores that are not lists', 'NFL', { periodScores: { away: 7, home: [] } }, 'invalid-period-scores', /must be a list/],
    ['scores that are not an object', 'NFL', { periodScores: [] }, 'invalid-period-scores', /must be a list|must be \{/],
    ['more periods than the league has', 'NFL', { status: 'OT', periodScores: { away: [0, 0, 0, 0, 0, 0], home: [] } }, 'invalid-period-scores', /6 periods; NFL games have at most 5/],
    ['more periods than baseball has', 'MLB', { status: 'FT', periodScores: { away: Array<number>(11).fill(0), home: [] } }, 'invalid-period-scores', /at most 10/],
    ['more periods than the status allows', 'NFL', { status: 'Q2', periodScores: { away: [0, 0, 0], home: [0, 0, 0] } }, 'invalid-period-scores', /3 periods, but a game in Q2 can have at most 2/],
    ['periods before the start', 'NBA', { status: 'NS', periodScores: { away: [0], home: [0] } }, 'invalid-period-scores', /in NS can have at most 0/],
    ['a status behind the current scores', 'MLB', { status: 'IN2' }, 'invalid-period-scores', /in IN2 can have at most 2/],
  ] as const)('rejects %s', (_, league, input, code, message) => {
    const current: ManualState = league === 'MLB' ? { status: 'IN4', periodScores: { away: [0, 0, 0, 0], home: [0, 0, 0] } } : kickoff;
    const error = rejection(() => parseOverride(league, input, current));
    expect(error?.code).toBe(code);
    expect(error?.message).toMatch(message);
  });
});
