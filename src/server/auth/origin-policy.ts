import type { IncomingHttpHeaders } from 'node:http';
import { parseCookieHeader } from './cookie-header.js';

/** Where people reach the app: PUBLIC_URL, or else this server's own port on localhost. Never a request's Host header. */
export function publicUrl(configured: string | undefined, listeningPort: number): string {
  return configured?.replace(/\/+$/, '') ?? `http://localhost:${listeningPort}`;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may send commands and open the WebSocket: the app's own
 * (PUBLIC_URL, or else the listening port on localhost) and ALLOWED_ORIGINS. A loopback
 * origin stands for its aliases on the same port, so a page opened at 127.0.0.1 and one
 * opened at localhost are both the app's own.
 */
export function allowedOriginsFor(configuredPublicUrl: string | undefined, listeningPort: number, extra: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const given of [publicUrl(configuredPublicUrl, listeningPort), ...extra]) {
    const url = new URL(given);
    origins.add(url.origin);
    if (!LOOPBACK_HOSTS.includes(url.hostname)) continue;
    for (const alias of LOOPBACK_HOSTS) {
      url.hostname = alias;
      origins.add(url.origin);
    }
  }
  return [...origins];
}

/**
 * Cross-site protection for cookie-authenticated commands and the WebSocket
 * upgrade. Browsers always send Origin on these, so a foreign Origin is refused.
 * A request with no Origin does not come from a browser page and carries no
 * ambient authority a page could abuse (SameSite=Lax keeps cookies off
 * cross-site subrequests), so it is let through.
 *
 * The Host header is never trusted: anyone can send any Host, and a DNS name an
 * attacker points at this server makes a page of theirs "same host". Behind a
 * trusted proxy (TRUST_PROXY) the host the proxy says the browser asked for is
 * accepted too; its scheme is not compared, since a TLS-terminating proxy speaks
 * plain HTTP to us.
 */
export function isAllowedOrigin(headers: IncomingHttpHeaders, allowedOrigins: readonly string[], trustProxy = false): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (allowedOrigins.includes(url.origin)) return true;
  return trustProxy && url.host === forwardedHost(headers);
}

/** The client-side host a proxy reports: the first of a list, as the first proxy wrote it. */
function forwardedHost(headers: IncomingHttpHeaders): string | undefined {
  const value = headers['x-forwarded-host'];
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim().toLowerCase();
  return first || undefined;
}

/** A cookie's value, or undefined; a malformed header or value never throws (cookie-header.ts). */
export function readCookie(headers: IncomingHttpHeaders, name: string): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  return parseCookieHeader(header)[name];
}
