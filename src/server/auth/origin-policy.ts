import type { IncomingHttpHeaders } from 'node:http';
import { parseCookieHeader } from './cookie-header.js';

/**
 * Cross-site protection for cookie-authenticated commands and the WebSocket
 * upgrade. Browsers always send Origin on these, so a foreign Origin is refused.
 * A request with no Origin does not come from a browser page and carries no
 * ambient authority a page could abuse (SameSite=Lax keeps cookies off
 * cross-site subrequests), so it is let through.
 */
export function isAllowedOrigin(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  // Compare hosts only: behind a TLS-terminating proxy the scheme we see differs from the page's.
  return host === headers['x-forwarded-host'] || host === headers.host;
}

/** A cookie's value, or undefined; a malformed header or value never throws (cookie-header.ts). */
export function readCookie(headers: IncomingHttpHeaders, name: string): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  return parseCookieHeader(header)[name];
}
