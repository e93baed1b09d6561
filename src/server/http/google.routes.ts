import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { EmailLinkRequestSchema, ThenNavigateSchema } from '../../contracts/auth.js';
import { UserIdSchema } from '../../contracts/ids.js';
import { createGoogleOidc } from '../auth/google-oidc.js';
import { readCookie } from '../auth/origin-policy.js';
import { GOOGLE_LOGIN_TTL_MS, GoogleSignInError, completeGoogleSignIn, startGoogleSignIn } from '../services/google-sign-in.service.js';
import type { GoogleSignInDeps, GoogleSignInMode } from '../services/google-sign-in.service.js';
import { commandRateLimit } from './http-deps.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { sessionToken, setSessionCookie } from './request-user.js';

/** Binds a login to the browser that started it: `<mode>.<state>`, readable only by these routes. */
const LOGIN_COOKIE = 'sb_google_login';
const LOGIN_COOKIE_PATH = '/api/auth/google';
export const POPUP_SCRIPT_PATH = '/api/auth/google/popup-done.js';
/** The message a popup sends its opener (and on a BroadcastChannel of the same name). */
export const POPUP_MESSAGE_TYPE = 'sportsball:google-sign-in';

const StartQuerySchema = z.object({
  thenNavigate: z.optional(ThenNavigateSchema),
  mode: z.optional(z.enum(['popup', 'redirect'])),
  anonUid: z.optional(UserIdSchema),
  takeoverCode: EmailLinkRequestSchema.shape.takeoverCode,
});

const param = (max: number) => z.optional(z.string().check(z.maxLength(max)));
const CallbackQuerySchema = z.object({ state: param(200), code: param(2048), error: param(200) });

type Outcome = { ok: true; isNewUser: boolean } | { ok: false; code: string; message: string };

/**
 * Sign-in with Google (docs/product/accounts.md), registered only when GOOGLE_CLIENT_ID is set (else
 * these paths are 404 and /api/config says googleSignIn: false).
 * - GET /api/auth/google/start?thenNavigate&mode=popup|redirect&anonUid&takeoverCode → 302 to Google.
 * - GET /api/auth/google/callback?code&state (or &error) → signs in, then 302 to thenNavigate
 *   (redirect) or a page that tells the opener and closes (popup). A refusal signs nobody in
 *   and carries `signInError` (redirect) or `{ ok: false, code, message }` (popup).
 * Both are GETs, outside the POST-only Origin rule: the state (single use, bound to the
 * browser by a cookie) is what protects them.
 */
export function registerGoogleRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = deps.env;
  if (clientId === undefined || clientSecret === undefined) return;
  const service: GoogleSignInDeps = {
    db: deps.db,
    publisher: deps.publisher,
    now: deps.now,
    adminEmails: deps.env.ADMIN_EMAILS,
    accountSteps: deps.accountSteps,
    oidc: createGoogleOidc({ issuer: deps.env.GOOGLE_ISSUER, clientId, clientSecret }),
  };
  // Registered at Google as the app's redirect URI: PUBLIC_URL, never the request's Host header.
  const redirectUri = () => {
    const base = deps.env.PUBLIC_URL ?? `http://localhost:${(app.server.address() as AddressInfo).port}`;
    return `${base.replace(/\/+$/, '')}/api/auth/google/callback`;
  };

  app.get('/api/auth/google/start', { config: commandRateLimit(deps) }, async (request, reply) => {
    const query = parseInput(StartQuerySchema, request.query);
    const mode = query.mode ?? 'redirect';
    const thenNavigate = query.thenNavigate ?? '/';
    try {
      const { authorizationUrl, state } = await startGoogleSignIn(service, {
        mode,
        thenNavigate,
        anonUid: query.anonUid,
        takeoverCode: query.takeoverCode,
        redirectUri: redirectUri(),
      });
      setLoginCookie(request, reply, `${mode}.${state}`, GOOGLE_LOGIN_TTL_MS / 1000);
      return reply.header('cache-control', 'no-store').redirect(authorizationUrl, 302);
    } catch (error) {
      if (!(error instanceof GoogleSignInError)) throw error;
      request.log.warn({ code: error.code, detail: error.detail }, 'google sign-in could not start');
      return finish(reply, mode, thenNavigate, { ok: false, code: error.code, message: error.message });
    }
  });

  app.get('/api/auth/google/callback', { config: commandRateLimit(deps) }, async (request, reply) => {
    const parsed = CallbackQuerySchema.safeParse(request.query);
    const query = parsed.success ? parsed.data : {};
    const [cookieMode, browserState] = splitLoginCookie(readCookie(request.headers, LOGIN_COOKIE));
    const outcome = await completeGoogleSignIn(service, {
      state: query.state,
      code: query.code,
      error: query.error,
      browserState,
      currentToken: sessionToken(request),
      redirectUri: redirectUri(),
    });
    setLoginCookie(request, reply, '', 0);
    const mode = outcome.login?.mode ?? cookieMode ?? 'redirect';
    const thenNavigate = outcome.login?.thenNavigate ?? '/';
    if (outcome.ok) {
      setSessionCookie(request, reply, outcome.result.token);
      request.log.info({ uid: outcome.result.user.uid, isNewUser: outcome.result.isNewUser }, 'signed in with google');
      return finish(reply, mode, thenNavigate, { ok: true, isNewUser: outcome.result.isNewUser });
    }
    const { code, message, detail } = outcome.error;
    if (outcome.unexpected !== undefined) request.log.error({ err: outcome.unexpected }, 'google sign-in failed');
    else request.log.info({ code, message, detail }, 'google sign-in refused');
    return finish(reply, mode, thenNavigate, { ok: false, code, message });
  });

  app.get(POPUP_SCRIPT_PATH, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(POPUP_SCRIPT),
  );
}

function setLoginCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number): void {
  // SameSite=Lax: sent on the provider's top-level redirect back to us, not on cross-site subrequests.
  const parts = [`${LOGIN_COOKIE}=${value}`, `Path=${LOGIN_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (request.protocol === 'https') parts.push('Secure');
  void reply.header('set-cookie', parts.join('; '));
}

function splitLoginCookie(value: string | undefined): [GoogleSignInMode | undefined, string | undefined] {
  const match = value === undefined ? null : /^(popup|redirect)\.([A-Za-z0-9_-]{1,200})$/.exec(value);
  return match ? [match[1] as GoogleSignInMode, match[2]] : [undefined, undefined];
}

function finish(reply: FastifyReply, mode: GoogleSignInMode, thenNavigate: string, outcome: Outcome) {
  void reply.header('cache-control', 'no-store');
  // A redirect carries only the code: the app shows its own text for it, so no text ever rides in the address.
  const params: Record<string, string> = outcome.ok ? (outcome.isNewUser ? { newUser: '1' } : {}) : { signInError: outcome.code };
  const next = withQuery(thenNavigate, params);
  if (mode === 'redirect') return reply.redirect(next, 302);
  const message = outcome.ok
    ? { type: POPUP_MESSAGE_TYPE, ok: true, isNewUser: outcome.isNewUser }
    : { type: POPUP_MESSAGE_TYPE, ok: false, code: outcome.code, message: outcome.message };
  return reply.type('text/html; charset=utf-8').send(popupPage(message, next, outcome.ok ? 'You are signed in.' : outcome.message));
}

/**
 * Appends parameters to an in-app path without re-normalising it (a URL parser would
 * turn `/.//evil.example` into `//evil.example`); the hash stays last. Anything outside
 * printable ASCII is percent-encoded so the Location header is always valid.
 */
export function withQuery(path: string, params: Record<string, string>): string {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const extra = new URLSearchParams(params).toString();
  const joined = extra === '' ? beforeHash : `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${extra}`;
  const safe = `${joined}${hash}`.replace(/[^\x21-\x7e]/gu, percentEncode);
  return /^\/(?![/\\])/.test(safe) ? safe : '/';
}

function percentEncode(c: string): string {
  try {
    return encodeURIComponent(c);
  } catch {
    return '%EF%BF%BD'; // a lone surrogate: the replacement character
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** No inline script (CSP script-src 'self'): the result rides in a data attribute, the script is a file. */
function popupPage(message: object, next: string, text: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Sportsball sign-in</title>',
    `<script src="${POPUP_SCRIPT_PATH}" defer></script></head>`,
    `<body data-result="${escapeHtml(JSON.stringify(message))}">`,
    `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(next)}">Continue to Sportsball</a></p>`,
    '</body></html>',
  ].join('');
}

/**
 * Tells the page that opened the popup, then closes it. Sent to window.opener with our
 * own origin as the target, and on a same-origin BroadcastChannel too: a provider page
 * with its own Cross-Origin-Opener-Policy can sever window.opener on the way back.
 */
const POPUP_SCRIPT = `'use strict';
(function () {
  var result = JSON.parse(document.body.getAttribute('data-result') || '{}');
  var told = false;
  try {
    if (window.opener && window.opener !== window) { window.opener.postMessage(result, window.location.origin); told = true; }
  } catch (e) { /* opener gone */ }
  try {
    if (typeof BroadcastChannel === 'function') {
      var channel = new BroadcastChannel(${JSON.stringify(POPUP_MESSAGE_TYPE)});
      channel.postMessage(result);
      channel.close();
      told = true;
    }
  } catch (e) { /* no channel */ }
  if (told) window.close();
})();
`;
