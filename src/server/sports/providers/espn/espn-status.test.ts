import { describe, expect, it } from 'vitest';
import { isSportsStatus, type Sport } from '../../../../domain/sports/index.js';
import { mapEspnStatus } from './espn-status.js';

type Row = [name: string, state: string, period: number, football: string, basketball: string, baseball: string];

// The decision table at the top of espn-status.ts, row by row; "-" = skipped with a reason.
const TABLE: Row[] = [
  ['STATUS_SCHEDULED', 'pre', 0, 'NS', 'NS', 'NS'],
  ['STATUS_WARMUP', 'pre', 0, 'Warmup', 'Warmup', 'Warmup'],
  ['STATUS_IN_PROGRESS', 'in', 1, 'Q1', 'Q1', 'IN1'],
  ['STATUS_IN_PROGRESS', 'in', 4, 'Q4', 'Q4', 'IN4'],
  ['STATUS_IN_PROGRESS', 'in', 5, 'OT', 'OT', 'IN5'],
  ['STATUS_IN_PROGRESS', 'in', 7, 'OT', 'OT', 'IN7'],
  ['STATUS_IN_PROGRESS', 'in', 9, 'OT', 'OT', 'IN9'],
  ['STATUS_IN_PROGRESS', 'in', 10, 'OT', 'OT', 'EXTRAS'],
  ['STATUS_IN_PROGRESS', 'in', 0, '-', '-', '-'],
  ['STATUS_HALFTIME', 'in', 2, 'HT', 'HT', '-'],
  ['STATUS_END_PERIOD', 'in', 1, 'Q1', 'BT', 'IN1'],
  ['STATUS_END_PERIOD', 'in', 2, 'HT', 'HT', 'IN2'],
  ['STATUS_END_PERIOD', 'in', 3, 'Q3', 'BT', 'IN3'],
  ['STATUS_END_PERIOD', 'in', 4, 'Q4', 'BT', 'IN4'],
  ['STATUS_END_PERIOD', 'in', 5, 'OT', 'BT', 'IN5'],
  ['STATUS_END_PERIOD', 'in', 11, 'OT', 'BT', 'EXTRAS'],
  ['STATUS_FINAL', 'post', 4, 'FT', 'FT', 'FT'],
  ['STATUS_FINAL', 'post', 5, 'AOT', 'AOT', 'FT'],
  ['STATUS_FINAL', 'post', 9, 'AOT', 'AOT', 'FT'],
  ['STATUS_FINAL', 'post', 12, 'AOT', 'AOT', 'FT'],
  ['STATUS_POSTPONED', 'post', 0, 'PST', 'POST', 'POST'],
  ['STATUS_CANCELED', 'post', 0, 'CANC', 'CANC', 'CANC'],
  ['STATUS_CANCELLED', 'post', 0, 'CANC', 'CANC', 'CANC'],
  ['STATUS_DELAYED', 'pre', 0, 'NS', 'NS', 'NS'],
  ['STATUS_DELAYED', 'in', 3, 'Q3', 'Q3', 'INTR'],
  ['STATUS_RAIN_DELAY', 'in', 6, 'OT', 'OT', 'INTR'],
  ['STATUS_SUSPENDED', 'in', 3, 'Q3', 'SUSP', 'INTR'],
  ['STATUS_FORFEIT', 'post', 0, '-', 'AWD', '-'],
  ['STATUS_ABANDONED', 'post', 3, '-', 'ABD', 'ABD'],
  ['STATUS_SOMETHING_NEW', 'in', 2, '-', '-', '-'],
  ['', 'pre', 0, '-', '-', '-'],
];

const SPORTS: [Sport, number][] = [
  ['Football', 3],
  ['Basketball', 4],
  ['Baseball', 5],
];

