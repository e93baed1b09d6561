// Signing in over HTTP as a browser would: ask for a magic link, read it from the outbox, follow it.
import { SignedInSchema } from '../../src/contracts/auth.js';
import type { SignedIn } from '../../src/contracts/auth.js';
import { latestMailTo } from './outbox.js';
import { postJson } from './test-server.js';

let counter = 0;
/** A unique address per call, so tests never share an account or a rate limit. */
export function uniqueEmail(label = 'player'): string {
  counter++;
  return `${label}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

/** The query of /finish-email-sign-in, as the page posts it to /api/auth/email-link/complete. */
export function linkParams(link: URL): Record<string, string> {
  const params = Object.fromEntries(link.searchParams);
  delete params.thenNavigate;
  return params;
}

export function cookieFrom(response: Response): string {
  const setCookie = response.headers.get('set-cookie');
  if (!setCookie) throw new Error(`no cookie in the ${response.status} response`);
  return setCookie.split(';')[0]!;
}

/** Cookie header values joined, as a browser sends every cookie it holds for the path. */
export function cookies(...values: Array<string | undefined>): string {
  return values.filter((value): value is string => value !== undefined && value !== '').join('; ');
}

/**
 * Sends a link to `email` and follows it in the same browser (its session `cookie`, and the
 * link-binding cookie the send set, decision 019).
 */
export async function signInByEmail(
  server: { url: string; dataDir: string },
  email: string,
  options: { cookie?: string; anonUid?: string; takeoverCode?: string } = {},
): Promise<{ cookie: string; body: SignedIn; link: URL }> {
  const headers = options.cookie ? { cookie: options.cookie } : undefined;
  const { cookie: _cookie, ...promote } = options;
  const sent = await postJson(server, '/api/auth/email-link', { email, ...promote }, headers);
  if (sent.status !== 200) throw new Error(`email-link: ${sent.status} ${await sent.text()}`);
  const link = latestMailTo(server.dataDir, email.toLowerCase()).link;
  const response = await postJson(server, '/api/auth/email-link/complete', linkParams(link), { cookie: cookies(options.cookie, cookieFrom(sent)) });
  if (response.status !== 200) throw new Error(`complete: ${response.status} ${await response.text()}`);
  return { cookie: cookieFrom(response), body: SignedInSchema.parse(await response.json()), link };
}
