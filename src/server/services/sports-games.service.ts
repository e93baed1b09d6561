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
import type { Publish, Publisher } from './publisher.js';

export interface SportsGameChange {
  before: StoredSportsGame | undefined;
  after: StoredSportsGame;
  /** A final score changed (stat correction): pools re-settle and show it. */
  corrected: boolean;
}

/**
 * Pools that reference a game plug in here (docs/product/live-data.md): the changes of a feed tick (at
 * most one per game, every one already stored) are settled inside the same transaction
 * that stores them, and published after commit. A listener gets them all at once, so it
 * can read and write the pools of all the tick's games in a few statements.
 */
export type SportsGameListener = (tx: Queryable, publish: Publish, changes: readonly SportsGameChange[]) => Promise<void>;

export interface SportsGamesDeps {
  db: Database;
  publisher: Publisher;
  listeners: readonly SportsGameListener[];
  now: () => Date;
  onRejected?: (game: SportsGame, reason: string) => void;
  /** A game whose change could not be stored (its settlement failed); it is tried again next poll. */
  onFailed?: (game: SportsGame, error: unknown) => void;
}

export interface ApplyResult {
  changed: number;
  rejected: number;
}

/**
 * Stores what changed in a feed result. The whole batch is one transaction (one feed
 * tick is one change); if it fails, each game is retried on its own, so one game
 * whose settlement fails cannot hold back the others.
 */
export async function applyFeedGames(deps: SportsGamesDeps, incoming: readonly SportsGame[]): Promise<ApplyResult> {
  // Providers validate their payloads; this is the last gate before the database, whatever the source.
  const games = incoming.filter((game) => {
    const parsed = SportsGameSchema.safeParse(game);
    if (!parsed.success) deps.onRejected?.(game, `invalid game: ${parsed.error.issues[0]?.message ?? 'schema'}`);
    return parsed.success;
  });
  const invalid = incoming.length - games.length;
  if (games.length === 0) return { changed: 0, rejected: invalid };
  try {
    const result = await applyInOneTransaction(deps, games);
    return { ...result, rejected: result.rejected + invalid };
  } catch (error) {
    if (games.length === 1) throw error;
    const result: ApplyResult = { changed: 0, rejected: invalid };
    for (const game of games) {
      try {
        const one = await applyInOneTransaction(deps, [game]);
        result.changed += one.changed;
        result.rejected += one.rejected;
      } catch (gameError) {
        deps.onFailed?.(game, gameError);
      }
    }
    return result;
  }
}

async function applyInOneTransaction(deps: SportsGamesDeps, games: readonly SportsGame[]): Promise<ApplyResult> {
  return runCommand(
    deps.db,
    deps.publisher,
    async (tx, publish) => {
      const result: ApplyResult = { changed: 0, rejected: 0 };
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
          result.rejected++;
          continue;
        }
        const corrected = decision.kind === 'corrected';
        const correctedAt = corrected ? now.toISOString() : (before?.correctedAt ?? null);
        changes.push({ before, after: { game, updatedAt: now.toISOString(), correctedAt }, corrected });
      }
      if (changes.length === 0) return result;
      await upsertSportsGames(tx, changes.map(({ after }) => ({ game: after.game, correctedAt: after.correctedAt })), now);
      for (const { after } of changes) {
        await publish(sportsGameTopic, { id: after.game.id }, after);
        await publish(sportsLeagueTopic, { league: after.game.sportsLeague }, { kind: 'game', game: after } satisfies SportsLeagueUpdate);
      }
      for (const listener of deps.listeners) await listener(tx, publish, changes);
      result.changed = changes.length;
      return result;
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
