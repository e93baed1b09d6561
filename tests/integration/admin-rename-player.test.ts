// An admin renames a squares player (decision 041): every square carrying that player's label,
// and only those, takes the new initials, checked as a claim's initials are; the audit row is
// written in the same transaction (a failing publish leaves neither); open boards get the squares
// as they are now; winners' lines follow. Refusals (unknown game or player, initials that are not
// initials or are taken) and anyone but an admin change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminActionsSchema, AdminSearchResultSchema } from '../../src/contracts/admin-tools.js';
import { MIXED_SCRIPT_ERROR } from '../../src/domain/people/labels.js';
import { createPickem, propsInput } from '../factories/pickem-games.js';
import { babyShowerInput, claimOk, createGame, gameCommand, readGame, refusal } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { databaseChecksum } from '../setup/security-world.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const ADMIN = `rename.admin.${process.pid}@example.com`;

describe.each(engines)('an admin renames a squares player on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let host: string;
  let alice: string;
  let bob: string;
  const now = new Date();

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: ADMIN }, { now: () => now });
    admin = (await signInByEmail(server, ADMIN)).cookie;
    host = (await signInByEmail(server, uniqueEmail('renamehost'))).cookie;
    alice = (await signInByEmail(server, uniqueEmail('alice'))).cookie;
    bob = (await signInByEmail(server, uniqueEmail('bob'))).cookie;
  });
  afterAll(async () => {
    await server.stop();
  });

  const rename = (gameId: string, body: unknown, cookie: string | null = admin) =>
    postJson(server, `/api/admin/games/${gameId}/players/rename`, body, cookie ? { cookie } : {});
  const labelsOf = async (gameId: string) => Object.fromEntries((await readGame(server, gameId)).squares.map((s) => [s.square, s.entryName]));
  const auditRows = async () => (await server.db.query<{ n: number }>("select count(*)::int as n from admin_audit_log where action = 'renamePlayer'")).rows[0]!.n;

  /** Alice holds squares 1 and 2 as AB, Bob square 3 as CD, the host square 4 for an offline EF. */
  const gameWithPlayers = async () => {
    const game = await createGame(server, host, babyShowerInput({ name: 'Rename Shower' }));
    await claimOk(server, alice, game.gameId, 1, { initials: 'AB' });
    await claimOk(server, alice, game.gameId, 2, { initials: 'AB' });
    await claimOk(server, bob, game.gameId, 3, { initials: 'CD' });
    await claimOk(server, host, game.gameId, 4, { initials: 'EF', onBehalf: true });
    return game;
  };

  it('relabels every square of that player and no other, audited, and open boards get the squares at once', async () => {
    const game = await gameWithPlayers();
    const found = AdminSearchResultSchema.parse(await (await fetch(`${server.url}/api/admin/search?q=${game.code}`, { headers: { cookie: admin } })).json());
    expect(found.games[0]!.players).toEqual([
      { label: 'AB', squares: 2 },
      { label: 'CD', squares: 1 },
      { label: 'EF', squares: 1 },
    ]);
    const board = await LiveTestClient.connect(server, await anonymousCookie(server));
    board.send({ type: 'subscribe', topic: `game:${game.gameId}` });
    await board.waitFor(1);

    const renamed = await rename(game.gameId, { from: 'AB', initials: ' xy ' });
    expect(renamed.status).toBe(200);
    expect(AdminActionsSchema.parse(await renamed.json()).actions[0]).toMatchObject({
      actorEmail: ADMIN,
      action: 'renamePlayer',
      target: `Player in game ${game.code}`,
      before: 'AB',
      after: 'XY',
    });
    expect(await labelsOf(game.gameId)).toEqual({ 1: 'XY', 2: 'XY', 3: 'CD', 4: 'EF' });
    const update = (await board.waitFor(2))[1] as { type: string; data: { kind: string; squares: Array<{ square: number; entryName: string }> } };
    expect(update.type).toBe('update');
    expect(update.data.kind).toBe('squares.updated');
    expect(update.data.squares.map((s) => [s.square, s.entryName])).toEqual([
      [1, 'XY'],
      [2, 'XY'],
    ]);
    await board.close();

    // The label moved with the squares: Alice claims on as XY, and AB is free for someone else.
    await claimOk(server, alice, game.gameId, 5, { initials: 'XY' });
    expect(await refusal(await postJson(server, `/api/games/${game.gameId}/squares/6/claim`, { initials: 'XY' }, { cookie: bob }))).toMatchObject({ status: 409, message: 'Initials already taken' });
    await claimOk(server, (await signInByEmail(server, uniqueEmail('carol'))).cookie, game.gameId, 6, { initials: 'AB' });

    // A label the host claims on behalf of an offline player is renamed the same way.
    expect((await rename(game.gameId, { from: 'EF', initials: 'GH' })).status).toBe(200);
    expect(await labelsOf(game.gameId)).toMatchObject({ 4: 'GH', 3: 'CD' });
  });

  it('a winner renamed is renamed in the results too, and boards get them', async () => {
    const { gameId } = await createGame(server, host, babyShowerInput({ size: 25 }));
    for (let square = 0; square < 25; square++) await claimOk(server, alice, gameId, square, { initials: 'WN' });
    expect((await gameCommand(server, host, gameId, 'lock', { allowEmpty: false })).status).toBe(200);
    expect((await gameCommand(server, host, gameId, 'birth-result', { birthWeightLbs: 7, birthWeightOz: 3, birthDate: '2030-06-20', babyName: 'Quinn' })).status).toBe(200);
    expect((await readGame(server, gameId)).results.map((r) => r.entryName)).toEqual(['WN']);
    const board = await LiveTestClient.connect(server, await anonymousCookie(server));
    board.send({ type: 'subscribe', topic: `game:${gameId}` });
    await board.waitFor(1);

    expect((await rename(gameId, { from: 'WN', initials: 'OK' })).status).toBe(200);
    const game = await readGame(server, gameId);
    expect(game.results.map((r) => r.entryName)).toEqual(['OK']);
    expect(new Set(game.squares.map((s) => s.entryName))).toEqual(new Set(['OK']));
    // The locked grid keeps the labels its hash covers, so 'Verify the draw' still verifies.
    expect(new Set(game.draw.lockedSquares!.map((s) => s.entryName))).toEqual(new Set(['WN']));
    const kinds = (await board.waitFor(3)).slice(1).map((m) => (m as { data: { kind: string } }).data.kind);
    expect(kinds).toEqual(['squares.updated', 'game.settled']);
    await board.close();
  });

  it('refuses an unknown game or player, initials that are not initials, and taken initials, changing nothing', async () => {
    const game = await gameWithPlayers();
    const pickem = await createPickem(server, host, propsInput(new Date(now.getTime() + 3_600_000)));
    const before = await databaseChecksum(server);
    const audited = await auditRows();

    expect(await refusal(await rename('x'.repeat(20), { from: 'AB', initials: 'XY' }))).toMatchObject({ status: 404, message: 'Game not found' });
    expect(await refusal(await rename(pickem.gameId, { from: 'AB', initials: 'XY' }))).toMatchObject({ status: 404, message: 'Game not found' });
    expect(await refusal(await rename(game.gameId, { from: 'ZZ', initials: 'XY' }))).toEqual({
      status: 404,
      code: 'not_found',
      message: 'No player of this game carries those initials',
    });
    // The join dialog's own words.
    expect(await refusal(await rename(game.gameId, { from: 'AB', initials: '   ' }))).toMatchObject({ status: 400, message: 'Initials required' });
    expect(await refusal(await rename(game.gameId, { from: 'AB', initials: 'QХ' }))).toMatchObject({ status: 400, message: MIXED_SCRIPT_ERROR });
    expect((await rename(game.gameId, { from: 'AB', initials: 'X'.repeat(11) })).status).toBe(400);
    expect((await rename(game.gameId, { from: 'AB', initials: 'XY', extra: 1 })).status).toBe(400);
    expect((await rename(game.gameId, { from: 'AB' })).status).toBe(400);
    // Labels are unique in a game, look-alikes included.
    expect(await refusal(await rename(game.gameId, { from: 'AB', initials: 'cd' }))).toEqual({ status: 409, code: 'initials_taken', message: 'Initials already taken' });
    expect(await refusal(await rename(game.gameId, { from: 'AB', initials: 'ＥＦ' }))).toMatchObject({ status: 409, message: 'Initials already taken' });
    expect(await refusal(await rename(game.gameId, { from: 'AB', initials: 'ab' }))).toMatchObject({ status: 409, message: 'That player already carries those initials' });

    expect(await databaseChecksum(server)).toBe(before);
    expect(await auditRows()).toBe(audited);
  });

  it('a publish that fails rolls the rename and its audit row back together', async () => {
    const game = await gameWithPlayers();
    const audited = await auditRows();
    await server.db.query(`create or replace function refuse_rename_topic() returns trigger language plpgsql as $$
      begin raise exception 'publish refused by the test'; end $$`);
    await server.db.query(`create trigger refuse_rename_topic before insert on topic_events for each row
      when (new.topic = 'game:${game.gameId}') execute function refuse_rename_topic()`);
    try {
      expect((await rename(game.gameId, { from: 'AB', initials: 'XY' })).status).toBe(500);
    } finally {
      await server.db.query('drop trigger refuse_rename_topic on topic_events');
      await server.db.query('drop function refuse_rename_topic()');
    }
    expect(await auditRows()).toBe(audited);
    expect(await labelsOf(game.gameId)).toEqual({ 1: 'AB', 2: 'AB', 3: 'CD', 4: 'EF' });
    expect((await server.db.query('select entry_name from squares_labels where game_id = $1 order by entry_name', [game.gameId])).rows).toEqual([
      { entry_name: 'AB' },
      { entry_name: 'CD' },
      { entry_name: 'EF' },
    ]);
  });

  it('anyone but an admin gets 403 before the body is read, and nothing changes', async () => {
    const game = await gameWithPlayers();
    const anonymous = await anonymousCookie(server);
    const before = await databaseChecksum(server);
    for (const cookie of [null, anonymous, alice, host]) {
      expect((await rename(game.gameId, { from: 'AB', initials: 'XY' }, cookie)).status).toBe(403);
      expect((await rename(game.gameId, { nonsense: true }, cookie)).status).toBe(403);
      expect((await rename('not-a-game', 'not an object', cookie)).status).toBe(403);
    }
    expect(await databaseChecksum(server)).toBe(before);
  });
});
