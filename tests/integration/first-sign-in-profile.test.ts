// A first sign-in carries over what the player typed (docs/product/accounts.md#profile, decision 035):
// the initials and display name last used on their own squares become the new account's preferred
// initials and real name, so Your Settings opens filled in. An existing account is left as it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { babyShowerInput, claimOk, createGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

describe.each(engines)('first sign-in profile on %s', (engine) => {
  let server: TestServer;
  let gameId: string;
  let secondGameId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const host = (await signInByEmail(server, uniqueEmail('carry-host'))).cookie;
    gameId = (await createGame(server, host, babyShowerInput({ name: 'Carry over' }))).gameId;
    secondGameId = (await createGame(server, host, babyShowerInput({ name: 'Carry over 2' }))).gameId;
  });
  afterAll(async () => {
    await server.stop();
  });

  it('fills the new account with the initials and name last typed, in place', async () => {
    const player = await anonymousCookie(server);
    await claimOk(server, player, gameId, 1, { initials: 'JD', displayName: 'Jane Doe' });
    await claimOk(server, player, secondGameId, 2, { initials: 'JQ', displayName: 'Jane Q' });
    await claimOk(server, player, secondGameId, 3, { initials: 'JQ' });

    const { body } = await signInByEmail(server, uniqueEmail('carry-player'), { cookie: player });
    expect(body.isNewUser).toBe(true);
    expect(body.user).toMatchObject({ preferredInitials: 'JQ', publicId: { realName: 'Jane Q', handle: null } });
  });

  it('fills an account created from another device’s anonymous player (moved by its takeover code)', async () => {
    const player = await anonymousCookie(server);
    await claimOk(server, player, gameId, 4, { initials: 'MK', displayName: 'Mo Kay' });
    const me = (await (await fetch(`${server.url}/api/me`, { headers: { cookie: player } })).json()) as { user: { uid: string } };
    const code = await postJson(server, '/api/auth/takeover-code', {}, { cookie: player });
    if (code.status !== 200) return expect.unreachable(`takeover-code: ${code.status}`);
    const { takeoverCode } = (await code.json()) as { takeoverCode: string };

    const { body } = await signInByEmail(server, uniqueEmail('carry-moved'), { anonUid: me.user.uid, takeoverCode });
    expect(body.isNewUser).toBe(true);
    expect(body.user).toMatchObject({ preferredInitials: 'MK', publicId: { realName: 'Mo Kay' } });
  });

  it('leaves an existing account’s profile alone', async () => {
    const email = uniqueEmail('carry-existing');
    const first = await signInByEmail(server, email);
    expect(first.body.user).toMatchObject({ preferredInitials: null, publicId: { realName: null } });

    const player = await anonymousCookie(server);
    await claimOk(server, player, gameId, 7, { initials: 'EX', displayName: 'Ex Isting' });
    const again = await signInByEmail(server, email, { cookie: player });
    expect(again.body.isNewUser).toBe(false);
    expect(again.body.user).toMatchObject({ preferredInitials: null, publicId: { realName: null } });
  });
});
