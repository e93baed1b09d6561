// Calendar arithmetic for the simulated slate. Kickoffs are set in US Eastern time, as the
// leagues publish them, so a 1:00pm ET kickoff stays 1:00pm ET across a DST change; the slate
// day is the Pacific date of the kickoff (docs/product/live-data.md, domain/sports/calendar.ts).

import { zonedInstant } from '../../../../domain/sports/index.js';

const EASTERN = 'America/New_York';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function dateParts(date: string): [year: number, month: number, day: number] {
  const match = DATE_PATTERN.exec(date);
  if (match === null) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whether `value` is a real YYYY-MM-DD calendar date (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

/** Day of the week of a calendar date: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = dateParts(from);
  const [y2, m2, d2] = dateParts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

/** 2026-11-22 → 20261122, for game ids. */
export function compactDate(date: string): string {
  return date.replaceAll('-', '');
}

/** 20261122 → 2026-11-22, or null when it is not a calendar date. */
export function expandDate(compact: string): string | null {
  const date = `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
  return compact.length === 8 && isCalendarDate(date) ? date : null;
}

/** The instant of an Eastern wall-clock time ("13:00") on a calendar date, in EST or EDT as that day has it. */
export function easternInstant(date: string, time: string): Date {
  dateParts(date);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return zonedInstant(EASTERN, date, hour, minute);
}
