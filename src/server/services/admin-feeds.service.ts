// Feed health on the Admin Dashboard (docs/product/site.md#admin, decision 041): what the leader
// stored with each poll (sports_feeds), so any instance answers the same, and the games a failing
// or slow feed has left stale.
import type { AdminFeed, AdminFeedHealth } from '../../contracts/admin-tools.js';
import { AdminFeedHealthSchema, STALE_GAMES_SHOWN } from '../../contracts/admin-tools.js';
import { SportsLeagueSchema } from '../../contracts/sports.js';
import { statusStateOf } from '../../domain/sports/index.js';
import type { SportsLeague } from '../../domain/sports/index.js';
import type { Queryable } from '../db/database.js';
import { findFeedHealthRows } from '../db/repositories/admin-tools.repository.js';
import type { FeedHealthRow } from '../db/repositories/admin-tools.repository.js';
import { findSportsGamesBetween } from '../db/repositories/sports-games.repository.js';

/** How far back a started game may still be on (as the ingest's live window). */
const STARTED_LOOKBACK_MS = 8 * 3_600_000;
/** Started games read per league: far more than a slate has. */
const STARTED_READ = 500;

export interface FeedHealthDeps {
  db: Queryable;
  now: () => Date;
  /** The league's poll interval while a game is on. */
  liveIntervalMs: (league: SportsLeague) => number;
}

/**
 * Stale: a game that has started and is not final, whose league no successful poll has refreshed
 * for longer than the league's live poll interval (each successful poll reads every game of the
 * day's slate, so the league's last success is each such game's last refresh).
 */
async function staleGames(deps: FeedHealthDeps, league: SportsLeague, lastSuccessAt: string | null, now: Date) {
  const interval = deps.liveIntervalMs(league);
  if (lastSuccessAt !== null && now.getTime() - Date.parse(lastSuccessAt) <= interval) return [];
  const started = await findSportsGamesBetween(deps.db, league, new Date(now.getTime() - STARTED_LOOKBACK_MS), now, STARTED_READ);
  return started
    .filter(({ game }) => statusStateOf(game) !== 'Done')
    .map(({ game }) => ({ id: game.id, matchup: `${game.teams.away.name} at ${game.teams.home.name}`, gameTime: game.gameTime }));
}

function requestsOf(row: FeedHealthRow, today: string): AdminFeed['requests'] {
  if (row.requests_day === null || row.requests_limit === null) return null;
  // A count of an earlier day: nothing is used yet today (the leader has not polled since midnight UTC).
  return { used: row.requests_day === today ? (row.requests_used ?? 0) : 0, limit: row.requests_limit, day: today };
}

export async function readFeedHealth(deps: FeedHealthDeps): Promise<AdminFeedHealth> {
  const now = deps.now();
  const today = now.toISOString().slice(0, 10);
  const feeds: AdminFeed[] = [];
  for (const row of await findFeedHealthRows(deps.db)) {
    const league = SportsLeagueSchema.safeParse(row.sports_league);
    if (!league.success) continue;
    const stale = await staleGames(deps, league.data, row.last_success_at, now);
    feeds.push({
      sportsLeague: league.data,
      provider: row.provider as AdminFeed['provider'],
      lastSuccessAt: row.last_success_at,
      failingSince: row.failing_since,
      lastErrorAt: row.last_error_at,
      lastError: row.last_error,
      requests: requestsOf(row, today),
      pollIntervalMs: deps.liveIntervalMs(league.data),
      staleCount: stale.length,
      staleGames: stale.slice(0, STALE_GAMES_SHOWN),
    });
  }
  // Parsed on the way out: a stored provider name the contract does not know fails loudly here, not in the page.
  return AdminFeedHealthSchema.parse({ generatedAt: now.toISOString(), feeds });
}
