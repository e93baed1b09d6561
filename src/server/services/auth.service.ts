import { mailboxKey } from '../../domain/people/mailbox.js';
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '../../domain/people/profile.js';
import type { EmailLinkComplete, EmailLinkRequest } from '../../contracts/auth.js';
import type { User } from '../../contracts/users.js';
import { hashLinkBrowserNonce, isSameBrowser } from '../auth/link-browser.js';
import { SESSION_DAYS, hashSessionToken, newSessionToken, newUserId } from '../auth/session-tokens.js';
import type { Database } from '../db/database.js';
import { deleteAnonPromotion, upsertTakeoverCode } from '../db/repositories/anon-promotions.repository.js';
import {
  countEmailLinksSince,
  insertEmailLinkToken,
  lockEmailAddress,
  pruneEmailLinkTokens,
  spendEmailLinkToken,
} from '../db/repositories/email-link-tokens.repository.js';
import { insertSession, revokeSession, revokeUserSessions } from '../db/repositories/sessions.repository.js';
import { insertAnonymousUser } from '../db/repositories/users.repository.js';
import type { Mailer } from '../mail/mailer.js';
import { signInEmail } from '../mail/sign-in-email.js';
import { AppError } from './errors.js';
import type { SessionUser } from './sessions.service.js';
import type { SignInIdentity, SignInRequest } from './sign-in.service.js';
import { newTakeoverCode, hashTakeoverCode } from './takeover-codes.js';

/** docs/product/accounts.md: a magic link works once, for 10 minutes. */
export const EMAIL_LINK_MINUTES = 10;
/** Per address, counted in the database so every instance agrees. */
export const EMAIL_LINKS_PER_ADDRESS = 5;
export const EMAIL_LINK_WINDOW_MINUTES = 15;

/** docs/product/accounts.md, auth/invalid-action-code. */
export const INVALID_LINK_MESSAGE =
  'Invalid or expired link. This often happens when you click on a link from an old email. Please check for a newer email from us or try to sign in again.';

const MINUTE = 60_000;

