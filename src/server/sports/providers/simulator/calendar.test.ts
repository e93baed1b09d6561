import { describe, expect, it } from 'vitest';
import { compactDate, daysBetween, easternInstant, expandDate, isCalendarDate, weekdayOf } from './calendar.js';

describe('easternInstant', () => {
  it.each([
    // 2026: EDT until Sunday 1 November 2:00, EST after; EDT again from Sunday 8 March.
    ['2026-10-25', '13:00', '2026-10-25T17:00:00.000Z'],
    ['2026-11-01', '13:00', '2026-11-01T18:00:00.000Z'],
    ['2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'], // the repeated hour reads as EDT, its first occurrence
    ['2026-03-08', '13:00', '2026-03-08T17:00:00.000Z'],
    ['2026-03-07', '20:15', '2026-03-08T01:15:00.000Z'],
    ['2026-12-31', '22:30', '2027-01-01T03:30:00.000Z'],
  ])('%s %s Eastern is %s', (date, time, iso) => {
    expect(easternInstant(date, time).toISOString()).toBe(iso);
  });
});

describe('calendar dates', () => {
  it('knows real dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('yesterday')).toBe(false);
  });

  it('names weekdays', () => {
    expect(weekdayOf('2026-11-22')).toBe(0); // Sunday
    expect(weekdayOf('2026-11-19')).toBe(4); // Thursday
    expect(weekdayOf('2026-11-21')).toBe(6); // Saturday
  });

  it('counts days across months, years and DST', () => {
    expect(daysBetween('2026-10-25', '2026-11-01')).toBe(7);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });

  it('compacts and expands dates for ids', () => {
    expect(compactDate('2026-11-22')).toBe('20261122');
    expect(expandDate('20261122')).toBe('2026-11-22');
    expect(expandDate('20261322')).toBeNull();
    expect(expandDate('2026112')).toBeNull();
  });
});
