import type { FastifyInstance } from 'fastify';
import type { CryptoKey } from 'jose';
import { SignedInSchema, WebviewTokenRequestSchema } from '../../contracts/auth.js';
import type { SignedIn } from '../../contracts/auth.js';
import { WebviewKeyError, importWebviewPublicKey } from '../auth/webview-token.js';
import { ConfigError } from '../env.js';
import { signInWithWebviewToken } from '../services/webview-sign-in.service.js';
import { commandRateLimit } from './http-deps.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { sessionToken, setSessionCookie } from './request-user.js';

/**
 * POST /api/auth/webview-token: the mobile app's webview pages (/webview/…?token=)
 * trade the token for a session cookie. 404 when WEBVIEW_JWT_PUBLIC_KEY is unset;
 * 401 invalid_token for any token we refuse, with nothing changed.
 */
export async function registerWebviewRoutes(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  let key: CryptoKey | undefined;
  if (deps.env.WEBVIEW_JWT_PUBLIC_KEY !== undefined) {
    try {
      key = await importWebviewPublicKey(deps.env.WEBVIEW_JWT_PUBLIC_KEY);
    } catch (error) {
      // A bad key stops the start with one line, like any other bad setting.
      if (error instanceof WebviewKeyError) throw new ConfigError(`Invalid configuration: ${error.message}`);
      throw error;
    }
  }

  app.post('/api/auth/webview-token', { config: commandRateLimit(deps) }, async (request, reply): Promise<SignedIn> => {
    const serviceDeps = { db: deps.db, publisher: deps.publisher, now: deps.now, adminEmails: deps.env.ADMIN_EMAILS, accountSteps: deps.accountSteps, key, audience: deps.env.WEBVIEW_JWT_AUDIENCE };
    const body = key ? parseInput(WebviewTokenRequestSchema, request.body) : { token: '' };
    const result = await signInWithWebviewToken(serviceDeps, { token: body.token, currentToken: sessionToken(request) });
    setSessionCookie(request, reply, result.token);
    void reply.header('cache-control', 'no-store');
    return SignedInSchema.parse({ user: result.user, isNewUser: result.isNewUser });
  });
}
