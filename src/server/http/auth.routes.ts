import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { EmailLinkCompleteSchema, EmailLinkRequestSchema, SignOutRequestSchema } from '../../contracts/auth.js';
import type { SignedIn } from '../../contracts/auth.js';
import { MeSchema } from '../../contracts/users.js';
import type { Me } from '../../contracts/users.js';
import { emailLinkSignIn, generateTakeoverCode, sendEmailLink, signOut } from '../services/auth.service.js';
import { newLinkBrowserNonce, readLinkBrowserNonce } from '../auth/link-browser.js';
import { commandRateLimit } from './http-deps.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { HOUR_MS, perClientLimit } from './rate-limits.js';
import { clearSessionCookie, findRequestUser, sessionToken, setLinkBrowserCookie, setSessionCookie } from './request-user.js';
import { signInAndSetCookie } from './sign-in-reply.js';

const EmptyBodySchema = z.optional(z.strictObject({}));

/** Email magic links, the takeover code and sign-out (docs/product/accounts.md#sign-in). */
export function registerAuthRoutes(app: FastifyInstance, deps: HttpDeps): void {
  // Links in mails start with PUBLIC_URL, never the request's Host header.
  const publicUrl = () => deps.env.PUBLIC_URL ?? `http://localhost:${(app.server.address() as AddressInfo).port}`;
  // Per client address, on top of the per-mailbox limit the service counts: one client cannot mail the world.
  const signInMailLimit = perClientLimit(app, {
    max: deps.env.RATE_LIMIT_SIGN_IN_MAILS,
    windowMs: HOUR_MS,
    message: (minutes) => `Too many sign-in emails from your network. Please wait ${minutes} min and try again.`,
  });

  /** The same `{ sent: true }` for every well-formed address: nothing tells whether it has an account. */
  app.post('/api/auth/email-link', { config: commandRateLimit(deps) }, async (request, reply): Promise<{ sent: true }> => {
    const body = parseInput(EmailLinkRequestSchema, request.body);
    // The link is bound to this browser (decision 019); a browser that already asked keeps its nonce.
    await signInMailLimit(request, reply);
    const browserNonce = readLinkBrowserNonce(request.headers) ?? newLinkBrowserNonce();
    await sendEmailLink({ db: deps.db, mailer: deps.mailer, now: deps.now, publicUrl: publicUrl() }, body, browserNonce);
    setLinkBrowserCookie(request, reply, browserNonce);
    return { sent: true };
  });

  /** /finish-email-sign-in posts its query here; the answer sets the new session cookie. */
  app.post('/api/auth/email-link/complete', { config: commandRateLimit(deps) }, async (request, reply): Promise<SignedIn> => {
    const body = parseInput(EmailLinkCompleteSchema, request.body);
    const { identity, ...extra } = emailLinkSignIn(body, readLinkBrowserNonce(request.headers));
    return signInAndSetCookie(request, reply, deps, identity, extra);
  });

  /** GenerateTakeoverCode (docs/product/accounts.md): for the signed-out visitor's anonymous user. */
  app.post('/api/auth/takeover-code', { config: commandRateLimit(deps) }, async (request): Promise<{ takeoverCode: string }> => {
    parseInput(EmptyBodySchema, request.body);
    const user = await findRequestUser(request, deps.db, deps.now());
    return { takeoverCode: await generateTakeoverCode(deps.db, user, deps.now()) };
  });

  /** docs/product/accounts.md#sign-out sign-out: anonymous → signed out; signed in → a fresh anonymous session. */
  app.post('/api/auth/sign-out', { config: commandRateLimit(deps) }, async (request, reply): Promise<Me> => {
    const body = parseInput(z.optional(SignOutRequestSchema), request.body);
    const user = await findRequestUser(request, deps.db, deps.now());
    const result = await signOut(deps.db, { token: sessionToken(request), user, everywhere: body?.everywhere ?? false }, deps.now());
    if (result.token) setSessionCookie(request, reply, result.token);
    else clearSessionCookie(request, reply);
    return MeSchema.parse({ user: result.user });
  });
}
