import { SportsGameSchema } from '../../contracts/sports.js';
import type { SportsFeedStatus, SportsGame, SportsLeagueSnapshot, SportsLeagueUpdate, SportsProviderName, StoredSportsGame } from '../../contracts/sports.js';
import { sportsGameTopic, sportsLeagueTopic } from '../../contracts/topics.js';
import { carryOverOdds, decideGameUpdate, statusStateOf } from '../../domain/sports/index.js';
import type { SportsLeague } from '../../domain/sports/index.js';
import type { Database, Queryable } from '../db/database.js';
import {
  findSportsFeed,
  findSportsGame,
  findSportsGamesBetween,
  findSportsGamesForUpdate,
  saveSportsFeed,
  upsertSportsGames,
} from '../db/repositories/sports-games.repository.js';
import type { RequestBudget } from '../sports/create-provider.js';
import { runCommand } from './publisher.js';
import { gameUpdateOf, leagueUpdateOf } from './sports-game-updates.js';
import type { Publish, Publisher } from './publisher.js';

export interface SportsGameChange {
  before: StoredSportsGame | undefined;
  after: StoredSportsGame;
  /** A final score changed (stat correction): pools re-settle and show it. */
  corrected: boolean;
}

/**
 * Pools that reference a game plug in here (docs/product/live-data.md): the changes of a feed tick (at
 * most one per game, every one already stored and published) are handed over once the games'
 * transaction has committed. A listener runs in a transaction of its own and gets them all at
 * once, so it can read and write the pools of all the tick's games in a few statements.
 */
export type SportsGameListener = (tx: Queryable, publish: Publish, changes: readonly SportsGameChange[]) => Promise<void>;

/**
 * A listener that opens its own transactions, one per pool (pick'em refreshes each game under
 * its row lock): each pool's update reaches its screens when that pool is done, its row is held
 * only that long, and the event loop is handed back between pools.
 */
export interface SportsGameFollower {
  follow: (db: Database, publisher: Publisher, changes: readonly SportsGameChange[]) => Promise<void>;
}

export interface SportsGamesDeps {
  db: Database;
  publisher: Publisher;
  listeners: ReadonlyArray<SportsGameListener | SportsGameFollower>;
  now: () => Date;
  onRejected?: (game: SportsGame, reason: string) => void;
  /** A game whose change could not be stored, or whose pools could not follow it; it is tried again next poll. */
  onFailed?: (game: SportsGame, error: unknown) => void;
  /**
   * Changes whose pools' work failed, by game id, kept by the caller (the ingest) across ticks:
   * the next tick runs it again with its own changes, since the game, already stored, may not
   * change again.
   */
  unsettled?: Map<string, SportsGameChange>;
}

export interface ApplyResult {
  changed: number;
  rejected: number;
}

/**
 * Stores what changed in a feed result, then has the pools follow (decision 045). Resolves once
 * the pools are done too; the ingest runs the two steps apart, so a tick's games never wait
 * for the previous tick's pools.
 */
export async function applyFeedGames(deps: SportsGamesDeps, incoming: readonly SportsGame[]): Promise<ApplyResult> {
  const { changes, ...result } = await storeFeedGames(deps, incoming);
  await followFeedChanges(deps, changes);
  return result;
}

/**
 * The games of a feed result, stored and published to their topics and their league's in one
 * transaction (one feed tick is one change; if it fails, each game is retried on its own, so one
 * bad game cannot hold back the others): screens see the new scores as soon as it commits,
 * before any pool has done its work. Returns the changes for followFeedChanges.
 */
export async function storeFeedGames(deps: SportsGamesDeps, incoming: readonly SportsGame[]): Promise<ApplyResult & { changes: SportsGameChange[] }> {
  // Providers validate their payloads; this is the last gate before the database, whatever the source.
  const games = incoming.filter((game) => {
    const parsed = SportsGameSchema.safeParse(game);
    if (!parsed.success) deps.onRejected?.(game, `invalid game: ${parsed.error.issues[0]?.message ?? 'schema'}`);
    return parsed.success;
  });
  let rejected = incoming.length - games.length;
  const changes: SportsGameChange[] = [];
  if (games.length > 0) {
    try {
      const stored = await storeInOneTransaction(deps, games);
      changes.push(...stored.changes);
      rejected += stored.rejected;
    } catch (error) {
      if (games.length === 1) throw error;
      for (const game of games) {
        try {
          const one = await storeInOneTransaction(deps, [game]);
          changes.push(...one.changes);
          rejected += one.rejected;
        } catch (gameError) {
          deps.onFailed?.(game, gameError);
        }
      }
    }
  }
  return { changed: changes.length, rejected, changes };
}

