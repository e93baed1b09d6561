import * as z from 'zod/mini';
import { UserIdSchema } from './ids.js';

/** SPEC §3 User. Only the anonymous form exists until sign-in lands. */
export const AnonymousUserSchema = z.object({
  type: z.literal('anonymous'),
  uid: UserIdSchema,
});

export const UserSchema = z.discriminatedUnion('type', [AnonymousUserSchema]);
export type User = z.infer<typeof UserSchema>;

/** GET /api/me: null until the visitor has a session. */
export const MeSchema = z.object({ user: z.nullable(UserSchema) });
export type Me = z.infer<typeof MeSchema>;
