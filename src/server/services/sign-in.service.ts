import { timingSafeEqual } from 'node:crypto';
import type { SignedInUser } from '../../contracts/users.js';
import { SESSION_DAYS, hashSessionToken, newSessionToken, newUserId } from '../auth/session-tokens.js';
import type { Database, Queryable } from '../db/database.js';
import { findAnonPromotionForUpdate, recordPromotion, spendTakeoverCode } from '../db/repositories/anon-promotions.repository.js';
import { findIdentityUid, insertIdentity } from '../db/repositories/identities.repository.js';
import { findSessionUser, insertSession, revokeSession } from '../db/repositories/sessions.repository.js';
import { insertEventNow, moveEvents } from '../db/repositories/analytics.repository.js';
import {
  deleteUser,
  findAccount,
  findAccountUidByEmail,
  insertSignedInUser,
  promoteUserInPlace,
  setEmailIfMissing,
} from '../db/repositories/users.repository.js';
import { combineAccountSteps } from './account-steps.js';
import type { AccountStepContext, AccountSteps } from './account-steps.js';
import { AppError } from './errors.js';
import { runCommand } from './publisher.js';
import type { Publisher } from './publisher.js';
import { hashTakeoverCode, isTakeoverCodeLive } from './takeover-codes.js';
import { publicIdOf, toSignedInUser } from './users.service.js';

/** Who the person proved to be. `subject` is stable per provider (email: the address itself). */
export interface SignInIdentity {
  provider: 'email' | 'google' | 'webview';
  subject: string;
  email: string | null;
  /** Only a verified email is stored on the account or used to find it. */
  emailVerified: boolean;
}

export interface SignInRequest {
  identity: SignInIdentity;
  /** The request's sb_session cookie: revoked (rotation), and its anonymous user promoted. */
  currentToken: string | undefined;
  /** Another anonymous user to promote (the email link may be opened on another device), proven by its takeover code. */
  anonUid?: string | undefined;
  takeoverCode?: string | undefined;
  /**
   * False: the current session's anonymous user is left as it is (not promoted in place, its
   * games not moved) — the person chose to sign in without moving them (decision 019).
   * Default true.
   */
  moveCurrentSession?: boolean | undefined;
  /**
   * Runs first inside the sign-in transaction — e.g. to spend a one-time token, which is
   * then spent exactly when the sign-in commits. Throw to refuse the sign-in.
   */
  beforeSignIn?: ((tx: Queryable, now: Date) => Promise<void>) | undefined;
}

export interface SignInResult {
  /** The new session token: the caller sets it as the cookie (http/request-user.ts setSessionCookie). */
  token: string;
  user: SignedInUser;
  /** The account was created by this sign-in (sign_up was logged). */
  isNewUser: boolean;
}

export interface SignInDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
  adminEmails: readonly string[];
  /** What the resources do on a promotion (the server context's; decision 006). */
  accountSteps: AccountSteps;
}

/** Steps every promotion runs before the resources' own (deps.accountSteps). */
const builtInSteps: Partial<AccountSteps> = {
  promotion: [{ name: 'analytics-events', run: (tx, { fromUid, toUid }) => moveEvents(tx, fromUid, toUid) }],
};

/**
 * The one sign-in core for every method (magic link, Google, webview token), in one
 * transaction (decision 006):
 * 1. the account is found by identity, else by verified email (the identity is linked),
 *    else created — by promoting the current anonymous user in place when the session
 *    is anonymous (its uid, games and entries simply stay), else as a new user; a
 *    created account logs `sign_up`;
 * 2. the current anonymous user (cookie) and `anonUid` (takeover code) are promoted into
 *    it: the registered promotion steps move what they own, the anon-promotions record
 *    says where they went, and the anonymous row is deleted; a promotion already done is
 *    skipped, so a retry is harmless;
 * 3. the current session is revoked and a new one issued (session rotation).
 * If anything throws, nothing of it is kept (the token is not spent either), and calling
 * again completes it.
 */
export async function signIn(deps: SignInDeps, request: SignInRequest): Promise<SignInResult> {
  try {
    return await attemptSignIn(deps, request);
  } catch (error) {
    // Two first sign-ins of one identity at once: the loser hits a unique index; its
    // second attempt finds the winner's account.
    if (!isUniqueViolation(error)) throw error;
    return attemptSignIn(deps, request);
  }
}

