// The sign-in core every method calls (magic link, Google, webview): accounts, identities,
// session rotation and anonymous promotion, in one transaction, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeSchema } from '../../src/contracts/users.js';
import { signIn } from '../../src/server/services/sign-in.service.js';
import type { SignInIdentity, SignInRequest } from '../../src/server/services/sign-in.service.js';
import { serviceContext } from '../setup/service-context.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const tokenOf = (cookie: string) => cookie.slice('sb_session='.length);
const me = async (server: TestServer, cookie: string) =>
  MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user;
const count = async (server: TestServer, sql: string, params: unknown[] = []) =>
  Number((await server.db.query<{ n: number }>(sql, params)).rows[0]?.n);

let serial = 0;
const google = (): SignInIdentity => {
  serial++;
  return { provider: 'google', subject: `google-sub-${serial}-${Date.now()}`, email: `g${serial}.${Date.now()}@example.com`, emailVerified: true };
};

describe.each(engines)('sign-in core on %s', (engine) => {
  let server: TestServer;
  let services: ReturnType<typeof serviceContext>;
  const run = (request: SignInRequest) => signIn({ ...services.context, adminEmails: ['boss@example.com'] }, request);

  beforeAll(async () => {
    server = await startTestServer(engine);
    services = serviceContext(server.db);
  });
  afterAll(async () => {
    await services.close();
    await server.stop();
  });

  it('promotes the anonymous visitor in place on a first sign-in, logs sign_up and rotates the session', async () => {
    const cookie = await anonymousCookie(server);
    const anon = await me(server, cookie);
    const identity = google();
    const result = await run({ identity, currentToken: tokenOf(cookie) });
    expect(result.isNewUser).toBe(true);
    expect(result.user.uid).toBe(anon?.uid);
    expect(result.user).toMatchObject({ type: 'signedIn', email: identity.email, isAdmin: false, publicId: { handle: null, avatar: null, realName: null } });
    expect(await me(server, cookie)).toBeNull();
    expect(await me(server, `sb_session=${result.token}`)).toEqual(result.user);
    expect(await count(server, "select count(*)::int as n from analytics_events where uid = $1 and name = 'sign_up'", [result.user.uid])).toBe(1);

    const again = await run({ identity, currentToken: result.token });
    expect(again).toMatchObject({ isNewUser: false, user: { uid: result.user.uid } });
    expect(await me(server, `sb_session=${result.token}`)).toBeNull();
    expect(await count(server, "select count(*)::int as n from analytics_events where uid = $1 and name = 'sign_up'", [result.user.uid])).toBe(1);
  });

  it('finds an account by verified email and links the new identity; an unverified email links nothing', async () => {
    const first = await run({ identity: google(), currentToken: undefined });
    const email = first.user.email!;
    const byEmail = await run({ identity: { provider: 'email', subject: email.toUpperCase(), email: email.toUpperCase(), emailVerified: true }, currentToken: undefined });
    expect(byEmail).toMatchObject({ isNewUser: false, user: { uid: first.user.uid } });
    const unverified = await run({ identity: { provider: 'webview', subject: `wv-${Date.now()}`, email, emailVerified: false }, currentToken: undefined });
    expect(unverified.isNewUser).toBe(true);
    expect(unverified.user.uid).not.toBe(first.user.uid);
    expect(unverified.user.email).toBeNull();
  });

  it('promotes the anonymous visitor into an existing account and deletes the anonymous user', async () => {
    const account = await run({ identity: google(), currentToken: undefined });
    const identity = { provider: 'google' as const, subject: '', email: account.user.email, emailVerified: true };
    const subject = (await server.db.query<{ subject: string }>('select subject from identities where uid = $1', [account.user.uid])).rows[0]!.subject;
    const cookie = await anonymousCookie(server);
    const anon = await me(server, cookie);
    const result = await run({ identity: { ...identity, subject }, currentToken: tokenOf(cookie) });
    expect(result.user.uid).toBe(account.user.uid);
    expect(await count(server, 'select count(*)::int as n from users where uid = $1', [anon?.uid])).toBe(0);
    expect(await count(server, 'select count(*)::int as n from anon_promotions where anon_uid = $1 and promoted_to_uid = $2', [anon?.uid, account.user.uid])).toBe(1);
  });

  it('makes an ADMIN_EMAILS account an admin', async () => {
    const result = await run({ identity: { provider: 'email', subject: 'Boss@Example.com', email: 'Boss@Example.com', emailVerified: true }, currentToken: undefined });
    expect(result.user).toMatchObject({ email: 'boss@example.com', isAdmin: true });
  });

  it('two first sign-ins of one identity at once make one account', async () => {
    const identity = google();
    const [a, b] = await Promise.all([run({ identity, currentToken: undefined }), run({ identity, currentToken: undefined })]);
    expect(a.user.uid).toBe(b.user.uid);
    expect([a.isNewUser, b.isNewUser].filter(Boolean)).toHaveLength(1);
  });
});
