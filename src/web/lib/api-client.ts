// The one way the web app talks HTTP to the server. Every response is checked against its
// contract schema (docs/product/accounts.md "Response payloads are checked against schemas"); a response that
// does not match throws 'Invalid response from bottleneck function' (docs/product/site.md#errors).
import type * as z from 'zod/mini';
import { reportClientError } from './error-capture.js';
import { ErrorBodySchema, type ErrorCode } from '../../contracts/errors.js';

export const INVALID_RESPONSE_MESSAGE = 'Invalid response from bottleneck function';

/** The server answered 2xx with a body that does not match the contract. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  constructor(readonly path: string) {
    super(INVALID_RESPONSE_MESSAGE);
  }
}

/** The client's own codes: no answer at all, an answer without an error body, no session started. */
export type ClientErrorCode = 'network_error' | 'no_session' | `http_${number}`;

/** The server refused or failed the request: `code` is the server's typed error code, or the client's own. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly correlationId: string | null,
    readonly status: number,
  ) {
    super(message);
  }

  /** Worth trying again: the network, a rate limit or the server itself failed. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

const FRIENDLY_UNAVAILABLE = 'Sportsball is not reachable right now. Please check your connection and try again.';

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: (await response.json()) as unknown };
  } catch {
    return { ok: false };
  }
}

async function request<T>(method: 'GET' | 'POST' | 'PUT', path: string, schema: z.ZodMiniType<T>, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('network_error', FRIENDLY_UNAVAILABLE, null, 0);
  }

  const json = await readJson(response);

  if (!response.ok) {
    const parsed = json.ok ? ErrorBodySchema.safeParse(json.value) : null;
    const failure = parsed?.success
      ? new ApiError(parsed.data.error.code, parsed.data.error.message, parsed.data.error.correlationId, response.status)
      : new ApiError(`http_${response.status}`, FRIENDLY_UNAVAILABLE, null, response.status);
    // A command the server failed (not refused) is a bug worth reporting (decision 043).
    if (method !== 'GET' && response.status >= 500) reportClientError('command', failure);
    throw failure;
  }

  const parsed = json.ok ? schema.safeParse(json.value) : null;
  if (!parsed?.success) {
    // Logged, not thrown at the console as an error: the caller decides what the user sees.
    console.warn(`${INVALID_RESPONSE_MESSAGE}: ${method} ${path}`, parsed ? parsed.error.issues : 'body is not JSON');
    const failure = new InvalidResponseError(path);
    if (method !== 'GET') reportClientError('command', failure);
    throw failure;
  }
  return parsed.data;
}

export function apiGet<T>(path: string, schema: z.ZodMiniType<T>): Promise<T> {
  return request('GET', path, schema);
}

export function apiPost<T>(path: string, body: unknown, schema: z.ZodMiniType<T>): Promise<T> {
  return request('POST', path, schema, body);
}

export function apiPut<T>(path: string, body: unknown, schema: z.ZodMiniType<T>): Promise<T> {
  return request('PUT', path, schema, body);
}
