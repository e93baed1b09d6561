import * as z from 'zod/mini';
import { UserIdSchema } from './ids.js';

const AVATAR_COUNT = 51;

/** docs/product/accounts.md#profile: avatar set avatars-1 has 51 avatars. */
export const AvatarSchema = z.object({
  set: z.literal('avatars-1'),
  id: z.int().check(z.minimum(1), z.maximum(AVATAR_COUNT)),
});
export type Avatar = z.infer<typeof AvatarSchema>;

/** The public face of a signed-in user (docs/product/accounts.md publicId): shown to other players. */
export const PublicIdSchema = z.object({
  handle: z.nullable(z.string()),
  avatar: z.nullable(AvatarSchema),
  realName: z.nullable(z.string()),
});
export type PublicId = z.infer<typeof PublicIdSchema>;

/** docs/product/accounts.md#profile, anonymous form: a uid only; initials and name stay on the device. */
export const AnonymousUserSchema = z.object({
  type: z.literal('anonymous'),
  uid: UserIdSchema,
});

/** docs/product/accounts.md#profile, signed-in form, as its owner sees it. */
export const SignedInUserSchema = z.object({
  type: z.literal('signedIn'),
  uid: UserIdSchema,
  email: z.nullable(z.string()),
  publicId: PublicIdSchema,
  searchHandle: z.nullable(z.string()),
  preferredInitials: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  analyticsOptOut: z.boolean(),
  /** Sees the Admin Dashboard (ADMIN_EMAILS). */
  isAdmin: z.boolean(),
});
export type SignedInUser = z.infer<typeof SignedInUserSchema>;

export const UserSchema = z.discriminatedUnion('type', [AnonymousUserSchema, SignedInUserSchema]);
export type User = z.infer<typeof UserSchema>;

/** GET /api/me: null until the visitor has a session. */
export const MeSchema = z.object({ user: z.nullable(UserSchema) });
export type Me = z.infer<typeof MeSchema>;
