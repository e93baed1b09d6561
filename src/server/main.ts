import { startServer } from './app.js';
import { ConfigError, parseEnv } from './env.js';
import { DataDirError } from './db/data-dir-lock.js';
import { DatabaseUnavailableError } from './db/open-database.js';

/** Errors a person can fix from one line: no stack trace, just what to change. */
const isStartupProblem = (error: unknown): error is Error =>
  error instanceof ConfigError || error instanceof DataDirError || error instanceof DatabaseUnavailableError;

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const server = await startServer(env);
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
  console.log(`Sportsball is serving ${server.url} (database: ${where})`);

  const shutdown = (signal: string) => {
    console.log(`${signal}: finishing in-flight requests, then stopping`);
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting anyway');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(isStartupProblem(error) ? `Sportsball cannot start: ${error.message}` : error);
  process.exit(1);
});
