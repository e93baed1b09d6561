import type { ErrorCode } from '../../contracts/errors.js';
import { AppError, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../services/errors.js';

/** The one place error codes become HTTP statuses (exhaustive: a new code does not compile without one). */
const STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  invalid_token: 401,
  forbidden: 403,
  bot_session_refused: 403,
  cross_site_request: 403,
  invalid_link: 400,
  confirmation_required: 409,
  handle_taken: 409,
  email_send_failed: 502,
  square_taken: 409,
  initials_taken: 409,
  game_locked: 409,
  host_anonymous: 403,
  sign_in_required: 403,
  entry_limit: 409,
  conflict: 409,
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  database_unavailable: 503,
  internal: 500,
} as const satisfies Record<ErrorCode, number>;

/** A client past a rate limit, whichever limiter refused it (decisions 020 and 055). */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** Fastify's own 4xx errors (bad JSON, body limit, content type) keep their meaning. */
const BY_FRAMEWORK_STATUS: Record<number, { code: ErrorCode; message?: string }> = {
  400: { code: 'invalid_input' },
  413: { code: 'payload_too_large', message: 'Request body is larger than 64 KiB.' },
  415: { code: 'unsupported_media_type', message: 'Send the request body as application/json.' },
  429: { code: 'rate_limited', message: RATE_LIMITED_MESSAGE },
};

export interface HttpError {
  status: number;
  code: ErrorCode;
  message: string;
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof AppError) return { status: STATUS[error.code], code: error.code, message: error.message };
  // The database went away (or is still coming back): a clear 503 the client may retry, not a 500.
  if (isDatabaseUnavailable(error)) return { status: STATUS.database_unavailable, code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE };
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number') {
    const known = BY_FRAMEWORK_STATUS[statusCode];
    if (known) return { status: statusCode, code: known.code, message: known.message ?? (error as Error).message };
  }
  return { status: 500, code: 'internal', message: 'Something went wrong on our side. Please try again.' };
}
