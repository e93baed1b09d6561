// What the Admin Dashboard shows of analytics and error reports (decisions 042 and 043). The
// caller has checked the admin (requireAdmin).
import type { AdminAnalytics, AdminErrors } from '../../contracts/analytics.js';
import type { Database, Queryable } from '../db/database.js';
import { readRolledUpAnalytics } from '../db/repositories/analytics-rollup.repository.js';
import { listErrorGroups } from '../db/repositories/error-groups.repository.js';
import { analyticsWindow, rollUpSettledDays, settledDays } from './analytics-rollup.service.js';

const ERROR_GROUPS_SHOWN = 100;

/**
 * The window's closed days from their rollups, rolled up here first if the leader has not yet
 * (decision 052), and from the first day not rolled up on (today, and yesterday while it
 * settles) from the events: the same figures the events give.
 */
export async function readAdminAnalytics(db: Database, now: Date): Promise<AdminAnalytics> {
  const { from, days, today } = analyticsWindow(now);
  await rollUpSettledDays(db, now);
  // Every settled day is rolled up once that returns, and the settled days are the window's
  // first ones: the events are read from the first day after them on.
  const live = days[settledDays(now).length] ?? today;
  const figures = await readRolledUpAnalytics(db, from, live);
  // Every day of the window, those without players as 0, so the chart's bars are days.
  const players = new Map(figures.dailyPlayers.map((d) => [d.day, d.players]));
  return { ...figures, dailyPlayers: days.map((day) => ({ day, players: players.get(day) ?? 0 })) };
}

export async function readAdminErrors(db: Queryable): Promise<AdminErrors> {
  return { groups: await listErrorGroups(db, ERROR_GROUPS_SHOWN) };
}
