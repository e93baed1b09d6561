import type { SportsProviderName } from '../../contracts/sports.js';
import type { Database } from '../db/database.js';
import type { Env } from '../env.js';
import type { Mailer } from '../mail/mailer.js';
import type { Publisher } from '../services/publisher.js';
import type { SimulationDeps } from '../services/sports-simulation.service.js';
import type { TakenSquares } from '../services/taken-squares.js';

/** What route modules receive from the composition root. */
export interface HttpDeps {
  env: Env;
  db: Database;
  publisher: Publisher;
  /** PGlite only (decision 014). */
  takenSquares?: TakenSquares;
  now: () => Date;
  version: string;
  sports: { providerName: SportsProviderName } & Omit<SimulationDeps, 'db'>;
  /** SMTP, or DATA_DIR/outbox when SMTP_URL is unset (magic links). */
  mailer: Mailer;
}

/** Commands (POSTs) are rate-limited per client; reads are not. */
export function commandRateLimit(deps: HttpDeps) {
  return { rateLimit: { max: deps.env.RATE_LIMIT_COMMANDS, timeWindow: 60_000 } };
}
