// Helpers for the account journeys: the magic link from the e2e server's mail outbox, accounts
// made over the API (as another phone would), and mobile-webview tokens signed with the
// TEST-ONLY key (tests/fixtures/keys/README.md).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { SignJWT, importPKCS8 } from 'jose';
import type { SignedInUser, User } from '../../src/contracts/users.js';
import { E2E_DATA_DIR, WEBVIEW_PRIVATE_KEY_FILE } from './e2e-env.js';
import { expect } from './fixtures.js';

const OUTBOX = path.join(E2E_DATA_DIR, 'outbox');

let counter = 0;
/** An address no other test uses (the server limits links per address). */
export function uniqueEmail(label: string): string {
  counter++;
  return `${label}.${Date.now().toString(36)}${counter}@e2e.example.com`;
}

/** A handle no other test uses: letters and digits, at most 15 characters. */
export function uniqueHandle(prefix: string): string {
  counter++;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 15);
}

/** Quoted-printable (RFC 2045 §6.7): soft line breaks, then =XX bytes, read as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function mailFiles(): string[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs.readdirSync(OUTBOX).filter((name) => name.endsWith('.eml'));
}

/** The sign-in link in one .eml: the text part, decoded, first URL to /finish-email-sign-in. */
function linkIn(raw: string): string | null {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  const decoded = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(body) : body;
  return /https?:\/\/[^\s"<>]+\/finish-email-sign-in\?[^\s"<>]+/.exec(decoded)?.[0].replace(/&amp;/g, '&') ?? null;
}

/** Remembers what the outbox holds now, so `newestLinkTo` waits for a mail sent after it. */
export function outboxMark(): Set<string> {
  return new Set(mailFiles());
}

/** The link of the newest mail to `email` written after `mark`, waiting for it to arrive. */
export async function newestLinkTo(email: string, mark: Set<string>): Promise<URL> {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        const fresh = mailFiles()
          .filter((name) => !mark.has(name))
          .map((name) => ({ name, raw: fs.readFileSync(path.join(OUTBOX, name), 'utf8') }))
          .filter(({ raw }) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw))
          .sort((a, b) => fs.statSync(path.join(OUTBOX, a.name)).mtimeMs - fs.statSync(path.join(OUTBOX, b.name)).mtimeMs || a.name.localeCompare(b.name));
        link = fresh.length ? linkIn(fresh[fresh.length - 1]!.raw) : null;
        return link;
      },
      { message: `a sign-in mail to ${email} in ${OUTBOX}` },
    )
    .not.toBeNull();
  return new URL(link!);
}

export async function me(request: APIRequestContext): Promise<User | null> {
  const response = await request.get('/api/me');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: User | null }).user;
}

/**
 * Signs `request`'s cookie jar in as `email` the way the finish page does (a page's
 * `page.request` shares the page's cookies), and optionally sets a handle.
 */
export async function signInOverApi(request: APIRequestContext, email: string, handle?: string): Promise<SignedInUser> {
  const mark = outboxMark();
  const sent = await request.post('/api/auth/email-link', { data: { email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const link = await newestLinkTo(email, mark);
  const completed = await request.post('/api/auth/email-link/complete', {
    data: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  if (handle !== undefined) {
    const saved = await request.put('/api/me/profile', { data: { handle } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const user = await me(request);
  if (user?.type !== 'signedIn') throw new Error('not signed in');
  return user;
}

/** What the mobile app's backend mints: ES256, our audience, 5 minutes, a fresh jti. */
export async function webviewToken(claims: Record<string, unknown> = {}, privateKeyPem?: string): Promise<string> {
  const key = await importPKCS8(privateKeyPem ?? fs.readFileSync(WEBVIEW_PRIVATE_KEY_FILE, 'utf8'), 'ES256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setAudience('sportsball-webview')
    .setSubject(`app-user-${randomUUID()}`)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(key);
}
