// A magic link is bound to the browser that asked for it (decision 019): opened anywhere else it
// signs in only after the person confirms, and moves that browser's anonymous games only when
// they said so. Also: takeover codes last 10 minutes and work once. Real HTTP, both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedInSchema, TakeoverCodeResponseSchema } from '../../src/contracts/auth.js';
import { ErrorBodySchema } from '../../src/contracts/errors.js';
import { MeSchema } from '../../src/contracts/users.js';
import { claimOk, createGame, readGame, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { cookieFrom, cookies, linkParams, signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { latestMailTo } from '../setup/outbox.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

describe.each(engines)('a sign-in link bound to the browser that asked, on %s', (engine) => {
  let server: TestServer;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => new Date(Date.now() + clockOffsetMs) });
  });
  afterAll(async () => {
    await server.stop();
  });

  const me = async (cookie: string) => MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user;
  const count = async (sql: string, params: unknown[] = []) => Number((await server.db.query<{ n: number }>(sql, params)).rows[0]?.n);
  const complete = (body: unknown, cookie?: string) => postJson(server, '/api/auth/email-link/complete', body, cookie ? { cookie } : {});
  const takeoverCode = async (cookie: string) => {
    const response = await postJson(server, '/api/auth/takeover-code', {}, { cookie });
    expect(response.status).toBe(200);
    return TakeoverCodeResponseSchema.parse(await response.json()).takeoverCode;
  };
  /** Asks for a link from a browser holding `cookie` (if any); answers the link and that browser's binding cookie. */
  const askForLink = async (email: string, extra: Record<string, string> = {}, cookie?: string) => {
    const response = await postJson(server, '/api/auth/email-link', { email, ...extra }, cookie ? { cookie } : {});
    expect(response.status).toBe(200);
    return { link: latestMailTo(server.dataDir, email).link, binding: cookieFrom(response), setCookie: response.headers.get('set-cookie')! };
  };
  /** An anonymous player who hosts a squares pool and holds a square in it. */
  const anonymousWithGames = async () => {
    const cookie = await anonymousCookie(server);
    const uid = (await me(cookie))!.uid;
    const sports = await storeSportsGame(server.db);
    const { gameId } = await createGame(server, cookie, sportsGameInput(sports.id));
    await claimOk(server, cookie, gameId, 5, { initials: 'VI' });
    return { cookie, uid, gameId };
  };
  const owners = async (gameId: string) => {
    const game = await readGame(server, gameId);
    return { host: game.host?.uid, squares: game.squares.map((s) => s.uid) };
  };

  it('asking for a link sets an httpOnly, Strict, 10-minute cookie for the link routes, and stores only its hash', async () => {
    const email = uniqueEmail('binding');
    const { setCookie, binding, link } = await askForLink(email);
    expect(setCookie).toMatch(/^sb_link_browser=[A-Za-z0-9_-]{43}; Path=\/api\/auth\/email-link; HttpOnly; SameSite=Strict; Max-Age=600$/);
    const nonce = binding.split('=')[1]!;
    expect(await count('select count(*)::int as n from email_link_tokens where browser_hash is not null and email = $1', [email])).toBe(1);
    expect(await count('select count(*)::int as n from email_link_tokens where browser_hash = $1', [nonce])).toBe(0);
    // The same browser asking again keeps its nonce, so both its links stay bound to it.
    const again = await askForLink(email, {}, binding);
    expect(again.binding).toBe(binding);
    const first = await complete(linkParams(link), binding);
    expect(first.status).toBe(200);
  });

  it("an attacker's link opened by a victim's anonymous session neither signs in nor moves anything without confirmation", async () => {
    const attacker = uniqueEmail('attacker');
    const { body: attackerAccount } = await signInByEmail(server, attacker);
    const victim = await anonymousWithGames();
    const { link } = await askForLink(attacker); // from the attacker's own browser
    const spentBefore = await count('select count(*)::int as n from email_link_tokens where used_at is not null and email = $1', [attacker]);

    const response = await complete(linkParams(link), victim.cookie);
    expect(response.status).toBe(409);
    expect(ErrorBodySchema.parse(await response.json()).error).toMatchObject({ code: 'confirmation_required' });
    expect(response.headers.get('set-cookie')).toBeNull();
    // Still the same anonymous player, who still hosts the pool and holds the square.
    expect(await me(victim.cookie)).toEqual({ type: 'anonymous', uid: victim.uid });
    expect(await owners(victim.gameId)).toEqual({ host: victim.uid, squares: [victim.uid] });
    expect(await count('select count(*)::int as n from user_games where uid = $1', [attackerAccount.user!.uid])).toBe(0);
    // The link is not spent: the person may still confirm.
    expect(await count('select count(*)::int as n from email_link_tokens where used_at is not null and email = $1', [attacker])).toBe(spentBefore);
  });

  it('a brand-new address does not take over the victim in place either', async () => {
    const attacker = uniqueEmail('fresh.attacker');
    const victim = await anonymousWithGames();
    const { link } = await askForLink(attacker);
    expect((await complete(linkParams(link), victim.cookie)).status).toBe(409);
    expect(await me(victim.cookie)).toEqual({ type: 'anonymous', uid: victim.uid });
    expect(await count('select count(*)::int as n from users where lower(email) = $1', [attacker])).toBe(0);
  });

  it('confirmed with moveGames: true, it signs in and moves the anonymous games into that account', async () => {
    const email = uniqueEmail('other.browser');
    const { body: account } = await signInByEmail(server, email);
    const player = await anonymousWithGames();
    const { link } = await askForLink(email);

    const response = await complete({ ...linkParams(link), moveGames: true }, player.cookie);
    expect(response.status).toBe(200);
    expect(SignedInSchema.parse(await response.json()).user!.uid).toBe(account.user!.uid);
    expect(await owners(player.gameId)).toEqual({ host: account.user!.uid, squares: [account.user!.uid] });
    expect(await count('select count(*)::int as n from users where uid = $1', [player.uid])).toBe(0);
  });

  it('confirmed with moveGames: false, it signs in and leaves the anonymous games where they are', async () => {
    const email = uniqueEmail('keep.apart');
    const player = await anonymousWithGames();
    const { link } = await askForLink(email);

    const response = await complete({ ...linkParams(link), moveGames: false }, player.cookie);
    expect(response.status).toBe(200);
    const body = SignedInSchema.parse(await response.json());
    // A new account (not the anonymous player promoted in place), and the games stay with the anonymous player.
    expect(body.isNewUser).toBe(true);
    expect(body.user!.uid).not.toBe(player.uid);
    expect(await owners(player.gameId)).toEqual({ host: player.uid, squares: [player.uid] });
    expect(await count("select count(*)::int as n from users where uid = $1 and type = 'anonymous'", [player.uid])).toBe(1);
    // The new session is the account's; the old cookie no longer signs anyone in.
    expect((await me(cookieFrom(response)))?.uid).toBe(body.user!.uid);
    expect(await me(player.cookie)).toBeNull();
  });

  it('in the browser that asked, the link signs in at once and moves its anonymous games, as before', async () => {
    const email = uniqueEmail('same.browser');
    const { body: account } = await signInByEmail(server, email);
    const player = await anonymousWithGames();
    const { link, binding } = await askForLink(email, {}, player.cookie);

    const response = await complete(linkParams(link), cookies(player.cookie, binding));
    expect(response.status).toBe(200);
    expect(SignedInSchema.parse(await response.json()).user!.uid).toBe(account.user!.uid);
    expect(await owners(player.gameId)).toEqual({ host: account.user!.uid, squares: [account.user!.uid] });
  });

  it("another browser's binding cookie is not this link's", async () => {
    const victim = await anonymousWithGames();
    const { binding: victimsOwn } = await askForLink(uniqueEmail('victim.own'), {}, victim.cookie);
    const { link } = await askForLink(uniqueEmail('attacker.two'));
    expect((await complete(linkParams(link), cookies(victim.cookie, victimsOwn))).status).toBe(409);
    expect(await owners(victim.gameId)).toEqual({ host: victim.uid, squares: [victim.uid] });
  });

  it('from another device: the asking phone’s games move on confirmation; the laptop’s only if the person says so', async () => {
    const email = uniqueEmail('two.devices');
    const { body: account } = await signInByEmail(server, email);
    const phone = await anonymousWithGames();
    const code = await takeoverCode(phone.cookie);
    const { link } = await askForLink(email, { anonUid: phone.uid, takeoverCode: code }, phone.cookie);
    const laptop = await anonymousWithGames();

    expect((await complete(linkParams(link), laptop.cookie)).status).toBe(409);
    expect(await owners(phone.gameId)).toEqual({ host: phone.uid, squares: [phone.uid] });

    const response = await complete({ ...linkParams(link), moveGames: false }, laptop.cookie);
    expect(response.status).toBe(200);
    expect(SignedInSchema.parse(await response.json()).user!.uid).toBe(account.user!.uid);
    expect(await owners(phone.gameId)).toEqual({ host: account.user!.uid, squares: [account.user!.uid] });
    expect(await owners(laptop.gameId)).toEqual({ host: laptop.uid, squares: [laptop.uid] });

    // The same from a laptop whose person also moves its games.
    const phone2 = await anonymousWithGames();
    const code2 = await takeoverCode(phone2.cookie);
    const second = await askForLink(email, { anonUid: phone2.uid, takeoverCode: code2 }, phone2.cookie);
    const laptop2 = await anonymousWithGames();
    expect((await complete({ ...linkParams(second.link), moveGames: true }, laptop2.cookie)).status).toBe(200);
    expect(await owners(phone2.gameId)).toEqual({ host: account.user!.uid, squares: [account.user!.uid] });
    expect(await owners(laptop2.gameId)).toEqual({ host: account.user!.uid, squares: [account.user!.uid] });
  });

  it('refuses a moveGames that is not a boolean, changing nothing', async () => {
    const email = uniqueEmail('bad.move');
    const { link, binding } = await askForLink(email);
    const response = await complete({ ...linkParams(link), moveGames: 'yes' }, binding);
    expect(response.status).toBe(400);
    const error = ErrorBodySchema.parse(await response.json()).error;
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/^moveGames: /);
    expect(await count('select count(*)::int as n from email_link_tokens where used_at is not null and email = $1', [email])).toBe(0);
  });

  it('a takeover code expires after 10 minutes: the sign-in succeeds, the phone’s games stay', async () => {
    const email = uniqueEmail('late.code');
    const phone = await anonymousWithGames();
    const code = await takeoverCode(phone.cookie);
    clockOffsetMs = 10 * 60_000 + 1_000;
    try {
      const { link, binding } = await askForLink(email, { anonUid: phone.uid, takeoverCode: code });
      const response = await complete(linkParams(link), binding);
      expect(response.status).toBe(200);
      expect(SignedInSchema.parse(await response.json()).user!.uid).not.toBe(phone.uid);
      expect(await owners(phone.gameId)).toEqual({ host: phone.uid, squares: [phone.uid] });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('a takeover code within its 10 minutes works, once', async () => {
    const email = uniqueEmail('code.once');
    const { body: account } = await signInByEmail(server, email);
    const phone = await anonymousWithGames();
    const code = await takeoverCode(phone.cookie);
    clockOffsetMs = 9 * 60_000;
    try {
      const { link, binding } = await askForLink(email, { anonUid: phone.uid, takeoverCode: code });
      expect((await complete(linkParams(link), binding)).status).toBe(200);
      expect(await owners(phone.gameId)).toEqual({ host: account.user!.uid, squares: [account.user!.uid] });
      expect(await count("select count(*)::int as n from anon_promotions where anon_uid = $1 and code_hash = ''", [phone.uid])).toBe(1);
    } finally {
      clockOffsetMs = 0;
    }
  });
});