describe('mapEspnStatus (decision table in espn-status.ts)', () => {
  for (const [sport, column] of SPORTS) {
    it.each(TABLE.map((row) => [row[0], row[1], row[2], row[column] as string] as const))(
      `${sport}: %s (%s, period %i) → %s`,
      (name, state, period, expected) => {
        const result = mapEspnStatus(sport, { name, state, period });
        if (expected === '-') {
          expect(result.ok).toBe(false);
        } else {
          expect(result).toEqual({ ok: true, status: expected });
          // Every code produced is one of the sport's docs/product/live-data.md statuses.
          expect(isSportsStatus(sport, expected)).toBe(true);
        }
      },
    );
  }

  it('a final whose detail says OT is AOT even when the period does not show it', () => {
    expect(mapEspnStatus('Football', { name: 'STATUS_FINAL', state: 'post', period: 4, detail: 'Final/OT' })).toEqual({ ok: true, status: 'AOT' });
    expect(mapEspnStatus('Basketball', { name: 'STATUS_FINAL', state: 'post', period: 4, detail: 'Final/2OT' })).toEqual({ ok: true, status: 'AOT' });
    expect(mapEspnStatus('Football', { name: 'STATUS_FINAL', state: 'post', period: 4, detail: 'Final' })).toEqual({ ok: true, status: 'FT' });
    expect(mapEspnStatus('Baseball', { name: 'STATUS_FINAL', state: 'post', period: 9, detail: 'Final/10' })).toEqual({ ok: true, status: 'FT' });
  });

  it('an unknown name is never guessed, and the reason names it', () => {
    expect(mapEspnStatus('Football', { name: 'STATUS_SOMETHING_NEW', state: 'in', period: 2 })).toEqual({
      ok: false,
      reason: 'unknown ESPN status "STATUS_SOMETHING_NEW" (state "in", period 2)',
    });
  });
});

describe('baseball breaks: the inning in play from "End N" / "Mid N"', () => {
  type BreakRow = [name: string, period: number, shortDetail: string | undefined, detail: string | undefined, expected: string];
  // End N: all of inning N is over, so the inning in play is N + 1 (squares settle N now).
  // Mid N: only the top of N is over, so N is still in play.
  const BREAKS: BreakRow[] = [
    ['STATUS_IN_PROGRESS', 3, 'End 3rd', 'End of 3rd Inning', 'IN4'],
    ['STATUS_END_PERIOD', 3, 'End 3rd', 'End of 3rd Inning', 'IN4'],
    ['STATUS_IN_PROGRESS', 3, 'Mid 3rd', 'Middle of 3rd Inning', 'IN3'],
    ['STATUS_END_PERIOD', 3, 'Mid 3rd', undefined, 'IN3'],
    ['STATUS_IN_PROGRESS', 1, 'End 1st', undefined, 'IN2'],
    ['STATUS_IN_PROGRESS', 8, 'End 8th', undefined, 'IN9'],
    ['STATUS_IN_PROGRESS', 9, 'End 9th', 'End of 9th Inning', 'EXTRAS'],
    ['STATUS_IN_PROGRESS', 9, 'Mid 9th', undefined, 'IN9'],
    ['STATUS_IN_PROGRESS', 11, 'End 11th', undefined, 'EXTRAS'],
    ['STATUS_IN_PROGRESS', 5, undefined, 'End of 5th Inning', 'IN6'],
    ['STATUS_IN_PROGRESS', 5, 'end 5th', undefined, 'IN6'],
    // Half-innings under way: the period.
    ['STATUS_IN_PROGRESS', 5, 'Top 5th', 'Top of 5th Inning', 'IN5'],
    ['STATUS_IN_PROGRESS', 5, 'Bot 5th', 'Bottom of 5th Inning', 'IN5'],
    // A break that names another inning than the period, or none, is not trusted: the period stands.
    ['STATUS_IN_PROGRESS', 4, 'End 3rd', undefined, 'IN4'],
    ['STATUS_IN_PROGRESS', 3, 'End 7th', undefined, 'IN3'],
    ['STATUS_END_PERIOD', 3, undefined, undefined, 'IN3'],
    ['STATUS_END_PERIOD', 3, 'Ending soon', undefined, 'IN3'],
  ];

  it.each(BREAKS)('%s period %i, "%s" / "%s" → %s', (name, period, shortDetail, detail, expected) => {
    expect(mapEspnStatus('Baseball', { name, state: 'in', period, shortDetail, detail })).toEqual({ ok: true, status: expected });
  });

  it('football and basketball ignore inning words', () => {
    expect(mapEspnStatus('Football', { name: 'STATUS_IN_PROGRESS', state: 'in', period: 3, shortDetail: 'End 3rd' })).toEqual({ ok: true, status: 'Q3' });
    expect(mapEspnStatus('Basketball', { name: 'STATUS_END_PERIOD', state: 'in', period: 3, shortDetail: 'End 3rd' })).toEqual({ ok: true, status: 'BT' });
  });

  it('a delay keeps INTR whatever the detail says', () => {
    expect(mapEspnStatus('Baseball', { name: 'STATUS_RAIN_DELAY', state: 'in', period: 3, shortDetail: 'End 3rd' })).toEqual({ ok: true, status: 'INTR' });
  });
});
