// Rolls the Admin Dashboard's closed days up (decision 052): on the elected leader every few
// minutes, and on demand when the dashboard finds a closed day that is not rolled up yet.
import type { Database } from '../db/database.js';
import type { UtcDay } from '../db/repositories/analytics-rollup.repository.js';
import { findRolledUpDays, rollUpDay, summarizeRunsByTime } from '../db/repositories/analytics-rollup.repository.js';

const DAY_MS = 86_400_000;
/** The dashboard's window: today and the 29 whole UTC days before it. */
export const WINDOW_DAYS = 30;
/**
 * How long after midnight (UTC) a day is left to the events before it is rolled up. The recorder
 * stamps an event when it is queued and writes its queue every second; a write held back by a
 * short database outage still lands within these minutes. A run written for a day after the day
 * is rolled up is kept, but not counted (decision 052).
 */
export const SETTLE_MS = 10 * 60_000;

export const utcDayOf = (ms: number): UtcDay => new Date(ms).toISOString().slice(0, 10);

/** The dashboard's window at `now`: its first day, its days, and today (read from the events). */
export function analyticsWindow(now: Date): { from: UtcDay; days: UtcDay[]; today: UtcDay } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: WINDOW_DAYS }, (_, i) => utcDayOf(today - (WINDOW_DAYS - 1 - i) * DAY_MS));
  return { from: days[0] ?? utcDayOf(today), days, today: utcDayOf(today) };
}

/** The window's days that are closed and settled at `now`: the ones a rollup may hold. */
export function settledDays(now: Date): UtcDay[] {
  return analyticsWindow(now).days.filter((day) => Date.parse(`${day}T00:00:00.000Z`) + DAY_MS + SETTLE_MS <= now.getTime());
}

/**
 * Rolls up each settled day of the window that is not rolled up yet, each in a transaction of its
 * own (a crash keeps the days done; the rest are done by the next run). Returns the days rolled.
 */
export async function rollUpSettledDays(db: Database, now: Date): Promise<UtcDay[]> {
  const due = settledDays(now);
  if (due.length === 0) return [];
  const rolled = await findRolledUpDays(db, due[0] ?? '', analyticsWindow(now).today);
  const missing = due.filter((day) => !rolled.has(day));
  if (missing.length === 0) return [];
  // Once a day at least: the day read live, and the days rolled up below, then read only their
  // own runs' block ranges, not every run written since the index was last summarized.
  await summarizeRunsByTime(db);
  for (const day of missing) await db.transaction((tx) => rollUpDay(tx, day));
  return missing;
}
