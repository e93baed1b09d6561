// Your Settings, handles, account deletion, the community counter and the admin overview over real HTTP (docs/product/accounts.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOverviewSchema } from '../../src/contracts/admin.js';
import { ErrorBodySchema } from '../../src/contracts/errors.js';
import { CommunitySchema, HandleCheckSchema } from '../../src/contracts/profile.js';
import { MeSchema, SignedInUserSchema } from '../../src/contracts/users.js';
import type { PublicId } from '../../src/contracts/users.js';
import { engines } from '../setup/test-databases.js';
import { cookieFrom, signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const me = async (server: TestServer, cookie: string) =>
  MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user;
const count = async (server: TestServer, sql: string, params: unknown[] = []) =>
  Number((await server.db.query<{ n: number }>(sql, params)).rows[0]?.n);
const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error;
const putProfile = (server: TestServer, cookie: string | undefined, body: unknown) =>
  fetch(`${server.url}/api/me/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const checkHandle = async (server: TestServer, handle: string, cookie?: string) => {
  const response = await fetch(`${server.url}/api/handles/${encodeURIComponent(handle)}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return HandleCheckSchema.parse(await response.json());
};
/** Handles are unique per server; tests share one, so each takes fresh ones. */
let handleSerial = 0;
const freshHandle = (prefix = 'p') => `${prefix}${Date.now().toString(36).slice(-6)}${++handleSerial}`;

describe.each(engines)('profile on %s', (engine) => {
  let server: TestServer;
  const publicIdChanges: Array<{ uid: string; publicId: PublicId }> = [];
  const deletions: Array<{ uid: string; deletedHostUid: string }> = [];

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { ADMIN_EMAILS: 'boss@example.com, Chief@Example.com' },
      {
        accountSteps: {
          publicIdChanged: [{ name: 'test-recorder', run: (_tx, change) => Promise.resolve(void publicIdChanges.push(change)) }],
          deletion: [{ name: 'test-recorder', run: (_tx, change) => Promise.resolve(void deletions.push(change)) }],
        },
      },
    );
  });
  afterAll(async () => {
    await server.stop();
  });

  it('saves Your Settings and shows them in /api/me', async () => {
    const { cookie, body } = await signInByEmail(server, uniqueEmail());
    const handle = freshHandle('Jelly_');
    const response = await putProfile(server, cookie, {
      handle,
      avatarId: 7,
      realName: '  Pat Quinn  ',
      preferredInitials: ' pq ',
      bio: ' Squares every Sunday. ',
      analyticsOptOut: true,
    });
    expect(response.status).toBe(200);
    const saved = SignedInUserSchema.parse(await response.json());
    expect(saved).toEqual({
      ...body.user,
      publicId: { handle, avatar: { set: 'avatars-1', id: 7 }, realName: 'Pat Quinn' },
      searchHandle: handle.toLowerCase().replaceAll('_', ''),
      preferredInitials: 'PQ',
      bio: 'Squares every Sunday.',
      analyticsOptOut: true,
    });
    expect(await me(server, cookie)).toEqual(saved);

    // Fields left out stay; null clears.
    const cleared = SignedInUserSchema.parse(await (await putProfile(server, cookie, { realName: null, bio: '' })).json());
    expect(cleared).toMatchObject({ publicId: { handle, realName: null }, bio: null, preferredInitials: 'PQ' });
  });

  describe('refuses a bad profile with texts and changes nothing', () => {
    const cases: Array<[string, unknown, number, string]> = [
      ['an empty handle', { handle: '' }, 400, 'Handle is required'],
      ['a handle with a space', { handle: 'has space' }, 400, 'Only letters, numbers, and underscores'],
      ['a handle with an accent', { handle: 'émile' }, 400, 'Only letters, numbers, and underscores'],
      ['a 16-character handle', { handle: 'a'.repeat(16) }, 400, '15 characters or fewer'],
      ['a handle of underscores', { handle: 'a___' }, 400, 'At least 2 non-underscore characters'],
      ['a 31-character real name', { realName: 'x'.repeat(31) }, 400, 'Real name must be 30 characters or fewer'],
      ['4 initials', { preferredInitials: 'abcd' }, 400, 'Preferred initials must be 3 characters or fewer'],
      ['a long bio', { bio: 'b'.repeat(161) }, 400, 'Bio must be 160 characters or fewer'],
      ['avatar 52', { avatarId: 52 }, 400, 'avatarId: Too big: expected number to be <=51'],
      ['avatar 0', { avatarId: 0 }, 400, 'avatarId: Too small: expected number to be >=1'],
      ['an unknown field', { email: 'me@example.com' }, 400, 'Unrecognized key: "email"'],
    ];

    it.each(cases)('%s', async (_name, body, status, message) => {
      const { cookie } = await signInByEmail(server, uniqueEmail());
      const before = await me(server, cookie);
      const response = await putProfile(server, cookie, body);
      expect(response.status).toBe(status);
      expect((await errorOf(response)).message).toBe(message);
      expect(await me(server, cookie)).toEqual(before);
    });
  });

  it('Your Settings is for signed-in players: 401 without a session, 403 when anonymous', async () => {
    expect((await putProfile(server, undefined, { handle: 'nobody' })).status).toBe(401);
    const anonymous = await putProfile(server, await anonymousCookie(server), { handle: 'nobody' });
    expect(anonymous.status).toBe(403);
    expect(await errorOf(anonymous)).toMatchObject({ code: 'forbidden', message: 'Sign in to set up your profile.' });
  });

  it('handles collide by searchHandle: a_b and AB are one handle', async () => {
    const first = await signInByEmail(server, uniqueEmail());
    const second = await signInByEmail(server, uniqueEmail());
    const base = freshHandle('h');
    const withUnderscore = `${base.slice(0, 1)}_${base.slice(1)}`;
    expect((await putProfile(server, first.cookie, { handle: withUnderscore })).status).toBe(200);

    const taken = await putProfile(server, second.cookie, { handle: base.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({ code: 'handle_taken', message: 'This handle is already taken' });
    expect(await checkHandle(server, base.toUpperCase(), second.cookie)).toEqual({ handle: base.toUpperCase(), available: false, error: 'This handle is already taken' });
    expect(await checkHandle(server, base.toUpperCase())).toMatchObject({ available: false });
    // Your own handle, in another spelling, is yours to keep.
    expect(await checkHandle(server, base.toUpperCase(), first.cookie)).toEqual({ handle: base.toUpperCase(), available: true, error: null });
    expect((await putProfile(server, first.cookie, { handle: base.toUpperCase() })).status).toBe(200);
    expect(await checkHandle(server, 'a__', second.cookie)).toEqual({ handle: 'a__', available: false, error: 'At least 2 non-underscore characters' });
    expect(await checkHandle(server, freshHandle('free'))).toMatchObject({ available: true, error: null });
  });

  it('two players racing for one handle: exactly one wins, the other is told it is taken', async () => {
    const players = await Promise.all([signInByEmail(server, uniqueEmail()), signInByEmail(server, uniqueEmail())]);
    const handle = freshHandle('race');
    const responses = await Promise.all([
      putProfile(server, players[0].cookie, { handle }),
      putProfile(server, players[1].cookie, { handle: `${handle.slice(0, 2)}_${handle.slice(2).toUpperCase()}` }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.status === 409)!;
    expect(await errorOf(loser)).toMatchObject({ code: 'handle_taken', message: 'This handle is already taken' });
    expect(await count(server, 'select count(*)::int as n from users where search_handle = $1', [handle.toLowerCase()])).toBe(1);
  });

  it('a new public face (handle, avatar or real name) runs the entryOwner steps once; other fields do not', async () => {
    const { cookie, body } = await signInByEmail(server, uniqueEmail());
    const uid = body.user!.uid;
    const mine = () => publicIdChanges.filter((c) => c.uid === uid);
    await putProfile(server, cookie, { realName: 'Sam' });
    expect(mine()).toEqual([{ uid, publicId: { handle: null, avatar: null, realName: 'Sam' } }]);
    await putProfile(server, cookie, { avatarId: 3 });
    expect(mine().at(-1)).toEqual({ uid, publicId: { handle: null, avatar: { set: 'avatars-1', id: 3 }, realName: 'Sam' } });
    await putProfile(server, cookie, { bio: 'hi', preferredInitials: 'S', analyticsOptOut: true, realName: ' Sam ' });
    expect(mine()).toHaveLength(2);
  });

  it('a first sign-in without a handle reports isNewUser (the client opens Your Settings); a later one does not', async () => {
    const email = uniqueEmail();
    expect((await signInByEmail(server, email)).body.isNewUser).toBe(true);
    expect((await signInByEmail(server, email)).body.isNewUser).toBe(false);
  });

  describe('account deletion', () => {
    it('requires typing DELETE and a signed-in player', async () => {
      const { cookie } = await signInByEmail(server, uniqueEmail());
      for (const body of [{}, { confirm: 'delete' }, { confirm: 'DELETE ' }]) {
        const response = await postJson(server, '/api/me/delete', body, { cookie });
        expect(response.status).toBe(400);
        expect((await errorOf(response)).message).toMatch(/^confirm: /);
      }
      expect((await me(server, cookie))?.type).toBe('signedIn');
      expect((await postJson(server, '/api/me/delete', { confirm: 'DELETE' })).status).toBe(401);
      expect((await postJson(server, '/api/me/delete', { confirm: 'DELETE' }, { cookie: await anonymousCookie(server) })).status).toBe(403);
    });

    it('removes personal data, runs the deletion steps with the Deleted host placeholder, and continues anonymously', async () => {
      const email = uniqueEmail('leaving');
      const phone = await anonymousCookie(server);
      const { cookie, body } = await signInByEmail(server, email, { cookie: phone });
      const uid = body.user!.uid;
      const { cookie: otherDevice } = await signInByEmail(server, email);
      await putProfile(server, cookie, { handle: freshHandle('gone'), realName: 'Leaving Soon', avatarId: 9, bio: 'bye' });
      await postJson(server, '/api/auth/email-link', { email }); // a pending link

      const response = await postJson(server, '/api/me/delete', { confirm: 'DELETE' }, { cookie });
      expect(response.status).toBe(200);
      const after = MeSchema.parse(await response.json()).user;
      expect(after?.type).toBe('anonymous');
      expect(await me(server, cookieFrom(response))).toEqual(after);
      expect(await me(server, cookie)).toBeNull();
      expect(await me(server, otherDevice)).toBeNull();

      expect(deletions).toContainEqual({ uid, deletedHostUid: '_deleted_host_______' });
      for (const [table, column] of [
        ['users', 'uid'],
        ['identities', 'uid'],
        ['sessions', 'uid'],
        ['analytics_events', 'uid'],
        ['anon_promotions', 'promoted_to_uid'],
      ] as const) {
        expect([table, await count(server, `select count(*)::int as n from ${table} where ${column} = $1`, [uid])]).toEqual([table, 0]);
      }
      expect(await count(server, 'select count(*)::int as n from users where lower(email) = $1', [email])).toBe(0);
      expect(await count(server, 'select count(*)::int as n from email_link_tokens where email = $1', [email])).toBe(0);
      expect(await count(server, "select count(*)::int as n from users where uid = '_deleted_host_______' and real_name = 'Deleted host' and email is null")).toBe(1);

      // The address is free again: signing in makes a new account.
      const again = await signInByEmail(server, email);
      expect(again.body.isNewUser).toBe(true);
      expect(again.body.user!.uid).not.toBe(uid);
    });
  });

  it('counts the community and shows up to 6 recent faces with a handle and an avatar', async () => {
    const handles: string[] = [];
    for (let i = 0; i < 7; i++) {
      const { cookie } = await signInByEmail(server, uniqueEmail());
      const handle = freshHandle('face');
      handles.push(handle);
      expect((await putProfile(server, cookie, { handle, avatarId: i + 1 })).status).toBe(200);
    }
    await signInByEmail(server, uniqueEmail()); // no face yet: counted, not shown
    const response = await fetch(`${server.url}/api/community`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const community = CommunitySchema.parse(await response.json());
    const signedIn = await count(server, "select count(*)::int as n from users where type = 'signedIn' and uid <> '_deleted_host_______'");
    expect(community.players).toBe(signedIn);
    expect(community.faces).toHaveLength(6);
    expect(community.faces.map((f) => f.handle)).toEqual(handles.slice(1).reverse());
  });

  describe('admin', () => {
    it('refuses the overview to anyone but an admin (403), a request without a session included', async () => {
      expect((await fetch(`${server.url}/api/admin/overview`)).status).toBe(403);
      const anonymous = await fetch(`${server.url}/api/admin/overview`, { headers: { cookie: await anonymousCookie(server) } });
      expect(anonymous.status).toBe(403);
      const { cookie, body } = await signInByEmail(server, uniqueEmail());
      expect(body.user).toMatchObject({ isAdmin: false });
      const player = await fetch(`${server.url}/api/admin/overview`, { headers: { cookie } });
      expect(player.status).toBe(403);
      expect(await errorOf(player)).toMatchObject({ code: 'forbidden', message: 'The Admin Dashboard is for admin accounts only.' });
    });

    it('shows an ADMIN_EMAILS account the dashboard figures', async () => {
      const { cookie, body } = await signInByEmail(server, 'chief@example.com');
      expect(body.user).toMatchObject({ isAdmin: true });
      expect((await me(server, cookie)) as { isAdmin?: boolean }).toMatchObject({ isAdmin: true });
      await server.db.query(
        `insert into sports_feeds (sports_league, provider, last_success_at, failing_since, last_error)
         values ('NFL', 'simulator', now(), null, null) on conflict (sports_league) do nothing`,
      );
      const response = await fetch(`${server.url}/api/admin/overview`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const overview = AdminOverviewSchema.parse(await response.json());
      expect(overview).toMatchObject({ version: '0.4.142', database: engine });
      expect(overview.users.signedIn).toBe(await count(server, "select count(*)::int as n from users where type = 'signedIn' and uid <> '_deleted_host_______'"));
      expect(overview.users.anonymous).toBe(await count(server, "select count(*)::int as n from users where type = 'anonymous'"));
      expect(overview.users.signUpsLast7Days).toBe(overview.users.signedIn);
      expect(overview.sessions.live).toBeGreaterThan(0);
      expect(overview.feeds.map((f) => f.sportsLeague)).toContain('NFL');
    });
  });
});
