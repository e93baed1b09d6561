import * as z from 'zod/mini';

/** PUT /api/me/profile (Your Settings). Rules and texts are the domain's (people/handle.ts, profile.ts). */
export const ProfileUpdateSchema = z.strictObject({
  handle: z.optional(z.string().check(z.maxLength(50))),
  avatarId: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(51)))),
  realName: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  preferredInitials: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
  bio: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  analyticsOptOut: z.optional(z.boolean()),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** GET /api/handles/{handle}: checked after the player pauses typing for 1 s (docs/product/accounts.md). */
export const HandleCheckSchema = z.object({
  handle: z.string(),
  available: z.boolean(),
  /** The rule it breaks (docs/product/accounts.md text), 'This handle is already taken', or null. */
  error: z.nullable(z.string()),
});
export type HandleCheck = z.infer<typeof HandleCheckSchema>;

/** POST /api/me/delete: the player typed DELETE. */
export const DeleteAccountSchema = z.strictObject({ confirm: z.literal('DELETE') });

/** GET /api/community: the home page counter (docs/product/site.md#home). */
export const CommunitySchema = z.object({
  players: z.int().check(z.minimum(0)),
  /** Up to 6 recent players with an avatar. */
  faces: z.array(z.object({ handle: z.string(), avatarId: z.int().check(z.minimum(1), z.maximum(51)) })),
});
export type Community = z.infer<typeof CommunitySchema>;
