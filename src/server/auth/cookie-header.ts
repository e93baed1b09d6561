import { parseCookie } from 'cookie';

/**
 * The cookies of a Cookie header, by name (the first of two with one name wins), through the
 * `cookie` package Fastify uses. Its parser never throws: a value that is not valid
 * percent-encoding is kept as sent, which is never a session token, so such a cookie simply is
 * no session.
 */
export function parseCookieHeader(header: string): Record<string, string | undefined> {
  return parseCookie(header);
}
