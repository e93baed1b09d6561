import type { SportsGame } from '../../contracts/sports.js';
import { addDays, slateDate } from '../../domain/sports/index.js';
import type { SportsLeague } from '../../domain/sports/index.js';
import { followFeedChanges, hasLiveOrImminentGame, keepUnsettled, recordFeedFailure, recordFeedSuccess, storeFeedGames } from '../services/sports-games.service.js';
import type { ApplyResult, SportsGameChange, SportsGamesDeps } from '../services/sports-games.service.js';
import { performance } from 'node:perf_hooks';
import { findSportsGamesBetween } from '../db/repositories/sports-games.repository.js';
import { FeedError } from '../sports/provider.js';
import type { FeedResult, SportsProvider } from '../sports/provider.js';
import type { RequestBudget } from '../sports/create-provider.js';

export interface PollIntervals {
  /** While a game is in play or about to start. */
  liveMs: number;
  /** Otherwise. */
  idleMs: number;
  /** Schedules (the next 7 days) are refreshed this often (daily). */
  scheduleMs: number;
  /** Back-off on errors doubles from liveMs up to this. */
  maxBackoffMs: number;
  /** "About to start": poll fast from this long before kickoff, so kickoff is seen at once. */
  imminentMs: number;
  /** For feeds that serve odds apart from games: games whose odds are fetched per schedule refresh. */
  oddsPerRefresh: number;
}

export interface IngestLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SportsIngestDeps extends SportsGamesDeps {
  provider: SportsProvider;
  intervals: (league: SportsLeague) => PollIntervals;
  log: IngestLog;
  /** Today's use of the provider's daily request budget by a league, stored with each poll's outcome (decision 041). */
  budget?: (league: SportsLeague) => RequestBudget | null;
  /** Told each poll's outcome (metrics). */
  onPolled?: (league: SportsLeague, outcome: 'ok' | 'failed', at: Date) => void;
  /**
   * What a tick's pools wait for once its games are stored and published (decision 058): a short
   * delay, so the new scores leave for every screen before the pools' locks, draws and
   * settlements take the cores. Told when the newest change the pools are about to take was stored
   * (performance.now()), so the delay runs from the store, not from the end of the pools' work
   * queued before it.
   */
  beforeFollow?: (storedAt: number) => Promise<void>;
}

const SCHEDULE_DAYS_AHEAD = 7;
/** Games that started this long ago or less are followed again by a new leader (a long game's whole day). */
const RECENT_MS = 12 * 3_600_000;
/** API-Sports publishes odds 1–7 days ahead and updates them about daily: the next 36 h is what a daily refresh needs. */
const ODDS_HORIZON_MS = 36 * 3_600_000;

/**
 * Turns feed changes into stored games (docs/product/live-data.md): per league, refresh the
 * schedule daily and poll live state — fast while a game is in play, slowly
 * otherwise, backing off on errors. Only the leader runs the loop; pollNow may
 * run anywhere (test controls), since storing a game is one locked transaction.
 */
