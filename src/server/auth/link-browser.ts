// The binding of a magic link to the browser that asked for it (decision 019). Asking for a
// link gives the browser an httpOnly cookie holding 256 random bits (kept if it already has
// one, so every link it asked for stays bound); the link's row stores only the hash. Opening
// a link where the cookie's hash is not the row's is a different browser — maybe a victim
// handed someone else's link — and the sign-in then waits for the person to confirm.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { readCookie } from './origin-policy.js';

export const LINK_BROWSER_COOKIE = 'sb_link_browser';
/** Sent only to the link routes: /api/auth/email-link and /api/auth/email-link/complete. */
export const LINK_BROWSER_COOKIE_PATH = '/api/auth/email-link';
/** As long as a link works. */
export const LINK_BROWSER_COOKIE_SECONDS = 10 * 60;

const NONCE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The nonce of this browser's cookie, if it has a well-formed one. */
export function readLinkBrowserNonce(headers: IncomingHttpHeaders): string | undefined {
  let value: string | undefined;
  try {
    value = readCookie(headers, LINK_BROWSER_COOKIE);
  } catch {
    return undefined; // a malformed cookie binds nothing
  }
  return value !== undefined && NONCE_SHAPE.test(value) ? value : undefined;
}

export function newLinkBrowserNonce(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkBrowserNonce(nonce: string): string {
  return createHash('sha256').update(`email-link-browser:${nonce}`).digest('base64url');
}

/** True when the browser's nonce is the one the link was bound to; a link bound to nothing matches no browser. */
export function isSameBrowser(storedHash: string | null, nonce: string | undefined): boolean {
  if (storedHash === null || nonce === undefined) return false;
  const left = Buffer.from(storedHash);
  const right = Buffer.from(hashLinkBrowserNonce(nonce));
  return left.length === right.length && timingSafeEqual(left, right);
}
