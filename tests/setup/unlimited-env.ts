// The rate limits and socket caps lifted, for a server that load tests and benches drive from one
// machine: every simulated client is 127.0.0.1 (or one session opening thousands of sockets), so
// the per-address and per-session limits would measure the limiter, not the server.
export const UNLIMITED_ENV: Readonly<Record<string, string>> = {
  RATE_LIMIT_COMMANDS: '1000000',
  RATE_LIMIT_SESSIONS: '1000000',
  RATE_LIMIT_SIGN_IN_MAILS: '1000000',
  RATE_LIMIT_GAME_CODES: '1000000',
  LIVE_SOCKETS_PER_SESSION: '100000',
  LIVE_SOCKETS_PER_ADDRESS: '1000000',
};
