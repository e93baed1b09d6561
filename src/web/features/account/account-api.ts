// The account calls (docs/product/accounts.md): every answer checked against its contract by the api client.
import { EmailLinkSentSchema, SignedInSchema, TakeoverCodeResponseSchema, ThenNavigateSchema, type SignedIn } from '../../../contracts/auth.js';
import { HandleCheckSchema, type HandleCheck, type ProfileUpdate } from '../../../contracts/profile.js';
import { MeSchema, SignedInUserSchema, type SignedInUser, type User } from '../../../contracts/users.js';
import { ApiError, apiGet, apiPost, apiPut } from '../../lib/api-client.js';
import { ensureSession, getSessionUser } from '../../lib/session.js';

/** docs/product/accounts.md#takeover-and-promotion: GenerateTakeoverCode is tried up to 10 times, 5 s apart. */
export const TAKEOVER_CODE_ATTEMPTS = 10;
export const TAKEOVER_CODE_DELAY_MS = 5000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** GenerateTakeoverCode: retried while the failure is the network's or the server's, not a refusal. */
export async function generateTakeoverCode(
  options: { attempts?: number; delayMs?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<string> {
  const attempts = options.attempts ?? TAKEOVER_CODE_ATTEMPTS;
  const wait = options.wait ?? sleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return (await apiPost('/api/auth/takeover-code', {}, TakeoverCodeResponseSchema)).takeoverCode;
    } catch (error) {
      const retryable = !(error instanceof ApiError) || error.retryable;
      if (!retryable || attempt >= attempts) throw error;
      await wait(options.delayMs ?? TAKEOVER_CODE_DELAY_MS);
    }
  }
}

export interface Promotion {
  anonUid?: string;
  takeoverCode?: string;
}

/**
 * What a sign-in started here carries so the anonymous player's games follow them (docs/product/accounts.md):
 * their uid and a fresh takeover code. Nothing for a visitor who is not anonymous, and nothing
 * (with a warning) when no code could be had — the same-browser cookie still promotes them.
 */
export async function preparePromotion(): Promise<Promotion> {
  const user = getSessionUser() ?? (await ensureSession());
  if (user?.type !== 'anonymous') return {};
  try {
    return { anonUid: user.uid, takeoverCode: await generateTakeoverCode() };
  } catch (error) {
    console.warn('No takeover code; signing in without one', error);
    return {};
  }
}

/** The in-app path to come back to: a sign-in page itself is never one. */
export function currentThenNavigate(loc: Pick<Location, 'pathname' | 'search'> = location): string {
  if (loc.pathname.startsWith('/finish-email-sign-in') || loc.pathname.startsWith('/auth-complete')) return '/';
  const path = `${loc.pathname}${loc.search}`;
  return ThenNavigateSchema.safeParse(path).success ? path : '/';
}

/** Only an in-app path; anything else (another site, a malformed value) goes home. */
export function safeThenNavigate(value: string | null): string {
  return value !== null && ThenNavigateSchema.safeParse(value).success ? value : '/';
}

export async function sendEmailLink(email: string, thenNavigate: string, promotion: Promotion): Promise<void> {
  await apiPost('/api/auth/email-link', { email: email.trim(), thenNavigate, ...promotion }, EmailLinkSentSchema);
}

/** The query of a sign-in link, as it came (the server checks every part: a bad one is an invalid link). */
export interface EmailLinkBody {
  email: string;
  token: string;
  anonUid?: string;
  takeoverCode?: string;
}

/**
 * Completes a sign-in link. `moveGames` is the person's answer when the link was opened in a
 * browser other than the one that asked for it (decision 019): move this browser's anonymous
 * games into the account, or not.
 */
export function completeEmailLink(body: EmailLinkBody & { moveGames?: boolean }): Promise<SignedIn> {
  return apiPost('/api/auth/email-link/complete', body, SignedInSchema);
}

export function signInWithWebviewToken(token: string): Promise<SignedIn> {
  return apiPost('/api/auth/webview-token', { token }, SignedInSchema);
}

/** docs/product/accounts.md#sign-out sign-out: the answer is the fresh anonymous user (signed in before) or null (anonymous before). */
export async function signOut(): Promise<User | null> {
  return (await apiPost('/api/auth/sign-out', {}, MeSchema)).user;
}

export function saveProfile(update: ProfileUpdate): Promise<SignedInUser> {
  return apiPut('/api/me/profile', update, SignedInUserSchema);
}

export function checkHandle(handle: string): Promise<HandleCheck> {
  return apiGet(`/api/handles/${encodeURIComponent(handle)}`, HandleCheckSchema);
}

/** The player typed DELETE; the answer is the fresh anonymous user the browser continues as. */
export async function deleteAccount(): Promise<User | null> {
  return (await apiPost('/api/me/delete', { confirm: 'DELETE' }, MeSchema)).user;
}
