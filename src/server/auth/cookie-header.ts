import { createRequire } from 'node:module';

/**
 * The `cookie` package's parser, resolved from @fastify/cookie (a dependency of ours), which
 * depends on it: the package is not hoisted to the top of node_modules, so a plain import would
 * not find it. Its parser never throws: a value that is not valid percent-encoding is kept as
 * sent, which is never a session token, so such a cookie simply is no session.
 */
interface CookieModule {
  parseCookie(header: string): Record<string, string | undefined>;
}

const cookieModule = createRequire(createRequire(import.meta.url).resolve('@fastify/cookie'))('cookie') as CookieModule;
if (typeof cookieModule.parseCookie !== 'function') throw new Error('the cookie package no longer exports parseCookie: src/server/auth/cookie-header.ts needs updating');

/** The cookies of a Cookie header, by name (the first of two with one name wins). */
export function parseCookieHeader(header: string): Record<string, string | undefined> {
  return cookieModule.parseCookie(header);
}
