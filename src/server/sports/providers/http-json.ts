// One GET of a JSON document from a sports feed, with every way it can fail turned into a
// FeedError (provider.ts): network error, timeout, HTTP status (429 with its Retry-After),
// an HTML error page served with 200, an empty, truncated or oversized body. Also the one-line
// description of a payload that does not match its schema, shared by the adapters.

import { FeedError } from '../provider.js';

export type FetchFn = typeof globalThis.fetch;

export interface FetchJsonOptions {
  fetch: FetchFn;
  /** Abort the request (connect, headers and body) after this long. */
  timeoutMs: number;
  headers?: Readonly<Record<string, string>>;
  /** Names the feed in error messages, e.g. "ESPN NFL scoreboard". Never include secrets. */
  source: string;
  /** Bodies above this many characters are refused (a runaway response must not exhaust memory). */
  maxChars?: number;
  /** For an HTTP-date Retry-After; defaults to the system clock. */
  now?: () => Date;
}

export interface JsonResponse {
  json: unknown;
  status: number;
  headers: Headers;
}

const DEFAULT_MAX_CHARS = 20_000_000;

/** GETs `url` and parses its body as JSON; throws FeedError on anything else. */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<JsonResponse> {
  const { source, timeoutMs } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(url, { method: 'GET', headers: { accept: 'application/json', ...options.headers }, signal });
    // Read the body even on an error status: it frees the connection, and it is where the reason is.
    text = await response.text();
  } catch (error) {
    if (signal.aborted) throw new FeedError(`${source}: no complete response within ${timeoutMs} ms`);
    throw new FeedError(`${source}: request failed: ${describeError(error)}`);
  }

  if (!response.ok) {
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'), options.now?.() ?? new Date());
    const what = response.status === 429 ? 'HTTP 429 Too Many Requests' : `HTTP ${response.status}`;
    const wait = retryAfter === null ? '' : ` (retry after ${retryAfter} s)`;
    throw new FeedError(`${source}: ${what}${wait}${excerpt(text)}`, retryAfter);
  }
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  if (text.length > maxChars) throw new FeedError(`${source}: body of ${text.length} characters exceeds ${maxChars}`);
  const trimmed = text.trimStart();
  if (trimmed.length === 0) throw new FeedError(`${source}: empty body (HTTP ${response.status})`);
  const contentType = response.headers.get('content-type') ?? '';
  if (trimmed.startsWith('<') || /\bhtml\b/i.test(contentType)) {
    throw new FeedError(`${source}: expected JSON, got an HTML page (HTTP ${response.status}, content-type "${contentType}")${excerpt(text)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FeedError(`${source}: body is not valid JSON (${text.length} characters, maybe truncated): ${describeError(error)}`);
  }
  return { json, status: response.status, headers: response.headers };
}

/**
 * Seconds to wait from a Retry-After header: delta-seconds ("120") or an HTTP-date
 * (RFC 9110 §10.2.3). null when absent or unreadable; never negative.
 */
export function parseRetryAfter(value: string | null, now: Date): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP-date names its day and month ("Sun, 06 Nov 1994 08:49:37 GMT"); Date.parse alone would take "-5" as a year.
  if (!/^[A-Za-z]{3},? /.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici hides the useful part (ECONNREFUSED, ENOTFOUND) in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** The start of an error body, on one line, so a log shows what the server said. */
function excerpt(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length === 0) return '';
  return `: ${oneLine.length > 160 ? `${oneLine.slice(0, 160)}…` : oneLine}`;
}

/** The first few zod issues on one line, with their paths: enough to find the field in the payload. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix = ''): string {
  const shown = issues.slice(0, 3).map((issue) => `${prefix}${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
  return shown.join('; ') + (issues.length > 3 ? ` (+${issues.length - 3} more)` : '');
}
