// Look-alike labels (docs/security.md, "Hostile text"): initials, names and handles are stored
// as they show, so text that looks the same is the same label, and mixed-script initials are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedInUserSchema } from '../../src/contracts/users.js';
import { INITIALS_ERRORS } from '../../src/domain/squares/index.js';
import { ENTRY_NAME_ERRORS } from '../../src/domain/pickem/names.js';
import { createPickem, joinGame, joinOk, propsInput } from '../factories/pickem-games.js';
import { claim, createGame, readGame, refusal, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

describe.each(engines)('look-alike labels on %s', (engine) => {
  let server: TestServer;
  let host: string;

  const newGame = async (name = 'Sunday Squares') => {
    const sports = await storeSportsGame(server.db);
    return (await createGame(server, host, sportsGameInput(sports.id, { name }))).gameId;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
  });
  afterAll(async () => {
    await server.stop();
  });

  it('five look-alike "QX" claims at once: one QX, four "Initials already taken"', async () => {
    const gameId = await newGame();
    // Zero-width space, fullwidth letters, bidi override and word joiner, Cyrillic Qa and Ha.
    const lookAlikes = ['QX', 'Q\u200BX', 'ＱＸ', '\u202DQ\u2060X\u202C', 'ԚХ'];
    const players = await Promise.all(lookAlikes.map(() => anonymousCookie(server)));
    const responses = await Promise.all(lookAlikes.map((initials, i) => claim(server, players[i], gameId, i, { initials })));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(await refusal(response)).toEqual({ status: 409, code: 'initials_taken', message: INITIALS_ERRORS.taken });
    }
    expect((await readGame(server, gameId)).squares.map((s) => s.entryName)).toEqual(['QX']);
  });

  it('a right-to-left override is dropped: "\\u202EAB" is stored as AB, not shown as BA; mixed-script initials get a 400', async () => {
    const gameId = await newGame();
    const [rtl, mixed] = await Promise.all([anonymousCookie(server), anonymousCookie(server)]);
    expect((await claim(server, rtl, gameId, 5, { initials: '\u202EAB' })).status).toBe(200);
    expect(await refusal(await claim(server, mixed, gameId, 6, { initials: 'QХ' }))).toEqual({ status: 400, code: 'invalid_input', message: INITIALS_ERRORS.mixedScript });
    expect((await readGame(server, gameId)).squares.map((s) => [s.square, s.entryName])).toEqual([[5, 'AB']]);
  });

  it('pool names, display names, handles and preferred initials are stored as they show', async () => {
    const gameId = await newGame('\u202EBig\u200B Game');
    expect((await readGame(server, gameId)).name).toBe('Big Game');
    const invisible = await postJson(server, '/api/squares/games', { ...sportsGameInput((await storeSportsGame(server.db)).id), name: '\u200B\u2060' }, { cookie: host });
    expect(await refusal(invisible)).toEqual({ status: 400, code: 'invalid_input', message: 'name: A pool needs a name' });

    const player = await anonymousCookie(server);
    expect((await claim(server, player, gameId, 7, { initials: 'ZZ', displayName: 'Ａnna\u200D' })).status).toBe(200);
    expect((await readGame(server, gameId)).squares[0]?.entryOwner?.name).toBe('Anna');

    const { cookie } = await signInByEmail(server, uniqueEmail('lookalike'));
    const handle = `ｌｏｏｋ${Date.now() % 100000}`;
    const response = await fetch(`${server.url}/api/me/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ handle: `\u200B${handle}`, preferredInitials: 'q\u200Bx' }),
    });
    expect(response.status).toBe(200);
    const saved = SignedInUserSchema.parse(await response.json());
    expect(saved.searchHandle).toBe(handle.normalize('NFKC'));
    expect(saved.preferredInitials).toBe('QX');
  });

  it("pick'em entry names: a look-alike of an entry's name is that name, and is refused as taken", async () => {
    const { cookie } = await signInByEmail(server, uniqueEmail('entries'));
    const { gameId } = await createPickem(server, host, propsInput(new Date(Date.now() + 86_400_000), { name: '\u202EOffice\u200B props' }));
    const first = await joinOk(server, cookie, gameId, { entryName: '\u202EＬｕｃｋｙ\u200B' });
    expect(first.entryName).toBe('Lucky');
    expect(await refusal(await joinGame(server, cookie, gameId, { entryName: 'Lu\u200Dcky' }))).toMatchObject({ status: 409, message: ENTRY_NAME_ERRORS.taken });
  });
});
