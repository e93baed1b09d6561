import { sportOfLeague } from '../../domain/sports/leagues.js';
import { statusStateOf } from '../../domain/sports/statuses.js';
import { AdminOverviewSchema } from '../../contracts/admin.js';
import type { AdminOverview } from '../../contracts/admin.js';
import { SportsLeagueSchema } from '../../contracts/sports.js';
import type { Database, Queryable } from '../db/database.js';
import { countSportsGamesByStatus, findSportsFeeds, findUserCounts } from '../db/repositories/account-stats.repository.js';
import { findAccount } from '../db/repositories/users.repository.js';
import type { AccountRecord } from '../db/repositories/users.repository.js';
import { AppError } from './errors.js';
import type { SessionUser } from './sessions.service.js';
import { isAdminAccount } from './users.service.js';

/**
 * Admin accounts are the ADMIN_EMAILS ones (decision 006). Everyone else, a visitor without a
 * session included, gets the same 403: the admin API does not say what would get one in.
 */
export async function requireAdmin(db: Queryable, user: SessionUser | undefined, adminEmails: readonly string[]): Promise<AccountRecord> {
  const account = user?.type === 'signedIn' ? await findAccount(db, user.uid) : undefined;
  if (!account || !isAdminAccount(account, adminEmails)) throw new AppError('forbidden', 'The Admin Dashboard is for admin accounts only.');
  return account;
}

/** Whether the session's user is an admin (the /admin page's server-side gate). */
export async function isAdminUser(db: Queryable, user: SessionUser | undefined, adminEmails: readonly string[]): Promise<boolean> {
  const account = user?.type === 'signedIn' ? await findAccount(db, user.uid) : undefined;
  return account !== undefined && isAdminAccount(account, adminEmails);
}

/** The Admin Dashboard's figures: players, sessions, stored sports games and the feeds' health. */
export async function readAdminOverview(db: Database, now: Date, about: { version: string }): Promise<AdminOverview> {
  const [users, games, feeds] = await Promise.all([findUserCounts(db, now), countSportsGamesByStatus(db), findSportsFeeds(db)]);
  const byLeague = new Map<string, { games: number; live: number }>();
  for (const row of games) {
    const league = SportsLeagueSchema.safeParse(row.sportsLeague);
    if (!league.success) continue;
    const sport = sportOfLeague(league.data);
    const entry = byLeague.get(league.data) ?? { games: 0, live: 0 };
    entry.games += row.games;
    if (statusStateOf({ sport, status: row.status }) === 'InPlay') entry.live += row.games;
    byLeague.set(league.data, entry);
  }
  return AdminOverviewSchema.parse({
    generatedAt: now.toISOString(),
    version: about.version,
    database: db.kind,
    users: { anonymous: users.anonymous, signedIn: users.signedIn, signUpsLast7Days: users.signUpsLast7Days },
    sessions: { live: users.liveSessions },
    sportsGames: [...byLeague].map(([sportsLeague, counts]) => ({ sportsLeague, ...counts })),
    feeds,
  });
}
