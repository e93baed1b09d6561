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
  return readAnalytics(db, new Date(today - (WINDOW_DAYS - 1) * DAY_MS));
}

export async function readAdminErrors(db: Queryable): Promise<AdminErrors> {
  return { groups: await listErrorGroups(db, ERROR_GROUPS_SHOWN) };
}
