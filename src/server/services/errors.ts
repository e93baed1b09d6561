import { isConnectionError } from '../db/connection-errors.js';

/**
 * Typed error codes, each with its one-line meaning. The HTTP status for each is
 * mapped in one place (http/error-status.ts); the message is the user-facing text.
 */
export const errorCodes = {
  /** The request body, query or params failed the schema. */
  invalid_input: 'invalid_input',
  /** The request needs a session and has none (or it expired or was revoked). */
  unauthenticated: 'unauthenticated',
  /** The caller is known but may not do this. */
  forbidden: 'forbidden',
  /** A sign-in token (mobile webview) was forged, expired, replayed, for another audience or malformed. */
  invalid_token: 'invalid_token',
  /** Bots get no anonymous session (SPEC §4 Authentication). */
  bot_session_refused: 'bot_session_refused',
  /** A cookie-authenticated command came from a foreign Origin (CSRF). */
  cross_site_request: 'cross_site_request',
  /** The request body is larger than the server accepts (64 KiB). */
  payload_too_large: 'payload_too_large',
  /** The request body is not JSON. */
  unsupported_media_type: 'unsupported_media_type',
  /** A magic link that is unknown, used, expired or for another address (SPEC §8's text). */
  invalid_link: 'invalid_link',
  /** A magic link opened in a browser other than the one that asked for it: the person must confirm first (decision 019). */
  confirmation_required: 'confirmation_required',
  /** Someone else holds this handle (by searchHandle, SPEC §5). */
  handle_taken: 'handle_taken',
  /** The mail server did not take the message (SPEC §8 "Email send error"). */
  email_send_failed: 'email_send_failed',
  /** Someone already holds this square (squares claims; the primary key decided). */
  square_taken: 'square_taken',
  /** Another player labels their squares with these initials (SPEC §5 'Initials already taken'). */
  initials_taken: 'initials_taken',
  /** The squares game is locked (or its sports game has started): entries are frozen (SPEC §4). */
  game_locked: 'game_locked',
  /** Players cannot join while the host is anonymous (SPEC §5, §8 'Game owner is anonymous'). */
  host_anonymous: 'host_anonymous',
  /** Only a signed-in account may do this (SPEC §5 'Sign in to add more entries'). */
  sign_in_required: 'sign_in_required',
  /** The game's state does not allow this now (an entry limit, empty squares at lock, a birth result before lock). */
  conflict: 'conflict',
  /** Nothing exists at that id or route. */
  not_found: 'not_found',
  /** Too many commands from this client in the window. */
  rate_limited: 'rate_limited',
  /** The database did not answer (down, restarting or unreachable); the command did not happen and may be retried. */
  database_unavailable: 'database_unavailable',
  /** Anything unexpected; details are in the log under the correlation id. */
  internal: 'internal',
} as const;

export type ErrorCode = keyof typeof errorCodes;

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
