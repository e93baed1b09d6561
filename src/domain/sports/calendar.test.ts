import { describe, expect, it } from 'vitest';
import { addDays, nextChallengeOpening, pacificInstant, seasonFlags, slateDate } from './calendar.js';

describe('slateDate: the calendar date in Los Angeles', () => {
  it.each([
    ['2026-11-22T07:59:59Z', '2026-11-21'], // 23:59:59 PST
    ['2026-11-22T08:00:00Z', '2026-11-22'], // 00:00 PST
    ['2026-07-04T06:59:59Z', '2026-07-03'], // 23:59:59 PDT
    ['2026-07-04T07:00:00Z', '2026-07-04'], // 00:00 PDT
    ['2026-03-08T09:59:59Z', '2026-03-08'], // 01:59:59 PST, just before spring forward
    ['2026-03-08T10:00:00Z', '2026-03-08'], // 03:00 PDT, just after
    ['2026-11-01T08:30:00Z', '2026-11-01'], // 01:30 PDT, first pass of the repeated hour
    ['2026-11-01T09:30:00Z', '2026-11-01'], // 01:30 PST, second pass
    ['2027-01-01T07:59:00Z', '2026-12-31'],
  ])('%s → %s', (instant, expected) => {
    expect(slateDate(new Date(instant))).toBe(expected);
  });
});

describe('pacificInstant', () => {
  it.each([
    ['2026-11-22', 5, '2026-11-22T13:00:00.000Z'], // PST = UTC−8
    ['2026-07-04', 5, '2026-07-04T12:00:00.000Z'], // PDT = UTC−7
    ['2026-03-08', 5, '2026-03-08T12:00:00.000Z'], // spring-forward day, after the change
    ['2026-11-01', 5, '2026-11-01T13:00:00.000Z'], // fall-back day, after the change
    ['2026-03-07', 5, '2026-03-07T13:00:00.000Z'], // day before spring forward
  ])('%s %i:00 Pacific → %s', (date, hour, expected) => {
    expect(pacificInstant(date, hour).toISOString()).toBe(expected);
  });
});

describe('nextChallengeOpening: next 5am Pacific', () => {
  it.each([
    ['2026-11-22T12:59:59Z', '2026-11-22T13:00:00.000Z'], // 4:59:59 PST → today 5am
    ['2026-11-22T13:00:00Z', '2026-11-23T13:00:00.000Z'], // exactly 5am → tomorrow
    ['2026-11-22T20:00:00Z', '2026-11-23T13:00:00.000Z'],
    ['2026-03-07T20:00:00Z', '2026-03-08T12:00:00.000Z'], // across spring forward: 5am PDT
    ['2026-10-31T20:00:00Z', '2026-11-01T13:00:00.000Z'], // across fall back: 5am PST
    ['2026-12-31T23:00:00Z', '2027-01-01T13:00:00.000Z'],
  ])('%s → %s', (now, expected) => {
    expect(nextChallengeOpening(new Date(now)).toISOString()).toBe(expected);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('seasonFlags by month', () => {
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const expected: Record<number, [boolean, boolean, boolean, boolean]> = {
    1: [true, true, false, false],
    2: [true, false, false, true],
    3: [false, false, true, false],
    4: [false, false, true, false],
    5: [false, false, true, false],
    6: [false, false, true, false],
    7: [false, false, true, false],
    8: [false, true, true, false],
    9: [true, true, true, false],
    10: [true, true, true, false],
    11: [true, true, false, false],
    12: [true, true, false, false],
  };
  it.each(months)('month %i', (month) => {
    const flags = seasonFlags(new Date(Date.UTC(2026, month - 1, 15, 20)));
    expect([flags.nfl, flags.college, flags.mlb, flags.superBowl]).toEqual(expected[month]);
  });

  it('judges the month by the Pacific date', () => {
    // 2026-03-01T05:00Z is still Feb 28 in Los Angeles.
    expect(seasonFlags(new Date('2026-03-01T05:00:00Z')).superBowl).toBe(true);
  });
});
