import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { isBotUserAgent } from '../../domain/people/bots.js';
import { MeSchema } from '../../contracts/users.js';
import type { Me } from '../../contracts/users.js';
import { AppError } from '../services/errors.js';
import { createAnonymousSession } from '../services/sessions.service.js';
import type { SessionUser } from '../services/sessions.service.js';
import { readUser } from '../services/users.service.js';
import { commandRateLimit } from './http-deps.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { HOUR_MS, perClientLimit } from './rate-limits.js';
import { findRequestUser, setSessionCookie } from './request-user.js';

const EmptyBodySchema = z.optional(z.strictObject({}));

export function registerSessionRoutes(app: FastifyInstance, deps: HttpDeps): void {
  // Each new session is a new user row: a client that throws its cookies away is limited by its address.
  const newSessionLimit = perClientLimit(app, {
    max: deps.env.RATE_LIMIT_SESSIONS,
    windowMs: HOUR_MS,
    message: (minutes) => `Too many new sessions from your network. Please try again in ${minutes} min.`,
  });
  /** Parsed on the way out too: a stored row that breaks the contract fails loudly here, not in the browser. */
  const toMe = async (user: SessionUser | undefined): Promise<Me> =>
    MeSchema.parse({ user: user ? await readUser(deps.db, user, deps.env.ADMIN_EMAILS) : null });

  /** The anonymous uid, or the signed-in user's whole profile (isAdmin from ADMIN_EMAILS). */
  app.get('/api/me', async (request): Promise<Me> => toMe(await findRequestUser(request, deps.db, deps.now())));

  /** docs/product/accounts.md#sign-in: every visitor but a bot becomes an anonymous user. Idempotent for a live session. */
  app.post('/api/session/anonymous', { config: commandRateLimit(deps) }, async (request, reply): Promise<Me> => {
    parseInput(EmptyBodySchema, request.body);
    if (isBotUserAgent(request.headers['user-agent'])) {
      throw new AppError('bot_session_refused', 'Sessions are for people; crawlers can read every public page without one.');
    }
    const existing = await findRequestUser(request, deps.db, deps.now());
    if (existing) return toMe(existing);
    await newSessionLimit(request, reply);
    const { token, user } = await createAnonymousSession(deps.db, deps.now());
    setSessionCookie(request, reply, token);
    return toMe(user);
  });
}