/**
 * The pools' work for stored changes, each listener in its own transaction(s), together with
 * whatever earlier changes still wait in `deps.unsettled` (a newer change of a game replaces its
 * older one, keeping the older `before`). A listener that fails on the whole batch is retried
 * game by game; a game whose pools still fail is reported and kept in `deps.unsettled` for the
 * next call.
 */
export async function followFeedChanges(deps: SportsGamesDeps, changes: readonly SportsGameChange[]): Promise<void> {
  const pending = deps.unsettled ?? new Map<string, SportsGameChange>();
  for (const change of changes) keepUnsettled(pending, change);
  const batch = [...pending.values()];
  pending.clear();
  if (batch.length === 0) return;
  for (const listener of deps.listeners) {
    try {
      await runListener(deps, listener, batch);
    } catch (error) {
      for (const change of batch) {
        try {
          if (batch.length === 1) throw error;
          await runListener(deps, listener, [change]);
        } catch (gameError) {
          deps.onFailed?.(change.after.game, gameError);
          returnUnsettled(pending, change);
        }
      }
    }
  }
}

/** One change that takes a game from the older change's `before` to the newer one's state. */
const spanning = (older: SportsGameChange, newer: SportsGameChange): SportsGameChange => ({ ...newer, before: older.before, corrected: older.corrected || newer.corrected });

/** Adds a change to those waiting for their pools; one per game, the newest state from the oldest. */
export function keepUnsettled(pending: Map<string, SportsGameChange>, change: SportsGameChange): void {
  const older = pending.get(change.after.game.id);
  pending.set(change.after.game.id, older ? spanning(older, change) : change);
}

/**
 * Puts back a change whose pools failed. A newer change of its game may have been stored while
 * they ran (the ingest adds each tick's changes as soon as they are stored): that one's state
 * stays the newest, followed from this one's `before`.
 */
function returnUnsettled(pending: Map<string, SportsGameChange>, change: SportsGameChange): void {
  const newer = pending.get(change.after.game.id);
  pending.set(change.after.game.id, newer ? spanning(change, newer) : change);
}

const runListener = (deps: SportsGamesDeps, listener: SportsGameListener | SportsGameFollower, changes: readonly SportsGameChange[]) =>
  'follow' in listener
    ? listener.follow(deps.db, deps.publisher, changes)
    : runCommand(deps.db, deps.publisher, (tx, publish) => listener(tx, publish, changes), { batchUpdates: true });

async function storeInOneTransaction(deps: SportsGamesDeps, games: readonly SportsGame[]): Promise<{ changes: SportsGameChange[]; rejected: number }> {
  return runCommand(
    deps.db,
    deps.publisher,
    async (tx, publish) => {
      let rejected = 0;
      // A game reported twice in one result counts once, as its last report.
      const latest = [...new Map(games.map((game) => [game.id, game])).values()];
      const stored = await findSportsGamesForUpdate(tx, latest.map((game) => game.id));
      const now = deps.now();
      const changes: SportsGameChange[] = [];
      for (const incoming of latest) {
        const before = stored.get(incoming.id);
        const game = carryOverOdds(before?.game, incoming);
        const decision = decideGameUpdate(before?.game, game);
        if (decision.kind === 'unchanged') continue;
        if (decision.kind === 'rejected') {
          deps.onRejected?.(game, decision.reason);
          rejected++;
          continue;
        }
        const corrected = decision.kind === 'corrected';
        const correctedAt = corrected ? now.toISOString() : (before?.correctedAt ?? null);
        changes.push({ before, after: { game, updatedAt: now.toISOString(), correctedAt }, corrected });
      }
      if (changes.length === 0) return { changes, rejected };
      await upsertSportsGames(tx, changes.map(({ after }) => ({ game: after.game, correctedAt: after.correctedAt })), now);
      for (const change of changes) await publish(sportsGameTopic, { id: change.after.game.id }, gameUpdateOf(change));
      // One league update per tick, whatever number of its games changed: every screen on the league
      // gets one frame to parse and apply, and the log one row, instead of one per game.
      const byLeague = new Map<SportsLeague, SportsGameChange[]>();
      for (const change of changes) {
        const league = byLeague.get(change.after.game.sportsLeague);
        if (league) league.push(change);
        else byLeague.set(change.after.game.sportsLeague, [change]);
      }
      for (const [league, leagueChanges] of byLeague) await publish(sportsLeagueTopic, { league }, leagueUpdateOf(leagueChanges));
      return { changes, rejected };
    },
    { batchUpdates: true },
  );
}

