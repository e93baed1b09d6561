import * as z from 'zod/mini';
import { isPlainEmailAddress } from '../domain/people/email-address.js';
import { INVALID_EMAIL_MESSAGE } from '../domain/people/profile.js';
import { UserIdSchema } from './ids.js';
import { MeSchema } from './users.js';

/** An in-app path to go to after sign-in: never another site. */
export const ThenNavigateSchema = z.string().check(z.regex(/^\/(?!\/)[^\s\\]*$/), z.maxLength(500));

/**
 * One plain address (spaces around it aside): no display name, list or comment, which a mail
 * library would read as another recipient (docs/security.md, Sign-in).
 */
const EmailSchema = z.string().check(
  z.maxLength(320),
  z.refine((value) => isPlainEmailAddress(value.trim()), { message: INVALID_EMAIL_MESSAGE }),
);
const TakeoverCodeSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));

/** POST /api/auth/email-link: send a magic link. The answer never says whether the address has an account. */
export const EmailLinkRequestSchema = z.strictObject({
  email: EmailSchema,
  thenNavigate: z.optional(ThenNavigateSchema),
  /** The anonymous user to promote, with its takeover code (docs/product/accounts.md#sign-in). */
  anonUid: z.optional(UserIdSchema),
  takeoverCode: z.optional(TakeoverCodeSchema),
});
export type EmailLinkRequest = z.infer<typeof EmailLinkRequestSchema>;

export const EmailLinkSentSchema = z.object({ sent: z.literal(true) });

/** POST /api/auth/email-link/complete: the parameters of /finish-email-sign-in. */
export const EmailLinkCompleteSchema = z.strictObject({
  email: EmailSchema,
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/)),
  anonUid: z.optional(UserIdSchema),
  takeoverCode: z.optional(TakeoverCodeSchema),
  /**
   * The person's answer to "Move my games into this account?": true moves this browser's
   * anonymous player into the account, false signs in without moving it. A link opened in
   * a browser other than the one that asked for it is refused (409 `confirmation_required`)
   * until the answer is given (decision 019); the asking browser may leave it out (true).
   */
  moveGames: z.optional(z.boolean()),
});
export type EmailLinkComplete = z.infer<typeof EmailLinkCompleteSchema>;

/** The answer to any sign-in: who you are now, and whether this was the account's first sign-in. */
export const SignedInSchema = z.object({
  ...MeSchema.shape,
  /** First sign-in: the client opens Your Settings (and logs sign_up) when no handle is set. */
  isNewUser: z.boolean(),
});
export type SignedIn = z.infer<typeof SignedInSchema>;

/** POST /api/auth/takeover-code (GenerateTakeoverCode, docs/product/accounts.md). */
export const TakeoverCodeResponseSchema = z.object({ takeoverCode: TakeoverCodeSchema });

/** POST /api/auth/webview-token: the mobile app's ES256 token from `?token=`. */
export const WebviewTokenRequestSchema = z.strictObject({ token: z.string().check(z.minLength(20), z.maxLength(4096)) });

/** POST /api/auth/sign-out. */
export const SignOutRequestSchema = z.strictObject({
  /** Also end every other session of this user. */
  everywhere: z.optional(z.boolean()),
});
