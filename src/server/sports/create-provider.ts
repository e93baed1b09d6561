import { sportOfLeague } from '../../domain/sports/index.js';
import type { SportsLeague } from '../../domain/sports/index.js';
import type { Env } from '../env.js';
import type { PollIntervals } from '../jobs/sports-ingest.js';
import { createDailyQuota } from './daily-quota.js';
import { APISPORTS_API_OF_SPORT, createApiSportsProvider } from './providers/apisports/index.js';
import { createEspnProvider } from './providers/espn/index.js';
import { createSimulatorProvider } from './providers/simulator/index.js';
import type { SimulatorProvider } from './providers/simulator/index.js';
import type { SportsProvider } from './provider.js';

export interface ConfiguredProvider {
  provider: SportsProvider;
  /** Present when the provider is the simulator: the test controls drive it. */
  simulator: SimulatorProvider | null;
  intervals: (league: SportsLeague) => PollIntervals;
  /** Today's share of the provider's daily request budget a league draws on; null without a budget (decision 041). */
  budget: (league: SportsLeague) => RequestBudget | null;
}

export interface RequestBudget {
  /** The UTC day the count belongs to. */
  day: string;
  used: number;
  limit: number;
}

const noBudget = (): null => null;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** SPORTS_PROVIDER chooses the source (README: "Live sports data"). */
export function createConfiguredProvider(env: Env, now: () => Date): ConfiguredProvider {
  switch (env.SPORTS_PROVIDER) {
    case 'simulator': {
      const simulator = createSimulatorProvider({ seed: env.SIM_SEED, speed: env.SIM_SPEED, now });
      // Local and free: poll every second while a game is on, so simulated play feels live.
      const intervals = fixedIntervals({ liveMs: 1_000, idleMs: 15_000 });
      return { provider: simulator, simulator, intervals: () => intervals, budget: noBudget };
    }
    case 'espn': {
      // Keyless and undocumented: 12 s while live (the target is 10–15 s), 5 min otherwise.
      const intervals = fixedIntervals({ liveMs: 12_000, idleMs: 5 * MINUTE });
      return { provider: createEspnProvider({ baseUrl: env.ESPN_BASE_URL }), simulator: null, intervals: () => intervals, budget: noBudget };
    }
    case 'apisports': {
      const quota = createDailyQuota(env.APISPORTS_DAILY_LIMIT, now);
      const base = env.APISPORTS_BASE_URL;
      const provider = createApiSportsProvider({
        key: env.APISPORTS_KEY ?? '',
        ...(base ? { baseUrls: { 'american-football': base, baseball: base, basketball: base } } : {}),
        onRequest: ({ api }) => quota.take(api),
      });
      return {
        provider,
        simulator: null,
        intervals: (league) => apiSportsIntervals(league, env.APISPORTS_DAILY_LIMIT),
        // NFL and NCAA share the american-football API's count.
        budget: (league) => quota.usage(APISPORTS_API_OF_SPORT[sportOfLeague(league)]),
      };
    }
  }
}

function fixedIntervals(partial: Pick<PollIntervals, 'liveMs' | 'idleMs'>): PollIntervals {
  return { ...partial, scheduleMs: 24 * HOUR, maxBackoffMs: 5 * MINUTE, imminentMs: 15 * MINUTE, oddsPerRefresh: 0 };
}

/** Hours a day a league's games are typically live; live polling spreads its share of the quota over them. */
const LIVE_HOURS_PER_DAY = 8;

/**
 * API-Sports counts requests per sport API per day (APISPORTS_DAILY_LIMIT; the free plan has 100).
 * Each sport API's day is split: a quarter for pre-game odds, 8 schedule requests, the rest for
 * live polling spread over the live hours; NFL and NCAA share the american-football budget.
 * The free plan therefore polls a live NFL game about every 16 minutes; a paid plan reaches 15 s.
 */
export function apiSportsIntervals(league: SportsLeague, dailyLimit: number): PollIntervals {
  const sharing = sportOfLeague(league) === 'Football' ? 2 : 1;
  const oddsBudget = Math.floor(dailyLimit / 4);
  // 8 schedule requests, and a little slack for a retried poll.
  const liveBudget = Math.max(1, dailyLimit - oddsBudget - 8 - Math.ceil(dailyLimit / 100));
  const liveMs = Math.min(30 * MINUTE, Math.max(15_000, Math.ceil((LIVE_HOURS_PER_DAY * HOUR * sharing) / liveBudget)));
  return {
    liveMs,
    idleMs: Math.max(liveMs, 3 * HOUR),
    scheduleMs: 24 * HOUR,
    maxBackoffMs: 30 * MINUTE,
    imminentMs: 15 * MINUTE,
    oddsPerRefresh: Math.floor(oddsBudget / sharing),
  };
}