export function createSportsIngest(deps: SportsIngestDeps) {
  const { provider, log } = deps;
  // Changes stored and published whose pools have not followed yet (or failed to): the first
  // turn of the pools' queue to come takes them all, so a slow tick's pools merge with the next's
  // instead of piling up.
  const waiting = deps.unsettled ?? new Map<string, SportsGameChange>();
  const applyDeps: SportsGamesDeps = { ...deps, unsettled: waiting };
  let pools: Promise<void> = Promise.resolve();
  /** When the newest of the waiting changes was stored (performance.now()). */
  let newestStoredAt = 0;
  const state = new Map<SportsLeague, { failures: number; scheduleAt: number; queue: Promise<void>; timer?: NodeJS.Timeout }>();
  let running = false;

  const leagueState = (league: SportsLeague) => {
    let s = state.get(league);
    if (!s) {
      s = { failures: 0, scheduleAt: 0, queue: Promise.resolve() };
      state.set(league, s);
    }
    return s;
  };

  /**
   * A tick in two steps (decision 045): its games stored and published on the league's queue,
   * then the pools' work on a queue of its own, so the league's next tick is stored without
   * waiting for this one's pools. A tick's changes join those waiting for their pools at once,
   * so whichever tick's turn comes first takes every change stored by then (a newer change of a
   * game replacing its older one), and a tick whose changes were taken that way has nothing left
   * to wait for: the queue never falls behind the feed by more than one round of the pools' work.
   * A turn's wait runs from the newest of the changes it takes, so each had its scores published
   * that long before (those stored during the wait aside: it is never waited again).
   * Resolves once stored; `followed` once the pools are done.
   */
  const storeAndFollow = async (league: SportsLeague, games: readonly SportsGame[]): Promise<ApplyResult & { followed: Promise<void> }> => {
    const t0 = performance.now();
    const { changes, changed, rejected } = await storeFeedGames(applyDeps, games);
    const storedAt = performance.now();
    if (changes.length > 0) newestStoredAt = storedAt;
    for (const change of changes) keepUnsettled(waiting, change);
    if (waiting.size === 0) return { changed, rejected, followed: Promise.resolve() };
    const followed = pools.then(async () => {
      if (waiting.size === 0) return;
      await deps.beforeFollow?.(newestStoredAt);
      const t1 = performance.now();
      await followFeedChanges(applyDeps, []);
      // Where a tick's time goes, for game-day investigations (LOG_LEVEL=info).
      log.info(
        {
          league,
          changed,
          storedMs: Math.round(storedAt - t0),
          waitedMs: Math.round(t1 - storedAt),
          followedMs: Math.round(performance.now() - t1),
          // When its games were stored and announced (epoch ms), to line up with the screens' arrivals.
          storedAt: Math.round(performance.timeOrigin + storedAt),
        },
        'feed tick followed',
      );
    });
    pools = followed.catch((error: unknown) => log.error({ league, err: error }, 'pools could not follow a feed tick'));
    return { changed, rejected, followed };
  };

  const refollowRecentGames = async () => {
    const now = deps.now();
    for (const league of provider.leagues) {
      const games = await findSportsGamesBetween(deps.db, league, new Date(now.getTime() - RECENT_MS), new Date(now.getTime() + 3_600_000), 500);
      const started = games.filter((stored) => stored.game.status !== 'NS');
      await followFeedChanges(applyDeps, started.map((stored) => ({ before: stored, after: stored, corrected: false })));
    }
  };

  const apply = async (league: SportsLeague, result: FeedResult) => {
    for (const item of result.skipped) log.warn({ league, provider: provider.name, ref: item.ref, reason: item.reason }, 'feed item skipped');
    const { changed, rejected } = await storeAndFollow(league, result.games);
    if (changed > 0 || rejected > 0) log.info({ league, changed, rejected }, 'sports games updated');
  };

  /** One poll; errors are recorded, never thrown. Returns the wait the provider asked for, if any. */
  const poll = async (league: SportsLeague): Promise<number | null> => {
    const s = leagueState(league);
    const now = deps.now();
    const today = slateDate(now);
    try {
      if (now.getTime() - s.scheduleAt >= deps.intervals(league).scheduleMs) {
        const schedule = await provider.fetchSchedule(league, today, addDays(today, SCHEDULE_DAYS_AHEAD));
        await apply(league, await withOdds(league, schedule, now));
        s.scheduleAt = now.getTime();
      }
      await apply(league, await provider.fetchLive(league, today));
      await recordFeedSuccess(deps, league, provider.name, deps.budget?.(league) ?? null);
      s.failures = 0;
      deps.onPolled?.(league, 'ok', now);
      return null;
    } catch (error) {
      s.failures++;
      deps.onPolled?.(league, 'failed', now);
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof FeedError) log.warn({ league, provider: provider.name, failures: s.failures, err: message }, 'sports feed failed');
      else log.error({ league, provider: provider.name, err: error }, 'sports ingest error');
      await recordFeedFailure(deps, league, provider.name, message, deps.budget?.(league) ?? null).catch((e: unknown) => log.error({ err: e }, 'could not record feed failure'));
      return error instanceof FeedError ? error.retryAfterSeconds : null;
    }
  };

  /**
   * Odds are stored before kickoff (docs/product/live-data.md): for feeds that serve them apart from games,
   * fetch them for the soonest games not yet started, within the refresh's budget.
   */
  const withOdds = async (league: SportsLeague, result: FeedResult, now: Date): Promise<FeedResult> => {
    const budget = deps.intervals(league).oddsPerRefresh;
    if (!provider.fetchOdds || budget <= 0) return result;
    const horizon = now.getTime() + ODDS_HORIZON_MS;
    const wanted = result.games
      .filter((game) => game.status === 'NS' && Date.parse(game.gameTime) <= horizon)
      .sort((a, b) => a.gameTime.localeCompare(b.gameTime))
      .slice(0, budget)
      .map((game) => game.id);
    if (wanted.length === 0) return result;
    const odds = await provider.fetchOdds(league, wanted);
    return { ...result, games: result.games.map((game) => ({ ...game, odds: odds.get(game.id) ?? game.odds })) };
  };

  /** Polls run one at a time per league, whether from the loop or from pollNow. */
  const enqueue = (league: SportsLeague): Promise<number | null> => {
    const s = leagueState(league);
    const run = s.queue.then(() => poll(league));
    s.queue = run.then(() => undefined);
    return run;
  };

  const nextDelay = async (league: SportsLeague, retryAfterSeconds: number | null): Promise<number> => {
    const intervals = deps.intervals(league);
    const { failures } = leagueState(league);
    if (failures > 0) {
      const backoff = Math.min(intervals.maxBackoffMs, intervals.liveMs * 2 ** failures);
      return Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
    }
    const live = await hasLiveOrImminentGame(deps.db, league, deps.now(), intervals.imminentMs);
    return live ? intervals.liveMs : intervals.idleMs;
  };

  const loop = async (league: SportsLeague) => {
    if (!running) return;
    const retryAfter = await enqueue(league);
    const delay = await nextDelay(league, retryAfter).catch(() => deps.intervals(league).liveMs);
    if (!running) return;
    leagueState(league).timer = setTimeout(() => void loop(league), delay);
  };

  return {
    start() {
      running = true;
      // Pools' work an instance that died between a tick's two steps never did: the new leader has
      // the pools follow every game of the last hours once more (idempotent: a pool publishes only
      // what differs), before its first poll's pools.
      pools = pools.then(() => refollowRecentGames()).catch((error: unknown) => log.error({ err: error }, 'pools could not follow the recent games'));
      for (const league of provider.leagues) void loop(league);
    },
    async stop() {
      running = false;
      for (const s of state.values()) clearTimeout(s.timer);
      await Promise.all([...state.values()].map((s) => s.queue));
      await pools;
    },
    /** Polls a league now and resolves once its changes are stored and published, and the pools have followed them. */
    async pollNow(league: SportsLeague): Promise<void> {
      await enqueue(league);
      await pools;
    },
    /**
     * Stores games as one feed tick of the league (one transaction, listeners and publishing as
     * in a poll), queued with the league's polls. For the test controls: a tick of games on any
     * day of the polled week, where a poll reads only today's slate.
     */
    applyNow(league: SportsLeague, games: readonly SportsGame[]): Promise<ApplyResult> {
      const s = leagueState(league);
      const run = s.queue.then(() => storeAndFollow(league, games));
      s.queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run.then(async ({ changed, rejected, followed }) => {
        await followed;
        return { changed, rejected };
      });
    },
  };
}
