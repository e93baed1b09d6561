import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { MyBeansSchema } from '../../contracts/beans.js';
import type { MyBeans } from '../../contracts/beans.js';
import { CommunitySchema, DeleteAccountSchema, HandleCheckSchema, ProfileUpdateSchema } from '../../contracts/profile.js';
import type { Community, HandleCheck } from '../../contracts/profile.js';
import { MeSchema, SignedInUserSchema } from '../../contracts/users.js';
import type { Me, SignedInUser } from '../../contracts/users.js';
import { readMyBeans } from '../services/beans.service.js';
import { readCommunity } from '../services/community.service.js';
import { checkHandleAvailability, deleteAccount, updateProfile } from '../services/profile.service.js';
import { commandRateLimit } from './http-deps.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { findRequestUser, setSessionCookie } from './request-user.js';

const HandleParamsSchema = z.strictObject({ handle: z.string().check(z.maxLength(50)) });

/** Your Settings, the handle check, account deletion and the home page's community counter (docs/product/accounts.md). */
export function registerProfileRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const profileDeps = { db: deps.db, publisher: deps.publisher, now: deps.now, adminEmails: deps.env.ADMIN_EMAILS, accountSteps: deps.accountSteps };

  app.put('/api/me/profile', { config: commandRateLimit(deps) }, async (request): Promise<SignedInUser> => {
    const update = parseInput(ProfileUpdateSchema, request.body);
    const user = await findRequestUser(request, deps.db, deps.now());
    return SignedInUserSchema.parse(await updateProfile(profileDeps, user, update));
  });

  /** Checked by Your Settings after a 1 s pause in typing (docs/product/accounts.md). */
  app.get('/api/handles/:handle', async (request): Promise<HandleCheck> => {
    const { handle } = parseInput(HandleParamsSchema, request.params);
    const user = await findRequestUser(request, deps.db, deps.now());
    return HandleCheckSchema.parse(await checkHandleAvailability(deps.db, handle, user));
  });

  /** The player typed DELETE (docs/product/accounts.md); the browser continues with a fresh anonymous session. */
  app.post('/api/me/delete', { config: commandRateLimit(deps) }, async (request, reply): Promise<Me> => {
    parseInput(DeleteAccountSchema, request.body);
    const user = await findRequestUser(request, deps.db, deps.now());
    const result = await deleteAccount(profileDeps, user);
    setSessionCookie(request, reply, result.token);
    return MeSchema.parse({ user: result.user });
  });

  /** The caller's own jelly beans: balance and newest ledger rows (docs/product/pickem.md#jelly-beans). */
  app.get('/api/me/beans', async (request, reply): Promise<MyBeans> => {
    void reply.header('cache-control', 'private, no-store');
    const user = await findRequestUser(request, deps.db, deps.now());
    return MyBeansSchema.parse(await readMyBeans(deps.db, user));
  });

  app.get('/api/community', async (_request, reply): Promise<Community> => {
    // The same for everyone: a shared cache may keep it for a minute.
    void reply.header('cache-control', 'public, max-age=60');
    return CommunitySchema.parse(await readCommunity(deps.db));
  });
}
