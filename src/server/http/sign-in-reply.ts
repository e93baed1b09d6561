import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedInSchema } from '../../contracts/auth.js';
import type { SignedIn } from '../../contracts/auth.js';
import { signIn } from '../services/sign-in.service.js';
import type { SignInIdentity, SignInRequest } from '../services/sign-in.service.js';
import type { HttpDeps } from './http-deps.js';
import { sessionToken, setSessionCookie } from './request-user.js';

/**
 * How every sign-in route finishes: sign in with the proven identity (rotating the
 * request's session and promoting its anonymous user), set the new session cookie,
 * and answer `{ user, isNewUser }`. Magic link, Google and webview routes all use it.
 */
export async function signInAndSetCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<HttpDeps, 'db' | 'publisher' | 'now' | 'accountSteps' | 'env'>,
  identity: SignInIdentity,
  /** Who else to promote (anonUid + takeoverCode), and work to do first in the transaction (spend a token). */
  extra: Omit<SignInRequest, 'identity' | 'currentToken'> = {},
): Promise<SignedIn> {
  const result = await signIn(
    { db: deps.db, publisher: deps.publisher, now: deps.now, adminEmails: deps.env.ADMIN_EMAILS, accountSteps: deps.accountSteps },
    { ...extra, identity, currentToken: sessionToken(request) },
  );
  setSessionCookie(request, reply, result.token);
  return SignedInSchema.parse({ user: result.user, isNewUser: result.isNewUser });
}
