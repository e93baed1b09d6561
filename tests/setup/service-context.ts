// For tests and benches that call services directly: a server context built exactly as
// startServer builds its own (createServerContext, decision 026), on a test server's database.
// Its announcements go nowhere unless `publisher` says otherwise. Close it before the database.
import type { Database } from '../../src/server/db/database.js';
import { createServerContext } from '../../src/server/services/server-context.js';
import type { OwnedServerContext, ServerContextOptions } from '../../src/server/services/server-context.js';

export function serviceContext(db: Database, options: Partial<Omit<ServerContextOptions, 'db'>> = {}): OwnedServerContext {
  return createServerContext({
    db,
    publisher: { announce: () => undefined },
    now: () => new Date(),
    // A failing background computation fails the test that is running (fail-on-console-error).
    onError: (error) => console.error('service context background error', error),
    ...options,
  });
}
