import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../auth/origin-policy.js';
import { LINK_BROWSER_COOKIE, LINK_BROWSER_COOKIE_PATH, LINK_BROWSER_COOKIE_SECONDS } from '../auth/link-browser.js';
import { SESSION_COOKIE, SESSION_DAYS } from '../auth/session-tokens.js';
import type { Database } from '../db/database.js';
import { findUserBySessionToken, sessionTokenHash } from '../services/sessions.service.js';
import type { SessionUser } from '../services/sessions.service.js';

const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | undefined>>();

export function sessionToken(request: FastifyRequest): string | undefined {
  return readCookie(request.headers, SESSION_COOKIE);
}

const tokenHashes = new WeakMap<FastifyRequest, string | undefined>();

/**
 * The hash of the request's session token, computed once per request: the command limiter's key
 * and a route (analytics) both need it, and each would otherwise parse the cookie and hash again.
 */
export function requestTokenHash(request: FastifyRequest): string | undefined {
  if (tokenHashes.has(request)) return tokenHashes.get(request);
  const hash = sessionTokenHash(sessionToken(request));
  tokenHashes.set(request, hash);
  return hash;
}

/** The request's signed-in or anonymous user, looked up once per request. */
export function findRequestUser(request: FastifyRequest, db: Database, now: Date): Promise<SessionUser | undefined> {
  let user = resolved.get(request);
  if (!user) {
    user = findUserBySessionToken(db, sessionToken(request), now);
    resolved.set(request, user);
  }
  return user;
}

/** httpOnly so scripts never see it; SameSite=Lax against cross-site use; Secure behind https. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const parts = [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${SESSION_DAYS * 86_400}`,
  ];
  if (request.protocol === 'https') parts.push('Secure');
  void reply.header('set-cookie', parts.join('; '));
}

/** Ends the cookie in the browser (sign-out of an anonymous user). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const parts = [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (request.protocol === 'https') parts.push('Secure');
  void reply.header('set-cookie', parts.join('; '));
}

/**
 * The browser's magic-link binding (decision 019): httpOnly, sent only to the link routes,
 * SameSite=Strict (the finish page's own fetch carries it; no other site's request does).
 */
export function setLinkBrowserCookie(request: FastifyRequest, reply: FastifyReply, nonce: string): void {
  const parts = [
    `${LINK_BROWSER_COOKIE}=${nonce}`,
    `Path=${LINK_BROWSER_COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${LINK_BROWSER_COOKIE_SECONDS}`,
  ];
  if (request.protocol === 'https') parts.push('Secure');
  void reply.header('set-cookie', parts.join('; '));
}
