// AppError: a refusal or failure with its typed code (contracts/errors.ts) and the text the
// client shows. The HTTP status for each code is mapped in one place (http/error-status.ts).
import { isConnectionError } from '../db/connection-errors.js';
import { REFUSAL_CODES } from '../../contracts/refusal-codes.js';
import type { ErrorCode } from '../../contracts/errors.js';
import { refusalText } from '../../domain/refusals.js';
import type { Refusal } from '../../domain/refusals.js';

export type { ErrorCode } from '../../contracts/errors.js';

/** Server-side failures keep their stack trace for the log; a refusal is an expected answer and needs none. */
const TRACED_CODES: ReadonlySet<ErrorCode> = new Set(['internal', 'database_unavailable']);

export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    // Capturing a stack was the claims path's costliest line of our own: most claims under load are refusals.
    const traceLimit = Error.stackTraceLimit;
    if (!TRACED_CODES.has(code)) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = traceLimit;
    this.code = code;
    this.name = 'AppError';
  }
}

/** A rule's refusal as the client gets it: the refusal's code and its text. */
export const refuse = (refusal: Refusal): AppError => new AppError(REFUSAL_CODES[refusal.reason], refusalText(refusal));

/** A command from a client whose session is gone (expired, signed out elsewhere, or never made). */
export const sessionEnded = (): AppError => new AppError('unauthenticated', 'Your session has ended. Reload the page to continue.');

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Try again in a moment.';

/** What a request gets while the database cannot be reached. */
export const databaseUnavailable = (): AppError => new AppError('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE);

/** The session's user, or the ended-session refusal. */
export function requireUser<User>(user: User | undefined): User {
  if (!user) throw sessionEnded();
  return user;
}

/** The database is unreachable or refusing work (connection lost, shutting down): the caller may try again later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isConnectionError(error);
}
