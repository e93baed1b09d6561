// What the Admin Dashboard shows of analytics and error reports (decisions 042 and 043). The
// caller has checked the admin (requireAdmin).
import type { AdminAnalytics, AdminErrors } from '../../contracts/analytics.js';
import type { Queryable } from '../db/database.js';
import { readAnalytics } from '../db/repositories/analytics.repository.js';
import { listErrorGroups } from '../db/repositories/error-groups.repository.js';

const DAY_MS = 86_400_000;
/** The dashboard's window: today and the 29 whole UTC days before it. */
const WINDOW_DAYS = 30;
const ERROR_GROUPS_SHOWN = 100;

export async function readAdminAnalytics(db: Queryable, now: Date): Promise<AdminAnalytics> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = today - (WINDOW_DAYS - 1) * DAY_MS;
  const figures = await readAnalytics(db, new Date(from));
  // Every day of the window, those without players as 0, so the chart's bars are days.
  const players = new Map(figures.dailyPlayers.map((d) => [d.day, d.players]));
  const dailyPlayers = Array.from({ length: WINDOW_DAYS }, (_, i) => {
    const day = new Date(from + i * DAY_MS).toISOString().slice(0, 10);
    return { day, players: players.get(day) ?? 0 };
  });
  return { ...figures, dailyPlayers };
}

export async function readAdminErrors(db: Queryable): Promise<AdminErrors> {
  return { groups: await listErrorGroups(db, ERROR_GROUPS_SHOWN) };
}
