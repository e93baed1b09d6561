import type { SportsLeague } from '../../domain/sports/index.js';
import type { Env } from '../env.js';
import type { PollIntervals } from '../jobs/sports-ingest.js';
import { createEspnProvider } from './providers/espn/index.js';
import { createSimulatorProvider } from './providers/simulator/index.js';
import type { SimulatorProvider } from './providers/simulator/index.js';
import type { SportsProvider } from './provider.js';

export interface ConfiguredProvider {
  provider: SportsProvider;
  /** Present when the provider is the simulator: the test controls drive it. */
  simulator: SimulatorProvider | null;
  intervals: (league: SportsLeague) => PollIntervals;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** SPORTS_PROVIDER chooses the source (README: "Live sports data"). */
export function createConfiguredProvider(env: Env, now: () => Date): ConfiguredProvider {
  switch (env.SPORTS_PROVIDER) {
    case 'simulator': {
      const simulator = createSimulatorProvider({ seed: env.SIM_SEED, speed: env.SIM_SPEED, now });
      // Local and free: poll every second while a game is on, so simulated play feels live.
      const intervals = fixedIntervals({ liveMs: 1_000, idleMs: 15_000 });
      return { provider: simulator, simulator, intervals: () => intervals };
    }
    case 'espn': {
      // Keyless and undocumented: 12 s while live (the issue asks for 10–15 s), 5 min otherwise.
      const intervals = fixedIntervals({ liveMs: 12_000, idleMs: 5 * MINUTE });
      return { provider: createEspnProvider({ baseUrl: env.ESPN_BASE_URL }), simulator: null, intervals: () => intervals };
    }
    case 'apisports':
      throw new Error('API-Sports provider is wired in create-apisports-provider.ts');
  }
}

function fixedIntervals(partial: Pick<PollIntervals, 'liveMs' | 'idleMs'>): PollIntervals {
  return { ...partial, scheduleMs: 24 * HOUR, maxBackoffMs: 5 * MINUTE, imminentMs: 15 * MINUTE };
}