async function attemptSignIn(deps: SignInDeps, request: SignInRequest): Promise<SignInResult> {
  const now = deps.now();
  const token = newSessionToken();
  const steps = combineAccountSteps(builtInSteps, deps.accountSteps);
  const identity = normaliseIdentity(request.identity);
  const email = identity.emailVerified ? identity.email : null;

  return runCommand(deps.db, deps.publisher, async (tx, publish) => {
    if (request.beforeSignIn) await request.beforeSignIn(tx, now);
    const context: AccountStepContext = { now, publish };
    const currentHash = request.currentToken ? hashSessionToken(request.currentToken) : undefined;
    const current = currentHash ? await findSessionUser(tx, currentHash, now) : undefined;
    const moveCurrent = request.moveCurrentSession ?? true;

    let uid = await findIdentityUid(tx, identity.provider, identity.subject);
    let isNewUser = false;
    if (uid === undefined && email !== null) {
      uid = await findAccountUidByEmail(tx, email);
      if (uid !== undefined) await insertIdentity(tx, identity.provider, identity.subject, uid, now);
    }
    if (uid === undefined) {
      isNewUser = true;
      if (moveCurrent && current?.type === 'anonymous' && (await promoteUserInPlace(tx, current.uid, email, now))) {
        uid = current.uid;
        await recordPromotion(tx, { anonUid: uid, toUid: uid, email, now });
        for (const step of steps.signedInInPlace) await step.run(tx, { uid }, context);
      } else {
        uid = newUserId();
        await insertSignedInUser(tx, uid, email, now);
      }
      await insertIdentity(tx, identity.provider, identity.subject, uid, now);
      // In the transaction, not the recorder's queue: an account's creation is rare and must be counted (decision 042).
      await insertEventNow(tx, { name: 'sign_up', at: now, uid, clientId: null, props: {} });
    } else if (email !== null) {
      await setEmailIfMissing(tx, uid, email);
    }

    if (moveCurrent && current?.type === 'anonymous' && current.uid !== uid) {
      await promoteAnonymousUser(tx, steps, { fromUid: current.uid, toUid: uid, email }, context);
    }
    if (request.anonUid !== undefined && request.takeoverCode !== undefined && request.anonUid !== uid) {
      const record = await findAnonPromotionForUpdate(tx, request.anonUid);
      // A wrong, replaced, expired or spent code, or a promotion already done (a retried link), moves nothing.
      if (record && record.promotedToUid === null && isTakeoverCodeLive(record.createdAt, now) && sameHash(record.codeHash, hashTakeoverCode(request.takeoverCode))) {
        await spendTakeoverCode(tx, request.anonUid);
        await promoteAnonymousUser(tx, steps, { fromUid: request.anonUid, toUid: uid, email }, context);
      }
    }

    if (isNewUser) await carryOverProfile(tx, steps, uid, context);

    if (currentHash) await revokeSession(tx, currentHash, now);
    await insertSession(tx, hashSessionToken(token), uid, new Date(now.getTime() + SESSION_DAYS * 86_400_000));

    const account = await findAccount(tx, uid);
    if (!account || account.type !== 'signedIn') throw new AppError('internal', 'The account vanished while signing in.');
    return { token, user: toSignedInUser(account, deps.adminEmails), isNewUser };
  });
}

/**
 * docs/product/accounts.md#takeover-and-promotion main-promoteAnonUser (andDelete): every registered step moves what the
 * anonymous user owns, the record notes the promotion, and the anonymous user is
 * deleted with its sessions. An anonymous user already gone (promoted by a concurrent
 * sign-in, whose row lock we waited for) is skipped.
 */
async function promoteAnonymousUser(
  tx: Queryable,
  steps: AccountSteps,
  promotion: { fromUid: string; toUid: string; email: string | null },
  context: AccountStepContext,
): Promise<void> {
  const from = await findAccount(tx, promotion.fromUid, { forUpdate: true });
  if (!from || from.type !== 'anonymous') return;
  for (const step of steps.promotion) await step.run(tx, { fromUid: promotion.fromUid, toUid: promotion.toUid }, context);
  await recordPromotion(tx, { anonUid: promotion.fromUid, toUid: promotion.toUid, email: promotion.email, now: context.now });
  await deleteUser(tx, promotion.fromUid);
}

/**
 * A first sign-in fills the new account's empty profile from what the player typed in games
 * (decision 035); a real name so carried is a new public face, shown on their entries at once.
 */
async function carryOverProfile(tx: Queryable, steps: AccountSteps, uid: string, context: AccountStepContext): Promise<void> {
  const before = await findAccount(tx, uid);
  for (const step of steps.firstSignIn) await step.run(tx, { uid }, context);
  const after = await findAccount(tx, uid);
  if (!before || !after || before.realName === after.realName) return;
  const publicId = publicIdOf(after);
  for (const step of steps.publicIdChanged) await step.run(tx, { uid, publicId }, context);
}

function normaliseIdentity(identity: SignInIdentity): SignInIdentity {
  const email = identity.email?.trim().toLowerCase() || null;
  const subject = identity.provider === 'email' ? identity.subject.trim().toLowerCase() : identity.subject;
  if (subject.length === 0 || subject.length > 320) throw new AppError('invalid_input', 'The sign-in identity is missing its subject.');
  return { ...identity, subject, email };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
