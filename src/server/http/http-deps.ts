import type { SportsProviderName } from '../../contracts/sports.js';
import type { SportsLeague } from '../../domain/sports/index.js';
import type { Env } from '../env.js';
import type { PollIntervals } from '../jobs/sports-ingest.js';
import type { Mailer } from '../mail/mailer.js';
import type { ServerContext } from '../services/server-context.js';
import type { SimulationDeps } from '../services/sports-simulation.service.js';

/**
 * What route modules receive from the composition root: the server context (services take it,
 * or the part of it they need, as it is) and what only HTTP needs.
 */
export interface HttpDeps extends ServerContext {
  env: Env;
  version: string;
  /** intervals: how often each league is polled (the Admin Dashboard's stale games, decision 041). */
  sports: { providerName: SportsProviderName; intervals: (league: SportsLeague) => PollIntervals } & Omit<SimulationDeps, 'db'>;
  /** SMTP, or DATA_DIR/outbox when SMTP_URL is unset (magic links). */
  mailer: Mailer;
}

/** Commands (POSTs) are rate-limited per client; reads are not. */
export function commandRateLimit(deps: HttpDeps) {
  return { rateLimit: { max: deps.env.RATE_LIMIT_COMMANDS, timeWindow: 60_000 } };
}
