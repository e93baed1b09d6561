// Sends one client error to POST /api/errors, sampled at the rate the server's config gives for
// where the site runs (decision 043). Loaded on demand by error-capture.ts: the home page's
// script never carries it.
import type { ErrorReport } from '../../contracts/analytics.js';
import { ClientConfigSchema } from '../../contracts/system.js';
import type { ClientConfig } from '../../contracts/system.js';
import { isBotMode } from './bot.js';
import type { ErrorKind } from './error-capture.js';

/** A page that errors in a loop must not flood the server: a few reports per page load at most. */
const MAX_REPORTS_PER_PAGE = 10;

/** Keep this error? `random` is injectable so tests decide (a seeded source). */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  return random() < rate;
}

/** The report's body, from whatever was thrown (an Error, a string, anything). */
export function errorReportOf(kind: ErrorKind, error: unknown, route: string, version: string): ErrorReport {
  const err = error instanceof Error ? error : null;
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value) ?? '').slice(0, max);
  return {
    kind,
    name: text(err?.name ?? 'Error', 100),
    message: text(err ? err.message : error, 1_000),
    stack: text(err?.stack, 8_000),
    route,
    version: /^[0-9A-Za-z.+-]{1,32}$/.test(version) ? version : 'unknown',
  };
}

let sent = 0;
let config: Promise<ClientConfig | null> | undefined;

export async function sendErrorReport(kind: ErrorKind, error: unknown, route: string, random: () => number = Math.random): Promise<void> {
  if (isBotMode() || sent >= MAX_REPORTS_PER_PAGE) return;
  config ??= fetch('/api/config')
    .then(async (r) => ClientConfigSchema.parse(await r.json()))
    .catch(() => null);
  const known = await config;
  if (!known || !isSampled(known.errorSampleRate, random)) return;
  sent += 1;
  const sentry = known.sentry;
  if (sentry) void import('./sentry-browser.js').then((m) => m.sendToSentry({ ...sentry, release: known.version }, error, { kind, route })).catch(() => undefined);
  await fetch('/api/errors', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(errorReportOf(kind, error, route, known.version)),
  }).catch(() => undefined);
}
