import { HANDLE_ERRORS, checkHandle, searchHandleOf } from '../../domain/people/handle.js';
import { normaliseName } from '../../domain/people/labels.js';
import { checkBio, checkPreferredInitials, checkRealName } from '../../domain/people/profile.js';
import type { CheckedField } from '../../domain/people/profile.js';
import type { HandleCheck, ProfileUpdate } from '../../contracts/profile.js';
import type { SignedInUser, User } from '../../contracts/users.js';
import { SESSION_DAYS, hashSessionToken, newSessionToken, newUserId } from '../auth/session-tokens.js';
import type { Database } from '../db/database.js';
import { deleteEmailLinkTokensFor } from '../db/repositories/email-link-tokens.repository.js';
import { insertSession } from '../db/repositories/sessions.repository.js';
import {
  deleteUser,
  ensureDeletedHost,
  findAccount,
  insertAnonymousUser,
  isSearchHandleTaken,
  updateProfile as writeProfile,
} from '../db/repositories/users.repository.js';
import { deleteTopicEventsMentioning } from '../db/repositories/topic-events.repository.js';
import type { AccountRecord, ProfileChange } from '../db/repositories/users.repository.js';
import type { AccountSteps } from './account-steps.js';
import { AppError, sessionEnded } from './errors.js';
import { runCommand } from './publisher.js';
import type { Publisher } from './publisher.js';
import type { SessionUser } from './sessions.service.js';
import { publicIdOf, toSignedInUser } from './users.service.js';

export interface ProfileDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
  adminEmails: readonly string[];
  /** What the resources do when a public face changes or an account is deleted (the server context's). */
  accountSteps: AccountSteps;
}

/** docs/product/accounts.md: only a signed-in user has a profile and can delete an account. */
function requireSignedIn(user: SessionUser | undefined): SessionUser {
  if (!user) throw sessionEnded();
  if (user.type !== 'signedIn') throw new AppError('forbidden', 'Sign in to set up your profile.');
  return user;
}

const valueOf = (checked: CheckedField): string | null => {
  if (!checked.ok) throw new AppError('invalid_input', checked.error);
  return checked.value;
};

/** The fields to write, each checked by its docs/product/accounts.md rule (the first broken rule is the answer). */
function toProfileChange(update: ProfileUpdate): ProfileChange {
  const change: ProfileChange = {};
  if (update.handle !== undefined) {
    // As it shows: fullwidth 'ｊｏｅ' is 'joe', and an invisible character is no character.
    const handle = normaliseName(update.handle);
    const broken = checkHandle(handle);
    if (broken) throw new AppError('invalid_input', broken);
    change.handle = handle;
    change.searchHandle = searchHandleOf(handle);
  }
  if (update.avatarId !== undefined) change.avatarId = update.avatarId;
  if (update.realName !== undefined) change.realName = valueOf(checkRealName(update.realName));
  if (update.preferredInitials !== undefined) change.preferredInitials = valueOf(checkPreferredInitials(update.preferredInitials));
  if (update.bio !== undefined) change.bio = valueOf(checkBio(update.bio));
  if (update.analyticsOptOut !== undefined) change.analyticsOptOut = update.analyticsOptOut;
  return change;
}

const samePublicId = (a: AccountRecord, b: AccountRecord) => a.handle === b.handle && a.avatarId === b.avatarId && a.realName === b.realName;

/**
 * Your Settings (docs/product/accounts.md). The handle is unique by searchHandle: checked here for a
 * clear answer, and enforced by the unique index when two players race for it (the
 * loser gets 'This handle is already taken'). A change of the public face (handle, avatar
 * or real name) runs the registered publicIdChanged steps — entryOwner on the player's
 * entries — in the same transaction (docs/product/accounts.md).
 */
export async function updateProfile(deps: ProfileDeps, sessionUser: SessionUser | undefined, update: ProfileUpdate): Promise<SignedInUser> {
  const { uid } = requireSignedIn(sessionUser);
  const change = toProfileChange(update);
  const steps = deps.accountSteps;
  const now = deps.now();
  try {
    return await runCommand(deps.db, deps.publisher, async (tx, publish) => {
      const before = await findAccount(tx, uid, { forUpdate: true });
      if (!before) throw sessionEnded();
      if (change.searchHandle !== undefined && change.searchHandle !== before.searchHandle && (await isSearchHandleTaken(tx, change.searchHandle, uid))) {
        throw new AppError('handle_taken', HANDLE_ERRORS.taken);
      }
      const after = await writeProfile(tx, uid, change);
      if (!samePublicId(before, after)) {
        for (const step of steps.publicIdChanged) await step.run(tx, { uid, publicId: publicIdOf(after) }, { now, publish });
      }
      return toSignedInUser(after, deps.adminEmails);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('handle_taken', HANDLE_ERRORS.taken);
    throw error;
  }
}

/** GET /api/handles/{handle}: the rule it breaks, or whether someone else holds it. The caller's own handle is available to them. */
export async function checkHandleAvailability(db: Database, typed: string, user: SessionUser | undefined): Promise<HandleCheck> {
  const handle = normaliseName(typed);
  const broken = checkHandle(handle);
  if (broken) return { handle, available: false, error: broken };
  const taken = await isSearchHandleTaken(db, searchHandleOf(handle), user?.uid);
  return { handle, available: !taken, error: taken ? HANDLE_ERRORS.taken : null };
}

/**
 * Deletes the account (docs/product/accounts.md; decision 006). The registered deletion steps first delete
 * the player's hosted games that nobody else plays and hand the rest to the 'Deleted host'
 * user; then the user row goes, and with it (by foreign key) its profile, email,
 * identities, sessions, events and promotion records; pending magic links for its address
 * are deleted, and so is every event of the replay log that carries the player's uid. The browser continues with a fresh anonymous session, as after sign-out.
 */
export async function deleteAccount(
  deps: ProfileDeps,
  sessionUser: SessionUser | undefined,
): Promise<{ token: string; user: User }> {
  const { uid } = requireSignedIn(sessionUser);
  const steps = deps.accountSteps;
  const now = deps.now();
  const token = newSessionToken();
  return runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const account = await findAccount(tx, uid, { forUpdate: true });
    if (!account) throw sessionEnded();
    const deletedHostUid = await ensureDeletedHost(tx, now);
    for (const step of steps.deletion) await step.run(tx, { uid, deletedHostUid }, { now, publish });
    if (account.email !== null) await deleteEmailLinkTokensFor(tx, account.email);
    await deleteUser(tx, uid);
    // Last, after the steps logged the updates that remove the player from their games: those
    // carry no uid and stay, so the holes left behind make a resume get a fresh snapshot.
    await deleteTopicEventsMentioning(tx, uid);
    const anonymous = await insertAnonymousUser(tx, newUserId());
    await insertSession(tx, hashSessionToken(token), anonymous.uid, new Date(now.getTime() + SESSION_DAYS * 86_400_000));
    return { token, user: { type: 'anonymous', uid: anonymous.uid as User['uid'] } };
  });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
