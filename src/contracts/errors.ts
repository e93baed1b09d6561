// The closed set of error codes every error body carries (what clients switch on, never the text),
// and the code each refusal of the rules answers with. The texts are in domain/refusals.ts, the
// HTTP statuses in server/http/error-status.ts; both are exhaustive over these, so adding a code or
// a refusal is one entry in each and the compiler names every place that must handle it.
import * as z from 'zod/mini';

/**
 * Every error code, each with its one-line meaning. A list, not a record of names to names: the
 * home page's script carries it, and every byte there counts.
 */
const ERROR_CODE_LIST = [
  /** The request body, query or params failed the schema, or a rule refused the input itself. */
  'invalid_input',
  /** The request needs a session and has none (or it expired or was revoked). */
  'unauthenticated',
  /** The caller is known but may not do this. */
  'forbidden',
  /** A sign-in token (mobile webview) was forged, expired, replayed, for another audience or malformed. */
  'invalid_token',
  /** Bots get no anonymous session. */
  'bot_session_refused',
  /** A cookie-authenticated command came from a foreign Origin (CSRF). */
  'cross_site_request',
  /** The request body is larger than the server accepts (64 KiB). */
  'payload_too_large',
  /** The request body is not JSON. */
  'unsupported_media_type',
  /** A magic link that is unknown, used, expired or for another address. */
  'invalid_link',
  /** A magic link opened in a browser other than the one that asked for it: the person must confirm first (decision 019). */
  'confirmation_required',
  /** Someone else holds this handle (compared by its search form). */
  'handle_taken',
  /** The mail server did not take the message. */
  'email_send_failed',
  /** Someone already holds this square (squares claims; the primary key decided). */
  'square_taken',
  /** Another player labels their squares with these initials. */
  'initials_taken',
  /** The game is locked (or its sports game has started): entries are frozen. */
  'game_locked',
  /** Players cannot join while the host is anonymous. */
  'host_anonymous',
  /** Only a signed-in account may do this (an anonymous host's third entry, naming an entry). */
  'sign_in_required',
  /** The player already holds as many squares or entries as the game allows (decision 025). */
  'entry_limit',
  /** The game's state does not allow this now (empty squares at lock, a birth result before lock, a missing tiebreaker). */
  'conflict',
  /** Nothing exists at that id or route. */
  'not_found',
  /** Too many commands from this client in the window. */
  'rate_limited',
  /** The database did not answer (down, restarting or unreachable); the command did not happen and may be retried. */
  'database_unavailable',
  /** Anything unexpected; details are in the log under the correlation id. */
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODE_LIST)[number];

/** Every non-2xx JSON response has this body; correlationId matches the server log line. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODE_LIST),
    message: z.string(),
    correlationId: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
