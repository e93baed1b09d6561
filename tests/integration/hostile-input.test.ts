// Hostile text at the boundary (docs/security.md, "Hostile text"): NUL and lone surrogates,
// deep JSON, on every route and the socket; and a claim the database cannot run fails alone
// in its batch (decision 018).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claim, createGame, readGame, refusal, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { serviceContext } from '../setup/service-context.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';
import { claimSquare } from '../../src/server/services/squares-claims.service.js';
import { sessionTokenHash } from '../../src/server/services/sessions.service.js';

const initialsOf = (i: number) => `P${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe.each(engines)('hostile input on %s', (engine) => {
  let server: TestServer;
  let host: string;
  let players: string[];

  const newGame = async () => {
    const sports = await storeSportsGame(server.db);
    return (await createGame(server, host, sportsGameInput(sports.id))).gameId;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    players = await Promise.all(Array.from({ length: 60 }, () => anonymousCookie(server)));
  });
  afterAll(async () => {
    await server.stop();
  });

  it('ten senders of a NUL claim among 60 real players: each bad claim gets a 400 naming initials, every real claim lands', async () => {
    const gameId = await newGame();
    const bad = Array.from({ length: 10 }, (_, i) => claim(server, `sb_session=not-a-session-${i}`, gameId, 99, { initials: 'a\u0000' }));
    const real = players.map((cookie, i) => claim(server, cookie, gameId, i, { initials: initialsOf(i) }));
    const [badResponses, realResponses] = await Promise.all([Promise.all(bad), Promise.all(real)]);
    for (const response of badResponses) {
      expect(await refusal(response)).toEqual({ status: 400, code: 'invalid_input', message: 'initials: must not contain the NUL character or unpaired surrogates' });
    }
    expect(realResponses.map((r) => r.status)).toEqual(players.map(() => 200));
    expect((await readGame(server, gameId)).squares).toHaveLength(60);
  });

  it('a claim the database cannot run fails alone: the rest of its batch commits', async () => {
    // Straight to the service, past the HTTP boundary, as a job no check foresaw would come.
    const gameId = await newGame();
    const { context, close } = serviceContext(server.db);
    const caller = (cookie: string) => ({ tokenHash: sessionTokenHash(tokenOf(cookie)) });
    const bad = players.slice(0, 10).map((cookie, i) => claimSquare(context, caller(cookie), gameId, 90 + i, { initials: `X${i}\u0000` }));
    const real = players.slice(10).map((cookie, i) => claimSquare(context, caller(cookie), gameId, i, { initials: initialsOf(i) }));
    const [badResults, realResults] = await Promise.all([Promise.allSettled(bad), Promise.allSettled(real)]);
    await close();
    expect(badResults.map((r) => r.status)).toEqual(bad.map(() => 'rejected'));
    expect(realResults.map((r) => r.status)).toEqual(real.map(() => 'fulfilled'));
    const game = await readGame(server, gameId);
    expect(game.squares.map((s) => s.square)).toEqual(real.map((_, i) => i));
  });

  it.each([
    ['a claim with a lone high surrogate', 'POST', '/api/games/aaaaaaaaaaaaaaaaaaaa/squares/1/claim', { initials: 'A\ud800' }, 'initials'],
    ['a claim with a lone low surrogate', 'POST', '/api/games/aaaaaaaaaaaaaaaaaaaa/squares/1/claim', { initials: '\udc00A' }, 'initials'],
    ['a webview token (the route is off)', 'POST', '/api/auth/webview-token', { token: 'x\u0000y' }, 'token'],
    ['an email link', 'POST', '/api/auth/email-link', { email: 'a\u0000@example.com' }, 'email'],
    ['a nested create body', 'POST', '/api/squares/games', { variant: 'BabyShower', payouts: ['ok', 'b\u0000d'] }, 'payouts.1'],
    ['a key of a body', 'POST', '/api/session/anonymous', { 'a\u0000': 1 }, 'body'],
    ['a dev route', 'POST', '/api/dev/sim/tick', { note: '\u0000' }, 'note'],
    ['a query string', 'GET', '/api/dev/sim/games?league=%00', undefined, 'league'],
    ['a path parameter', 'GET', '/api/handles/ab%00cd', undefined, 'handle'],
  ])('%s: 400 naming the field', async (_name, method, path, body, field) => {
    const cookie = await anonymousCookie(server);
    const response =
      method === 'POST'
        ? await postJson(server, path, body, { cookie })
        : await fetch(server.url + path, { headers: { cookie } });
    const refused = await refusal(response);
    expect(refused.status).toBe(400);
    expect(refused.code).toBe('invalid_input');
    expect(refused.message.startsWith(`${field}: `)).toBe(true);
    expect(refused.message).toMatch(/NUL character or unpaired surrogates/);
  });

  it.each([5_000, 12_000])('JSON nested %i deep: 400 saying so, on a route that trims its body and on one that does not', async (depth) => {
    for (const path of ['/api/squares/games', '/api/pickem/games', '/api/session/anonymous']) {
      const response = await fetch(server.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: host },
        body: `{"name":${deepArray(depth)}}`,
      });
      const refused = await refusal(response);
      expect([refused.status, refused.code]).toEqual([400, 'invalid_input']);
      expect(refused.message).toMatch(/^name(\.0)+: is nested more than 32 levels deep$/);
    }
  });

  it('the socket: a deep message and a NUL key each get an error frame, and the socket goes on', async () => {
    const live = await LiveTestClient.connect(server, host);
    // Socket messages are at most 4 KiB: as deep as that allows.
    live.send(`{"type":"unsubscribe","topic":"a","extra":${deepArray(2_000)}}`);
    live.send('{"type":"unsubscribe","topic":"a","x\\u0000":1}');
    const gameId = await newGame();
    live.send({ type: 'subscribe', topic: `game:${gameId}` });
    const [deep, nul, snapshot] = await live.waitFor(3);
    expect(deep).toMatchObject({ type: 'error', code: 'bad_message' });
    expect(deep?.type === 'error' ? deep.message : '').toMatch(/^extra(\.0)+: is nested more than 32 levels deep$/);
    expect(nul).toMatchObject({ type: 'error', code: 'bad_message', message: 'message: has a key that must not contain the NUL character or unpaired surrogates' });
    expect(snapshot?.type).toBe('snapshot');
    await live.close();
  });
});