export interface EmailLinkDeps {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  /** Where people reach the app (PUBLIC_URL); the link starts with it. */
  publicUrl: string;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Sends a magic link to /finish-email-sign-in. The work is the same whether or not the
 * address has an account — the account is not even looked up — so neither the answer
 * nor its timing tells an attacker who is registered. The mail is sent before answering,
 * so a failed send can be reported (docs/product/accounts.md#email-link).
 */
export async function sendEmailLink(deps: EmailLinkDeps, request: EmailLinkRequest, browserNonce: string): Promise<void> {
  const email = normaliseEmail(request.email);
  if (!looksLikeEmail(email)) throw new AppError('invalid_input', INVALID_EMAIL_MESSAGE);
  const now = deps.now();
  const token = newSessionToken(); // 256 random bits; only the hash is stored
  // The limit is per mailbox: a+1@x, a+2@x, … are one inbox to flood (decision 020).
  const mailbox = mailboxKey(email);
  await deps.db.transaction(async (tx) => {
    await lockEmailAddress(tx, mailbox);
    await pruneEmailLinkTokens(tx, new Date(now.getTime() - 24 * 60 * MINUTE));
    const recent = await countEmailLinksSince(tx, mailbox, new Date(now.getTime() - EMAIL_LINK_WINDOW_MINUTES * MINUTE));
    if (recent >= EMAIL_LINKS_PER_ADDRESS) {
      throw new AppError('rate_limited', `Too many sign-in emails to this address. Please wait ${EMAIL_LINK_WINDOW_MINUTES} minutes and try again.`);
    }
    await insertEmailLinkToken(tx, {
      tokenHash: hashLinkToken(token),
      email,
      mailbox,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_LINK_MINUTES * MINUTE),
      browserHash: hashLinkBrowserNonce(browserNonce),
    });
  });
  const link = emailLinkUrl(deps.publicUrl, { ...request, email, token });
  try {
    await deps.mailer.send(signInEmail(email, link, EMAIL_LINK_MINUTES));
  } catch (error) {
    throw Object.assign(new AppError('email_send_failed', 'We could not send the email. Please try again in a moment.'), { cause: error });
  }
}

/** docs/product/accounts.md#email-link: /finish-email-sign-in with email, anonUid, takeoverCode and thenNavigate (and the token). */
export function emailLinkUrl(publicUrl: string, parts: Omit<EmailLinkRequest, 'email'> & { email: string; token: string }): string {
  const query = new URLSearchParams({ email: parts.email, token: parts.token });
  if (parts.anonUid !== undefined) query.set('anonUid', parts.anonUid);
  if (parts.takeoverCode !== undefined) query.set('takeoverCode', parts.takeoverCode);
  if (parts.thenNavigate !== undefined) query.set('thenNavigate', parts.thenNavigate);
  return `${publicUrl.replace(/\/+$/, '')}/finish-email-sign-in?${query.toString()}`;
}

/**
 * The sign-in a magic link proves, for signIn. The token is spent inside the sign-in's
 * transaction: a sign-in that fails leaves it usable, and of two uses of one link exactly
 * one succeeds. An unknown, used or expired token, or one sent to another address, gets
 * the invalid-link text (docs/product/accounts.md).
 *
 * Opened in a browser other than the one that asked for it (`browserNonce` is not the
 * link's), it signs in only once the person has answered whether this browser's anonymous
 * games move into the account (`moveGames`); until then it answers `confirmation_required`
 * and the link stays unspent (decision 019). The games of `anonUid` move either way: its
 * takeover code proves the asking browser wanted them moved.
 */
export function emailLinkSignIn(
  link: EmailLinkComplete,
  browserNonce: string | undefined,
): Omit<SignInRequest, 'currentToken'> & { identity: SignInIdentity } {
  const email = normaliseEmail(link.email);
  return {
    identity: { provider: 'email', subject: email, email, emailVerified: true },
    anonUid: link.anonUid,
    takeoverCode: link.takeoverCode,
    moveCurrentSession: link.moveGames ?? true,
    beforeSignIn: async (tx, now) => {
      const spent = await spendEmailLinkToken(tx, hashLinkToken(link.token), email, now);
      if (!spent) throw new AppError('invalid_link', INVALID_LINK_MESSAGE);
      if (link.moveGames === undefined && !isSameBrowser(spent.browserHash, browserNonce)) {
        throw new AppError('confirmation_required', `This link signs in as ${email}. Confirm that you want to sign in.`);
      }
    },
  };
}

function hashLinkToken(token: string): string {
  return hashSessionToken(`email-link:${token}`);
}

/**
 * GenerateTakeoverCode (docs/product/accounts.md): the anonymous player's proof, carried through the
 * email link, that the account signing in may take over its games. A new code replaces
 * the previous one.
 */
export async function generateTakeoverCode(db: Database, user: SessionUser | undefined, now: Date): Promise<string> {
  if (!user) throw new AppError('unauthenticated', 'Your session has ended. Reload the page to continue.');
  if (user.type !== 'anonymous') throw new AppError('forbidden', 'You are already signed in: there is no anonymous history to keep.');
  const code = newTakeoverCode();
  await upsertTakeoverCode(db, user.uid, hashTakeoverCode(code), now);
  return code;
}

export interface SignOutResult {
  /** The fresh anonymous session a signed-in user continues with; undefined: clear the cookie. */
  token: string | undefined;
  user: User | null;
}

/**
 * docs/product/accounts.md#sign-out sign-out. Anonymous: its promotion record is deleted and the session ends.
 * Signed in: the session ends (every session with `everywhere`) and a fresh anonymous
 * session begins, in the same transaction.
 */
export async function signOut(
  db: Database,
  request: { token: string | undefined; user: SessionUser | undefined; everywhere: boolean },
  now: Date,
): Promise<SignOutResult> {
  const { token, user } = request;
  if (!token || !user) return { token: undefined, user: null };
  return db.transaction(async (tx) => {
    if (request.everywhere) await revokeUserSessions(tx, user.uid, now);
    else await revokeSession(tx, hashSessionToken(token), now);
    if (user.type === 'anonymous') {
      await deleteAnonPromotion(tx, user.uid);
      return { token: undefined, user: null };
    }
    const fresh = newSessionToken();
    const anonymous = await insertAnonymousUser(tx, newUserId());
    await insertSession(tx, hashSessionToken(fresh), anonymous.uid, new Date(now.getTime() + SESSION_DAYS * 86_400_000));
    return { token: fresh, user: { type: 'anonymous', uid: anonymous.uid as User['uid'] } };
  });
}
