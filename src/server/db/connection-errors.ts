/**
 * Whether an error means "the database server could not be reached or went away", as opposed
 * to a statement it refused. These are the failures a client should retry in a moment; the
 * outcome of a transaction that failed this way is unknown, so it is never acknowledged.
 */

/** Socket-level failures Node reports when the server is down, restarting or unreachable. */
const SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away: class 08 (connection exception), and 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery).
 */
const SERVER_GOING_AWAY: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03']);

/**
 * node-postgres and pg-pool report a lost or unobtainable connection as plain Errors without a
 * code; their texts are the only mark they carry (pg 8, pg-pool 3).
 */
const CLIENT_MESSAGES: readonly string[] = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
];

function isConnectionErrorItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_GOING_AWAY.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && CLIENT_MESSAGES.some((text) => message.includes(text));
}

/** Looks through `cause` and AggregateError's `errors` (a DNS name with several addresses fails with one). */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isConnectionErrorItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isConnectionError(inner, depth + 1))) return true;
  return isConnectionError(cause, depth + 1);
}
