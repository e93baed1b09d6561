// The host's tools on a pick'em pool over real HTTP, on PGlite and PostgreSQL
// (docs/product/pickem.md#host-tools): editing the name and description, removing an entry before
// picks lock. Each change is in the public activity log and on every page at once; a non-host is
// refused with 403 and a removal after the lock with 409, and neither changes anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeSchema } from '../../src/contracts/users.js';
import { createPickem, joinOk, ownEntries, pickOk, propsInput, readPickem } from '../factories/pickem-games.js';
import { refusal } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, LiveTestClient, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const HOUR = 3_600_000;

describe.each(engines)('pick’em host tools on %s', (engine) => {
  let server: TestServer;
  let clock = new Date();
  let host: string;
  let player: string;
  let playerUid: string;
  let stranger: string;

  const uidOf = async (cookie: string) => MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user!.uid;
  const details = (cookie: string | undefined, gameId: string, body: unknown) => postJson(server, `/api/pickem/games/${gameId}/details`, body, cookie ? { cookie } : {});
  const remove = (cookie: string | undefined, gameId: string, entryId: string) => postJson(server, `/api/pickem/games/${gameId}/entries/${entryId}/remove`, {}, cookie ? { cookie } : {});
  /** Everything a refused host command could have changed. */
  const state = async (gameId: string) => ({
    game: (await server.db.query('select name, description from games where id = $1', [gameId])).rows,
    entries: (await server.db.query('select id, uid, entry_name from pickem_entries where game_id = $1 order by id', [gameId])).rows,
    answers: (await server.db.query('select a.* from pickem_answers a join pickem_entries e on e.id = a.entry_id where e.game_id = $1 order by 1, 2', [gameId])).rows,
    audit: (await server.db.query('select subject, change from pickem_audit_log where game_id = $1 order by id', [gameId])).rows,
    myGames: (await server.db.query('select uid from user_games where game_id = $1 order by uid', [gameId])).rows,
  });
  const newProps = async () => (await createPickem(server, host, propsInput(new Date(clock.getTime() + HOUR), { tiebreaker: null }))).gameId;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => clock });
    const signedIn = await signInByEmail(server, uniqueEmail('host'));
    host = signedIn.cookie;
    await fetch(`${server.url}/api/me/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: host },
      body: JSON.stringify({ realName: 'Hana Host' }),
    });
    player = await anonymousCookie(server);
    playerUid = await uidOf(player);
    stranger = await anonymousCookie(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('the host renames the pool and edits its description: every page hears it, the log says who and what', async () => {
    const gameId = await newProps();
    const live = await LiveTestClient.connect(server, stranger);
    live.send({ type: 'subscribe', topic: `game:${gameId}` });
    await live.waitFor(1);

    expect((await details(host, gameId, { name: '  Office props  ', description: 'Lunch on the winner' })).status).toBe(200);

    const game = await readPickem(server, gameId);
    expect(game.name).toBe('Office props');
    expect(game.description).toBe('Lunch on the winner');
    expect(game.auditLog.map((r) => [r.subject, r.change, r.by])).toEqual([
      ['Pool', 'Renamed: Shower props → Office props', 'Hana Host'],
      ['Pool', 'Description edited', 'Hana Host'],
    ]);
    const [update] = await live.waitFor(2).then((messages) => messages.slice(1));
    expect(update).toMatchObject({ type: 'update', data: { name: 'Office props', description: 'Lunch on the winner' } });
    await live.close();

    // The same words again change nothing and log nothing.
    expect((await details(host, gameId, { name: 'Office props', description: 'Lunch on the winner' })).status).toBe(200);
    expect((await readPickem(server, gameId)).auditLog).toHaveLength(2);
  });

  it('refuses a non-host (403), a request without a session (401) and an empty name (400), changing nothing', async () => {
    const gameId = await newProps();
    await joinOk(server, player, gameId);
    const before = await state(gameId);
    expect(await refusal(await details(player, gameId, { name: 'Mine now', description: '' }))).toEqual({ status: 403, code: 'forbidden', message: 'Only the host can do that' });
    expect((await details(undefined, gameId, { name: 'Mine now', description: '' })).status).toBe(401);
    expect((await details(host, gameId, { name: '   ', description: '' })).status).toBe(400);
    expect((await details(host, gameId, { name: 'x'.repeat(500), description: '' })).status).toBe(400);
    expect((await details(host, gameId, { name: 'Fine', description: '', extra: true })).status).toBe(400);
    expect(await state(gameId)).toEqual(before);
  });

  it('the host removes an entry before lock: gone from the leaderboard, the player’s own list and My Games, logged', async () => {
    const gameId = await newProps();
    const { entryId, entryName } = await joinOk(server, player, gameId);
    await pickOk(server, player, gameId, entryId, 0, 'Yes');

    expect((await remove(host, gameId, entryId)).status).toBe(200);

    const game = await readPickem(server, gameId);
    expect(game.entries).toEqual([]);
    expect(game.auditLog.map((r) => [r.subject, r.change, r.by])).toEqual([['Entry', `Removed: ${entryName}`, 'Hana Host']]);
    expect((await ownEntries(server.db, gameId, playerUid)).entries).toEqual([]);
    expect((await state(gameId)).myGames.map((r) => (r as { uid: string }).uid)).not.toContain(playerUid);
    // Removed means removed: the same id again is not found.
    expect(await refusal(await remove(host, gameId, entryId))).toEqual({ status: 404, code: 'not_found', message: 'Entry not found' });
  });

  it('refuses a non-host, even the entry’s own player (403), and a removal once a question has locked (409), changing nothing', async () => {
    const gameId = await newProps();
    const { entryId } = await joinOk(server, player, gameId);
    await pickOk(server, player, gameId, entryId, 1, 'No');
    let before = await state(gameId);
    expect(await refusal(await remove(player, gameId, entryId))).toEqual({ status: 403, code: 'forbidden', message: 'Only the host can do that' });
    expect(await refusal(await remove(stranger, gameId, entryId))).toEqual({ status: 403, code: 'forbidden', message: 'Only the host can do that' });
    expect((await remove(undefined, gameId, entryId)).status).toBe(401);
    expect((await postJson(server, `/api/pickem/games/${gameId}/entries/not-an-id/remove`, {}, { cookie: host })).status).toBe(400);
    expect((await postJson(server, `/api/pickem/games/${gameId}/entries/${entryId}/remove`, { why: 1 }, { cookie: host })).status).toBe(400);
    expect(await state(gameId)).toEqual(before);

    clock = new Date(clock.getTime() + 2 * HOUR);
    before = await state(gameId);
    expect(await refusal(await remove(host, gameId, entryId))).toEqual({
      status: 409,
      code: 'game_locked',
      message: 'Entries can no longer be removed: picks have locked',
    });
    expect(await state(gameId)).toEqual(before);
  });
});