const isOpen = (stored: StoredSportsGame) =>
  statusStateOf(stored.game) !== 'Done';

/** How far back a game may have started and still be live (a long extra-innings game). */
const LIVE_LOOKBACK_MS = 8 * 3_600_000;
/** How far ahead "upcoming" reaches: a week covers every league's next slate. */
const UPCOMING_MS = 8 * 86_400_000;
const UPCOMING_LIMIT = 60;

/** Upcoming and live games of a league, soonest first (the home cards and create pages). */
export async function listUpcomingSportsGames(db: Queryable, league: SportsLeague, now: Date): Promise<StoredSportsGame[]> {
  const games = await findSportsGamesBetween(db, league, new Date(now.getTime() - LIVE_LOOKBACK_MS), new Date(now.getTime() + UPCOMING_MS), 500);
  return games.filter(isOpen).slice(0, UPCOMING_LIMIT);
}

/** Whether a league has a game in play or about to start: the ingest polls it fast then. */
export async function hasLiveOrImminentGame(db: Queryable, league: SportsLeague, now: Date, leadMs: number): Promise<boolean> {
  const games = await findSportsGamesBetween(db, league, new Date(now.getTime() - LIVE_LOOKBACK_MS), new Date(now.getTime() + leadMs), 500);
  return games.some(isOpen);
}

export function readSportsGame(db: Queryable, id: string): Promise<StoredSportsGame | undefined> {
  return findSportsGame(db, id);
}

export async function readSportsLeague(db: Queryable, league: SportsLeague, provider: SportsProviderName, now: Date): Promise<SportsLeagueSnapshot> {
  const feed = (await findSportsFeed(db, league)) ?? { sportsLeague: league, provider, lastSuccessAt: null, failingSince: null };
  return { feed, games: await listUpcomingSportsGames(db, league, now) };
}

/** A successful poll. Published only when it ends an outage, so healthy polls cost no traffic. */
export async function recordFeedSuccess(deps: SportsGamesDeps, league: SportsLeague, provider: SportsProviderName, requests: RequestBudget | null = null): Promise<void> {
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const before = await findSportsFeed(tx, league);
    const now = deps.now();
    // The last error stays (with its time) for the Admin Dashboard; failingSince is what says the feed is failing.
    await saveSportsFeed(tx, { league, provider, lastSuccessAt: now, failingSince: null, error: null, requests });
    if (!before || before.failingSince !== null || before.provider !== provider) {
      const feed: SportsFeedStatus = { sportsLeague: league, provider, lastSuccessAt: now.toISOString(), failingSince: null };
      await publish(sportsLeagueTopic, { league }, { kind: 'feed', feed } satisfies SportsLeagueUpdate);
    }
  });
}

/** A failed poll: scores keep their last value; the first failure of an outage is published so pages show the age. */
export async function recordFeedFailure(
  deps: SportsGamesDeps,
  league: SportsLeague,
  provider: SportsProviderName,
  error: string,
  requests: RequestBudget | null = null,
): Promise<void> {
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const before = await findSportsFeed(tx, league);
    const lastSuccessAt = before?.lastSuccessAt ? new Date(before.lastSuccessAt) : null;
    const failingSince = before?.failingSince ? new Date(before.failingSince) : deps.now();
    // Providers' messages name the failure, never the key (it travels in a header); the admin page shows them.
    await saveSportsFeed(tx, { league, provider, lastSuccessAt, failingSince, error: { message: error.slice(0, 500), at: deps.now() }, requests });
    if (!before?.failingSince) {
      const feed: SportsFeedStatus = {
        sportsLeague: league,
        provider,
        lastSuccessAt: lastSuccessAt?.toISOString() ?? null,
        failingSince: failingSince.toISOString(),
      };
      await publish(sportsLeagueTopic, { league }, { kind: 'feed', feed } satisfies SportsLeagueUpdate);
    }
  });
}
