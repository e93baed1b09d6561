import { AVATAR_SET } from '../../domain/people/profile.js';
import { SignedInUserSchema } from '../../contracts/users.js';
import type { PublicId, SignedInUser, User } from '../../contracts/users.js';
import type { Queryable } from '../db/database.js';
import { findAccount } from '../db/repositories/users.repository.js';
import type { AccountRecord } from '../db/repositories/users.repository.js';
import type { SessionUser } from './sessions.service.js';

export function publicIdOf(account: AccountRecord): PublicId {
  return {
    handle: account.handle,
    avatar: account.avatarId === null ? null : { set: AVATAR_SET, id: account.avatarId },
    realName: account.realName,
  };
}

/** Admin accounts are configured by ADMIN_EMAILS (decision 006), matched on the verified email. */
export function isAdminAccount(account: Pick<AccountRecord, 'email'>, adminEmails: readonly string[]): boolean {
  return account.email !== null && adminEmails.includes(account.email.toLowerCase());
}

/** docs/product/accounts.md#profile, signed-in form, as its owner sees it; parsed so a bad row fails here, not in the browser. */
export function toSignedInUser(account: AccountRecord, adminEmails: readonly string[]): SignedInUser {
  return SignedInUserSchema.parse({
    type: 'signedIn',
    uid: account.uid,
    email: account.email,
    publicId: publicIdOf(account),
    searchHandle: account.searchHandle,
    preferredInitials: account.preferredInitials,
    bio: account.bio,
    analyticsOptOut: account.analyticsOptOut,
    isAdmin: isAdminAccount(account, adminEmails),
  });
}

/** GET /api/me's user: the uid alone for an anonymous user, the whole profile for a signed-in one. */
export async function readUser(db: Queryable, user: SessionUser, adminEmails: readonly string[]): Promise<User | null> {
  if (user.type === 'anonymous') return { type: 'anonymous', uid: user.uid as User['uid'] };
  const account = await findAccount(db, user.uid);
  return account ? toSignedInUser(account, adminEmails) : null;
}
